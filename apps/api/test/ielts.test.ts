import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ieltsAttempts, ieltsSectionResults, ieltsSpeakingAnswers, ieltsWritingAnswers, jobs } from '../src/db/schema';
import { refreshIeltsAttempt } from '../src/exams/ielts';
import { saveSetting } from '../src/settings';
import { BOOK_ID, BOOK_NAME, fixtureBook, pngBytes, sheet, wavBytes } from './fixtures';
import { isErrorBody, login, nextPhone, serverForFile } from './helpers';

const server = serverForFile();

async function createExam(token: string): Promise<number> {
  const created = await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token });
  expect(created.status).toBe(200);
  return Number(created.body.message);
}

const inline = (token: string, examId: number | string, sectionType: string, userAnswer: unknown) =>
  server.call('/ielts/exam/attempt/create/inline', { token, json: { examId, sectionType, userAnswer } });

const speak = (token: string, examId: number, partNumber: number, question: string, bytes = wavBytes()) =>
  server.call(
    `/ielts/exam/attempt/create/outline-speaking/${examId}?question=${encodeURIComponent(question)}&partNumber=${partNumber}`,
    { token, form: { voiceAnswer: { bytes, filename: 'answer.wav', type: 'audio/wav' } } },
  );

const writingList = [
  { question: fixtureBook.writing.tasks[0]!.prompt, userAnswer: 'The library gained a café and lost its archive room.' },
  { question: fixtureBook.writing.tasks[1]!.prompt, userAnswer: 'Cities offer work, but the countryside offers calm.' },
];

describe('books and exam creation', () => {
  it('lists the books and serves a book without its keys', async () => {
    const books = await server.call('/ielts/books');
    expect(books.status).toBe(200);
    expect(books.body).toEqual([{ id: BOOK_ID, slug: 'book1', name: BOOK_NAME, module: 'academic', version: 1 }]);
    const book = await server.call(`/ielts/books/${BOOK_ID}`);
    expect(book.status).toBe(200);
    expect(book.body.name).toBe(BOOK_NAME);
    expect(book.text).not.toContain('word12');
    expect(book.text).not.toContain('car park');
    expect((await server.call('/ielts/books/999')).status).toBe(404);
  });

  it('POST /ielts/exam/create?bookId= answers message = exam id, remaining section LISTENING, 4 hours', async () => {
    const { token } = await login(server, nextPhone());
    const created = await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token });
    expect(created.status).toBe(200);
    expect(created.body.statusCode).toBe(200);
    expect(created.body.message).toMatch(/^\d+$/);
    expect(created.body.examId).toBe(Number(created.body.message));
    expect(created.body.remainSection).toBe('LISTENING');
    expect(created.body.remainTimeForEndExam).toBeGreaterThan(4 * 3600 - 60);
    expect(created.body.remainTimeForEndExam).toBeLessThanOrEqual(4 * 3600);
    const profile = await server.call('/user/profile', { token });
    expect(profile.body.data.todayExamCount).toBe(1);
  });

  it('refuses a 4th exam in a day with the daily-limit message; the limit is a setting', async () => {
    const { token } = await login(server, nextPhone());
    for (let i = 0; i < 3; i += 1) await createExam(token);
    const fourth = await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/^Daily IELTS exam limit reached/);
    await saveSetting(server.db, 'limits', { ieltsDailyExams: 4 });
    try {
      expect((await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token })).status).toBe(200);
      const settings = await server.call('/settings/public');
      expect(settings.body.limits.ieltsDailyExams).toBe(4);
    } finally {
      await saveSetting(server.db, 'limits', { ieltsDailyExams: 3 });
    }
  });

  it('answers 400 for a missing or non-numeric bookId and 404 for an unknown book', async () => {
    const { token } = await login(server, nextPhone());
    expect((await server.call('/ielts/exam/create', { method: 'POST', token })).status).toBe(400);
    expect((await server.call('/ielts/exam/create?bookId=abc', { method: 'POST', token })).status).toBe(400);
    const unknown = await server.call('/ielts/exam/create?bookId=77', { method: 'POST', token });
    expect(unknown.status).toBe(404);
    expect(isErrorBody(unknown.body, 404)).toBe(true);
    expect((await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST' })).status).toBe(401);
  });
});

