import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, isErrorBody, TEST_DB } from './helpers';
import { databaseForProcesses, serverEnv, startServerProcess, type ServerProcess } from './serverProcess';

/**
 * The embedded database refuses the load it cannot serve (issue 31): a flood of parallel result reads on PGlite is
 * answered 503 with Retry-After within a second for the excess, while the reads it serves stay fast, instead of every
 * read waiting seconds. The server is `npm start`'s (src/main.ts in its own process, on PGlite, with its default
 * admission settings), and the flood comes from this process. The server answered every read before, each after the
 * ones ahead of it (60 readers: 30 reads' time at the median): its count limit never engaged (admission.ts says why).
 * "Within a second" is the budget on a machine with room; on a machine busy with other work (CI runs suites side by
 * side on two cores) it is twenty of the server's own reads one at a time, measured first, when that is longer.
 * PostgreSQL has no limit by default.
 */
/** Parallel readers (a school's proxy, a load tester's pool), fewer than the count limit of 64, which never engaged. */
const CLIENT_CONNECTIONS = 60;
const FLOOD = 10 * CLIENT_CONNECTIONS;
let server: ServerProcess;
let dataDir: string;
let base: string;
let token: string;
let examId: number;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (TEST_DB !== 'pglite') return;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bw-shed-'));
  await databaseForProcesses(dataDir);
  server = await startServerProcess(serverEnv(dataDir, undefined, { BW_GRADING_WORKERS: '0', BW_REQUEST_LOG: 'false' }), children);
  base = server.base;
  const issued = await call(`${base}/dev/codes`, { json: { phoneNumber: '+998909990301' } });
  token = (await call(`${base}/auth/login/${issued.body.code}`, { method: 'POST' })).body.message as string;
  const books = await call(`${base}/ielts/books`);
  examId = Number((await call(`${base}/ielts/exam/create?bookId=${books.body[0].id}`, { method: 'POST', token })).body.message);
  await call(`${base}/ielts/exam/attempt/create/inline`, { token, json: { examId, sectionType: 'LISTENING', userAnswer: new Array(40).fill('a') } });
}, 240_000);
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type Timed = { status: number; ms: number; retryAfter: string | null; body: unknown };

/** One GET over the flood's own connections (node:http: each of the client's connections really open at once). */
function read(agent: Agent, url: string): Promise<Timed> {
  const sent = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - sent, retryAfter: typeof retryAfter === 'string' ? retryAfter : null, body: JSON.parse(text) });
      });
    }).on('error', reject);
  });
}

/** FLOOD result reads through CLIENT_CONNECTIONS at a time, each timed from its own send. */
async function flood(): Promise<Timed[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENT_CONNECTIONS });
  const results: Timed[] = [];
  let next = 0;
  const worker = async () => {
    while (next < FLOOD) {
      next += 1;
      results.push(await read(agent, `${base}/ielts/exam/result/get-results-inline/LISTENING/${examId}`));
    }
  };
  try {
    await Promise.all(Array.from({ length: CLIENT_CONNECTIONS }, worker));
  } finally {
    agent.destroy();
  }
  return results;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

describe.skipIf(TEST_DB !== 'pglite')('load shedding on the embedded database', () => {
  it('a flood of result reads: prompt 503 + Retry-After for the excess, the served reads stay fast', { timeout: 180_000 }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const alone: number[] = [];
    for (let i = 0; i < 10; i += 1) alone.push((await read(agent, `${base}/ielts/exam/result/get-results-inline/LISTENING/${examId}`)).ms);
    agent.destroy();
    const budget = Math.max(1000, 20 * percentile(alone, 50));
    const results = await flood();
    const served = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 503);
    const spread = (rs: Timed[]) => [50, 90, 99, 100].map((p) => `p${p} ${percentile(rs.map((r) => r.ms), p).toFixed(0)}`).join(', ');
    const line = `one read alone ${percentile(alone, 50).toFixed(0)} ms, budget ${budget.toFixed(0)} ms; served ${served.length} (${spread(served)} ms), refused ${refused.length} (${spread(refused)} ms)`;
    console.log(line);
    expect(served.length + refused.length, line).toBe(FLOOD);
    expect(refused.length, line).toBeGreaterThan(0);
    expect(served.length, line).toBeGreaterThan(0);
    // Within the budget at the median; the slower half is left to the machine (its own scheduling, the client's).
    expect(percentile(refused.map((r) => r.ms), 50), line).toBeLessThan(budget);
    for (const r of refused) {
      expect(Number(r.retryAfter), line).toBeGreaterThanOrEqual(1);
      expect(Number(r.retryAfter), line).toBeLessThanOrEqual(10);
      expect(isErrorBody(r.body, 503)).toBe(true);
    }
    expect(percentile(served.map((r) => r.ms), 50), line).toBeLessThan(budget);
  });

  it('once the flood is over every read is served again', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await call(`${base}/ielts/exam/result/get-results-inline/LISTENING/${examId}`, { token })).status).toBe(200);
    }
  });
});
