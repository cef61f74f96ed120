import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { flags } from './args';
import { devServerEnv, scratchPostgres, startApi } from './processes';
import { machine, quantile, saveJson } from './stats';

/**
 * The soak: N simulated learners (default 200) for a while (default 300 s) against the real server, each calling in a
 * loop with a think time: profile, books, results, the leaderboard, and a name change (a write). Reported: errors
 * (a 5xx other than 503, a network failure or a client timeout at 30 s), polite refusals (503 with Retry-After, past
 * the PGlite admission limit), p50/p99 latency, and the server's resident memory at the start and at the end.
 *   npx tsx --conditions=source src/scripts/bench/soak.ts [--learners 200] [--duration 300] [--think 1000]
 *     [--postgres <admin url>] [--json out.json]
 */
const args = flags();
const learners = args.number('learners', 200);
const durationSeconds = args.number('duration', 300);
const thinkMs = args.number('think', 1000);
const port = args.number('port', 3470);
const postgres = args.postgres();
const TIMEOUT_MS = 30_000;

const rssMiB = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
};

const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-bench-soak-'));
const scratch = postgres ? await scratchPostgres(postgres) : null;
const driver = scratch ? 'postgres' : 'pglite';
const api = await startApi(port, {
  ...devServerEnv(dir, scratch),
  // No answers are submitted: without the grading thread (its models load in the background) the memory figures are
  // the API's and the database's own.
  BW_GRADING_WORKERS: '0',
});
const base = `${api.url}/api`;

type Sample = { call: string; ms: number; status: number };
const samples: Sample[] = [];

async function timed(call: string, url: string, init: RequestInit = {}): Promise<Response | null> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    samples.push({ call, ms: performance.now() - started, status: response.status });
    return response;
  } catch {
    samples.push({ call, ms: performance.now() - started, status: 0 });
    return null;
  }
}

async function signIn(i: number): Promise<string> {
  const phoneNumber = `+99890${String(5_000_000 + i).padStart(7, '0')}`;
  for (;;) {
    const issued = await fetch(`${base}/dev/codes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phoneNumber }) });
    const logged = issued.ok ? await fetch(`${base}/auth/login/${((await issued.json()) as { code: string }).code}`, { method: 'POST' }) : null;
    if (logged?.ok) return ((await logged.json()) as { message: string }).message;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let output: Record<string, unknown> = {};
try {
  const tokens: string[] = [];
  for (let i = 0; i < learners; i += 10) tokens.push(...(await Promise.all(Array.from({ length: Math.min(10, learners - i) }, (_, k) => signIn(i + k)))));
  const pid = api.child.pid!;
  const rssStart = rssMiB(pid);
  const rss: number[] = [rssStart];
  const sampler = setInterval(() => rss.push(rssMiB(pid)), 10_000);
  console.log(`soak on ${driver}: ${learners} learners for ${durationSeconds} s (think ${thinkMs} ms), server RSS ${rssStart} MiB`);

  const deadline = Date.now() + durationSeconds * 1000;
  const learner = async (token: string, i: number) => {
    const auth = { authorization: `Bearer ${token}` };
    // Spread the starts over the first think time.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * thinkMs));
    for (let n = 0; Date.now() < deadline; n += 1) {
      switch (n % 5) {
        case 0:
          await timed('profile', `${base}/user/profile`, { headers: auth });
          break;
        case 1:
          await timed('books', `${base}/ielts/books`);
          break;
        case 2:
          await timed('my results', `${base}/user/get-my-results?page=0&size=10`, { headers: auth });
          break;
        case 3:
          await timed('leaderboard', `${base}/ielts/exam/result/top-exam-result/MONTHLY?page=0&size=10`);
          break;
        default:
          await timed('name change', `${base}/user/update-information`, {
            method: 'PUT',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Learner${i}`, surname: `Soak${n}` }),
          });
      }
      await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
    }
  };
  await Promise.all(tokens.map((token, i) => learner(token, i)));
  clearInterval(sampler);
  const rssEnd = rssMiB(pid);
  rss.push(rssEnd);

  const errors = samples.filter((s) => s.status === 0 || (s.status >= 400 && s.status !== 503));
  const refused = samples.filter((s) => s.status === 503).length;
  const served = samples.filter((s) => s.status > 0 && s.status < 400).map((s) => s.ms);
  output = {
    machine: machine(),
    driver,
    learners,
    durationSeconds,
    thinkMs,
    requests: samples.length,
    errors: errors.length,
    errorKinds: Object.fromEntries([...new Set(errors.map((s) => `${s.call} ${s.status || 'timeout/network'}`))].map((k) => [k, errors.filter((s) => `${s.call} ${s.status || 'timeout/network'}` === k).length])),
    refused503: refused,
    p50Ms: Math.round(quantile(served, 0.5)),
    p99Ms: Math.round(quantile(served, 0.99)),
    maxMs: Math.round(Math.max(...served)),
    rssStartMiB: rssStart,
    rssEndMiB: rssEnd,
    rssMaxMiB: Math.max(...rss),
  };
  console.log(JSON.stringify(output, null, 2));
  await saveJson(args.string('json'), output);
} finally {
  await api.stop();
  await scratch?.drop().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
}
process.exit(0);
