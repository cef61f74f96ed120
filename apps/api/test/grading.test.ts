import { writingBand } from '@bandwise/core';
import type { Graders } from '@bandwise/grading';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ieltsSpeakingAnswers, jobs, multiLevelOpenAnswers, users } from '../src/db/schema';
import { BOOK_ID, fixtureBook, MULTI_LEVEL_EXAM_ID, SECTION, sheet } from './fixtures';
import { brokenWav, fakeTranscriber, GRADING_TEST_MS, isBand, speechOgg, speechWav, until, warmGraders, type FakeTranscriber } from './grading-support';
import { login, nextPhone, startServer, userWithRole, type TestServer } from './helpers';

/**
 * The grading workers inside the server: a learner's IELTS writing and speaking, and an AI-checked multi-level exam,
 * are graded within seconds and the result calls show bands, sub-scores and comments quoting the learner; the
 * transcription provider (a fake Whisper-style server on loopback) is used when configured and retried when it fails;
 * human-checked answers are left for the examiners, their recordings transcribed for the marking screen; an undecodable recording ends as a failed job, not a crash.
 */

const TRANSCRIPT = 'I buys thing online every weeks and there is many shop near my home.';

let graders: Promise<Graders>;
let stt: FakeTranscriber;
let server: TestServer;

beforeAll(async () => {
  graders = warmGraders();
  stt = await fakeTranscriber(TRANSCRIPT);
  server = await startServer({
    env: { BW_STT_BASE_URL: stt.baseUrl, BW_STT_MODEL: 'whisper-test', BW_STT_API_KEY: 'sk-test' },
    grading: { graders, workers: 1, pollMs: 100, retrySeconds: 0.25, maxAttempts: 3 },
  });
  expect(await server.app.grading!.ready).toBe(true);
});

afterAll(async () => {
  await server?.close();
  await stt?.close();
  (await graders)?.dispose();
});

const TASK1 = `The plans show the town library before and after its renovation.

Overall, the building became more open: the archive room was removed and a reading garden and a children's area were added, while the entrance stayed in the same place.

Before the renovation, visitors entered into a small hall with the reading room on the left and the archive on the right. The librarys office was behind the reading room.

After the work, the hall is twice as large. The archive room has been replaced by a garden, and the reading room now have computers along the wall. A children's area was built where the office used to be, and the office moved upstairs.`;

const TASK2 = `Many people beleive that cities are better places to live than the countryside. In my opinion, cities offer more chances, but the countryside gives a healthier life.

On the one hand, cities have more jobs, universities and hospitals. For example, a young engineer can find work in a big company and continue studying in the evening. Public transport also makes it easy to travel without a car.

On the other hand, life in a village is calmer and cheaper. The air is cleaner and people knows their neighbours, so children can play outside safely. Houses cost much less, which means families can save money.

In conclusion, I believe the best place depends on a person's stage of life: cities suit students and young workers, while the countryside suits families and older people.`;

async function ieltsAttemptAtSpeaking(token: string, on = server): Promise<number> {
  const created = await on.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token });
  const examId = Number(created.body.message);
  for (const sectionType of ['LISTENING', 'READING'] as const) {
    const done = await on.call('/ielts/exam/attempt/create/inline', { token, json: { examId, sectionType, userAnswer: sheet(sectionType, 30) } });
    expect(done.status).toBe(200);
  }
  return examId;
}

const speak = (token: string, examId: number, partNumber: number, question: string, bytes: Uint8Array, on = server) =>
  on.call(`/ielts/exam/attempt/create/outline-speaking/${examId}?question=${encodeURIComponent(question)}&partNumber=${partNumber}`, {
    token,
    form: { voiceAnswer: { bytes, filename: 'answer.wav', type: 'audio/wav' } },
  });

