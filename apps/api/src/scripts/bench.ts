/**
 * API load benchmark (not part of the test run): npm run bench -w @bandwise/api [-- --duration 10 --connections 10]
 *
 * Prepares a database (PGlite in a temp folder, or PostgreSQL with DATABASE_URL) with the shipped content, 500
 * leaderboard entries and enough fresh exams, starts the real server as its own process, and drives it with autocannon
 * on loopback: GET /api/user/top-10 and POST /api/ielts/exam/attempt/create/inline (each request a first, valid
 * listening submission of a different exam, so every answer is a scored, stored 200).
 *
 * `--cpu` adds an in-process measurement on PGlite: CPU milliseconds per request (server and database together, as
 * PGlite runs inside the process), which a machine shared with other work disturbs far less than requests/s.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createSession } from '../auth/sessions';
import { findOrCreateUser } from '../auth/users';
import { apiRoot } from '../config';
import { openDatabase, rowsOf } from '../db/client';
import { migrate } from '../db/migrate';
import { loadShippedContent, seedContent } from '../db/seedContent';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const duration = option('duration', 10);
const connections = option('connections', 10);
const databaseUrl = process.env.DATABASE_URL;
const EXAMS = option('exams', 40_000);

const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-bench-'));
const dataDir = path.join(dir, 'pglite');

// 1. Data.
const database = await openDatabase({ databaseUrl, dataDir });
await migrate(database);
const content = await loadShippedContent();
await seedContent(database.db, content);
const book = content.books[0];
if (!book) throw new Error('no shipped IELTS book');
const { user } = await database.db.transaction((tx) => findOrCreateUser(tx, { phoneNumber: `+99899${Date.now() % 10_000_000}` }));
const token = await createSession(database.db, user.id);
await database.db.execute(sql`
  WITH people AS (
    INSERT INTO users (phone_number, name, ref_code)
    SELECT '+99880' || lpad(g::text, 7, '0') || ${String(Date.now() % 1000)}, 'Learner ' || g, md5(random()::text || g)
    FROM generate_series(1, 500) g RETURNING id
  )
  INSERT INTO ielts_attempts (user_id, book_id, expires_at, remain_section, status, listening, reading, writing, speaking, overall, created_at)
  SELECT id, ${book.id}, now(), NULL, 'COMPLETED', 7, 7, 6.5, 7, 5 + (id % 8) * 0.5, now() - ((id % 60) || ' days')::interval FROM people`);
const created = await database.db.execute(sql`
  INSERT INTO ielts_attempts (user_id, book_id, expires_at, remain_section)
  SELECT ${user.id}, ${book.id}, now() + interval '4 hours', 'LISTENING' FROM generate_series(1, ${EXAMS})
  RETURNING id`);
const examIds = rowsOf<{ id: number }>(created).map((r) => Number(r.id));
await database.close();

// 1b. CPU cost per request, in process (PGlite only).
if (args.includes('--cpu') && !databaseUrl) {
  const { buildApp } = await import('../app');
  const { loadConfig } = await import('../config');
  const inproc = await openDatabase({ dataDir });
  const app = await buildApp({ db: inproc.db, config: loadConfig({ NODE_ENV: 'production', BW_MEDIA_DIR: path.join(dir, 'media') }) });
  await app.ready();
  const cpuCost = async (name: string, count: number, inject: (i: number) => Promise<{ statusCode: number }>) => {
    for (let i = 0; i < 20; i += 1) await inject(i);
    const started = process.cpuUsage();
    const wall = performance.now();
    for (let i = 20; i < 20 + count; i += 1) {
      const response = await inject(i);
      if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode}`);
    }
    const used = process.cpuUsage(started);
    const perRequest = (used.user + used.system) / 1000 / count;
    console.log(
      `${name} (in process, PGlite): ${perRequest.toFixed(2)} CPU ms per request = ${(1000 / perRequest).toFixed(0)} req/s per core; ` +
        `wall ${((performance.now() - wall) / count).toFixed(1)} ms per request here`,
    );
  };
  await cpuCost('GET /api/user/top-10', 300, () => app.inject({ method: 'GET', url: '/api/user/top-10' }));
  await cpuCost('POST inline', 300, (i) =>
    app.inject({
      method: 'POST',
      url: '/api/ielts/exam/attempt/create/inline',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: { examId: examIds[examIds.length - 1 - i], sectionType: 'LISTENING', userAnswer: new Array(40).fill('answer') },
    }),
  );
  await app.close();
  await inproc.close();
}

// 2. The server, in its own process.
const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
  cwd: apiRoot,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(option('port', 3457)),
    BW_DATA_DIR: dataDir,
    BW_MEDIA_DIR: path.join(dir, 'media'),
    BW_DEMO_USER: 'false',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = `http://127.0.0.1:${option('port', 3457)}`;
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/api/settings/public`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 600) throw new Error('server did not start');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

// 3. Load.
const sheet = JSON.stringify(new Array(40).fill('answer'));
let next = 0;
const report = (name: string, result: Awaited<ReturnType<typeof autocannon>>) =>
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s average (${result.requests.total} requests in ${duration} s, ` +
      `${connections} connections), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );

try {
  await autocannon({ url: `${base}/api/user/top-10`, connections, duration: 2 });
  report('GET /api/user/top-10', await autocannon({ url: `${base}/api/user/top-10`, connections, duration }));
  report(
    'POST /api/ielts/exam/attempt/create/inline',
    await autocannon({
      url: base,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/ielts/exam/attempt/create/inline',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          setupRequest: (request) => {
            const examId = examIds[next++ % examIds.length];
            return { ...request, body: `{"examId":${examId},"sectionType":"LISTENING","userAnswer":${sheet}}` };
          },
        },
      ],
    }),
  );
  if (next > examIds.length) console.log(`note: ${next} submits for ${examIds.length} exams; later ones were repeats (409)`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dir, { recursive: true, force: true });
}
process.exit(0);
