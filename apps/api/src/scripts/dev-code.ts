import { phoneNumberSchema } from '@bandwise/core';
import { loadConfig } from '../config';
import { issueDevCode } from '../auth/devIssuer';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { readServerRecord, serverFileFor } from '../serverAddress';

/**
 * npm run dev:code -w @bandwise/api -- +998901234567
 * Prints a login code for the phone number, from the server that will check it:
 * 1. a server running on this PGlite folder (BW_DATA_DIR) recorded where it answers (serverAddress.ts): it is asked,
 *    whatever PORT it runs on; one without BW_DEV_TOOLS=1 is a clear refusal, never the folder opened beside it
 *    (PGlite allows one process per folder: a code written there is one that server never sees);
 * 2. else the server at HOST:PORT (a PostgreSQL setup, or a server from before the record);
 * 3. else, with no server running, the database itself, which only someone with the database in hand can open anyway.
 * Refused in production, like the tools themselves.
 */
const config = loadConfig();
const phone = phoneNumberSchema.safeParse(process.argv[2] ?? '');
if (!phone.success) {
  console.error('usage: npm run dev:code -w @bandwise/api -- +998901234567');
  process.exit(2);
}
if (config.NODE_ENV === 'production') {
  console.error('No development codes in production (NODE_ENV=production): use the Telegram bot.');
  process.exit(1);
}

/** A code from a server's /api/dev/codes; null when nothing answers there, or it answers no. */
async function askServer(url: string): Promise<string | null> {
  const base = url.replace('://0.0.0.0', '://127.0.0.1').replace('://[::]', '://127.0.0.1');
  try {
    const response = await fetch(`${base}/api/dev/codes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: phone.data }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { code?: string };
    return body.code ?? null;
  } catch {
    return null;
  }
}

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const serverFile = config.DATABASE_URL ? null : serverFileFor(config.BW_DATA_DIR);
const running = serverFile ? readServerRecord(serverFile) : null;
let code: string | null = null;
if (running) {
  code = await askServer(running.url);
  if (!code) {
    refuse(
      `The server running on ${config.BW_DATA_DIR} (pid ${running.pid}, ${running.url}) ` +
        (running.devTools ? 'did not answer /api/dev/codes. ' : 'runs without the development tools. ') +
        'Restart it with BW_DEV_TOOLS=1 npm start and run this again. The folder is not opened beside it: a code ' +
        'written there would be one the server never sees.',
    );
  }
} else {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  code = await askServer(`http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`);
}
if (!code) {
  if (!config.DATABASE_URL) console.error(`No server is running on ${config.BW_DATA_DIR}: writing the code into the folder itself.`);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.BW_DATA_DIR });
  await migrate(database);
  code = (await issueDevCode(database.db, phone.data)).code;
  await database.close();
}
console.log(`Login code for ${phone.data}: ${code} (valid 5 minutes, single use)`);
process.exit(0);
