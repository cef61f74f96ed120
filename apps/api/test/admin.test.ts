import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ieltsAttempts, ieltsSpeakingAnswers, ieltsWritingAnswers, jobs, users } from '../src/db/schema';
import { gradingSettingsFrom, startGrading } from '../src/grading/worker';
import { ledgerEntries } from '../src/db/schemaMoney';
import { DEMO_BALANCE, DEMO_PHONE, ensureDemoUser } from '../src/seed/demo';
import { ledgerSum, reconcile } from '../src/ledger/ledger';
import { BOOK_ID, fixtureBook, sheet } from './fixtures';
import { brokenWav, GRADING_TEST_MS, until, warmGraders } from './grading-support';
import { isErrorBody, login, nextPhone, serverForFile, speechLikeWav, userWithRole, type StaffTestUser } from './helpers';

/**
 * The admin's calls over HTTP: payments and ledgers as Payme and the ledger wrote them, manual adjustments through the
 * ledger, roles, sending IELTS answers to examiners (and the examiners' marks reaching the attempt), grader agreement.
 */

/** The cash desk key of this file's server (set as an operator would; none is written in the source). */
const PAYME_KEY = randomBytes(16).toString('hex');
const server = serverForFile({ env: { PAYME_KEY } });

type User = StaffTestUser;

const basic = `Basic ${Buffer.from(`Paycom:${PAYME_KEY}`).toString('base64')}`;
let rpcId = 0;
async function rpc(method: string, params: Record<string, unknown>) {
  rpcId += 1;
  const answer = await server.call('/payme', { json: { jsonrpc: '2.0', id: rpcId, method, params }, headers: { authorization: basic } });
  expect(answer.body.error).toBeUndefined();
  return answer.body.result;
}

/** A Payme top-up as Payme's checkout runs it: create, then perform (or cancel). */
async function topUp(userId: number, uzs: number, outcome: 'perform' | 'cancel' | 'leave' = 'perform'): Promise<string> {
  const id = `${Date.now().toString(16)}${Math.random().toString(16).slice(2, 14)}`.padEnd(24, '0').slice(0, 24);
  await rpc('CreateTransaction', { id, time: Date.now(), amount: uzs * 100, account: { id: userId } });
  if (outcome === 'perform') await rpc('PerformTransaction', { id });
  if (outcome === 'cancel') await rpc('CancelTransaction', { id, reason: 3 });
  return id;
}

let admin: User;
let learner: User;
let examiner: User;
beforeAll(async () => {
  admin = await userWithRole(server, 'admin', 'Adela');
  learner = await userWithRole(server, 'learner', 'Laylo');
  examiner = await userWithRole(server, 'examiner', 'Erkin');
});

describe('who may call', () => {
  it('answers 401 without a token and 403 to learners and examiners on every admin call, whatever the input', async () => {
    const calls = (token?: string) => [
      server.call('/admin/payments', { token }),
      server.call('/admin/payments?state=7', { token }),
      server.call('/admin/users?q=998', { token }),
      server.call('/admin/users/1/ledger', { token }),
      server.call('/admin/users/1/adjustments', { token, json: { amount: 1000, reason: 'Test credit' } }),
      server.call('/admin/users/x/adjustments', { token, json: {} }),
      server.call('/admin/users/1/role', { method: 'PUT', token, json: { role: 'admin' } }),
      server.call('/admin/review-requests', { token, json: { target: 'multi-level-attempt', attemptId: 1 } }),
      server.call('/admin/agreement', { token }),
      server.call('/admin/grading-jobs', { token }),
      server.call('/admin/grading-jobs/1/retry', { method: 'POST', token }),
    ];
    for (const response of await Promise.all(calls())) {
      expect(response.status).toBe(401);
      expect(isErrorBody(response.body, 401)).toBe(true);
    }
    for (const who of [learner, examiner]) {
      for (const response of await Promise.all(calls(who.token))) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ statusCode: 403, status: 403, message: 'Your role does not allow this', messageKey: 'roleNotAllowed' });
      }
    }
  });
});

