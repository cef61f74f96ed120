import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scratchPostgres } from '../apps/api/src/scripts/bench/processes';
import { startLayout, type Layout } from '../apps/api/src/scripts/layout';

/**
 * The production layout of docs/DEPLOY.md, whole: two API processes (BW_ROLE=api) behind Debian's nginx running the
 * committed deploy/nginx/bandwise.conf, one grading-worker process (BW_ROLE=worker), one PostgreSQL database (new for
 * this test) and an S3-compatible store on loopback. A learner takes a whole IELTS mock through nginx, every request
 * answered by the other API process than the one before (X-Bandwise-Process); a recording uploaded through one plays
 * back through the other; only the worker grades; a leaderboard change made through one process shows on the other
 * within a second (LISTEN/NOTIFY, where the caches' backstop expiry is 60 s); one API process stopped with SIGTERM
 * exits cleanly and the learner's next requests are all answered by the other.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BW_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let layout: Layout;
let database: { url: string; drop(): Promise<void> };
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bw-layout-'));
  database = await scratchPostgres(ADMIN_URL);
  layout = await startLayout({
    apis: 2,
    workers: 1,
    databaseUrl: database.url,
    dir,
    // The development code issuer is the test's way to log in.
    env: { NODE_ENV: 'development', BW_DEV_TOOLS: '1', BW_REQUEST_LOG: 'false', BW_GRADING_POLL_MS: '200' },
  });
});

afterAll(async () => {
  await layout?.stop();
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

type Answer = { status: number; body: any; process: string | null; bytes: Buffer };

/** One request through nginx (or straight to `base`), noting which process answered. */
async function request(pathname: string, init: { method?: string; token?: string; json?: unknown; form?: FormData; base?: string } = {}): Promise<Answer> {
  const headers = new Headers();
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${init.base ?? layout.url}${pathname}`, {
    method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
    headers,
    body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, body: type.includes('json') ? JSON.parse(bytes.toString('utf8')) : null, process: response.headers.get('x-bandwise-process'), bytes };
}

it('a whole IELTS mock through nginx on two API processes, graded by the worker process, media in S3', async () => {
  const seen: string[] = [];
  const step = async (pathname: string, init: Parameters<typeof request>[1] = {}) => {
    const answer = await request(pathname, init);
    expect(answer.status, `${pathname}: ${answer.bytes.toString('utf8').slice(0, 200)}`).toBe(200);
    seen.push(answer.process ?? 'none');
    return answer;
  };

  // Each API process is an API only; the worker grades and serves nothing but its checks.
  for (const api of layout.apis) expect((await request('/api/ready', { base: api.url })).body.checks.grading).toBe('none in this process');
  const worker = await request('/api/ready', { base: layout.workers[0]!.url });
  expect(worker.body).toMatchObject({ status: 'ready', checks: { database: 'ok', storage: 'ok', grading: 'ok' } });
  expect((await request('/api/ielts/books', { base: layout.workers[0]!.url })).status).toBe(404);

  const phoneNumber = '+998901110019';
  // The login code comes from the development issuer, which answers only requests that did not pass a proxy (in
  // production the Telegram bot gives it): asked of one API process directly.
  const { code } = (await request('/api/dev/codes', { json: { phoneNumber }, base: layout.apis[0]!.url })).body;
  const token: string = (await step(`/api/auth/login/${code}`, { method: 'POST' })).body.message;
  await step('/api/user/profile', { token });
  const books = (await step('/api/ielts/books')).body as Array<{ id: number }>;
  const book = (await step(`/api/ielts/books/${books[0]!.id}`)).body;
  const examId = Number((await step(`/api/ielts/exam/create?bookId=${book.id}`, { method: 'POST', token })).body.message);
  for (const sectionType of ['LISTENING', 'READING']) {
    await step('/api/ielts/exam/attempt/create/inline', { token, json: { examId, sectionType, userAnswer: Array.from({ length: 40 }, (_, i) => (i % 3 ? 'A' : 'library')) } });
  }
  const recording = await readFile(path.join(root, 'apps/api/test/fixtures/speech.wav'));
  const uploads: Array<{ part: number; process: string }> = [];
  for (const part of book.speaking.parts as Array<{ number: number; questions: Array<{ text: string }> }>) {
    const form = new FormData();
    form.append('voiceAnswer', new Blob([recording], { type: 'audio/wav' }), 'answer.wav');
    const question = encodeURIComponent(part.questions[0]!.text);
    const sent = await step(`/api/ielts/exam/attempt/create/outline-speaking/${examId}?question=${question}&partNumber=${part.number}`, { token, form });
    uploads.push({ part: part.number, process: sent.process! });
  }
  const essay =
    'Some people believe that studying abroad is the best way to learn a language, while others prefer to learn at home. ' +
    'In my opinion, both have advantages, but living in another country gives learners daily practice that no classroom can offer. ';
  const list = (book.writing.tasks as Array<{ prompt: string }>).map((task) => ({ question: task.prompt, userAnswer: essay.repeat(3) }));
  await step('/api/ielts/exam/attempt/create/outline-writing', { token, json: { examId, list } });

  // Round robin: every request of the mock went to the other process than the one before.
  expect(new Set(seen)).toEqual(new Set(['api-1', 'api-2']));
  seen.forEach((process, i) => i > 0 && expect(process, `request ${i + 1} of ${seen.length}`).not.toBe(seen[i - 1]));

  // The part 1 recording, uploaded through one process, plays back through the other, from the S3 store.
  const part1 = (await step(`/api/ielts/exam/result/get-results-outline-speaking/${examId}/1`, { token })).body;
  const voiceUrl: string = part1.transcription[0].voiceUrl;
  let playback = await request(`/api${voiceUrl}`);
  if (playback.process === uploads[0]!.process) playback = await request(`/api${voiceUrl}`);
  expect(playback.status).toBe(200);
  expect(playback.process).not.toBe(uploads[0]!.process);
  expect(playback.bytes.equals(recording)).toBe(true);
  const owner = await request(`/api/ielts/exam/result/speaking-voice${voiceUrl}`, { token });
  expect(owner.status).toBe(200);
  expect(owner.bytes.equals(recording)).toBe(true);

  // Warm both processes' leaderboard caches before the exam completes.
  for (const api of layout.apis) expect((await request('/api/user/top-10', { base: api.url })).body).toEqual([]);

  // The worker grades writing and the three speaking parts; the attempt completes.
  const until = Date.now() + 45_000;
  let status = '';
  while (Date.now() < until) {
    status = (await request('/api/user/get-my-results?page=1', { token })).body?.results?.[0]?.status ?? '';
    if (status === 'COMPLETED') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(status).toBe('COMPLETED');
  const speaking = (await request(`/api/ielts/exam/result/get-results-outline-speaking/${examId}/2`, { token })).body;
  expect(speaking.status).not.toBe('PENDING');
  expect(speaking.part_band_score).toBeGreaterThan(0);

  // The completion (committed by the worker) and then a name change through one process show on both within 1 s.
  const firstSeen = async (base: string, done: (top: Array<{ examId: number; user_name: string | null }>) => boolean) => {
    const started = Date.now();
    while (Date.now() - started < 1000) {
      if (done((await request('/api/user/top-10', { base })).body)) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return null;
  };
  for (const api of layout.apis) expect(await firstSeen(api.url, (top) => top.some((row) => row.examId === examId))).not.toBeNull();
  const renamed = await request('/api/user/update-information', { method: 'PUT', token, json: { name: 'Lola', surname: 'Processes' } });
  expect(renamed.status).toBe(200);
  let other = layout.apis[0]!;
  for (const api of layout.apis) if ((await request('/api/health', { base: api.url })).body.process !== renamed.process) other = api;
  expect((await request('/api/health', { base: other.url })).body.process).not.toBe(renamed.process);
  const ms = await firstSeen(other.url, (top) => top.some((row) => row.user_name === 'Lola Processes'));
  expect(ms, 'the other process shows the new name within 1 s').not.toBeNull();
  console.log(`[processes] ${seen.length} requests alternated over api-1 and api-2; name change seen on the other process after ${ms} ms`);

  // A graceful stop of one API process (SIGTERM, as systemd sends it): it exits cleanly, and nginx sends every
  // request to the other, so learners see no error.
  const stopping = layout.apis[0]!;
  await stopping.stop();
  expect(stopping.child.exitCode).toBe(0);
  for (let i = 0; i < 4; i += 1) {
    const after = await request('/api/user/profile', { token });
    expect(after.status).toBe(200);
    expect(after.process).toBe('api-2');
  }
});