describe('a full IELTS exam', () => {
  let token: string;
  let examId: number;
  beforeAll(async () => {
    ({ token } = await login(server, nextPhone()));
    examId = await createExam(token);
  });

  it('refuses reading before listening with 409 and a clear message', async () => {
    const early = await inline(token, examId, 'READING', sheet('READING', 40));
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/listening first/i);
  });

  it('scores listening at once (examId as text, as the seed client may send it)', async () => {
    const submitted = await inline(token, String(examId), 'LISTENING', sheet('LISTENING', 30));
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ statusCode: 200, raw: 30, band: 7, remainSection: 'READING' });
  });

  it('refuses the same listening again with 409', async () => {
    const again = await inline(token, examId, 'LISTENING', sheet('LISTENING', 40));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already been submitted/);
  });

  it('scores reading with the academic table', async () => {
    const submitted = await inline(token, examId, 'READING', sheet('READING', 35));
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ raw: 35, band: 8, remainSection: 'SPEAKING' });
  });

  it('GET get-results-inline answers 40 rows of {userAnswer, isTrue, trueAnswer}', async () => {
    const result = await server.call(`/ielts/exam/result/get-results-inline/LISTENING/${examId}`, { token });
    expect(result.status).toBe(200);
    expect(result.body.answers).toHaveLength(40);
    expect(result.body.answers[0]).toEqual({ userAnswer: 'car park', isTrue: true, trueAnswer: 'car park' });
    expect(result.body.answers[30]).toMatchObject({ userAnswer: '', isTrue: false, trueAnswer: 'word31' });
    expect(result.body).toMatchObject({ raw: 30, band: 7 });
    const reading = await server.call(`/ielts/exam/result/get-results-inline/READING/${examId}`, { token });
    expect(reading.body.answers.filter((a: { isTrue: boolean }) => a.isTrue)).toHaveLength(35);
  });

  it('accepts WAV speaking answers (checked by their bytes) and refuses other files', async () => {
    const ok = await speak(token, examId, 1, 'How often do you buy things online?');
    expect(ok.status).toBe(200);
    expect(ok.body.statusCode).toBe(200);
    // The same recording again (a resend) is the first one; another recording for the question is refused.
    expect((await speak(token, examId, 1, 'How often do you buy things online?')).body).toEqual(ok.body);
    const again = await speak(token, examId, 1, 'How often do you buy things online?', wavBytes(1600));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ statusCode: 409 });
    expect(again.body.message).toBeTruthy();
    const png = await speak(token, examId, 2, 'Describe a family visit you enjoyed.', pngBytes());
    expect(png.status).toBe(415);
    expect(png.body.message).toMatch(/WAV/);
    const part2 = await speak(token, examId, 2, 'Describe a family visit you enjoyed.');
    expect(part2.status).toBe(200);
    const badPart = await speak(token, examId, 4, 'Question?');
    expect(badPart.status).toBe(400);
    const noQuestion = await server.call(`/ielts/exam/attempt/create/outline-speaking/${examId}?partNumber=1`, {
      token,
      form: { voiceAnswer: { bytes: wavBytes(), filename: 'a.wav' } },
    });
    expect(noQuestion.status).toBe(400);
    const noFile = await server.call(`/ielts/exam/attempt/create/outline-speaking/${examId}?question=Q&partNumber=1`, {
      token,
      form: { voiceAnswer: 'not a file' },
    });
    expect(noFile.status).toBe(400);
    const rows = await server.db.select().from(ieltsSpeakingAnswers).where(eq(ieltsSpeakingAnswers.attemptId, examId));
    expect(rows).toHaveLength(2);
    const queued = await server.db.select().from(jobs).where(eq(jobs.kind, 'ielts.speaking'));
    expect(queued.filter((j) => (j.payload as { attemptId: number }).attemptId === examId)).toHaveLength(2);
  });

  it('GET get-results-outline-speaking answers the part with its fields; scores null until graded', async () => {
    const part = await server.call(`/ielts/exam/result/get-results-outline-speaking/${examId}/1`, { token });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({
      part_number: 1,
      part_band_score: null,
      coherence_score: null,
      fluency_score: null,
      grammar_score: null,
      vocabulary_score: null,
      relevance_score: null,
      topic_dev_score: null,
      status: 'PENDING',
    });
    expect(part.body.transcription).toHaveLength(1);
    expect(part.body.transcription[0]).toMatchObject({ question: 'How often do you buy things online?', transcription: null, feedback: null });
    expect(part.body.transcription[0].voiceUrl).toMatch(/^\/media\/uploads\/ielts\/[0-9a-f]{32}\.wav$/);
    const audio = await fetch(`${server.url}${part.body.transcription[0].voiceUrl}`);
    expect(audio.status).toBe(200);
    expect(Buffer.from(await audio.arrayBuffer()).subarray(0, 4).toString('ascii')).toBe('RIFF');
    const empty = await server.call(`/ielts/exam/result/get-results-outline-speaking/${examId}/3`, { token });
    expect(empty.body.transcription).toEqual([]);
  });

  it('stores writing (list of two) with a grading job each, then refuses a second writing', async () => {
    const submitted = await server.call('/ielts/exam/attempt/create/outline-writing', { token, json: { examId, list: writingList } });
    expect(submitted.status).toBe(200);
    expect(submitted.body.statusCode).toBe(200);
    const stored = await server.db.select().from(ieltsWritingAnswers).where(eq(ieltsWritingAnswers.attemptId, examId));
    expect(stored.map((r) => r.taskNumber).sort()).toEqual([1, 2]);
    const queued = (await server.db.select().from(jobs).where(eq(jobs.kind, 'ielts.writing'))).filter(
      (j) => (j.payload as { attemptId: number }).attemptId === examId,
    );
    expect(queued).toHaveLength(2);
    expect(queued.every((j) => j.status === 'queued')).toBe(true);
    // The same essays again (a resend) are the first submission; other essays are refused.
    expect((await server.call('/ielts/exam/attempt/create/outline-writing', { token, json: { examId, list: writingList } })).status).toBe(200);
    const other = writingList.map((task) => ({ ...task, userAnswer: `${task.userAnswer} More.` }));
    const again = await server.call('/ielts/exam/attempt/create/outline-writing', { token, json: { examId, list: other } });
    expect(again.status).toBe(409);
    const lateSpeaking = await speak(token, examId, 3, 'Why do families meet less often?');
    expect(lateSpeaking.status).toBe(409);
  });

  it('GET get-results-outline-writing answers both tasks with the seed fields, null until graded', async () => {
    const result = await server.call(`/ielts/exam/result/get-results-outline-writing/${examId}`, { token });
    expect(result.status).toBe(200);
    expect(result.body.answers).toHaveLength(2);
    expect(result.body.answers[0]).toMatchObject({
      question: writingList[0]!.question,
      userAnswer: writingList[0]!.userAnswer,
      feedback: null,
      taskBandScore: null,
      coherenceScore: null,
      grammarScore: null,
      lexicalResourceScore: null,
      taskAchievementScore: null,
      status: 'PENDING',
    });
  });

  it('GET /user/get-my-results lists the attempt honestly PENDING with the seed fields', async () => {
    const results = await server.call('/user/get-my-results?page=0&size=150', { token });
    expect(results.status).toBe(200);
    const item = results.body.results.find((r: { id: number }) => r.id === examId);
    expect(item).toMatchObject({
      id: examId,
      examId,
      bookName: BOOK_NAME,
      status: 'PENDING',
      remainSection: null,
      remainTimeForEndExam: 0,
      overall: null,
      listening: 7,
      reading: 8,
      speaking: null,
      writing: null,
    });
    expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
    expect((await server.call('/user/get-my-results?page=0&size=151', { token })).status).toBe(400);
    expect((await server.call('/user/get-my-results?page=-1&size=10', { token })).status).toBe(400);
  });

  it('completes with the overall band once graded, and appears on the top-10', async () => {
    await server.db.update(ieltsAttempts).set({ writing: 6.5, speaking: 7 }).where(eq(ieltsAttempts.id, examId));
    await refreshIeltsAttempt(server.db, examId);
    const results = await server.call('/user/get-my-results?page=0&size=10', { token });
    const item = results.body.results.find((r: { id: number }) => r.id === examId);
    // (7 + 8 + 6.5 + 7) / 4 = 7.125 -> 7
    expect(item).toMatchObject({ status: 'COMPLETED', overall: 7 });
    await server.call('/user/update-information', { method: 'PUT', token, json: { name: 'Top', surname: 'Scorer' } });
    const top = await server.call('/user/top-10');
    expect(top.status).toBe(200);
    expect(top.body[0]).toMatchObject({ user_name: 'Top Scorer', score: 7, examId });
    expect(new Date(top.body[0].created_at).toISOString()).toBe(top.body[0].created_at);
  });
});

