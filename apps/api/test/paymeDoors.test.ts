import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema';
import { NO_KEY_DATA } from '../src/payme/merchant';
import { call, login, nextPhone, serverForFile } from './helpers';
import { databaseForProcesses, startServerProcess } from './serverProcess';

/**
 * No free money (issue 31): the Payme sandbox checkout (which credits any balance) exists only with the development
 * tools, answers this machine's own pages only, and no Payme key is written in the source, so a server without
 * PAYME_KEY refuses every Payme call, saying why. The key an earlier version accepted everywhere outside production
 * ('bandwise-payme-test-key') is tried against each server here.
 */
const OLD_SOURCE_KEY = 'bandwise-payme-test-key';
const basic = (key: string) => `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`;
const statement = { jsonrpc: '2.0', id: 7, method: 'GetStatement', params: { from: 0, to: 1 } };
/** What the issue's attacker posted from any web page: 10,000,000 uzs to account 1. */
const FREE_MONEY = 'action=pay&amount=1000000000&account%5Bid%5D=1';
const form = 'application/x-www-form-urlencoded';

const children: ChildProcess[] = [];
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'bw-payme-doors-'));
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(scratch, { recursive: true, force: true });
});

describe('a fresh start without BW_DEV_TOOLS (as `npm start`, also with HOST=0.0.0.0)', () => {
  it('has no sandbox checkout, refuses Payme calls without a configured key, and says so in its first line', { timeout: 240_000 }, async () => {
    const database = await databaseForProcesses(scratch);
    try {
      const started = await startServerProcess(
        {
          BW_DATA_DIR: database.url ? path.join(scratch, 'unused') : path.join(scratch, 'pglite'),
          ...(database.url ? { DATABASE_URL: database.url } : {}),
          PORT: '0',
          BW_MEDIA_DIR: path.join(scratch, 'media'),
          BW_WEB_DIR: path.join(scratch, 'no-web'),
        },
        children,
      );
      const firstLine = started.output().split('\n')[0]!;
      expect(firstLine).toContain('development tools off (no /api/dev/*, no Payme sandbox');
      expect(firstLine).toContain('no PAYME_KEY: Payme calls refused');
      expect(firstLine).toContain('client addresses from the connection');

      for (const sandbox of [
        await call(`${started.base}/payme/sandbox/checkout?amount=100000`),
        await call(`${started.base}/payme/sandbox/checkout`, { raw: FREE_MONEY, contentType: form }),
      ]) {
        expect(sandbox.status).toBe(404);
      }
      for (const authorization of [basic(OLD_SOURCE_KEY), basic(''), undefined]) {
        const answer = await call(`${started.base}/payme`, { json: statement, headers: authorization ? { authorization } : {} });
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ error: { code: -32504, data: NO_KEY_DATA }, id: 7 });
      }
      // The payment form goes to Payme's own checkout: there is no sandbox to post to.
      expect((await call(`${started.base}/settings/public`)).body.payment.checkoutUrl).toBe('https://checkout.paycom.uz');
    } finally {
      for (const child of children) child.kill('SIGKILL');
      await database.drop();
    }
  });
});

describe('with the development tools (BW_DEV_TOOLS=1)', () => {
  const server = serverForFile();
  let learner: { token: string; userId: number };
  const balance = async () => (await server.db.select({ balance: users.balance }).from(users).where(eq(users.id, learner.userId)))[0]!.balance;

  beforeAll(async () => {
    learner = await login(server, nextPhone());
  });

  it('the sandbox pays for this machine\'s own pages, with a key of the process that no one else knows', async () => {
    const before = await balance();
    const paid = await fetch(`${server.url}/payme/sandbox/checkout`, {
      method: 'POST',
      headers: { 'content-type': form, origin: new URL(server.url).origin },
      body: `action=pay&amount=2000000&account%5Bid%5D=${learner.userId}`,
      redirect: 'manual',
    });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Paid');
    expect(await balance()).toBe(before + 20_000);
    // The process's own key is random: the old source key (or none) is refused on the merchant endpoint.
    for (const authorization of [basic(OLD_SOURCE_KEY), basic('')]) {
      const answer = await server.call('/payme', { json: statement, headers: { authorization } });
      expect(answer.body.error).toMatchObject({ code: -32504 });
      expect(answer.body.error.data).toBeUndefined();
    }
  });

  it('another site\'s form, a request through a proxy or from another address gets 403 and credits nothing', async () => {
    const before = await balance();
    const body = `action=pay&amount=1000000000&account%5Bid%5D=${learner.userId}`;
    const attempts = [
      await server.app.inject({ method: 'POST', url: '/api/payme/sandbox/checkout', payload: body, headers: { 'content-type': form, origin: 'https://evil.example' } }),
      await server.app.inject({ method: 'POST', url: '/api/payme/sandbox/checkout', payload: body, headers: { 'content-type': form, origin: 'null' } }),
      await server.app.inject({ method: 'POST', url: '/api/payme/sandbox/checkout', payload: body, headers: { 'content-type': form, 'x-forwarded-for': '192.0.2.7' } }),
      await server.app.inject({ method: 'POST', url: '/api/payme/sandbox/checkout', payload: body, headers: { 'content-type': form }, remoteAddress: '192.0.2.7' }),
      await server.app.inject({ method: 'GET', url: '/api/payme/sandbox/checkout?amount=100', remoteAddress: '192.0.2.7' }),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(403);
      expect(attempt.json().message).toMatch(/loopback/);
    }
    expect(await balance()).toBe(before);
  });
});

describe('production', () => {
  it('refuses to start with the development tools or a sandbox key', () => {
    const env = { BW_MEDIA_DIR: scratch, NODE_ENV: 'production' };
    expect(() => loadConfig({ ...env, BW_DEV_TOOLS: '1' })).toThrow(/BW_DEV_TOOLS.*refused in production/);
    expect(() => loadConfig({ ...env, PAYME_SANDBOX_KEY: randomBytes(8).toString('hex') })).toThrow(/PAYME_SANDBOX_KEY.*refused in production/);
    expect(loadConfig({ ...env, PAYME_KEY: 'x' }).NODE_ENV).toBe('production');
  });
});

describe('the source', () => {
  it('holds no Payme key: the server code never builds a Paycom credential from a literal', async () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const files = (await readdir(src, { recursive: true })).filter((file) => String(file).endsWith('.ts')).map(String);
    expect(files.length).toBeGreaterThan(50);
    const offenders: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(src, file), 'utf8');
      if (text.includes(OLD_SOURCE_KEY) || /Paycom:[A-Za-z0-9]/.test(text) || /PAYME_\w*KEY\s*=\s*['"`]/.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
