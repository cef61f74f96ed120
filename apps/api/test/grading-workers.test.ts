import type { Graders } from '@bandwise/grading';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ieltsSpeakingAnswers, ieltsSpeakingParts, ieltsWritingAnswers, jobs } from '../src/db/schema';
import { refreshIeltsGrades } from '../src/grading/ieltsRefresh';
import { GRADED_KINDS, startGrading, type GradingHooks, type GradingService } from '../src/grading/worker';
import { claim, complete, fail } from '../src/jobs/queue';
import { BOOK_ID, fixtureBook, sheet } from './fixtures';
import { fakeLlm, GRADING_TEST_MS, speechWav, until, warmGraders } from './grading-support';
import { login, nextPhone, startServer, type TestServer } from './helpers';

/**
 * Workers started beside a server, as other processes would start them (the server here runs none of its own).
 * A job is graded exactly once whatever happens to the workers: one that dies holding a job (its lease runs out and
 * another worker grades it), one that is still grading when its lease has run out and another worker has graded the
 * job (its commit is refused), and one that is stopped (it finishes the job in hand). With an LLM grader configured
 * (a fake OpenAI-compatible server on loopback) its grade is stored beside the built-in one, and when it keeps
 * failing the built-in grade stands on the last try.
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

function worker(hooks?: GradingHooks, llmBaseUrl?: string): GradingService {
  const service = startGrading({
    db: server.db,
    storage: server.app.storage,
    providers: llmBaseUrl ? { ...server.config, BW_LLM_BASE_URL: llmBaseUrl, BW_LLM_MODEL: 'rubric-test' } : server.config,
    log: server.app.log,
    options: { workers: 1, pollMs: 50, leaseSeconds: 300, maxAttempts: 2, retrySeconds: 0.2, graders, ...(hooks ? { hooks } : {}) },
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

const ESSAY_1 =
  'The plan shows the library before and after its renovation. Overall, the building became larger and more open. The old archive was replaced by a study room and the entrance moved to the side.';
const ESSAY_2 =
  'Some people think cities are better places to live. In my opinion, cities offer more work and better hospitals, but the countryside is calmer and cheaper, so the best choice depends on the person.';

const jobRow = async (id: number) => (await server.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const answerRow = async (id: number) => (await server.db.select().from(ieltsSpeakingAnswers).where(eq(ieltsSpeakingAnswers.id, id)))[0]!;

describe('exactly once', { timeout: GRADING_TEST_MS }, () => {
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

    const list = [ESSAY_1, ESSAY_2].map((userAnswer, i) => ({ question: fixtureBook.writing.tasks[i]!.prompt, userAnswer }));
    // Sent from the site in Uzbek: the grading job carries the learner's language (the LLM test below reads it).
    expect((await server.call('/ielts/exam/attempt/create/outline-writing', { token, json: { examId, list }, headers: { 'accept-language': 'uz' } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const writingJobs = await server.db.select().from(jobs).where(sql`${jobs.kind} = 'ielts.writing' AND (${jobs.payload}->>'attemptId')::int = ${examId}`);
    expect(writingJobs.map((j) => j.status)).toEqual(['queued', 'queued']);
  });
});

describe('an LLM grader', { timeout: GRADING_TEST_MS }, () => {
  const rubric = {
    taskAchievement: 6.5,
    coherence: 6,
    lexicalResource: 7,
    grammar: 5.5,
    feedback: {
      taskAchievement: 'You describe the main change: "the building became larger and more open".',
      coherence: 'Clear order with "Overall".',
      lexicalResource: 'Good range: "renovation", "archive".',
      grammar: 'Mostly accurate simple sentences.',
    },
  };

  it('stores its criteria and comment beside the built-in grade; a reply that breaks the schema is retried, then the built-in grade stands', async () => {
    // The first essay gets a valid grade; every later reply misses the grammar score.
    const llm = await fakeLlm((n) => (n === 1 ? rubric : { ...rubric, grammar: undefined }));
    try {
      const service = worker(undefined, llm.baseUrl);
      const result = await until(
        'both essays graded',
        async () => (await server.call(`/ielts/exam/result/get-results-outline-writing/${examId}`, { token })).body,
        (body) => body.answers.length === 2 && body.answers.every((a: { status: string }) => a.status === 'GRADED'),
      );
      const [task1, task2] = result.value.answers;
      expect(task1).toMatchObject({ taskAchievementScore: 6.5, coherenceScore: 6, lexicalResourceScore: 7, grammarScore: 5.5, taskBandScore: 6.5 });
      expect(task1.feedback).toBe(Object.values(rubric.feedback).join('\n\n'));
      expect(llm.requests[0]).toMatchObject({ model: 'rubric-test', schema: 'writing_grade' });
      expect(llm.requests[0]!.user).toContain(ESSAY_1);
      // Asked for the feedback in the language the learner submitted in, the quotes as written (issue 33).
      expect(llm.requests[0]!.system).toMatch(/Write all feedback in Uzbek \(Latin script\)/);
      expect(task1.comment).toBeNull();

      // Task 2: two tries (maxAttempts 2), both replies rejected; the second, last try keeps the built-in grade and says why.
      expect(llm.requests).toHaveLength(3);
      const events = service.events.filter((e) => e.kind === 'ielts.writing');
      expect(events.map((e) => [e.outcome, e.attempt])).toEqual([['graded', 1], ['retry', 1], ['graded', 2]]);
      expect(events[1]!.detail).toMatch(/LlmOutputError: LLM grader output does not match the rubric schema: grammar/);
      expect(task2.feedback).toContain('"In my opinion, cities offer more work and better hospitals');
      const stored = await server.db.select().from(ieltsWritingAnswers).where(eq(ieltsWritingAnswers.attemptId, examId));
      const byTask = (n: number) => stored.find((a) => a.taskNumber === n)!.grading as Record<string, any>;
      expect(byTask(1)).toMatchObject({ grader: 'llm', model: 'rubric-test', builtIn: { band: expect.any(Number) }, llm: { band: 6.5 } });
      expect(byTask(2)).toMatchObject({ grader: 'built-in', job: { attempt: 2 } });
      expect(byTask(2).notes[0]).toMatch(/^The LLM grader failed \(LlmOutputError: .*\); the built-in grade stands\.$/);
      // The built-in grade's comment stands in every language.
      expect(task2.comment.uz).toContain('"In my opinion, cities offer more work and better hospitals');

      // Every section is graded now: the attempt is complete.
      const results = await server.call('/user/get-my-results?page=0&size=10', { token });
      expect(results.body.results.find((r: { examId: number }) => r.examId === examId)).toMatchObject({ status: 'COMPLETED', writing: expect.any(Number), speaking: expect.any(Number) });
    } finally {
      await llm.close();
    }
  });
});