describe('IELTS writing and speaking', { timeout: GRADING_TEST_MS }, () => {
  it('are graded within seconds: bands, the four and six sub-scores, comments quoting the learner, then the attempt completes', async () => {
    const { token } = await login(server, nextPhone());
    const examId = await ieltsAttemptAtSpeaking(token);
    // The first transcription request meets an outage: that recording's job is retried after a back-off.
    stt.failNext(1);
    for (const part of fixtureBook.speaking.parts) {
      expect((await speak(token, examId, part.number, part.questions[0]!.text, speechWav())).status).toBe(200);
    }
    const speakingSent = Date.now();
    const list = fixtureBook.writing.tasks.map((task, i) => ({ question: task.prompt, userAnswer: i === 0 ? TASK1 : TASK2 }));
    expect((await server.call('/ielts/exam/attempt/create/outline-writing', { token, json: { examId, list } })).status).toBe(200);

    const writing = await until(
      'both writing tasks graded',
      async () => (await server.call(`/ielts/exam/result/get-results-outline-writing/${examId}`, { token })).body,
      (body) => body.answers.every((a: { status: string }) => a.status === 'GRADED'),
    );
    console.info(`[grading test] writing: both tasks graded ${writing.ms} ms after the submit`);
    expect(writing.ms).toBeLessThan(20_000);
    const [task1, task2] = writing.value.answers;
    for (const task of [task1, task2]) {
      for (const key of ['taskBandScore', 'taskAchievementScore', 'coherenceScore', 'lexicalResourceScore', 'grammarScore']) expect(isBand(task[key])).toBe(true);
    }
    // Every error is delivered with offsets into the learner's own answer, to be marked in place on the result page.
    const marked = (task: { userAnswer: string; errors: Array<{ start: number; end: number; kind: string; suggestion?: string }> }) =>
      task.errors.map((error) => `${error.kind}:${task.userAnswer.slice(error.start, error.end)}>${error.suggestion ?? ''}`);
    expect(marked(task1)).toContainEqual(expect.stringMatching(/^(grammar|spelling):librarys>libraries$/));
    expect(marked(task2)).toContain('spelling:beleive>believe');
    // Comments quote the learner's own sentences, with the error found and its correction.
    expect(task1.feedback).toContain('"Overall, the building became more open');
    expect(task1.feedback).toContain(`In "The librarys office was behind the reading room.": 'librarys' → 'libraries'`);
    expect(task2.feedback).toContain(`In "Many people beleive that cities are better places to live than the countryside.": 'beleive' → 'believe'`);
    expect(task2.feedback).toContain('Your position is stated: "In my opinion, cities offer more chances');
    // 132 words, 6 of them a run copied from the prompt, which does not count: 126 against 250 marks the task response
    // down, and the comment says why.
    expect(task2.feedback).toMatch(/has 126 words; the task asks for at least 250/);
    // The same comment in Uzbek and Russian (issue 33): the English is the feedback, the quotes stay as written.
    expect(task2.comment.en).toBe(task2.feedback);
    expect(task2.comment.uz).toContain(`"Many people beleive that cities are better places to live than the countryside." gapida: 'beleive' → 'believe'`);
    expect(task2.comment.uz).toMatch(/Javobingizda 126 ta so'z bor; topshiriq kamida 250 ta so'z talab qiladi/);
    expect(task2.comment.ru).toContain(`В предложении "Many people beleive that cities are better places to live than the countryside.": 'beleive' → 'believe'`);
    expect(task2.comment.ru).toMatch(/В вашем ответе 126 слов; задание требует не меньше 250/);
    expect(writing.value.writing).toBe(writingBand(task1.taskBandScore, task2.taskBandScore));

    const parts = await until(
      'all three speaking parts graded',
      async () => Promise.all([1, 2, 3].map(async (n) => (await server.call(`/ielts/exam/result/get-results-outline-speaking/${examId}/${n}`, { token })).body)),
      (all) => all.every((part) => part.status === 'GRADED'),
    );
    console.info(`[grading test] speaking: three parts graded ${Date.now() - speakingSent} ms after the last upload (one transcription retried)`);
    for (const part of parts.value) {
      for (const key of ['part_band_score', 'coherence_score', 'fluency_score', 'grammar_score', 'vocabulary_score', 'relevance_score', 'topic_dev_score']) {
        expect(isBand(part[key]), `${key} of part ${part.part_number}`).toBe(true);
      }
      expect(part.transcription).toHaveLength(1);
      expect(part.transcription[0].transcription).toBe(TRANSCRIPT);
      expect(part.transcription[0].feedback).toMatch(/^Fluency: you spoke for \d+(\.\d)? s at about \d+(\.\d)? syllables per second/);
      expect(part.transcription[0].feedback).toContain(`"${TRANSCRIPT}": 'buys' → 'buy'`);
      expect(part.transcription[0].comment.en).toBe(part.transcription[0].feedback);
      expect(part.transcription[0].comment.ru).toMatch(/^Беглость: вы говорили \d+(,\d)? с /);
      expect(part.transcription[0].comment.uz).toContain(`"${TRANSCRIPT}": 'buys' → 'buy'`);
    }
    // The learner read one fluent sentence of a few seconds: however fluent, a part 1 answer that short scores low.
    expect(parts.value[0].fluency_score).toBeLessThanOrEqual(3.5);
    expect(parts.value[0].transcription[0].feedback).toMatch(/short for part 1/);

    const results = await server.call('/user/get-my-results?page=0&size=10', { token });
    const mine = results.body.results.find((r: { examId: number }) => r.examId === examId);
    expect(mine).toMatchObject({ status: 'COMPLETED', writing: writing.value.writing, listening: expect.any(Number), reading: expect.any(Number) });
    expect(isBand(mine.speaking)).toBe(true);
    expect(isBand(mine.overall)).toBe(true);

    // Four transcription requests for three recordings, each with the file, model and key; one retry, no failure.
    expect(stt.requests).toHaveLength(4);
    expect(stt.requests.every((r) => r.hasFile && r.model === 'whisper-test' && r.authorization === 'Bearer sk-test')).toBe(true);
    const events = server.app.grading!.events;
    const retried = events.find((e) => e.outcome === 'retry');
    expect(retried).toMatchObject({ kind: 'ielts.speaking', attempt: 1 });
    expect(retried!.detail).toMatch(/HTTP 503/);
    expect(events.find((e) => e.jobId === retried!.jobId && e.outcome === 'graded')).toMatchObject({ attempt: 2 });
    const left = await server.db.select().from(jobs).where(sql`(${jobs.payload}->>'attemptId')::int = ${examId} AND ${jobs.kind} LIKE 'ielts.%'`);
    expect(left.map((j) => j.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
  });

  it('a recording nobody can decode ends as a failed job with a clear error, shown on the answer; the worker carries on', async () => {
    const { token } = await login(server, nextPhone());
    const examId = await ieltsAttemptAtSpeaking(token);
    expect((await speak(token, examId, 1, 'How often do you buy things online?', brokenWav())).status).toBe(200);
    expect((await speak(token, examId, 2, 'Describe a family visit you enjoyed.', speechWav())).status).toBe(200);
    const [broken] = await server.db
      .select()
      .from(ieltsSpeakingAnswers)
      .where(and(eq(ieltsSpeakingAnswers.attemptId, examId), eq(ieltsSpeakingAnswers.partNumber, 1)));
    const job = await until(
      'the broken recording job failed',
      async () => (await server.db.select().from(jobs).where(sql`${jobs.kind} = 'ielts.speaking' AND (${jobs.payload}->>'answerId')::int = ${broken!.id}`))[0]!,
      (row) => row.status === 'failed',
    );
    // Undecodable input is not retried: one try, and the reason in words.
    expect(job.value.attempts).toBe(1);
    expect(job.value.lastError).toMatch(/^The recording could not be decoded: /);
    const [answer] = await server.db.select().from(ieltsSpeakingAnswers).where(eq(ieltsSpeakingAnswers.id, broken!.id));
    expect(answer!.gradedAt).toBeNull();
    expect(answer!.grading).toMatchObject({ error: job.value.lastError, job: { id: job.value.id, attempt: 1 } });

    const part2 = await until(
      'part 2 graded',
      async () => (await server.call(`/ielts/exam/result/get-results-outline-speaking/${examId}/2`, { token })).body,
      (part) => part.status === 'GRADED',
    );
    expect(isBand(part2.value.part_band_score)).toBe(true);
    const part1 = await server.call(`/ielts/exam/result/get-results-outline-speaking/${examId}/1`, { token });
    expect(part1.body).toMatchObject({ status: 'PENDING', part_band_score: null, fluency_score: null });
    expect(server.app.grading!.events.find((e) => e.jobId === job.value.id)).toMatchObject({ outcome: 'failed', attempt: 1 });
    expect((await server.call('/settings/public')).status).toBe(200);
  });
});

describe('multi-level', { timeout: GRADING_TEST_MS }, () => {
  async function learner() {
    const user = await login(server, nextPhone());
    await server.db.update(users).set({ balance: 200_000 }).where(eq(users.id, user.userId));
    return user;
  }
  const check = (token: string, examId: number, sectionId: number, parts: unknown[]) =>
    server.call('/user/check', { token, json: { section_id: sectionId, exam_id: examId, parts } });
  const quiz = (partId: number, type: string, questionId: number, answerId: number) => ({
    id: partId,
    part_type: type,
    answers: [{ question_id: questionId, answer_id: answerId, question_type: 'quiz', answer_text: null, input_index: null }],
  });
  const LETTER =
    'Dear Sam,\n\nThanks for your message! I was really sad to hear that the club is closing on Saturdays, because that is the only day I can play. Why dont we ask the other members to write to the manager together? Maybe they will listen if many of us complain.\n\nBest wishes,\nAziz';
  const ESSAY = `Some people think a gap year is a waste of time. In my opinion, a year of work or volunteering before university is valuable.

Firstly, young people learn to manage money and time when they work. For example, my cousin worked in a hotel and he became much more organised.

However, some students forget what they learned at school and they find it hard to start studying again.

In conclusion, I believe a gap year helps most students if they plan it carefully.`;

  async function throughWriting(token: string, type: 'ai' | 'human'): Promise<number> {
    const bought = await server.call('/user/buy-exam', { token, form: { mock_exam_id: String(MULTI_LEVEL_EXAM_ID), type } });
    const examId: number = bought.body.exam.id;
    expect((await server.call('/user/start-exam', { token, form: { exam_id: String(examId) } })).status).toBe(200);
    expect((await check(token, examId, SECTION.listening, [quiz(101, 'listening', 1001, 10010)])).status).toBe(200);
    expect((await check(token, examId, SECTION.reading, [quiz(103, 'reading', 1101, 11010)])).status).toBe(200);
    const writing = await check(token, examId, SECTION.writing, [
      { id: 104, part_type: 'writing', answers: [{ question_id: 1201, answer_id: null, question_type: 'essay', answer_text: LETTER }] },
      { id: 105, part_type: 'writing', answers: [{ question_id: 1202, answer_id: null, question_type: 'essay', answer_text: ESSAY }] },
    ]);
    expect(writing.status).toBe(200);
    return examId;
  }

  it('an AI-checked exam: essays and recordings get 0-75 scores with comments and the exam turns checked; human-checked answers stay queued', async () => {
    const human = await learner();
    const humanExam = await throughWriting(human.token, 'human');

    const { token, userId } = await learner();
    const examId = await throughWriting(token, 'ai');
    for (const [questionId, bytes, name] of [[1301, speechOgg(), 'a.ogg'], [1302, speechWav(), 'b.wav']] as const) {
      const uploaded = await server.call('/user/upload-speaking', { token, form: { audio: { bytes, filename: name }, exam_id: String(examId), question_id: String(questionId) } });
      expect(uploaded.status).toBe(200);
    }
    const speaking = await check(token, examId, SECTION.speaking, [
      {
        id: 106,
        part_type: 'speaking',
        answers: [1301, 1302].map((question_id) => ({ question_id, question_type: 'speaking', exam_id: examId })),
      },
    ]);
    expect(speaking.status).toBe(200);
    expect((await server.call('/user/finish-exam', { token, json: { exam_id: examId } })).status).toBe(200);

    const checked = await until(
      'the multi-level exam checked',
      async () => ((await server.call('/user/my-exams', { token, json: { user_id: userId } })).body as Array<{ id: number; status: string }>).find((e) => e.id === examId)!,
      (exam) => exam.status === 'checked',
    );
    console.info(`[grading test] multi-level: writing and speaking graded, exam checked ${checked.ms} ms after finishing`);
    const exam = checked.value as unknown as { score: number; result: string; section_scores: Array<{ type: string; score: number | null }> };
    expect(exam.score).toEqual(expect.any(Number));
    expect(['Below B1', 'B1', 'B2', 'C1']).toContain(exam.result);
    for (const section of exam.section_scores) expect(section.score, section.type).toEqual(expect.any(Number));

    const writing = await server.call(`/user/my-exam/${examId}/${SECTION.writing}`, { token });
    expect(writing.body.section).toMatchObject({ status: 'scored', score: expect.any(Number) });
    const [letter, essay] = writing.body.user_answers;
    for (const answer of [letter, essay]) {
      expect(answer.score).toBeGreaterThanOrEqual(0);
      expect(answer.score).toBeLessThanOrEqual(75);
    }
    expect(letter.feedback).toMatch(/dont/);
    // The multi-level letter's errors come marked in its own text too.
    expect(letter.errors.map((error: { start: number; end: number }) => letter.answer_text.slice(error.start, error.end))).toContain('dont');
    expect(essay.feedback).toContain('"In my opinion, a year of work or volunteering before university is valuable."');

    const spoken = await server.call(`/user/my-exam/${examId}/${SECTION.speaking}`, { token });
    expect(spoken.body.section).toMatchObject({ status: 'scored', score: expect.any(Number) });
    for (const answer of spoken.body.user_answers) {
      expect(answer.answer_text).toBe(TRANSCRIPT);
      expect(answer.score).toEqual(expect.any(Number));
      expect(answer.feedback).toMatch(/^Fluency: you spoke for \d+(\.\d)? s at about/);
    }

    // The human-checked exam's essays were queued first, yet no AI worker touched them.
    const humanJobs = await server.db.select().from(jobs).where(sql`(${jobs.payload}->>'attemptId')::int = ${humanExam} AND ${jobs.kind} LIKE 'multiLevel.%'`);
    expect(humanJobs).toHaveLength(2);
    expect(humanJobs.every((j) => j.status === 'queued' && j.attempts === 0)).toBe(true);
  });

  it("a human-checked recording: the workers transcribe it and grade nothing; the examiner's marking screen shows the transcript", async () => {
    const human = await learner();
    const examId = await throughWriting(human.token, 'human');
    const uploaded = await server.call('/user/upload-speaking', { token: human.token, form: { audio: { bytes: speechWav(), filename: 'a.wav' }, exam_id: String(examId), question_id: '1301' } });
    expect(uploaded.status).toBe(200);
    const speaking = await check(human.token, examId, SECTION.speaking, [
      { id: 106, part_type: 'speaking', answers: [1301, 1302].map((question_id) => ({ question_id, question_type: 'speaking', exam_id: examId })) },
    ]);
    expect(speaking.status).toBe(200);

    const answerOf = async () => (await server.db.select().from(multiLevelOpenAnswers).where(and(eq(multiLevelOpenAnswers.attemptId, examId), eq(multiLevelOpenAnswers.questionId, 1301))))[0]!;
    const transcribed = await until('the human-checked recording transcribed', answerOf, (answer) => answer.transcription !== null);
    console.info(`[grading test] human-checked recording transcribed ${transcribed.ms} ms after the speaking submit`);
    expect(transcribed.value).toMatchObject({ transcription: TRANSCRIPT, score: null, status: expect.not.stringMatching(/^graded$/) });
    // The examiner's job itself is untouched: still queued for a person, never claimed by a worker.
    const marking = await server.db.select().from(jobs).where(sql`${jobs.kind} = 'multiLevel.speaking' AND (${jobs.payload}->>'answerId')::int = ${transcribed.value.id}`);
    expect(marking).toMatchObject([{ status: 'queued', attempts: 0 }]);

    const examiner = await userWithRole(server, 'examiner');
    const queue = await server.call('/examiner/queue', { token: examiner.token });
    const item = queue.body.items.find((i: { exam: { attemptId: number }; kind: string; part: string }) => i.exam.attemptId === examId && i.kind === 'multiLevel.speaking' && i.part.endsWith('question 1'));
    const detail = await server.call(`/examiner/answers/${item.id}`, { token: examiner.token });
    expect(detail.status).toBe(200);
    expect(detail.body.transcript).toBe(TRANSCRIPT);
    // The grader's suggestion beside it reads the same words: the word-based sub-scores are not the fluency estimate repeated.
    expect(detail.body.suggestion.note).not.toMatch(/No transcript/);
    expect(detail.body.suggestion.comment).toContain("'buys' → 'buy'");
  });
});

describe('without a recogniser', { timeout: GRADING_TEST_MS }, () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startServer({ env: { BW_STT_BUILTIN: 'off' }, grading: { graders, workers: 1, pollMs: 100, retrySeconds: 0.25, maxAttempts: 3 } });
    expect(await plain.app.grading!.ready).toBe(true);
  });
  afterAll(async () => plain?.close());

  it('a recording is graded on fluency alone: the five word-based sub-scores are not assessed, none repeats fluency', async () => {
    const { token } = await login(plain, nextPhone());
    const examId = await ieltsAttemptAtSpeaking(token, plain);
    expect((await speak(token, examId, 1, fixtureBook.speaking.parts[0]!.questions[0]!.text, speechWav(), plain)).status).toBe(200);
    const part = await until(
      'part 1 graded without a transcript',
      async () => (await plain.call(`/ielts/exam/result/get-results-outline-speaking/${examId}/1`, { token })).body,
      (body) => body.status === 'GRADED',
    );
    expect(isBand(part.value.fluency_score)).toBe(true);
    expect(part.value).toMatchObject({ coherence_score: null, grammar_score: null, vocabulary_score: null, relevance_score: null, topic_dev_score: null });
    // The part band is fluency's own, and the comment says what was and was not assessed.
    expect(part.value.part_band_score).toBe(part.value.fluency_score);
    expect(part.value.transcription[0].transcription).toBeNull();
    expect(part.value.transcription[0].feedback).toMatch(/^Fluency: you spoke for/);
    expect(part.value.transcription[0].feedback).toContain('Speech recognition is not available on this server, so your words could not be assessed.');
    expect(part.value.transcription[0].feedback).toContain('vocabulary, grammar, relevance, topic development and coherence need the words and are not assessed');
    // ...in the learner's language too, the server's own note included.
    expect(part.value.transcription[0].comment.uz).toMatch(/^Ravonlik: siz /);
    expect(part.value.transcription[0].comment.uz).toContain("Bu serverda nutqni tanib olish mavjud emas");
    expect(part.value.transcription[0].comment.ru).toContain('На этом сервере нет распознавания речи');
  });
});
