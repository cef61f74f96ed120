import type { Graders } from '@bandwise/grading';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ieltsSpeakingAnswers, ieltsSpeakingParts, jobs } from '../src/db/schema';
import { refreshIeltsGrades } from '../src/grading/ieltsRefresh';
import { GRADED_KINDS, startGrading, type GradingHooks, type GradingService } from '../src/grading/worker';
import { claim, complete, fail } from '../src/jobs/queue';
import { BOOK_ID, fixtureBook, sheet } from './fixtures';
import { speechWav, until, warmGraders } from './grading-support';
import { login, nextPhone, startServer, type TestServer } from './helpers';

/**
 * A job is graded exactly once whatever happens to the workers: one that dies holding a job (its lease runs out and
 * another worker grades it), one that is still grading when its lease has run out and another worker has graded the
 * job (its commit is refused), and one that is stopped (it finishes the job in hand). The server here runs no workers
 * of its own: each test starts the workers it needs on the server's database, as other processes would.
 */

let graders: Promise<Graders>;
let server: TestServer;
let token: string;
let examId: number;
const services: GradingService[] = [];

beforeAll(async () => {
  graders = warmGraders();
  server = await startServer();
  ({ token } = await login(server, nextPhone()));
  const created = await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token });
  examId = Number(created.body.message);
  for (const sectionType of ['LISTENING', 'READING'] as const) {
    await server.call('/ielts/exam/attempt/create/inline', { token, json: { examId, sectionType, userAnswer: sheet(sectionType, 25) } });
  }
  await graders;
});

// Each test's workers stop with it, so the next test knows exactly who may take its job.
afterEach(async () => {
  for (const service of services.splice(0)) await service.stop();
});

afterAll(async () => {
  await server?.close();
  (await graders)?.dispose();
});

function worker(hooks?: GradingHooks): GradingService {
  const service = startGrading({
    db: server.db,
    mediaDir: server.mediaDir,
    providers: server.config,
    log: server.app.log,
    options: { workers: 1, pollMs: 50, leaseSeconds: 300, maxAttempts: 3, retrySeconds: 0.2, graders, ...(hooks ? { hooks } : {}) },
  });
  services.push(service);
  return service;
}

/** Records one speaking answer of the attempt and answers its (queued) job and answer ids. */
async function record(partNumber: 1 | 2 | 3): Promise<{ jobId: number; answerId: number }> {
  const question = fixtureBook.speaking.parts[partNumber - 1]!.questions[0]!.text;
  const sent = await server.call(`/ielts/exam/attempt/create/outline-speaking/${examId}?question=${encodeURIComponent(question)}&partNumber=${partNumber}`, {
    token,
    form: { voiceAnswer: { bytes: speechWav(), filename: 'answer.wav' } },
  });
  expect(sent.status).toBe(200);
  const [answer] = await server.db
    .select()
    .from(ieltsSpeakingAnswers)
    .where(and(eq(ieltsSpeakingAnswers.attemptId, examId), eq(ieltsSpeakingAnswers.partNumber, partNumber)));
  const [job] = await server.db.select().from(jobs).where(sql`(${jobs.payload}->>'answerId')::int = ${answer!.id} AND ${jobs.kind} = 'ielts.speaking'`);
  expect(job).toMatchObject({ status: 'queued', attempts: 0 });
  return { jobId: job!.id, answerId: answer!.id };
}

