/**
 * API load benchmark (not part of the test run):
 *   npm run bench -w @bandwise/api [-- --duration 10 --connections 10 --postgres postgres://admin-url --json out.json]
 *
 * Seeds a database (PGlite in a temp folder; with --postgres, a scratch database on that server as well), starts the
 * real server as its own process with its production settings, and drives it on loopback with autocannon:
 * GET /api/user/top-10, GET /api/user/profile, POST .../create/inline (a first, valid listening sheet of 40 answers
 * of a different exam each time, so each answer is scored and stored) and POST /api/ielts/exam/create (start-exam,
 * rotating over learners so the daily limit of 3 is never hit). A bare node:http server in its own process is driven
 * the same way in the same run: each figure is reported beside it as a ratio.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ieltsWireSections } from '@bandwise/core';
import autocannon from 'autocannon';
import { flags } from './args';
import { cpuMs, scratchPostgres, startApi, startBare, type Started } from './processes';
import { seedBench, type BenchData } from './seed';
import { machine, saveJson } from './stats';

const args = flags();
const { duration, warmup, connections, learners, exams: openExams, port } = args.numbers({
  duration: 10,
  warmup: 2,
  connections: 10,
  learners: 6000,
  exams: 30_000,
  port: 3457,
});
const postgres = args.postgres();
const only = args.string('only'); // 'pglite' or 'postgres'

export type LoadFigure = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  ratio?: number;
  /** Server process CPU per request: far steadier than req/s on a machine shared with other work. */
  cpuMsPerRequest?: number;
};

const figure = (result: Awaited<ReturnType<typeof autocannon>>): LoadFigure => ({
  rps: Math.round(result.requests.total / duration),
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

type Scenario = { name: string; requests: Parameters<typeof autocannon>[0]['requests']; path?: string };

function scenarios(data: BenchData): Scenario[] {
  const sheet = JSON.stringify(Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? 'answer' : String(i))));
  let nextExam = 0;
  let nextProfile = 0;
  let nextStart = 0;
  const bearer = (i: number) => `Bearer ${data.tokens[i % data.tokens.length]}`;
  return [
    { name: 'GET /api/user/top-10', path: '/api/user/top-10', requests: undefined },
    {
      name: 'GET /api/user/profile',
      requests: [
        {
          method: 'GET',
          path: '/api/user/profile',
          setupRequest: (request) => ({ ...request, headers: { authorization: bearer(nextProfile++) } }),
        },
      ],
    },
    {
      name: 'POST inline submit (40 answers scored)',
      requests: [
        {
          method: 'POST',
          path: '/api/ielts/exam/attempt/create/inline',
          setupRequest: (request) => {
            const exam = data.openExams[nextExam++ % data.openExams.length]!;
            return {
              ...request,
              headers: { 'content-type': 'application/json', authorization: bearer(exam.learner) },
              body: `{"examId":${exam.id},"sectionType":"${ieltsWireSections.listening}","userAnswer":${sheet}}`,
            };
          },
        },
      ],
    },
    {
      name: 'POST /api/ielts/exam/create (start-exam)',
      requests: [
        {
          method: 'POST',
          path: `/api/ielts/exam/create?bookId=${data.bookId}`,
          // Learners in turn: one learner reaches the daily limit (3) only after 3 x learners starts.
          setupRequest: (request) => ({ ...request, headers: { authorization: bearer(nextStart++) } }),
        },
      ],
    },
  ];
}

async function drive(server: Started, scenario: Scenario): Promise<LoadFigure> {
  const options = { url: scenario.path ? server.url + scenario.path : server.url, connections, requests: scenario.requests };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const before = await cpuMs(server.child.pid);
  const result = figure(await autocannon({ ...options, duration }));
  const after = await cpuMs(server.child.pid);
  if (before !== null && after !== null && result.requests > 0) result.cpuMsPerRequest = Number(((after - before) / result.requests).toFixed(3));
  return result;
}

async function runDriver(driver: 'pglite' | 'postgres', bare: LoadFigure) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-bench-load-'));
  const scratch = driver === 'postgres' ? await scratchPostgres(postgres!) : null;
  const target = { databaseUrl: scratch?.url, dataDir: path.join(dir, 'pglite') };
  try {
    let started = performance.now();
    const data = await seedBench(target, { learners, openExams });
    console.log(`[${driver}] seeded ${learners} learners, ${openExams} open exams in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    const api = await startApi(port, {
      ...(scratch ? { DATABASE_URL: scratch.url } : { BW_DATA_DIR: target.dataDir }),
      BW_MEDIA_DIR: path.join(dir, 'media'),
    });
    console.log(`[${driver}] server up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const results: Record<string, LoadFigure> = {};
    try {
      for (const scenario of scenarios(data)) {
        const result = await drive(api, scenario);
        result.ratio = Number((result.rps / bare.rps).toFixed(3));
        results[scenario.name] = result;
        print(`[${driver}] ${scenario.name}`, result);
      }
    } finally {
      await api.stop();
    }
    return results;
  } finally {
    await scratch?.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

function print(name: string, r: LoadFigure) {
  const ratio = r.ratio === undefined ? '' : ` = ${(r.ratio * 100).toFixed(1)}% of bare`;
  const cpu = r.cpuMsPerRequest === undefined ? '' : `, server CPU ${r.cpuMsPerRequest} ms/request`;
  console.log(
    `${name}: ${r.rps} req/s${ratio}, p50 ${r.p50} ms, p99 ${r.p99} ms${cpu} (${r.requests} requests, ${connections} connections, ${duration} s; non-2xx ${r.non2xx}, errors ${r.errors})`,
  );
}

const bareServer = await startBare(port + 1);
let bare: LoadFigure;
try {
  bare = await drive(bareServer, { name: 'bare', path: '/', requests: undefined });
  print('bare node:http (same machine, same run)', bare);
} finally {
  await bareServer.stop();
}
const output: Record<string, unknown> = { machine: machine(), duration, connections, bare };
if (only !== 'postgres') output.pglite = await runDriver('pglite', bare);
if (postgres && only !== 'pglite') output.postgres = await runDriver('postgres', bare);
else if (!postgres) console.log('PostgreSQL: skipped (pass --postgres <admin url> or BENCH_POSTGRES_URL)');
await saveJson(args.string('json'), output);
process.exit(0);
