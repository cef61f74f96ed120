import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { freshDatabase, pgliteSnapshot, TEST_DB } from './helpers';

const apiDir = path.resolve(import.meta.dirname, '..');

export type ServerProcess = {
  child: ChildProcess;
  /** The API base address from the server's own log line: 'http://127.0.0.1:1234/api'. */
  base: string;
  /** Everything the process wrote so far (stdout then stderr as they came). */
  output(): string;
};

/**
 * src/main.ts in its own node process, as `npm start` runs it (no tsx wrapper process, so the pid is the server),
 * with exactly `env` plus PATH and HOME: nothing of the test runner's environment leaks in. Resolves once the server
 * logs its address; children are remembered for `killAll`.
 */
export function startServerProcess(env: NodeJS.ProcessEnv, children: ChildProcess[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 170_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Bandwise (?:API|worker) on (http:\/\/[^\s"]+)\/api/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, base: `${match[1]}/api`, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/**
 * The environment of a test's server process on `dataDir` (PGlite folder, media, no built site) or on `databaseUrl`,
 * in development with the development tools on, no demo learner, on a free port; `env` adds to it or overrides.
 */
export function serverEnv(dataDir: string, databaseUrl: string | undefined, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'development',
    PORT: '0',
    BW_DATA_DIR: path.join(dataDir, 'pglite'),
    BW_MEDIA_DIR: path.join(dataDir, 'media'),
    BW_WEB_DIR: path.join(dataDir, 'no-web'),
    BW_DEMO_USER: 'false',
    BW_DEV_TOOLS: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  };
}

/**
 * The database server processes of a test share: a new PostgreSQL database (api-pg), or the PGlite folder
 * `<dataDir>/pglite` started from the migrated snapshot, so the children skip initdb, the slow part of a cold start.
 */
export async function databaseForProcesses(dataDir: string): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  if (TEST_DB === 'postgres') {
    const fresh = await freshDatabase();
    await fresh.database.close();
    return { url: fresh.url, drop: fresh.drop };
  }
  const seeded = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: await pgliteSnapshot() });
  await seeded.close();
  return { url: undefined, drop: async () => undefined };
}

/** SIGKILL, as a crash: no shutdown code runs. Resolves when the process is gone. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
