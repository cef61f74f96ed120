import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { apiRoot } from '../config';
import { startLocalS3, type LocalS3 } from './localS3';
import { startApi, type Started } from './bench/processes';

/**
 * The production layout of docs/DEPLOY.md on one machine, for the multi-process test (e2e/processes.test.ts) and the
 * exam-day bench (--layout): `apis` API processes (BW_ROLE=api) behind Debian's nginx running the committed
 * deploy/nginx/bandwise.conf, `workers` grading-worker processes (BW_ROLE=worker), one PostgreSQL database and an
 * S3-compatible store (s3rver on loopback, the S3 protocol the official SDK speaks).
 */
export type Layout = {
  /** nginx's address: where learners go ('http://127.0.0.1:PORT'). */
  url: string;
  apis: Started[];
  workers: Started[];
  s3: LocalS3;
  nginx: ChildProcess;
  stop(): Promise<void>;
};

export const NGINX_CONFIG = path.resolve(apiRoot, '../../deploy/nginx/bandwise.conf');

export const API_UNIT = path.resolve(apiRoot, '../../deploy/systemd/bandwise-api@.service');

/** BW_TRUST_PROXY as the committed API unit sets it: the layout's API processes trust the proxy exactly as production. */
export async function committedTrustProxy(): Promise<string> {
  const value = /^Environment=.*\bBW_TRUST_PROXY=(\S+)/m.exec(await readFile(API_UNIT, 'utf8'))?.[1];
  if (!value) throw new Error(`${API_UNIT}: no BW_TRUST_PROXY in its Environment= line`);
  return value;
}

/** A free loopback port, asked of the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The committed site config with its upstream servers and listen address replaced: everything else (proxy headers,
 * retries, body size, keep-alive) runs exactly as committed.
 */
export function siteConfigFor(committed: string, apiPorts: number[], listenPort: number): string {
  const servers = committed.match(/^(\s*)server 127\.0\.0\.1:\d+ ([^\n]*);$/m);
  if (!servers) throw new Error(`${NGINX_CONFIG}: no 'server 127.0.0.1:PORT ...;' line in the upstream block`);
  const [, indent, options] = servers;
  const upstream = apiPorts.map((port) => `${indent}server 127.0.0.1:${port} ${options};`).join('\n');
  const withServers = committed.replace(/(^\s*server 127\.0\.0\.1:\d+ [^\n]*;\n)+/m, `${upstream}\n`);
  return withServers.replace(/^\s*listen \[::\]:80;\n/m, '').replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
}

/** nginx as this user, in the foreground, with every file it writes under `dir`. */
async function startNginx(dir: string, apiPorts: number[], listenPort: number): Promise<ChildProcess> {
  await mkdir(path.join(dir, 'nginx'), { recursive: true });
  const site = path.join(dir, 'nginx', 'bandwise.conf');
  await writeFile(site, siteConfigFor(await readFile(NGINX_CONFIG, 'utf8'), apiPorts, listenPort));
  const scratch = (name: string) => path.join(dir, 'nginx', name);
  const main = [
    'daemon off;',
    'worker_processes 1;',
    `pid ${scratch('nginx.pid')};`,
    `error_log ${scratch('error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${scratch(`${kind}-temp`)};`),
    `  include ${site};`,
    '}',
  ].join('\n');
  await writeFile(scratch('nginx.conf'), main);
  const child = spawn('nginx', ['-p', scratch(''), '-c', scratch('nginx.conf'), '-e', scratch('error.log')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${await readFile(scratch('error.log'), 'utf8').catch(() => '')}`);
    try {
      await fetch(`http://127.0.0.1:${listenPort}/`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('nginx did not start');
}

export async function startLayout(options: { apis: number; workers: number; databaseUrl: string; dir: string; env?: Record<string, string> }): Promise<Layout> {
  const s3 = await startLocalS3();
  const started: Started[] = [];
  let nginx: ChildProcess | null = null;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(started.map((process) => process.stop()));
    await s3.close();
  };
  try {
    // Which proxy the API believes, as the committed unit says (nginx on loopback, which writes X-Forwarded-For itself).
    const common = { ...options.env, DATABASE_URL: options.databaseUrl, ...s3.env, BW_TRUST_PROXY: await committedTrustProxy() };
    // Workers count as started once ready (graders warm). One process first: it migrates and loads the content while the others would only wait for its lock.
    const apiPorts = await Promise.all(Array.from({ length: options.apis }, () => freePort()));
    const first = await startApi(apiPorts[0]!, { ...common, BW_ROLE: 'api', BW_PROCESS_NAME: 'api-1' });
    started.push(first);
    const rest = await Promise.all([
      ...apiPorts.slice(1).map((port, i) => startApi(port, { ...common, BW_ROLE: 'api', BW_PROCESS_NAME: `api-${i + 2}` })),
      ...Array.from({ length: options.workers }, async (_, i) =>
        startApi(await freePort(), { ...common, BW_ROLE: 'worker', BW_PROCESS_NAME: `worker-${i + 1}` }, '/api/ready'),
      ),
    ]);
    started.push(...rest);
    const listenPort = await freePort();
    nginx = await startNginx(options.dir, apiPorts, listenPort);
    return {
      url: `http://127.0.0.1:${listenPort}`,
      apis: [first, ...rest.slice(0, options.apis - 1)],
      workers: rest.slice(options.apis - 1),
      s3,
      nginx,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