describe('payments and the ledger', () => {
  let payer: User;
  beforeAll(async () => {
    payer = await userWithRole(server, 'learner', 'Payer');
    await topUp(payer.userId, 50_000);
    await topUp(payer.userId, 20_000, 'cancel');
    await topUp(payer.userId, 30_000, 'leave');
  });

  it('lists Payme transactions newest first with their state, amount in uzs and the payer', async () => {
    const list = await server.call(`/admin/payments?userId=${payer.userId}`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((p: { amount: number; state: number; stateLabel: string }) => [p.amount, p.state, p.stateLabel])).toEqual([
      [30_000, 1, 'created'],
      [20_000, -1, 'cancelled'],
      [50_000, 2, 'performed'],
    ]);
    expect(list.body.items[2]).toMatchObject({ user: { id: payer.userId, name: 'Payer', phoneNumber: payer.phone }, reason: null });
    expect(list.body.items[2].performedAt).toEqual(expect.any(String));
    expect(list.body.items[1]).toMatchObject({ reason: 3, performedAt: null });
    const performed = await server.call(`/admin/payments?state=2&userId=${payer.userId}`, { token: admin.token });
    expect(performed.body.items).toHaveLength(1);
    const bad = await server.call('/admin/payments?state=3', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/state is 1, 2, -1 or -2/);
    expect((await server.call('/admin/payments?size=500', { token: admin.token })).status).toBe(400);
  });

  it("shows a user's ledger re-summed against the balance", async () => {
    const ledger = await server.call(`/admin/users/${payer.userId}/ledger`, { token: admin.token });
    expect(ledger.status).toBe(200);
    expect(ledger.body).toMatchObject({ user: { id: payer.userId, balance: 50_000, role: 'learner' }, ledgerSum: 50_000, balanced: true });
    expect(ledger.body.entries).toHaveLength(1);
    expect(ledger.body.entries[0]).toMatchObject({ amount: 50_000, cause: 'payme-topup', reason: null });
    expect((await server.call('/admin/users/999999/ledger', { token: admin.token })).status).toBe(404);
    expect((await server.call('/admin/users/abc/ledger', { token: admin.token })).status).toBe(400);
  });

  it('flags a balance the ledger does not explain', async () => {
    const odd = await userWithRole(server, 'learner');
    await server.db.update(users).set({ balance: 777 }).where(eq(users.id, odd.userId));
    const ledger = await server.call(`/admin/users/${odd.userId}/ledger`, { token: admin.token });
    expect(ledger.body).toMatchObject({ ledgerSum: 0, balanced: false, user: { balance: 777 } });
    // Put the books right again for the rest of the file.
    await server.db.update(users).set({ balance: 0 }).where(eq(users.id, odd.userId));
  });

  it('adjusts a balance by hand through the ledger, with the reason kept, and the learner sees it', async () => {
    const credit = await server.call(`/admin/users/${payer.userId}/adjustments`, {
      token: admin.token,
      json: { amount: 15_000, reason: '  Goodwill credit after the outage  ' },
    });
    expect(credit.status).toBe(200);
    expect(credit.body.balance).toBe(65_000);
    expect(credit.body.entry).toMatchObject({ amount: 15_000, cause: 'admin-adjustment', reason: 'Goodwill credit after the outage' });
    expect(credit.body.entry.reference).toMatch(/^adjustment:\d+$/);
    const debit = await server.call(`/admin/users/${payer.userId}/adjustments`, { token: admin.token, json: { amount: -5_000, reason: 'Duplicate credit' } });
    expect(debit.body.balance).toBe(60_000);
    const profile = await server.call('/user/profile', { token: payer.token });
    expect(profile.body.data.balance).toBe(60_000);
    const ledger = await server.call(`/admin/users/${payer.userId}/ledger`, { token: admin.token });
    expect(ledger.body).toMatchObject({ ledgerSum: 60_000, balanced: true });
    expect(ledger.body.entries.map((e: { amount: number; reason: string | null }) => [e.amount, e.reason])).toEqual([
      [-5_000, 'Duplicate credit'],
      [15_000, 'Goodwill credit after the outage'],
      [50_000, null],
    ]);
    expect(await ledgerSum(server.db, payer.userId)).toBe(60_000);
  });

  it('refuses a debit the balance cannot cover and writes nothing; validates amount and reason; 404 for unknown users', async () => {
    const before = await server.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, payer.userId));
    const tooMuch = await server.call(`/admin/users/${payer.userId}/adjustments`, { token: admin.token, json: { amount: -60_001, reason: 'Refund' } });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('The balance (60000 uzs) cannot cover a debit of 60001 uzs');
    const after = await server.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, payer.userId));
    expect(after).toHaveLength(before.length);
    const adjust = (json: unknown, id: number | string = payer.userId) => server.call(`/admin/users/${id}/adjustments`, { token: admin.token, json });
    const zero = await adjust({ amount: 0, reason: 'Nothing' });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toMatch(/cannot be 0/);
    expect((await adjust({ amount: 10.5, reason: 'Half' })).body.message).toMatch(/Whole uzs/);
    const noReason = await adjust({ amount: 1000, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/reason/);
    expect((await adjust({ amount: 1000 })).status).toBe(400);
    const unknown = await adjust({ amount: 1000, reason: 'Nobody' }, 999_999);
    expect(unknown.status).toBe(404);
    expect(isErrorBody(unknown.body, 404)).toBe(true);
    expect(await reconcile(server.db)).toEqual([]);
  });

  it('finds users by phone digits, name or id', async () => {
    const byPhone = await server.call(`/admin/users?q=${encodeURIComponent(payer.phone.slice(-7))}`, { token: admin.token });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.items.map((u: { id: number }) => u.id)).toContain(payer.userId);
    const byName = await server.call('/admin/users?q=payer', { token: admin.token });
    expect(byName.body.items.map((u: { id: number }) => u.id)).toEqual([payer.userId]);
    const byId = await server.call(`/admin/users?q=${payer.userId}`, { token: admin.token });
    expect(byId.body.items.map((u: { id: number }) => u.id)).toContain(payer.userId);
    const empty = await server.call('/admin/users?q=', { token: admin.token });
    expect(empty.status).toBe(400);
  });
});

