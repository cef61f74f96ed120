import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ieltsAttempts, ieltsSectionResults, ieltsWritingAnswers } from '../src/db/schema';
import { SECTION_GRACE_MS } from '../src/exams/sectionDeadlines';
import { BOOK_ID, fixtureBook, sheet, wavBytes } from './fixtures';
import { login, nextPhone, serverForFile } from './helpers';

// The server's section deadlines (docs/CONTRACT.md, 'Section deadlines'): each section's minutes from the book plus
// SECTION_GRACE_MS; a submission after that is accepted with what was answered and marked late, never refused.
const server = serverForFile();

const minutes = (n: number) => n * 60_000;

async function createExam(token: string): Promise<number> {
  const created = await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token });
  expect(created.status).toBe(200);
  return created.body.examId as number;
}

/** The remaining section's clock as the exam-state read (get-my-results) reports it. */
async function sectionClock(token: string, examId: number) {
  const results = await server.call('/user/get-my-results?page=1&size=150', { token });
  expect(results.status).toBe(200);
  const item = (results.body.results as Array<Record<string, unknown>>).find((r) => r.examId === examId);
  return item as { remainSection: string | null; remainTimeForSection: number | null; remainTimeForEndExam: number };
}

/** Moves the server's record of when the remaining section started, as if the learner had been at it that long. */
const startedAgo = (examId: number, ms: number) =>
  server.db.update(ieltsAttempts).set({ sectionStartedAt: new Date(Date.now() - ms) }).where(eq(ieltsAttempts.id, examId));

const inline = (token: string, examId: number, sectionType: string, userAnswer: string[]) =>
  server.call('/ielts/exam/attempt/create/inline', { token, json: { examId, sectionType, userAnswer } });

