import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { freshDatabase } from './helpers';

let fresh: { database: Database; drop(): Promise<void> };
beforeAll(async () => {
  fresh = await freshDatabase();
  await migrate(fresh.database);
});
afterAll(async () => {
  await fresh?.drop();
});

/** The app with its log lines captured, as main.ts builds it. */
async function appLogging(env: Record<string, string>) {
  const lines: Array<Record<string, unknown>> = [];
  const config = loadConfig({ BW_DATA_DIR: 'memory://', BW_WEB_DIR: '/nonexistent', BW_GRADING_WORKERS: '0', ...env });
  const app = await buildApp({
    db: fresh.database.db,
    config,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
  });
  return { app, lines };
}

it('logs no line per request in production, unless asked to', async () => {
  const quiet = await appLogging({ NODE_ENV: 'production' });
  expect((await quiet.app.inject({ url: '/api/settings/public' })).statusCode).toBe(200);
  expect(quiet.lines.filter((line) => line.msg === 'request completed')).toEqual([]);
  await quiet.app.close();

  const asked = await appLogging({ NODE_ENV: 'production', BW_REQUEST_LOG: 'true' });
  await asked.app.inject({ url: '/api/settings/public' });
  expect(asked.lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
  await asked.app.close();

  const development = await appLogging({ NODE_ENV: 'development' });
  await development.app.inject({ url: '/api/settings/public' });
  expect(development.lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
  await development.app.close();
});