describe('roles', () => {
  it('makes a learner an examiner and back; refuses unknown roles, unknown users and the admin’s own role', async () => {
    const someone = await userWithRole(server, 'learner');
    expect((await server.call('/examiner/queue', { token: someone.token })).status).toBe(403);
    const made = await server.call(`/admin/users/${someone.userId}/role`, { method: 'PUT', token: admin.token, json: { role: 'examiner' } });
    expect(made.status).toBe(200);
    expect(made.body.user).toMatchObject({ id: someone.userId, role: 'examiner' });
    expect((await server.call('/examiner/queue', { token: someone.token })).status).toBe(200);
    expect((await server.call('/user/profile', { token: someone.token })).body.data.role).toBe('examiner');
    await server.call(`/admin/users/${someone.userId}/role`, { method: 'PUT', token: admin.token, json: { role: 'learner' } });
    expect((await server.call('/examiner/queue', { token: someone.token })).status).toBe(403);
    const bad = await server.call(`/admin/users/${someone.userId}/role`, { method: 'PUT', token: admin.token, json: { role: 'boss' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/role/);
    expect((await server.call('/admin/users/999999/role', { method: 'PUT', token: admin.token, json: { role: 'examiner' } })).status).toBe(404);
    const own = await server.call(`/admin/users/${admin.userId}/role`, { method: 'PUT', token: admin.token, json: { role: 'learner' } });
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/your own role/);
  });
});

const TASK1 =
  'The chart shows how many people visited three museums between 2010 and 2020. Overall, visits to the science museum rose, ' +
  'while the other two stayed roughly the same. In 2010 about 20,000 people visited the science museum, and by 2020 this figure had doubled.';
const TASK2 =
  'Some people think that young people should travel before they start university. In my opinion, this is a good idea for most students.\n\n' +
  'Firstly, travelling teaches independence. Young people learn to plan, to spend money carefully and to solve problems alone.\n\n' +
  'Secondly, meeting people from other cultures makes students more open-minded, which helps them in their studies and their work.\n\n' +
  'In conclusion, I believe a year of travel is valuable, although it is not possible for everyone.';

/** A learner's IELTS attempt with every section in: listening and reading scored, one recording and both essays queued. */
async function finishedIeltsAttempt(token: string): Promise<number> {
  const created = await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token });
  const examId = Number(created.body.message);
  const inline = (sectionType: string, userAnswer: string[]) => server.call('/ielts/exam/attempt/create/inline', { token, json: { examId, sectionType, userAnswer } });
  expect((await inline('LISTENING', sheet('LISTENING', 30))).status).toBe(200);
  expect((await inline('READING', sheet('READING', 35))).status).toBe(200);
  const spoken = await server.call(`/ielts/exam/attempt/create/outline-speaking/${examId}?question=${encodeURIComponent('Where do you live?')}&partNumber=1`, {
    token,
    form: { voiceAnswer: { bytes: speechLikeWav(), filename: 'answer.wav', type: 'audio/wav' } },
  });
  expect(spoken.status).toBe(200);
  const written = await server.call('/ielts/exam/attempt/create/outline-writing', {
    token,
    json: {
      examId,
      list: [
        { question: fixtureBook.writing.tasks[0]!.prompt, userAnswer: TASK1 },
        { question: fixtureBook.writing.tasks[1]!.prompt, userAnswer: TASK2 },
      ],
    },
  });
  expect(written.status).toBe(200);
  return examId;
}

