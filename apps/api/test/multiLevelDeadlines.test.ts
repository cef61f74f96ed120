import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multiLevelAttempts, multiLevelOpenAnswers, multiLevelSectionResults, users } from '../src/db/schema';
import { SECTION_GRACE_MS } from '../src/exams/sectionDeadlines';
import { MULTI_LEVEL_EXAM_ID, SECTION, fixtureExam } from './fixtures';
import { login, nextPhone, serverForFile } from './helpers';

// The multi-level exam's section deadlines (docs/CONTRACT.md, 'Section deadlines'): each section's minutes from the
// content plus SECTION_GRACE_MS, from the start the server records; a check after that is accepted with what was
// answered, scored or graded, and marked late, never refused.
const server = serverForFile();

const minutes = (n: number) => n * 60_000;
const durationOf = (id: number) => fixtureExam.sections.find((s) => s.id === id)!.duration;

async function startedExam(): Promise<{ token: string; examId: number }> {
  const { token, userId } = await login(server, nextPhone());
  await server.db.update(users).set({ balance: 100_000 }).where(eq(users.id, userId));
  const bought = await server.call('/user/buy-exam', { token, form: { mock_exam_id: String(MULTI_LEVEL_EXAM_ID), type: 'ai' } });
  expect(bought.status).toBe(200);
  const examId = bought.body.exam.id as number;
  expect((await server.call('/user/start-exam', { token, form: { exam_id: String(examId) } })).status).toBe(200);
  return { token, examId };
}

const check = (token: string, examId: number, sectionId: number, parts: unknown[]) =>
  server.call('/user/check', { token, json: { section_id: sectionId, exam_id: examId, parts } });

const listening = [
  { id: 101, part_type: 'listening', answers: [{ question_id: 1001, answer_id: 10010, question_type: 'quiz', answer_text: null, input_index: null }] },
];
const reading = [
  { id: 103, part_type: 'reading', answers: [{ question_id: 1101, answer_id: 11010, question_type: 'quiz', answer_text: null, input_index: null }] },
];
const writing = [
  { id: 104, part_type: 'writing', answers: [{ question_id: 1201, answer_id: null, question_type: 'essay', answer_text: 'A letter written after the time.' }] },
  { id: 105, part_type: 'writing', answers: [{ question_id: 1202, answer_id: null, question_type: 'essay', answer_text: 'An essay written after the time.' }] },
];

/** Moves the server's record of when the remaining section started, as if the learner had been at it that long. */
const startedAgo = (examId: number, ms: number) =>
  server.db.update(multiLevelAttempts).set({ sectionStartedAt: new Date(Date.now() - ms) }).where(eq(multiLevelAttempts.id, examId));

const attemptRow = async (examId: number) => (await server.db.select().from(multiLevelAttempts).where(eq(multiLevelAttempts.id, examId)))[0]!;
const resultRow = async (examId: number, sectionId: number) =>
  (
    await server.db
      .select()
      .from(multiLevelSectionResults)
      .where(and(eq(multiLevelSectionResults.attemptId, examId), eq(multiLevelSectionResults.sectionId, sectionId)))
  )[0];