describe('section deadlines', () => {
  it('the exam-state read gives the section time left from the server, counted from the section start it recorded', async () => {
    const { token } = await login(server, nextPhone());
    const examId = await createExam(token);
    const fresh = await sectionClock(token, examId);
    expect(fresh.remainSection).toBe('LISTENING');
    expect(fresh.remainTimeForSection).toBeGreaterThan(fixtureBook.listening.minutes * 60 - 5);
    expect(fresh.remainTimeForSection).toBeLessThanOrEqual(fixtureBook.listening.minutes * 60);
    // A reload 10 minutes in reads 10 minutes fewer: the clock is the server's, not the page's.
    await startedAgo(examId, minutes(10));
    const later = await sectionClock(token, examId);
    expect(later.remainTimeForSection).toBeGreaterThan((fixtureBook.listening.minutes - 10) * 60 - 5);
    expect(later.remainTimeForSection).toBeLessThanOrEqual((fixtureBook.listening.minutes - 10) * 60);
  });

  it('a listening sheet within the grace is on time; reading then starts its own clock', async () => {
    const { token } = await login(server, nextPhone());
    const examId = await createExam(token);
    await startedAgo(examId, minutes(fixtureBook.listening.minutes) + SECTION_GRACE_MS / 2);
    expect((await sectionClock(token, examId)).remainTimeForSection).toBe(0);
    const sent = await inline(token, examId, 'LISTENING', sheet('LISTENING', 1));
    expect(sent.status).toBe(200);
    expect(sent.body.late).toBe(false);
    const reading = await sectionClock(token, examId);
    expect(reading.remainSection).toBe('READING');
    expect(reading.remainTimeForSection).toBeGreaterThan(fixtureBook.reading.minutes * 60 - 5);
  });

  it('a listening sheet past the deadline and grace is accepted with what was answered, scored, and marked late', async () => {
    const { token } = await login(server, nextPhone());
    const examId = await createExam(token);
    // A modified client that kept listening open for an hour over a 30-minute section.
    await startedAgo(examId, minutes(fixtureBook.listening.minutes + 60));
    const answers = sheet('LISTENING', 2);
    const sent = await inline(token, examId, 'LISTENING', answers);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ statusCode: 200, late: true, remainSection: 'READING' });
    expect(sent.body.message).toMatch(/late/);
    const [stored] = await server.db.select().from(ieltsSectionResults).where(eq(ieltsSectionResults.attemptId, examId));
    expect(stored?.late).toBe(true);
    expect(stored?.userAnswers).toEqual(answers);
    expect(stored?.raw).toBe(2);
    // The answer is kept where the learner reads it back, with the late mark on the result and in My Result's list.
    const back = await server.call(`/ielts/exam/result/get-results-inline/LISTENING/${examId}`, { token });
    expect(back.status).toBe(200);
    expect(back.body.answers[0].userAnswer).toBe(answers[0]);
    expect(back.body.late).toBe(true);
    const listed = await server.call('/user/get-my-results?page=1&size=150', { token });
    expect(listed.body.results.find((r: { examId: number }) => r.examId === examId).lateSections).toEqual(['LISTENING']);
  });

  it('writing: its clock runs from the last speaking recording; late essays are kept, queued and marked', async () => {
    const { token } = await login(server, nextPhone());
    const examId = await createExam(token);
    expect((await inline(token, examId, 'LISTENING', sheet('LISTENING', 0))).status).toBe(200);
    expect((await inline(token, examId, 'READING', sheet('READING', 0))).status).toBe(200);
    await startedAgo(examId, minutes(50));
    const question = fixtureBook.speaking.parts[0]!.questions[0]!.text;
    const spoken = await server.call(
      `/ielts/exam/attempt/create/outline-speaking/${examId}?question=${encodeURIComponent(question)}&partNumber=1`,
      { token, form: { voiceAnswer: { bytes: wavBytes(), filename: 'answer.wav', type: 'audio/wav' } } },
    );
    expect(spoken.status).toBe(200);
    // The recording restarted writing's clock: the whole of writing's minutes are left, not 10.
    const clock = await sectionClock(token, examId);
    expect(clock.remainTimeForSection).toBeGreaterThan(fixtureBook.writing.minutes * 60 - 5);

    await startedAgo(examId, minutes(fixtureBook.writing.minutes) + SECTION_GRACE_MS + 5_000);
    const list = fixtureBook.writing.tasks.map((task) => ({ question: task.prompt, userAnswer: 'An essay written after the time.' }));
    const sent = await server.call('/ielts/exam/attempt/create/outline-writing', { token, json: { examId, list } });
    expect(sent.status).toBe(200);
    expect(sent.body.late).toBe(true);
    const essays = await server.db.select().from(ieltsWritingAnswers).where(eq(ieltsWritingAnswers.attemptId, examId));
    expect(essays.map((e) => [e.userAnswer, e.late])).toEqual([
      ['An essay written after the time.', true],
      ['An essay written after the time.', true],
    ]);
    expect((await server.call(`/ielts/exam/result/get-results-outline-writing/${examId}`, { token })).body.late).toBe(true);
    const listed = await server.call('/user/get-my-results?page=1&size=150', { token });
    expect(listed.body.results.find((r: { examId: number }) => r.examId === examId).lateSections).toEqual(['WRITING']);
  });

  it("listening's clock starts at the runner's Start, not at creation: an exam opened later keeps all its time", async () => {
    const { token } = await login(server, nextPhone());
    const examId = await createExam(token);
    const [created] = await server.db.select().from(ieltsAttempts).where(eq(ieltsAttempts.id, examId));
    expect(created?.sectionStartedAt).toBeNull();
    // Opened 40 minutes after it was created (the attempt's window moved back with it): still all 30 minutes.
    await server.db
      .update(ieltsAttempts)
      .set({ createdAt: new Date(Date.now() - minutes(40)), expiresAt: new Date(created!.expiresAt.getTime() - minutes(40)) })
      .where(eq(ieltsAttempts.id, examId));
    expect((await sectionClock(token, examId)).remainTimeForSection).toBe(fixtureBook.listening.minutes * 60);
    const started = await server.call(`/ielts/exam/start/${examId}`, { method: 'POST', token });
    expect(started.status).toBe(200);
    expect(started.body.remainSection).toBe('LISTENING');
    expect(started.body.remainTimeForSection).toBeGreaterThan(fixtureBook.listening.minutes * 60 - 5);
    // A second Start (a reload) leaves the running clock alone.
    await startedAgo(examId, minutes(10));
    const again = await server.call(`/ielts/exam/start/${examId}`, { method: 'POST', token });
    expect(again.body.remainTimeForSection).toBeLessThanOrEqual((fixtureBook.listening.minutes - 10) * 60);
    // Someone else's exam is not found.
    const other = await login(server, nextPhone());
    expect((await server.call(`/ielts/exam/start/${examId}`, { method: 'POST', token: other.token })).status).toBe(404);
  });

  it('a sheet sent without the Start call (an older client) is never late for a clock that never started', async () => {
    const { token } = await login(server, nextPhone());
    const examId = await createExam(token);
    const sent = await inline(token, examId, 'LISTENING', sheet('LISTENING', 0));
    expect(sent.status).toBe(200);
    expect(sent.body.late).toBe(false);
  });
});
