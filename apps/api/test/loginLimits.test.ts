import { eq, isNull, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { addressKey, LOGIN_LIMITS } from '../src/auth/limits';
import { authAttempts, loginCodes } from '../src/db/schema';
import { nextPhone, serverForFile } from './helpers';

/**
 * Login limits that tell a classroom from an attacker (issue 31): a class of 100 learners with valid codes behind one
 * school address gets in at once, while wrong codes are bounded per address, per code value and per IPv6 /64.
 * The server believes X-Forwarded-For from loopback here (BW_TRUST_PROXY=127.0.0.1, as behind the committed nginx),
 * so one test process can speak for many addresses.
 */
const server = serverForFile({ env: { BW_TRUST_PROXY: '127.0.0.1' } });

const SCHOOL = '198.51.100.7';

async function codes(count: number): Promise<string[]> {
  const issued: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await server.call('/dev/codes', { json: { phoneNumber: nextPhone() } });
    expect(response.status).toBe(200);
    issued.push(response.body.code);
  }
  return issued;
}

/**
 * A six-digit code no learner holds: every test starts with no live code (beforeEach), and a test that guesses while
 * codes it issued are live keeps clear of them (`avoid`).
 */
const wrongCode = (i: number, avoid: string[] = []) => {
  let code = 900000 + i;
  while (avoid.includes(String(code))) code += 1000;
  return String(code);
};

const login = (code: string, address = SCHOOL) =>
  server.call(`/auth/login/${code}`, { method: 'POST', headers: { 'x-forwarded-for': address } });

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

beforeEach(async () => {
  await server.db.delete(authAttempts);
  await server.db.update(loginCodes).set({ usedAt: new Date() }).where(isNull(loginCodes.usedAt));
});

describe('a class behind one address', () => {
  it('100 learners with valid codes log in together from one address: all get in within 5 s, and use up none of its budget', async () => {
    const issued = await codes(100);
    const started = performance.now();
    const answers = await Promise.all(issued.map((code) => login(code)));
    const seconds = (performance.now() - started) / 1000;
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 200), `statuses: ${JSON.stringify(statuses)}`).toBe(100);
    expect(seconds).toBeLessThan(5);
    console.log(`[loginLimits] 100 valid logins from one address: all 200 in ${seconds.toFixed(2)} s`);

    // The address still has its whole budget of wrong tries: right codes counted against nothing.
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) expect((await login(wrongCode(i))).status).toBe(401);
    const limited = await login(wrongCode(LOGIN_LIMITS.perAddress));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('a class with a few mistyped codes among its 100 logins still all gets in', async () => {
    const issued = await codes(100);
    const typos = Array.from({ length: 10 }, (_, i) => login(wrongCode(100 + i, issued)));
    const answers = await Promise.all([...issued.map((code) => login(code)), ...typos]);
    const statuses = answers.map((a) => a.status);
    expect(count(statuses.slice(0, 100), 200)).toBe(100);
    expect(statuses.slice(100)).toEqual(Array(10).fill(401));
  });
});