/** Runs a grading worker over the server's queue until `done` holds, as a worker that was behind would. */
async function gradeUntil<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<void> {
  const graders = warmGraders();
  const worker = startGrading({
    db: server.db,
    storage: server.app.storage,
    providers: server.config,
    log: server.app.log,
    options: { ...gradingSettingsFrom(server.config), workers: 1, pollMs: 50, graders },
  });
  try {
    expect(await worker.ready).toBe(true);
    await until(what, read, done);
  } finally {
    await worker.stop();
    (await graders).dispose();
  }
}

describe('sending answers to human examination', () => {
  let attemptId: number;
  let taskIds: number[];

  it('queues an IELTS attempt’s essays and recording for examiners, once', async () => {
    attemptId = await finishedIeltsAttempt(learner.token);
    const sent = await server.call('/admin/review-requests', { token: admin.token, json: { target: 'ielts-attempt', attemptId } });
    expect(sent.status).toBe(200);
    expect(sent.body.alreadyQueued).toBe(0);
    expect(sent.body.queued.map((q: { kind: string }) => q.kind)).toEqual(['ielts.writing', 'ielts.writing', 'ielts.speaking']);
    const again = await server.call('/admin/review-requests', { token: admin.token, json: { target: 'ielts-attempt', attemptId } });
    expect(again.body).toEqual({ queued: [], alreadyQueued: 3 });
    const one = await server.call('/admin/review-requests', {
      token: admin.token,
      json: { target: 'answer', kind: 'ielts.speaking', answerId: sent.body.queued[2].answerId },
    });
    expect(one.body).toEqual({ queued: [], alreadyQueued: 1 });
    taskIds = sent.body.queued.map((q: { id: number }) => q.id);

    const queue = await server.call('/examiner/queue', { token: examiner.token });
    const items = queue.body.items.filter((i: { exam: { attemptId: number; type: string } }) => i.exam.type === 'ielts' && i.exam.attemptId === attemptId);
    expect(items.map((i: { part: string; source: string }) => [i.part, i.source])).toEqual([
      ['Writing task 1', 'admin'],
      ['Writing task 2', 'admin'],
      ['Speaking part 1', 'admin'],
    ]);
    expect(items[0].learner).toEqual({ id: learner.userId, name: 'Laylo', surname: 'Test' });
  });

  it('refuses unknown attempts and answers (404), a kind that does not match the answer (400), and bad targets (400)', async () => {
    const send = (json: unknown) => server.call('/admin/review-requests', { token: admin.token, json });
    expect((await send({ target: 'ielts-attempt', attemptId: 999_999 })).status).toBe(404);
    expect((await send({ target: 'multi-level-attempt', attemptId: 999_999 })).status).toBe(404);
    const unknownAnswer = await send({ target: 'answer', kind: 'multiLevel.writing', answerId: 999_999 });
    expect(unknownAnswer.status).toBe(404);
    expect(unknownAnswer.body.message).toBe('No multiLevel.writing answer with id 999999');
    expect((await send({ target: 'answer', kind: 'ielts.writing', answerId: 999_999 })).status).toBe(404);
    const badTarget = await send({ target: 'everything' });
    expect(badTarget.status).toBe(400);
    expect(badTarget.body.message).toMatch(/target/);
    expect((await send({ target: 'answer', kind: 'ielts.essay', answerId: 1 })).status).toBe(400);
  });

  it("puts the examiner's marks on the learner's IELTS writing result and completes the attempt's writing band", async () => {
    const marks = [
      { taskAchievement: 6, coherence: 6.5, lexicalResource: 6, grammar: 6 },
      { taskAchievement: 7, coherence: 7, lexicalResource: 6.5, grammar: 6.5 },
    ];
    for (const [index, id] of taskIds.slice(0, 2).entries()) {
      expect((await server.call(`/examiner/answers/${id}/claim`, { method: 'POST', token: examiner.token })).status).toBe(200);
      const detail = await server.call(`/examiner/answers/${id}`, { token: examiner.token });
      expect(detail.body).toMatchObject({ scale: 'ielts', answerText: index === 0 ? TASK1 : TASK2, prompt: fixtureBook.writing.tasks[index]!.prompt });
      expect(detail.body.suggestion.score).toBeNull();
      const marked = await server.call(`/examiner/answers/${id}/marks`, { token: examiner.token, json: { criteria: marks[index], comment: `Task ${index + 1}: well organised.` } });
      expect(marked.status).toBe(200);
      expect(marked.body.score).toBeNull();
    }
    const result = await server.call(`/ielts/exam/result/get-results-outline-writing/${attemptId}`, { token: learner.token });
    expect(result.status).toBe(200);
    const rows = await server.db.select().from(ieltsWritingAnswers).where(eq(ieltsWritingAnswers.attemptId, attemptId));
    const byTask = rows.sort((a, b) => a.taskNumber - b.taskNumber);
    expect(byTask.map((r) => [r.status, r.taskBandScore, r.coherenceScore, r.feedback])).toEqual([
      ['GRADED', 6, 6.5, 'Task 1: well organised.'],
      ['GRADED', 7, 7, 'Task 2: well organised.'],
    ]);
    expect(result.text).toContain('Task 2: well organised.');
    const [attempt] = await server.db.select().from(ieltsAttempts).where(eq(ieltsAttempts.id, attemptId));
    // (6 + 2 * 7) / 3 = 6.67 -> 6.5
    expect(attempt?.writing).toBe(6.5);
    expect(attempt?.status).toBe('PENDING');
    // The first suggestion starts the built-in graders (seconds of WebAssembly set-up on a busy machine).
  }, 120_000);

  it('completes the IELTS attempt once the recording is marked', async () => {
    const id = taskIds[2]!;
    await server.call(`/examiner/answers/${id}/claim`, { method: 'POST', token: examiner.token });
    const marked = await server.call(`/examiner/answers/${id}/marks`, {
      token: examiner.token,
      json: { criteria: { coherence: 6, fluency: 6, grammar: 6, vocabulary: 6, relevance: 6, topicDevelopment: 6 }, comment: 'Clear answer.' },
    });
    expect(marked.status).toBe(200);
    const part = await server.call(`/ielts/exam/result/get-results-outline-speaking/${attemptId}/1`, { token: learner.token });
    expect(part.body).toMatchObject({ status: 'GRADED', fluency_score: 6 });
    expect(part.body.transcription[0].feedback).toBe('Clear answer.');
    const [attempt] = await server.db.select().from(ieltsAttempts).where(eq(ieltsAttempts.id, attemptId));
    expect(attempt?.speaking).toEqual(expect.any(Number));
    expect(attempt?.status).toBe('COMPLETED');
    expect(attempt?.overall).toEqual(expect.any(Number));
  });

  it("keeps the examiner's marks when the answers' AI grading runs after them", async () => {
    // The attempt's AI jobs were queued at submission, and no grading worker runs in this server: run one now, as a
    // worker that was behind would, after every answer has been marked.
    const answers = async () => ({
      writing: await server.db.select().from(ieltsWritingAnswers).where(eq(ieltsWritingAnswers.attemptId, attemptId)).orderBy(ieltsWritingAnswers.id),
      speaking: await server.db.select().from(ieltsSpeakingAnswers).where(eq(ieltsSpeakingAnswers.attemptId, attemptId)).orderBy(ieltsSpeakingAnswers.id),
      attempt: (await server.db.select().from(ieltsAttempts).where(eq(ieltsAttempts.id, attemptId)))[0],
    });
    const marked = await answers();
    const aiJobs = () =>
      server.db
        .select({ status: jobs.status })
        .from(jobs)
        .where(and(inArray(jobs.kind, ['ielts.writing', 'ielts.speaking']), sql`${jobs.payload}->>'checker' is null`, sql`(${jobs.payload}->>'attemptId')::int = ${attemptId}`));
    expect((await aiJobs()).map((job) => job.status)).toEqual(['queued', 'queued', 'queued']);
    await gradeUntil('the AI jobs to finish', aiJobs, (rows) => rows.every((job) => job.status === 'done'));
    const after = await answers();
    expect(after).toEqual(marked);
    expect(after.writing.map((row) => (row.grading as { grader: string }).grader)).toEqual(['examiner', 'examiner']);
    expect(after.attempt).toMatchObject({ writing: 6.5, status: 'COMPLETED' });
  }, GRADING_TEST_MS);

  it('shows the agreement of the built-in grader with the examiners per criterion, with n', async () => {
    const agreement = await server.call('/admin/agreement', { token: admin.token });
    expect(agreement.status).toBe(200);
    expect(agreement.body.marked).toBe(3);
    expect(agreement.body.writing.map((r: { criterion: string; n: number }) => [r.criterion, r.n])).toEqual([
      ['taskAchievement', 2],
      ['coherence', 2],
      ['lexicalResource', 2],
      ['grammar', 2],
      ['band', 2],
    ]);
    for (const row of agreement.body.writing) {
      expect(row.qwk).toEqual(expect.any(Number));
      expect(row.qwk).toBeLessThanOrEqual(1);
      expect(row.meanDifference).toEqual(expect.any(Number));
    }
    expect(agreement.body.writing[0].label).toBe('Task achievement / response');
    expect(agreement.body.speaking).toHaveLength(7);
    expect(agreement.body.speaking[1]).toMatchObject({ criterion: 'fluency', n: 1, qwk: null });
  });
});

