/**
 * Exam day, compressed (not part of the test run):
 *   npm run bench:exam-day -w @bandwise/api [-- --learners 500 --ramp 60 --think 400 --drain-timeout 240 --postgres <admin url>]
 *
 * Starts the real server (its own process, fresh database, built-in grading workers as configured by default) and
 * lets N learners arrive evenly over `--ramp` seconds. Each one does what the site does on an exam day: asks the
 * development code issuer for a code, logs in, loads the profile and the book, starts an exam, submits listening and
 * reading (40 answers each), uploads one WAV recording per speaking part, submits both writing tasks, and then
 * reads the writing and speaking result pages one at a time, reloaded every 5 s as the site does, until graded. Between steps a
 * learner waits `--think` ms (0.5x to 1.5x): hours of exam squeezed into seconds.
 *
 * Reported: errors by call (must be 0), p50/p95/max latency per call, and the grading backlog: jobs queued, graded
 * within the run, and the drain time from the last submission to the last grade (seen by the 5 s polls, so +-5 s),
 * and how many graded recordings show a transcript (the server transcribes with PocketSphinx by default, as it ships;
 * 0 means the recogniser is missing and speaking was graded from the audio only). Each 15 s recording costs the
 * recogniser 2-3 s of CPU, so with transcription on a large run needs a longer --drain-timeout to see the backlog drain.
 * The server runs with NODE_ENV=development and BW_DEV_TOOLS=1 only because the code issuer exists only there; request logging is
 * off as in production.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ieltsInlineSectionTypes, ieltsWireSections } from '@bandwise/core';
import { flags } from './args';
import { essayFor, realEssays } from './essays';
import pg from 'pg';
import { startLayout } from '../layout';
import { cpuMs, devServerEnv, scratchPostgres, startApi } from './processes';
import { speechWav } from './speech';
import { machine, quantile, saveJson } from './stats';

const args = flags();
const learners = args.number('learners', 500);
const rampSeconds = args.number('ramp', 60);
const thinkMs = args.number('think', 400);
const pollSeconds = args.number('poll', 5);
const drainTimeout = args.number('drain-timeout', 240);
const recordSeconds = args.number('record-seconds', 15);
const port = args.number('port', 3460);
const postgres = args.postgres();
const workers = args.string('workers');
/** PostgreSQL only: grade in a second server process (BW_GRADING_WORKERS there, 0 in the one the learners use). */
const graderProcess = args.has('grader-process');
/**
 * PostgreSQL only, '--layout 2,1': the production layout of docs/DEPLOY.md (scripts/layout.ts): that many API processes
 * behind nginx and grading-worker processes, media in an S3-compatible store on loopback. Learners go through nginx.
 */
const layoutShape = args.string('layout')?.split(',').map(Number);