describe('multi-level section deadlines', () => {
  it("start-exam starts listening's clock; a check within the grace is on time; the next section's clock starts at the check", async () => {
    const before = Date.now();
    const { token, examId } = await startedExam();
    const started = await attemptRow(examId);
    expect(started.sectionStartedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // A re-entry (a reload) does not restart it.
    await startedAgo(examId, minutes(durationOf(SECTION.listening)) + SECTION_GRACE_MS / 2);
    const moved = (await attemptRow(examId)).sectionStartedAt!.getTime();
    expect((await server.call('/user/start-exam', { token, form: { exam_id: String(examId) } })).status).toBe(200);
    expect((await attemptRow(examId)).sectionStartedAt?.getTime()).toBe(moved);

    const sent = await check(token, examId, SECTION.listening, listening);
    expect(sent.status).toBe(200);
    expect(sent.body.section.late).toBe(false);
    expect((await resultRow(examId, SECTION.listening))?.late).toBe(false);
    expect((await attemptRow(examId)).sectionStartedAt!.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it("start-exam answers the remaining section's seconds left from the server's clock, so a reload resumes the countdown", async () => {
    const { token, examId } = await startedExam();
    const reenter = () => server.call('/user/start-exam', { token, form: { exam_id: String(examId) } });
    const fresh = await reenter();
    expect(fresh.body.remain_section).toBe('listening');
    expect(fresh.body.remain_time_for_section).toBeGreaterThan(durationOf(SECTION.listening) * 60 - 5);
    expect(fresh.body.remain_time_for_section).toBeLessThanOrEqual(durationOf(SECTION.listening) * 60);
    await startedAgo(examId, minutes(10));
    const later = await reenter();
    expect(later.body.remain_time_for_section).toBeGreaterThan((durationOf(SECTION.listening) - 10) * 60 - 5);
    expect(later.body.remain_time_for_section).toBeLessThanOrEqual((durationOf(SECTION.listening) - 10) * 60);
    expect((await check(token, examId, SECTION.listening, listening)).status).toBe(200);
    const reading = await reenter();
    expect(reading.body.remain_section).toBe('reading');
    expect(reading.body.remain_time_for_section).toBeGreaterThan(durationOf(SECTION.reading) * 60 - 5);
    await server.db.update(multiLevelAttempts).set({ sectionStartedAt: null }).where(eq(multiLevelAttempts.id, examId));
    expect((await reenter()).body.remain_time_for_section).toBeNull();
  });

  it('a listening check an hour past its 45 minutes is accepted with what was answered, scored, and marked late', async () => {
    const { token, examId } = await startedExam();
    await startedAgo(examId, minutes(durationOf(SECTION.listening) + 60));
    const sent = await check(token, examId, SECTION.listening, listening);
    expect(sent.status).toBe(200);
    expect(sent.body.next_section.type).toBe('reading');
    expect(sent.body.section).toMatchObject({ type: 'listening', status: 'scored', raw: 1, late: true });
    const stored = await resultRow(examId, SECTION.listening);
    expect(stored?.late).toBe(true);
    expect(stored?.answers).toEqual(listening[0]!.answers);
    // The answer is kept where the learner reads it back.
    const back = await server.call(`/user/my-exam/${examId}/${SECTION.listening}`, { token });
    expect(back.status).toBe(200);
    expect(back.body.user_answers[0]).toMatchObject({ selected_answer: { answer: '7:15' }, is_correct: 1 });
    expect(back.body.section.late).toBe(true);
  });

  it('late essays are kept with a grading job each, and the writing result is marked late', async () => {
    const { token, examId } = await startedExam();
    expect((await check(token, examId, SECTION.listening, listening)).status).toBe(200);
    expect((await check(token, examId, SECTION.reading, reading)).status).toBe(200);
    await startedAgo(examId, minutes(durationOf(SECTION.writing)) + SECTION_GRACE_MS + 5_000);
    const sent = await check(token, examId, SECTION.writing, writing);
    expect(sent.status).toBe(200);
    expect(sent.body.section).toMatchObject({ type: 'writing', status: 'pending', late: true });
    expect((await resultRow(examId, SECTION.writing))?.late).toBe(true);
    expect((await resultRow(examId, SECTION.reading))?.late).toBe(false);
    // My Result's list and the writing result page read the mark; reading, on time, has none.
    expect((await server.call(`/user/my-exam/${examId}/${SECTION.writing}`, { token })).body.section.late).toBe(true);
    const { userId } = (await server.db.select({ userId: multiLevelAttempts.userId }).from(multiLevelAttempts).where(eq(multiLevelAttempts.id, examId)))[0]!;
    const listed = await server.call('/user/my-exams', { token, json: { user_id: userId } });
    const scores = listed.body.find((e: { id: number }) => e.id === examId).section_scores as Array<{ type: string; late: boolean }>;
    expect(Object.fromEntries(scores.map((s) => [s.type, s.late]))).toEqual({ listening: false, reading: false, writing: true, speaking: false });
    const essays = await server.db.select().from(multiLevelOpenAnswers).where(eq(multiLevelOpenAnswers.attemptId, examId));
    expect(essays.map((e) => e.answerText).sort()).toEqual(['A letter written after the time.', 'An essay written after the time.']);
  });

  it('an attempt started before section deadlines (no recorded start) is never late', async () => {
    const { token, examId } = await startedExam();
    await server.db.update(multiLevelAttempts).set({ sectionStartedAt: null }).where(eq(multiLevelAttempts.id, examId));
    const sent = await check(token, examId, SECTION.listening, listening);
    expect(sent.status).toBe(200);
    expect(sent.body.section.late).toBe(false);
  });
});
