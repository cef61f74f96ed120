import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { call, freshDatabase, startServer, type TestServer } from './helpers';
import { startServerProcess } from './serverProcess';

/**
 * The takeover test: a server started as the README says, with nothing set, opens no development door. /api/dev/codes
 * hands out a login for any account and /api/dev/role makes anyone an admin, so they exist only when asked for
 * (BW_DEV_TOOLS=1), answer only this machine, and production refuses to start with them.
 */
const children: ChildProcess[] = [];
let scratch: string;
let dropDatabase: (() => Promise<void>) | undefined;
let databaseUrl: string | undefined;
let server: TestServer;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'bw-devtools-'));
  if (process.env.BW_TEST_DB === 'postgres') {
    const fresh = await freshDatabase();
    await fresh.database.close();
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  server = await startServer();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await server.close();
  await dropDatabase?.().catch(() => {});
  await rm(scratch, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** This machine's addresses other clients reach it on (none in a sandbox with loopback only). */
const outsideAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((nic) => nic && !nic.internal && nic.family === 'IPv4')
    .map((nic) => nic!.address);

describe('a fresh start (takeover test)', () => {
  it('listens on loopback only, says so in its first line, and has no development tools', { timeout: 240_000 }, async () => {
    const port = await freePort();
    // Nothing but what a fresh machine has: no NODE_ENV, HOST or BW_DEV_TOOLS, no bot token.
    const started = await startServerProcess(
      {
        PORT: String(port),
        BW_DATA_DIR: databaseUrl ? path.join(scratch, 'unused') : 'memory://',
        BW_MEDIA_DIR: path.join(scratch, 'media'),
        BW_WEB_DIR: path.join(scratch, 'no-web'),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      children,
    );
    const firstLine = started.output().split('\n')[0];
    expect(firstLine).toMatch(new RegExp(`^Bandwise starting on http://127\\.0\\.0\\.1:${port} `));
    expect(firstLine).toContain('this machine only');
    expect(firstLine).toContain('development tools off');
    expect(started.base).toBe(`http://127.0.0.1:${port}/api`);

    expect(await accepts('127.0.0.1', port)).toBe(true);
    for (const address of outsideAddresses()) expect(await accepts(address, port), address).toBe(false);

    const code = await call(`${started.base}/dev/codes`, { json: { phoneNumber: '+998901234567' } });
    expect(code.status).toBe(404);
    const role = await call(`${started.base}/dev/role`, { json: { phoneNumber: '+998901234567', role: 'admin' } });
    expect(role.status).toBe(404);
    // The product itself is up.
    expect((await call(`${started.base}/settings/public`)).status).toBe(200);
  });
});

describe('development tools', () => {
  const env = () => ({ BW_MEDIA_DIR: server.mediaDir, BW_WEB_DIR: `${server.mediaDir}/no-web` });

  it('do not exist unless BW_DEV_TOOLS=1, and production refuses to start with them', async () => {
    for (const extra of [{}, { BW_DEV_TOOLS: '0' }, { NODE_ENV: 'production' }]) {
      const app = await buildApp({ db: {} as Db, config: loadConfig({ ...env(), ...extra }) });
      for (const url of ['/api/dev/codes', '/api/dev/role']) {
        const response = await app.inject({ method: 'POST', url, payload: { phoneNumber: '+998901234567', role: 'admin' } });
        expect(response.statusCode, `${url} ${JSON.stringify(extra)}`).toBe(404);
      }
      await app.close();
    }
    expect(() => loadConfig({ ...env(), NODE_ENV: 'production', BW_DEV_TOOLS: '1' })).toThrow(/BW_DEV_TOOLS.*refused in production/);
  });

  it('when on, answer loopback clients only: another address, a request forwarded by a proxy or sent by another site gets 403', async () => {
    const payload = { phoneNumber: '+998901234001', role: 'admin' };
    for (const url of ['/api/dev/codes', '/api/dev/role']) {
      const outside = await server.app.inject({ method: 'POST', url, payload, remoteAddress: '192.0.2.7' });
      expect(outside.statusCode, url).toBe(403);
      expect(outside.json().message).toMatch(/loopback/);
      const forwarded = await server.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': '192.0.2.7' } });
      expect(forwarded.statusCode, url).toBe(403);
      const otherSite = await server.app.inject({ method: 'POST', url, payload, headers: { origin: 'https://evil.example' } });
      expect(otherSite.statusCode, url).toBe(403);
    }
    const local = await server.call('/dev/role', { json: payload, headers: { origin: 'http://localhost:5173' } });
    expect(local.status).toBe(200);
    expect(local.body.user.role).toBe('admin');
  });
});