type Book = {
  id: number;
  writing: { tasks: Array<{ prompt: string }> };
  speaking: { parts: Array<{ number: number; questions: Array<{ text: string }> }> };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(thinkMs * (0.5 + Math.random()));

const latencies = new Map<string, number[]>();
const errors = new Map<string, string[]>();

async function call<T>(base: string, name: string, pathname: string, init: RequestInit & { token?: string } = {}): Promise<T | null> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const started = performance.now();
  let status = 0;
  let text = '';
  try {
    const response = await fetch(base + pathname, { ...init, headers });
    status = response.status;
    text = await response.text();
  } catch (error) {
    text = String(error);
  }
  const ms = performance.now() - started;
  if (!latencies.has(name)) latencies.set(name, []);
  latencies.get(name)!.push(ms);
  if (status < 200 || status >= 300) {
    if (!errors.has(name)) errors.set(name, []);
    errors.get(name)!.push(`${status} ${text.slice(0, 160)}`);
    return null;
  }
  return JSON.parse(text) as T;
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** `recordings`: speaking recordings seen graded; `transcribed`: those whose result shows a transcript (the built-in recogniser is on by default). */
type Progress = { jobs: number; graded: number; recordings: number; transcribed: number; submittedAt: number | null; doneAt: number | null };

/** `codeBase`: where the development code issuer answers (an API process itself: it refuses requests through a proxy). */
async function learner(base: string, codeBase: string, index: number, book: Book, wav: Uint8Array, progress: Progress): Promise<void> {
  const phoneNumber = `+99877${String(index).padStart(7, '0')}`;
  const issued = await call<{ code: string }>(codeBase, 'POST /dev/codes (code issuer)', '/api/dev/codes', json({ phoneNumber }));
  if (!issued) return;
  await think();
  // Each learner logs in from a phone of its own: its own address (through X-Forwarded-For, which the one-process server
  // trusts from loopback: BW_TRUST_PROXY=127.0.0.1). Behind nginx every learner shares the runner's address, as a class
  // behind one school address does; right codes use up no address budget (auth/limits.ts), so neither waits.
  const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const login = await call<{ message: string }>(base, 'POST /auth/login/{code}', `/api/auth/login/${issued.code}`, { method: 'POST', headers: { 'x-forwarded-for': address } });
  if (!login) return;
  const token = login.message;
  await call(base, 'GET /user/profile', '/api/user/profile', { token });
  await call(base, 'GET /ielts/books/{id}', `/api/ielts/books/${book.id}`);
  await think();
  const exam = await call<{ examId: number }>(base, 'POST /ielts/exam/create', `/api/ielts/exam/create?bookId=${book.id}`, { method: 'POST', token });
  if (!exam) return;
  const examId = exam.examId;
  for (const section of ieltsInlineSectionTypes) {
    await think();
    const sectionType = ieltsWireSections[section];
    const userAnswer = Array.from({ length: 40 }, (_, i) => ((i + index) % 4 === 0 ? '' : ['A', 'B', 'TRUE', 'library', '12'][(i * 7 + index) % 5]!));
    const done = await call(base, `POST inline ${section}`, '/api/ielts/exam/attempt/create/inline', { ...json({ examId, sectionType, userAnswer }), token });
    if (!done) return;
  }
  for (const part of book.speaking.parts) {
    await think();
    const form = new FormData();
    form.append('voiceAnswer', new Blob([wav as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }), 'answer.wav');
    const question = encodeURIComponent(part.questions[0]!.text);
    const uploaded = await call(base, 'POST speaking upload (WAV)', `/api/ielts/exam/attempt/create/outline-speaking/${examId}?question=${question}&partNumber=${part.number}`, {
      method: 'POST',
      body: form,
      token,
    });
    if (!uploaded) return;
    progress.jobs += 1;
  }
  await think();
  const essays = essayFor(index);
  const real = essayBank?.texts;
  const texts = real ? [real[(2 * index) % real.length]!, real[(2 * index + 1) % real.length]!] : [essays.task1, essays.task2];
  const list = book.writing.tasks.map((task, i) => ({ question: task.prompt, userAnswer: texts[i]! }));
  const written = await call(base, 'POST writing', '/api/ielts/exam/attempt/create/outline-writing', { ...json({ examId, list }), token });
  if (!written) return;
  progress.jobs += 2;
  progress.submittedAt = performance.now();

  // The result pages, as a learner reads them: one page open at a time (writing, then each speaking part), reloaded
  // by the site every 5 s while it says 'pending'; a graded page sends the learner on to the next one.
  const pages = ['writing', ...book.speaking.parts.map((p) => `speaking ${p.number}`)];
  while (pages.length > 0 && performance.now() < drainDeadline) {
    await sleep(pollSeconds * 1000 * (0.8 + 0.4 * Math.random()));
    const page = pages[0]!;
    if (page === 'writing') {
      const result = await call<{ answers: Array<{ status: string }> }>(base, 'GET writing result (poll)', `/api/ielts/exam/result/get-results-outline-writing/${examId}`, { token });
      const graded = result?.answers.filter((a) => a.status !== 'PENDING').length ?? 0;
      if (result && graded === result.answers.length) {
        pages.shift();
        progress.graded += graded;
      }
    } else {
      const result = await call<{ status: string; transcription: Array<{ transcription: string | null }> }>(
        base,
        'GET speaking result (poll)',
        `/api/ielts/exam/result/get-results-outline-speaking/${examId}/${page.split(' ')[1]}`,
        { token },
      );
      if (result && result.status !== 'PENDING') {
        pages.shift();
        progress.graded += 1;
        progress.recordings += result.transcription.length;
        progress.transcribed += result.transcription.filter((answer) => (answer.transcription ?? '').trim() !== '').length;
      }
    }
  }
  if (pages.length === 0) progress.doneAt = performance.now();
}

let drainDeadline = Number.POSITIVE_INFINITY;

/**
 * The grading queue as the database saw it (PostgreSQL only): jobs graded and their rate from the first submitted job
 * to the last graded one, and the drain time after the last submission: measured when every job is graded, else
 * estimated at that rate. Exact where the learners' 5 s result polls are not (a learner's page waits for all its jobs).
 */
async function queueFigures(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'done')::int AS done,
        count(*) FILTER (WHERE status = 'done' AND kind = 'ielts.speaking')::int AS recordings,
        extract(epoch FROM max(created_at) - min(created_at)) AS submit_span,
        extract(epoch FROM max(updated_at) FILTER (WHERE status = 'done') - min(created_at)) AS graded_span,
        extract(epoch FROM now() - max(created_at)) AS since_last_submit
      FROM jobs`);
    const row = rows[0] as { total: number; done: number; recordings: number; submit_span: string; graded_span: string | null; since_last_submit: string };
    const rate = row.done / Math.max(1, Number(row.graded_span ?? 0));
    const lastSubmitToLastGrade = Number(row.graded_span ?? 0) - Number(row.submit_span);
    const drainSeconds =
      row.done === row.total ? Math.max(0, lastSubmitToLastGrade) : Number(row.since_last_submit) + (row.total - row.done) / Math.max(rate, 0.001);
    return { total: row.total, done: row.done, recordingsDone: row.recordings, jobsPerSecond: Number(rate.toFixed(2)), drainSeconds: Math.round(drainSeconds) };
  } finally {
    await client.end();
  }
}

async function cpuOf(pids: Array<number | undefined>): Promise<number> {
  let total = 0;
  for (const pid of pids) total += (await cpuMs(pid, { children: true })) ?? 0;
  return total;
}
const essayBank = await realEssays();

const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-bench-examday-'));
const scratch = postgres ? await scratchPostgres(postgres) : null;
const driver = scratch ? 'postgres' : 'pglite';
if (layoutShape && (!scratch || layoutShape.length !== 2 || !layoutShape.every((n) => Number.isInteger(n) && n > 0))) {
  throw new Error('--layout APIS,WORKERS (e.g. 2,1) needs --postgres <admin url>');
}
const layout =
  layoutShape && scratch
    ? await startLayout({
        apis: layoutShape[0]!,
        workers: layoutShape[1]!,
        databaseUrl: scratch.url,
        dir,
        env: { NODE_ENV: 'development', BW_DEV_TOOLS: '1', BW_REQUEST_LOG: 'false', ...(workers !== undefined ? { BW_GRADING_WORKERS: workers } : {}) },
      })
    : null;
const api = layout
  ? { url: layout.url, codeUrl: layout.apis[0]!.url, stop: layout.stop }
  : await startApi(port, {
      ...devServerEnv(dir, scratch),
      BW_TRUST_PROXY: '127.0.0.1',
      ...(graderProcess && scratch ? { BW_GRADING_WORKERS: '0' } : workers !== undefined ? { BW_GRADING_WORKERS: workers } : {}),
    });
const codeUrl = 'codeUrl' in api ? api.codeUrl : api.url;
const shape = layout ? `${layout.apis.length} API + ${layout.workers.length} worker processes behind nginx, S3` : 'one process';
/** The API processes (requests) and the grading processes (their recogniser runs are child processes, counted too). */
const apiPids = layout ? layout.apis.map((p) => p.child.pid) : 'child' in api ? [api.child.pid] : [];
const grader =
  graderProcess && scratch
    ? await startApi(port + 1, {
        NODE_ENV: 'development',
        BW_REQUEST_LOG: 'false',
        DATABASE_URL: scratch.url,
        BW_MEDIA_DIR: path.join(dir, 'media'),
        BW_GRADING_WORKERS: workers ?? '1',
      })
    : null;
let output: Record<string, unknown> = {};
try {
  const books = (await (await fetch(`${api.url}/api/ielts/books`)).json()) as Array<{ id: number }>;
  const book = (await (await fetch(`${api.url}/api/ielts/books/${books[0]!.id}`)).json()) as Book;
  const wav = await speechWav(recordSeconds);
  if (grader) console.log('grading in a second server process on the same PostgreSQL');
  const gradingPids = layout ? layout.workers.map((p) => p.child.pid) : grader ? [grader.child.pid] : [];
  const cpuAtStart = { api: await cpuOf(apiPids), grading: await cpuOf(gradingPids) };
  console.log(
    `[exam day, ${driver}, ${shape}] ${learners} learners over ${rampSeconds} s, think ${thinkMs} ms, ${recordSeconds} s recordings (${(wav.length / 1024).toFixed(0)} KiB), ` +
      `essays: ${essayBank?.source ?? 'synthetic (no ../shared/data)'}`,
  );

  const started = performance.now();
  const progress: Progress[] = Array.from({ length: learners }, () => ({ jobs: 0, graded: 0, recordings: 0, transcribed: 0, submittedAt: null, doneAt: null }));
  const runs = progress.map((p, i) => sleep((i * rampSeconds * 1000) / learners).then(() => learner(api.url, codeUrl, i, book, wav, p)));
  // The drain clock starts when the last learner has submitted; it stops at the last grade seen or at the timeout.
  const submitted = Promise.all(runs.map((run, i) => run.then(() => progress[i]!.submittedAt)));
  void (async () => {
    while (progress.some((p) => p.submittedAt === null) && performance.now() - started < (rampSeconds + 120) * 1000) await sleep(500);
    drainDeadline = performance.now() + drainTimeout * 1000;
  })();
  await Promise.all(runs);
  await submitted;

  const submits = progress.map((p) => p.submittedAt).filter((t): t is number => t !== null);
  const lastSubmit = Math.max(...submits);
  const done = progress.map((p) => p.doneAt).filter((t): t is number => t !== null);
  const jobs = progress.reduce((n, p) => n + p.jobs, 0);
  const graded = progress.reduce((n, p) => n + p.graded, 0);
  const transcribed = progress.reduce((n, p) => n + p.transcribed, 0);
  const recordings = progress.reduce((n, p) => n + p.recordings, 0);
  const allGraded = done.length === submits.length && submits.length > 0;
  const drainSeconds = allGraded ? Math.max(0, (Math.max(...done) - lastSubmit) / 1000) : null;
  const toResult = progress.filter((p) => p.doneAt !== null && p.submittedAt !== null).map((p) => (p.doneAt! - p.submittedAt!) / 1000);
  const gradedRate = graded / Math.max(1, (Math.max(lastSubmit, ...done, performance.now()) - started) / 1000);

  const calls = Object.fromEntries(
    [...latencies].map(([name, values]) => [
      name,
      {
        count: values.length,
        errors: errors.get(name)?.length ?? 0,
        p50: Number(quantile(values, 0.5).toFixed(1)),
        p95: Number(quantile(values, 0.95).toFixed(1)),
        max: Number(Math.max(...values).toFixed(1)),
      },
    ]),
  );
  const errorCount = [...errors.values()].reduce((n, list) => n + list.length, 0);
  // CPU per request across the API processes, and per minute of graded audio in the grading processes (their essays
  // included: 2 per 3 recordings, as an exam has them); null where one process does both.
  const requests = [...latencies.values()].reduce((n, values) => n + values.length, 0);
  const queue = scratch ? await queueFigures(scratch.url) : null;
  const apiCpuMs = (await cpuOf(apiPids)) - cpuAtStart.api;
  const gradingCpuMs = (await cpuOf(gradingPids)) - cpuAtStart.grading;
  const audioMinutes = ((queue?.recordingsDone ?? recordings) * recordSeconds) / 60;
  const cpu = {
    apiMsPerRequest: gradingPids.length > 0 ? Number((apiCpuMs / Math.max(1, requests)).toFixed(2)) : null,
    gradingSecondsPerAudioMinute: gradingPids.length > 0 && audioMinutes > 0 ? Number((gradingCpuMs / 1000 / audioMinutes).toFixed(1)) : null,
    allMsPerRequest: Number(((apiCpuMs + gradingCpuMs) / Math.max(1, requests)).toFixed(2)),
  };
  const allLatencies = [...latencies.entries()].filter(([name]) => !name.includes('(poll)')).flatMap(([, values]) => values);
  console.log('call                                   count  errors    p50 ms    p95 ms    max ms');
  for (const [name, c] of Object.entries(calls)) {
    console.log(`${name.padEnd(38)} ${String(c.count).padStart(5)} ${String(c.errors).padStart(7)} ${c.p50.toFixed(1).padStart(9)} ${c.p95.toFixed(1).padStart(9)} ${c.max.toFixed(0).padStart(9)}`);
  }
  for (const [name, list] of errors) console.log(`errors of ${name}: ${[...new Set(list)].slice(0, 3).join(' | ')}`);
  console.log(
    `[exam day, ${driver}] ${submits.length}/${learners} learners submitted everything; errors ${errorCount}; p95 of all non-poll calls ${quantile(allLatencies, 0.95).toFixed(0)} ms; ` +
      `last submission ${((lastSubmit - started) / 1000).toFixed(0)} s after the first arrival`,
  );
  console.log(
    drainSeconds !== null
      ? `[exam day, ${driver}] grading: ${jobs} jobs, all graded; backlog drained ${drainSeconds.toFixed(0)} s after the last submission (+-${pollSeconds} s); submit-to-result p50 ${quantile(toResult, 0.5).toFixed(0)} s, p95 ${quantile(toResult, 0.95).toFixed(0)} s`
      : `[exam day, ${driver}] grading: ${jobs} jobs, ${graded} graded within ${drainTimeout} s of the last submission (${gradedRate.toFixed(1)} jobs/s over the run); ` +
          `at that rate the remaining ${jobs - graded} need about ${((jobs - graded) / Math.max(gradedRate, 0.001)).toFixed(0)} s more`,
  );
  if (queue) {
    console.log(
      `[exam day, ${driver}, ${shape}] queue (from the jobs table): ${queue.done} of ${queue.total} jobs graded at ${queue.jobsPerSecond} jobs/s; ` +
        (queue.done === queue.total
          ? `backlog drained ${queue.drainSeconds} s after the last submission`
          : `backlog drain ${queue.drainSeconds} s after the last submission, estimated at that rate (${queue.total - queue.done} jobs left when the run ended)`),
    );
  }
  console.log(`[exam day, ${driver}] transcription: ${transcribed} of ${recordings} graded recordings have a transcript`);
  console.log(
    `[exam day, ${driver}, ${shape}] CPU: ${cpu.allMsPerRequest} ms per request in all processes, ${cpu.apiMsPerRequest ?? '-'} in the API processes, ` +
      `${cpu.gradingSecondsPerAudioMinute ?? '-'} s per graded audio minute (with its essays) in the grading processes; load average ${machine().loadAverage.join(' ')}`,
  );
  output = {
    machine: machine(),
    driver,
    graderProcess: Boolean(grader),
    layout: layout ? { apis: layout.apis.length, workers: layout.workers.length } : null,
    queue,
    cpu,
    learners,
    rampSeconds,
    thinkMs,
    recordSeconds,
    essays: essayBank?.source ?? 'synthetic',
    submitted: submits.length,
    errors: errorCount,
    p95AllCalls: Number(quantile(allLatencies, 0.95).toFixed(1)),
    calls,
    grading: { jobs, graded, drainSeconds, toResultP50: quantile(toResult, 0.5), toResultP95: quantile(toResult, 0.95), jobsPerSecond: Number(gradedRate.toFixed(2)), recordings, transcribed },
  };
} finally {
  await grader?.stop();
  await api.stop();
  await scratch?.drop();
  await rm(dir, { recursive: true, force: true });
}
await saveJson(args.string('json'), output);
process.exit(0);
