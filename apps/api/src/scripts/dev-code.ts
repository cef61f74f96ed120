import { phoneNumberSchema } from '@bandwise/core';
import { loadConfig } from '../config';
import { issueDevCode } from '../auth/devIssuer';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

/**
 * npm run dev:code -w @bandwise/api -- +998901234567
 * Prints a login code for the phone number. Asks the running server's /api/dev/codes first (started with
 * BW_DEV_TOOLS=1; PGlite allows one process per data folder); when none answers, opens the database itself, which only
 * someone with the database in hand can do anyway. Refused in production, like the tools themselves.
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

async function viaServer(): Promise<string | null> {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  try {
    const response = await fetch(`http://${host}:${config.PORT}/api/dev/codes`, {
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

let code = await viaServer();
if (!code) {
  if (!config.DATABASE_URL) console.error('No server with BW_DEV_TOOLS=1 answered: opening the PGlite folder (stop the server first).');
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.BW_DATA_DIR });
  await migrate(database);
  code = (await issueDevCode(database.db, phone.data)).code;
  await database.close();
}
console.log(`Login code for ${phone.data}: ${code} (valid 5 minutes, single use)`);
process.exit(0);