describe('guessing stays bounded', () => {
  it('100 wrong guesses at once from one address: exactly the limit are looked at, the rest wait with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(wrongCode(i))));
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 401)).toBe(LOGIN_LIMITS.perAddress);
    expect(count(statuses, 429)).toBe(100 - LOGIN_LIMITS.perAddress);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(answer.body.message).toMatch(/Try again in \d+ s/);
    }
    // While the address waits, even a right code from it waits (it is not looked at: otherwise a guesser would be
    // told when a guess is right). Another address is not held up.
    const [right, other] = await codes(2);
    expect((await login(right!)).status).toBe(429);
    expect((await login(other!, '203.0.113.50')).status).toBe(200);
    // Once the wait is over, the right code gets in: a delay, never a lockout.
    await server.db.update(authAttempts).set({ nextAllowedAt: sql`now()` }).where(eq(authAttempts.key, addressKey(SCHOOL)));
    expect((await login(right!)).status).toBe(200);
  });

  it('each wrong try past the limit doubles the wait', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) await login(wrongCode(i));
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const [row] = await server.db.select().from(authAttempts).where(eq(authAttempts.key, addressKey(SCHOOL)));
      waits.push(Math.round((row!.nextAllowedAt.getTime() - Date.now()) / 1000));
      await server.db.update(authAttempts).set({ nextAllowedAt: sql`now()` }).where(eq(authAttempts.key, addressKey(SCHOOL)));
      expect((await login(wrongCode(500 + i))).status).toBe(401);
    }
    const first = LOGIN_LIMITS.firstDelaySeconds;
    expect(waits.map((w) => Math.abs(w - first) <= 1 || Math.abs(w - 2 * first) <= 1 || Math.abs(w - 4 * first) <= 1)).toEqual([true, true, true]);
    expect(waits[1]! - waits[0]!).toBeGreaterThanOrEqual(first - 1);
    expect(waits[2]! - waits[1]!).toBeGreaterThanOrEqual(2 * first - 1);
  });

  it('one code value tried from 100 addresses at once is looked at only 5 times', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(wrongCode(1), `192.0.2.${i + 1}`)));
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 401)).toBe(LOGIN_LIMITS.perCode);
    expect(count(statuses, 429)).toBe(100 - LOGIN_LIMITS.perCode);
  });

  it('an IPv6 /64 is one address: guesses from 100 addresses of one line share its budget', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(wrongCode(i), `2001:db8:5:7::${(i + 1).toString(16)}`)));
    expect(count(answers.map((a) => a.status), 401)).toBe(LOGIN_LIMITS.perAddress);
    // Another /64 has its own.
    expect((await login(wrongCode(999), '2001:db8:5:8::1')).status).toBe(401);
  });
});

describe('which address counts (BW_TRUST_PROXY)', () => {
  /** The address key a wrong try from `remoteAddress` with `forwarded` is counted under, for a server with `trust`. */
  async function countedAs(trust: string, remoteAddress: string, forwarded: string): Promise<string[]> {
    await server.db.delete(authAttempts);
    const app = await buildApp({ db: server.db, config: loadConfig({ NODE_ENV: 'test', BW_MEDIA_DIR: server.mediaDir, BW_WEB_DIR: `${server.mediaDir}/no-web`, BW_TRUST_PROXY: trust }) });
    try {
      const answer = await app.inject({ method: 'POST', url: `/api/auth/login/${wrongCode(1)}`, remoteAddress, headers: { 'x-forwarded-for': forwarded } });
      expect(answer.statusCode).toBe(401);
    } finally {
      await app.close();
    }
    const rows = await server.db.select({ key: authAttempts.key }).from(authAttempts);
    return rows.map((row) => row.key).filter((key) => key.startsWith('ip:'));
  }

  it('believes X-Forwarded-For only from the proxy named, and only its last hop; never what the client wrote first', async () => {
    // The proxy on loopback appended the address it saw: the client's own entries before it are not believed.
    expect(await countedAs('127.0.0.1', '127.0.0.1', '10.0.0.1, 203.0.113.9')).toEqual(['ip:203.0.113.9']);
    // Anyone else who sends the header directly is counted by the connection.
    expect(await countedAs('127.0.0.1', '198.51.100.20', '10.0.0.1')).toEqual(['ip:198.51.100.20']);
    expect(await countedAs('false', '127.0.0.1', '10.0.0.1')).toEqual(['ip:127.0.0.1']);
    // A hop count believes that many proxies from the connection: the address the nearest one saw.
    expect(await countedAs('1', '192.0.2.1', '10.0.0.1, 203.0.113.9')).toEqual(['ip:203.0.113.9']);
  });

  it("refuses BW_TRUST_PROXY=true at start, and anything that is not an address, a range or a hop count", () => {
    expect(() => loadConfig({ BW_TRUST_PROXY: 'true' })).toThrow(/BW_TRUST_PROXY: 'true' would believe any address a client writes/);
    expect(() => loadConfig({ BW_TRUST_PROXY: 'nginx' })).toThrow(/BW_TRUST_PROXY: not an address/);
    expect(loadConfig({ BW_TRUST_PROXY: '10.0.0.0/8, loopback' }).BW_TRUST_PROXY).toEqual(['10.0.0.0/8', 'loopback']);
  });
});
