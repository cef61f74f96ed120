import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../apps/api/src/auth/limits';
import { scratchPostgres } from '../apps/api/src/scripts/bench/processes';
import { API_UNIT, startLayout, type Layout } from '../apps/api/src/scripts/layout';

/**
 * The login limit behind the committed proxy (issue 31): Debian's nginx running deploy/nginx/bandwise.conf in front of
 * an API process started with the committed unit's BW_TRUST_PROXY (deploy/systemd), as in production. A client that
 * forges X-Forwarded-For, Forwarded and X-Real-IP on every try is still one address: after the limit, 429. And a
 * class of learners behind that one address, with right codes, all get in at once.
 */
const ADMIN_URL = process.env.BW_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let layout: Layout;
let database: { url: string; drop(): Promise<void> };
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bw-proxy-'));
  database = await scratchPostgres(ADMIN_URL);
  layout = await startLayout({
    apis: 1,
    workers: 0,
    databaseUrl: database.url,
    dir,
    // The development code issuer (asked of the API process directly: it refuses anything that came through a proxy).
    env: { NODE_ENV: 'development', BW_DEV_TOOLS: '1', BW_REQUEST_LOG: 'false' },
  });
});

afterAll(async () => {
  await layout?.stop();
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

const loginThroughNginx = (code: string, headers: Record<string, string> = {}) =>
  fetch(`${layout.url}/api/auth/login/${code}`, { method: 'POST', headers }).then(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.json() }));

async function issueCode(phoneNumber: string): Promise<string> {
  const response = await fetch(`${layout.apis[0]!.url}/api/dev/codes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phoneNumber }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { code: string }).code;
}

it('runs the API with the committed unit\'s BW_TRUST_PROXY, which names the proxy rather than trusting every sender', async () => {
  const unit = await readFile(API_UNIT, 'utf8');
  expect(unit).toMatch(/BW_TRUST_PROXY=127\.0\.0\.1\b/);
  expect(unit).not.toMatch(/BW_TRUST_PROXY=true/);
});

it('100 learners with right codes behind one address all get in through nginx within 5 s', async () => {
  const codes: string[] = [];
  for (let i = 0; i < 100; i += 1) codes.push(await issueCode(`+99890555${String(i).padStart(4, '0')}`));
  const started = performance.now();
  const answers = await Promise.all(codes.map((code) => loginThroughNginx(code)));
  const seconds = (performance.now() - started) / 1000;
  expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
  expect(seconds).toBeLessThan(5);
  console.log(`[proxy] 100 right codes through nginx from one address: all in after ${seconds.toFixed(2)} s`);
});

it('forged X-Forwarded-For, Forwarded and X-Real-IP on every wrong try: 429 once the one real address reaches the limit', async () => {
  const statuses: number[] = [];
  let waited: string | null = null;
  for (let i = 0; i < LOGIN_LIMITS.perAddress + 10; i += 1) {
    // Each try claims to come from a new address, every way a client can claim one. (The 100 right codes of the test
    // before were spent: these six-digit values log nobody in.)
    const answer = await loginThroughNginx(String(700000 + i), {
      'x-forwarded-for': `10.0.${i}.1, 10.9.${i}.2`,
      forwarded: `for=10.1.${i}.1;proto=https`,
      'x-real-ip': `10.2.${i}.1`,
    });
    statuses.push(answer.status);
    if (answer.status === 429) waited ??= answer.retryAfter;
  }
  expect(statuses.slice(0, LOGIN_LIMITS.perAddress)).toEqual(Array(LOGIN_LIMITS.perAddress).fill(401));
  expect(statuses.slice(LOGIN_LIMITS.perAddress)).toEqual(Array(10).fill(429));
  expect(Number(waited)).toBeGreaterThanOrEqual(1);
});
