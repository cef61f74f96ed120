import { buildApp } from './app';
import { listenForChanges } from './cache/changes';
import { createBot, startBot } from './auth/bot';
import { devToolsEnabled, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { DEMO_PHONE, ensureDemoUser } from './seed/demo';
import { migrate } from './db/migrate';
import { loadShippedContent, seedContent } from './seed/content';
import { scanContentDirectory } from './content/directory';
import { gradingSettingsFrom } from './grading/worker';
import { releaseLeases } from './jobs/queue';
import { ffmpegAvailable } from './media/transcode';
import { removeServerRecord, serverFileFor, writeServerRecord } from './serverAddress';

/**
 * Starts the server: database (PGlite in BW_DATA_DIR, or PostgreSQL with DATABASE_URL), migrations, content, HTTP,
 * and the Telegram bot when BOT_TOKEN is set. Development tools only with BW_DEV_TOOLS=1 (docs/SECURITY.md).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  console.log(startLine(config));
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.BW_DATA_DIR });
  await migrate(database);
  if (database.driver === 'pglite') {
    const orphans = await releaseLeases(database.db);
    if (orphans > 0) console.log(`${orphans} grading job(s) left running by a crash are queued again`);
  }
  const app = await buildApp({
    db: database.db,
    config,
    logger: { level: config.LOG_LEVEL },
    grading: gradingSettingsFrom(config),
    maxConcurrentRequests: config.BW_MAX_CONCURRENT_REQUESTS ?? (database.driver === 'pglite' ? PGLITE_CONCURRENT_REQUESTS : 0),
  });
  const log = app.log;
  const content = await loadShippedContent((message) => log.warn(message));
  if (content.books.length + content.exams.length === 0) {
    // Never let a content package that failed to load mark every book and exam unavailable.
    log.warn('no shipped content found: keeping the content already in the database');
  } else {
    const seeded = await seedContent(database.db, content);
    log.info(
      `content loaded: ${seeded.books} IELTS book(s) (${seeded.keyedBooks} keyed), ${seeded.exams} multi-level exam(s) (${seeded.keyedExams} keyed)`,
    );
  }
  if (config.BW_CONTENT_DIR) {
    // New or changed test folders become drafts an admin publishes in the console (docs/CONTENT.md, Publishing).
    const scan = await scanContentDirectory(database.db, config.BW_CONTENT_DIR, { mediaDir: config.BW_CONTENT_MEDIA_DIR, actorId: null });
    log.info(`content directory ${config.BW_CONTENT_DIR}: ${scan.created.length} new draft(s), ${scan.unchanged} unchanged, ${scan.rejected.length} refused`);
    for (const { folder, problems } of scan.rejected) {
      log.warn(`content directory: ${folder} refused: ${problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`).join('; ')}`);
    }
  }
  if (config.NODE_ENV !== 'production' && config.BW_DEMO_USER) {
    await ensureDemoUser(database.db);
  }

  if (!(await ffmpegAvailable())) {
    log.warn(
      'ffmpeg not found: WAV and Ogg/Opus recordings are graded as usual; WebM, MP4 and other Ogg recordings are kept and ' +
        'play back, but their grading fails until ffmpeg is installed (apt-get install ffmpeg), then Retry on /admin/grading',
    );
  }

  let stopBot: (() => Promise<void>) | null = null;
  if (config.BOT_TOKEN) {
    stopBot = startBot(createBot({ db: database.db, token: config.BOT_TOKEN, log }), log);
  } else if (devToolsEnabled(config)) {
    log.info(`no BOT_TOKEN: get a login code with: npm run dev:code -w @bandwise/api -- ${DEMO_PHONE}`);
  } else {
    log.warn('no BOT_TOKEN and no development tools: nobody can log in (BW_DEV_TOOLS=1 npm start, for a local try)');
  }

  // Settings and leaderboards cached here are cleared when any process commits a change to them.
  const stopListening = await listenForChanges(database, log);

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  // Beside a PGlite folder, where this server answers: `npm run dev:code` asks it, whatever the port (serverAddress.ts).
  const serverFile = database.driver === 'pglite' && !config.DATABASE_URL ? serverFileFor(config.BW_DATA_DIR) : null;
  if (serverFile) writeServerRecord(serverFile, { url: address, pid: process.pid, devTools: devToolsEnabled(config) });
  log.info(
    `Bandwise ${config.BW_ROLE === 'worker' ? 'worker' : 'API'} on ${address}/api (docs: ${address}/api/docs) using ${database.driver}` +
      `, role ${config.BW_ROLE}${config.BW_PROCESS_NAME ? ` as ${config.BW_PROCESS_NAME}` : ''}, media in ${app.storage.description}`,
  );

  let closing = false;
  /**
   * Graceful: readiness answers 503 at once (BW_SHUTDOWN_DELAY_MS gives a proxy or orchestrator time to notice), then
   * the server stops accepting, answers the requests it holds, the grading workers commit the jobs in hand (their
   * leases let another process take anything left), and the database closes. A stuck close ends after 30 s.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.draining = true;
    // No new dev:code asks a server on its way out (a stop that never ends leaves a record of a dead pid: ignored).
    if (serverFile) removeServerRecord(serverFile);
    log.info(`${signal}: shutting down`);
    setTimeout(() => {
      log.error('shutdown took over 30 s: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      if (config.BW_SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.BW_SHUTDOWN_DELAY_MS));
      if (stopBot) await stopBot();
      await app.close();
      await stopListening();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

const SHUTDOWN_TIMEOUT_MS = 30_000;

/** PGlite's supported load: requests in the server at once before a polite 503 (docs/PERFORMANCE.md, the soak). */
const PGLITE_CONCURRENT_REQUESTS = 64;

/**
 * The first line of every start: which doors are open. Where the server will answer and who can reach it; whether the
 * development tools and the Payme sandbox (which hand out any account and any balance) are on; whether Payme's calls
 * can be answered; whose X-Forwarded-For is believed.
 */
function startLine(config: Config): string {
  const everywhere = config.HOST === '0.0.0.0' || config.HOST === '::';
  const host = everywhere ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  const reach = everywhere
    ? `every network interface (HOST=${config.HOST})`
    : /^(127\.|localhost$|::1$)/.test(config.HOST)
      ? 'this machine only (HOST=0.0.0.0 opens it to the network)'
      : `HOST=${config.HOST}`;
  const tools = devToolsEnabled(config)
    ? 'development tools ON (/api/dev/codes, /api/dev/role, the Payme sandbox /api/payme/sandbox/checkout; loopback clients only)'
    : 'development tools off (no /api/dev/*, no Payme sandbox; BW_DEV_TOOLS=1 turns them on)';
  const payme = config.PAYME_KEY
    ? 'Payme calls checked against PAYME_KEY'
    : `no PAYME_KEY: Payme calls refused${devToolsEnabled(config) ? ' (the sandbox signs with a random key of this process)' : ''}`;
  const proxy =
    config.BW_TRUST_PROXY === false
      ? 'client addresses from the connection'
      : `X-Forwarded-For believed from ${typeof config.BW_TRUST_PROXY === 'number' ? `${config.BW_TRUST_PROXY} proxy hop(s)` : config.BW_TRUST_PROXY.join(', ')}`;
  return `Bandwise starting on http://${host}:${config.PORT} (${config.NODE_ENV}), reachable from ${reach}; ${tools}; ${payme}; ${proxy}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