describe('writing as `Qua`, section order and deadlines', () => {
  it('accepts the list named Qua and refuses a list of one', async () => {
    const { token } = await login(server, nextPhone());
    const examId = await createExam(token);
    await server.db.update(ieltsAttempts).set({ remainSection: 'writing' }).where(eq(ieltsAttempts.id, examId));
    const one = await server.call('/ielts/exam/attempt/create/outline-writing', { token, json: { examId, Qua: [writingList[0]] } });
    expect(one.status).toBe(400);
    const neither = await server.call('/ielts/exam/attempt/create/outline-writing', { token, json: { examId } });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toMatch(/list/);
    const qua = await server.call('/ielts/exam/attempt/create/outline-writing', { token, json: { examId, Qua: writingList } });
    expect(qua.status).toBe(200);
  });

  it('refuses writing before reading and any submission after the 4-hour window', async () => {
    const { token } = await login(server, nextPhone());
    const examId = await createExam(token);
    const early = await server.call('/ielts/exam/attempt/create/outline-writing', { token, json: { examId, list: writingList } });
    expect(early.status).toBe(409);
    await server.db.update(ieltsAttempts).set({ expiresAt: new Date(Date.now() - 10 * 60_000) }).where(eq(ieltsAttempts.id, examId));
    const late = await inline(token, examId, 'LISTENING', sheet('LISTENING', 10));
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/4-hour/);
  });

  it('validates the answer sheet: 40 strings exactly', async () => {
    const { token } = await login(server, nextPhone());
    const examId = await createExam(token);
    const short = await inline(token, examId, 'LISTENING', sheet('LISTENING', 5).slice(0, 39));
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/userAnswer/);
    const numbers = await inline(token, examId, 'LISTENING', new Array(40).fill(1));
    expect(numbers.status).toBe(400);
    const section = await inline(token, examId, 'SPEAKING', sheet('LISTENING', 5));
    expect(section.status).toBe(400);
    const badId = await inline(token, 'abc', 'LISTENING', sheet('LISTENING', 5));
    expect(badId.status).toBe(400);
  });

  it('parallel duplicate submits store exactly one result, and each gets its answer', async () => {
    const { token } = await login(server, nextPhone());
    const examId = await createExam(token);
    const responses = await Promise.all(Array.from({ length: 8 }, () => inline(token, examId, 'LISTENING', sheet('LISTENING', 20))));
    expect(responses.map((r) => r.status)).toEqual(new Array(8).fill(200));
    for (const response of responses) expect(response.body).toEqual(responses[0]!.body);
    const stored = await server.db.select().from(ieltsSectionResults).where(eq(ieltsSectionResults.attemptId, examId));
    expect(stored).toHaveLength(1);

    const writingExam = await createExam(token);
    await server.db.update(ieltsAttempts).set({ remainSection: 'speaking' }).where(eq(ieltsAttempts.id, writingExam));
    const writes = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.call('/ielts/exam/attempt/create/outline-writing', { token, json: { examId: writingExam, list: writingList } }),
      ),
    );
    expect(writes.map((r) => r.status)).toEqual(new Array(5).fill(200));
    const jobsOfExam = (await server.db.select().from(jobs).where(eq(jobs.kind, 'ielts.writing'))).filter((j) => (j.payload as { attemptId: number }).attemptId === writingExam);
    expect(jobsOfExam).toHaveLength(2);
    const essays = await server.db.select().from(ieltsWritingAnswers).where(eq(ieltsWritingAnswers.attemptId, writingExam));
    expect(essays).toHaveLength(2);
  });
});