describe('grading jobs that failed', () => {
  it('lists a failed job with why, queues it again once; 404 for an unknown job, 409 for one not failed, 400 for a bad id', async () => {
    // A learner's recording that has a WAV header and nothing decodable behind it: its AI job fails for good.
    const { token } = await login(server, nextPhone());
    const examId = Number((await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token })).body.message);
    for (const sectionType of ['LISTENING', 'READING'] as const) {
      await server.call('/ielts/exam/attempt/create/inline', { token, json: { examId, sectionType, userAnswer: sheet(sectionType, 30) } });
    }
    const spoken = await server.call(`/ielts/exam/attempt/create/outline-speaking/${examId}?question=${encodeURIComponent('Where do you live?')}&partNumber=1`, {
      token,
      form: { voiceAnswer: { bytes: brokenWav(), filename: 'answer.wav', type: 'audio/wav' } },
    });
    expect(spoken.status).toBe(200);
    const jobOfAttempt = async () =>
      (await server.db.select().from(jobs).where(and(eq(jobs.kind, 'ielts.speaking'), sql`(${jobs.payload}->>'attemptId')::int = ${examId}`)))[0]!;
    await gradeUntil('the recording to fail', jobOfAttempt, (job) => job.status === 'failed');
    const { id } = await jobOfAttempt();

    const list = await server.call('/admin/grading-jobs', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      kind: 'ielts.speaking',
      examType: 'ielts',
      attemptId: examId,
      attempts: 1,
      // The admin reads why in their language (the staff catalogue); the server's own words stay beside it.
      reason: 'recording-undecodable',
      lastError: expect.stringMatching(/^The recording could not be decoded/),
    });
    expect(list.body.stats.failed).toBeGreaterThanOrEqual(1);

    const retried = await server.call(`/admin/grading-jobs/${id}/retry`, { method: 'POST', token: admin.token });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ id, status: 'queued' });
    expect(await jobOfAttempt()).toMatchObject({ status: 'queued', attempts: 0 });
    const listed = await server.call('/admin/grading-jobs', { token: admin.token });
    expect(listed.body.items.some((item: { id: number }) => item.id === id)).toBe(false);

    const again = await server.call(`/admin/grading-jobs/${id}/retry`, { method: 'POST', token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Only a failed job can be retried; job ${id} is queued`);
    expect((await server.call('/admin/grading-jobs/999999/retry', { method: 'POST', token: admin.token })).status).toBe(404);
    expect((await server.call('/admin/grading-jobs/abc/retry', { method: 'POST', token: admin.token })).status).toBe(400);
  }, GRADING_TEST_MS);
});

describe('the demo learner', () => {
  it('starts with a balance the ledger explains, credited once', async () => {
    await ensureDemoUser(server.db);
    await ensureDemoUser(server.db);
    const [demo] = await server.db.select().from(users).where(eq(users.phoneNumber, DEMO_PHONE));
    expect(demo?.balance).toBe(DEMO_BALANCE);
    expect(await ledgerSum(server.db, demo!.id)).toBe(DEMO_BALANCE);
    expect(await reconcile(server.db)).toEqual([]);
  });
});