const jobRow = async (id: number) => (await server.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const answerRow = async (id: number) => (await server.db.select().from(ieltsSpeakingAnswers).where(eq(ieltsSpeakingAnswers.id, id)))[0]!;

describe('exactly once', () => {
  it('a worker that dies holding a job: another grades it once after the lease runs out; the dead claim can neither complete nor fail it', async () => {
    const { jobId, answerId } = await record(1);
    // The dying worker's whole life: it claims (lease 1 s) and is never heard from again.
    const dead = await claim(server.db, GRADED_KINDS, 1, { checker: 'ai' });
    expect(dead).toMatchObject({ id: jobId, attempts: 1, status: 'running' });

    const survivor = worker();
    expect(await survivor.ready).toBe(true);
    const done = await until('the job graded by the survivor', () => jobRow(jobId), (job) => job.status === 'done');
    expect(done.value.attempts).toBe(2);
    expect(survivor.events.filter((e) => e.jobId === jobId)).toEqual([expect.objectContaining({ outcome: 'graded', attempt: 2 })]);
    const graded = await answerRow(answerId);
    expect(graded.gradedAt).not.toBeNull();
    expect(graded.grading).toMatchObject({ job: { id: jobId, attempt: 2 }, scores: { band: expect.any(Number) } });

    // The dead worker's claim comes back to life: nothing it does changes the job or the grade.
    expect(await complete(server.db, jobId, dead!.attempts)).toBe(false);
    expect(await fail(server.db, jobId, 'late failure', 3, { attempts: dead!.attempts })).toBeNull();
    expect(await jobRow(jobId)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect((await answerRow(answerId)).grading).toEqual(graded.grading);
  });

  it('a worker still grading when its lease ran out cannot store: the job keeps the one grade of the worker that claimed it again', async () => {
    const { jobId, answerId } = await record(2);
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = worker({
      afterGrade: async (job) => {
        if (job.id !== jobId || job.attempts !== 1) return;
        // Time passes: the lease runs out while this worker is still busy.
        await server.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, jobId));
        held();
        await released;
      },
    });
    await holding;
    const fast = worker();
    await until('graded by the second worker', async () => fast.events.find((e) => e.jobId === jobId), (e) => e?.outcome === 'graded');
    const first = (await answerRow(answerId)).grading;
    expect(first).toMatchObject({ job: { id: jobId, attempt: 2 } });

    release();
    const lost = await until('the slow worker gives up', async () => slow.events.find((e) => e.jobId === jobId), (e) => e !== undefined);
    expect(lost.value).toMatchObject({ outcome: 'lost-lease', attempt: 1 });
    expect(await jobRow(jobId)).toMatchObject({ status: 'done', attempts: 2 });
    expect((await answerRow(answerId)).grading).toEqual(first);
  });

  it('storing a grade again changes nothing (the attempt is recomputed from its answers)', async () => {
    const before = await server.db.select().from(ieltsSpeakingParts).where(eq(ieltsSpeakingParts.attemptId, examId));
    expect(before.filter((p) => p.status === 'GRADED')).toHaveLength(2);
    await server.db.transaction((tx) => refreshIeltsGrades(tx, examId));
    await server.db.transaction((tx) => refreshIeltsGrades(tx, examId));
    expect(await server.db.select().from(ieltsSpeakingParts).where(eq(ieltsSpeakingParts.attemptId, examId))).toEqual(before);
  });

  it('a stopped worker finishes and stores the job in hand, then claims nothing more', async () => {
    const { jobId, answerId } = await record(3);
    let started!: () => void;
    const inHand = new Promise<void>((resolve) => (started = resolve));
    const stopping = worker({
      afterGrade: async (job) => {
        if (job.id !== jobId) return;
        started();
        await new Promise((resolve) => setTimeout(resolve, 300));
      },
    });
    await inHand;
    await stopping.stop();
    expect(await jobRow(jobId)).toMatchObject({ status: 'done', attempts: 1 });
    expect((await answerRow(answerId)).gradedAt).not.toBeNull();

    const list = fixtureBook.writing.tasks.map((task) => ({ question: task.prompt, userAnswer: 'A short answer about the task.' }));
    expect((await server.call('/ielts/exam/attempt/create/outline-writing', { token, json: { examId, list } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const writingJobs = await server.db.select().from(jobs).where(sql`${jobs.kind} = 'ielts.writing' AND (${jobs.payload}->>'attemptId')::int = ${examId}`);
    expect(writingJobs.map((j) => j.status)).toEqual(['queued', 'queued']);
  });
});
