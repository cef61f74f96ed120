import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiRoot } from '../../config';

const here = path.dirname(fileURLToPath(import.meta.url));

export type Started = { url: string; child: ChildProcess; stop(): Promise<void> };

async function waitFor(url: string, child: ChildProcess, seconds = 300): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
}

/**
 * The real server (src/main.ts) in its own process, as `npm start` runs it, on loopback. `env` adds to or overrides
 * the bench's environment; by default the production settings (NODE_ENV=production and the default log level) so the
 * figures are those of what ships. It counts as started once `readyPath` answers (a worker process answers only
 * /api/health).
 */
export async function startApi(port: number, env: Record<string, string>, readyPath = '/api/settings/public'): Promise<Started> {
  // BENCH_NODE_ARGS: e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server under load.
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), BW_DEMO_USER: 'false', ...env },
    // The production log goes nowhere: the bench measures the server, not a terminal's speed.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${readyPath}`, child);
  return { url, child, stop: stopper(child) };
}

/**
 * The environment of a bench server whose learners log in through the development code issuer: development mode with
 * the tools on (they answer loopback only), no request log, and its database (a scratch PostgreSQL database, else
 * PGlite in `dir`) and media under `dir`.
 */
export function devServerEnv(dir: string, scratch: { url: string } | null): Record<string, string> {
  return {
    NODE_ENV: 'development',
    BW_DEV_TOOLS: '1',
    BW_REQUEST_LOG: 'false',
    ...(scratch ? { DATABASE_URL: scratch.url } : { BW_DATA_DIR: path.join(dir, 'pglite') }),
    BW_MEDIA_DIR: path.join(dir, 'media'),
  };
}

/** The bare node:http yardstick (bareServer.ts) in its own process. */
export async function startBare(port: number): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bareServer.ts'), String(port)], {
    cwd: apiRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, 60);
  return { url, child, stop: stopper(child) };
}

/**
 * A new, empty database on a PostgreSQL server (admin URL), dropped by `drop`; named `<prefix>_<pid>_<random>` so a
 * leftover says which run made it.
 */
export async function scratchPostgres(adminUrl: string, prefix = 'bw_bench'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * CPU milliseconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. `children`: with
 * its finished child processes' (the recogniser runs as one per answer).
 */
export async function cpuMs(pid: number | undefined, options: { children?: boolean } = {}): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const { readFile } = await import('node:fs/promises');
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name; in clock ticks (100/s).
    const own = Number(fields[11]) + Number(fields[12]);
    // cutime and cstime follow: fields 16 and 17 of the line.
    return (own + (options.children ? Number(fields[13]) + Number(fields[14]) : 0)) * 10;
  } catch {
    return null;
  }
}