describe('ownership: another learner gets 404 for every id-bearing IELTS call', () => {
  it('refuses B on A’s exam, results and uploads', async () => {
    const a = await login(server, nextPhone());
    const b = await login(server, nextPhone());
    const examId = await createExam(a.token);
    expect((await inline(a.token, examId, 'LISTENING', sheet('LISTENING', 10))).status).toBe(200);

    const attempts = [
      await inline(b.token, examId, 'READING', sheet('READING', 10)),
      await speak(b.token, examId, 1, 'How often do you buy things online?'),
      await server.call('/ielts/exam/attempt/create/outline-writing', { token: b.token, json: { examId, list: writingList } }),
      await server.call(`/ielts/exam/result/get-results-inline/LISTENING/${examId}`, { token: b.token }),
      await server.call(`/ielts/exam/result/get-results-outline-writing/${examId}`, { token: b.token }),
      await server.call(`/ielts/exam/result/get-results-outline-speaking/${examId}/1`, { token: b.token }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect(isErrorBody(response.body, 404)).toBe(true);
    }
    const mine = await server.call('/user/get-my-results?page=0&size=150', { token: b.token });
    expect(mine.body.results.some((r: { id: number }) => r.id === examId)).toBe(false);
    // A's exam is untouched by B's attempts.
    const [attempt] = await server.db.select().from(ieltsAttempts).where(eq(ieltsAttempts.id, examId));
    expect(attempt?.remainSection).toBe('reading');
  });
});
