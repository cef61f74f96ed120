import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { call, isErrorBody, login, nextPhone, serverForFile } from './helpers';

/**
 * Past its supported load the server refuses politely: at most N API requests inside at once, one more is a prompt
 * 503 with Retry-After, never a wait that ends in a client's timeout; slots free as answers leave.
 */
const server = serverForFile();
let limited: FastifyInstance;
let base: string;
let token: string;

beforeAll(async () => {
  ({ token } = await login(server, nextPhone()));
  limited = await buildApp({ db: server.db, config: server.config, maxConcurrentRequests: 2 });
  base = `${await limited.listen({ host: '127.0.0.1', port: 0 })}/api`;
});
afterAll(async () => {
  await limited?.close();
});

describe('admission limit', () => {
  it('answers 503 with Retry-After beyond the limit, serves the rest, and frees its slots', async () => {
    // The database is busy for a moment (a table lock held 1.5 s), so requests stay inside: the load the limit is for.
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const hold = server.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE`);
      locked();
      await new Promise((resolve) => setTimeout(resolve, 1500));
    });
    await isLocked;
    const responses = await Promise.all(Array.from({ length: 40 }, () => call(`${base}/user/profile`, { token })));
    await hold;
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 503), statuses.join(',')).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const busy = responses.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const response of busy) {
      expect(response.headers.get('retry-after')).toBe('2');
      expect(isErrorBody(response.body, 503)).toBe(true);
    }
    // Every slot came back: one at a time, all are served.
    for (let i = 0; i < 5; i += 1) expect((await call(`${base}/user/profile`, { token })).status).toBe(200);
  });

  it('is off unless asked for (the test server has none)', async () => {
    const statuses = (await Promise.all(Array.from({ length: 40 }, () => server.call('/user/profile', { token })))).map((r) => r.status);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});
