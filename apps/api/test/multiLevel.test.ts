import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, multiLevelAttempts, multiLevelOpenAnswers, multiLevelSectionResults, users } from '../src/db/schema';
import { refreshMultiLevelAttempt } from '../src/exams/multiLevel';
import { MULTI_LEVEL_EXAM_ID, SECTION, oggBytes, pngBytes, wavBytes } from './fixtures';
import { isErrorBody, login, nextPhone, serverForFile } from './helpers';

const server = serverForFile();

const AI_PRICE = 25_000;

async function learner(balance = 100_000) {
  const user = await login(server, nextPhone());
  await server.db.update(users).set({ balance }).where(eq(users.id, user.userId));
  return user;
}

async function buy(token: string, type: 'ai' | 'human' = 'ai'): Promise<number> {
  const bought = await server.call('/user/buy-exam', { token, form: { mock_exam_id: String(MULTI_LEVEL_EXAM_ID), type } });
  expect(bought.status).toBe(200);
  return bought.body.exam.id;
}

const start = (token: string, examId: number) => server.call('/user/start-exam', { token, form: { exam_id: String(examId) } });

const check = (token: string, examId: number, sectionId: number, parts: unknown[]) =>
  server.call('/user/check', { token, json: { section_id: sectionId, exam_id: examId, parts } });

const listeningParts = [
  {
    id: 101,
    part_type: 'listening',
    answers: [
      { question_id: 1001, answer_id: 10011, question_type: 'quiz', answer_text: null, input_index: null },
      // A changed single choice replaces the earlier one.
      { question_id: 1001, answer_id: 10010, question_type: 'quiz', answer_text: null, input_index: null },
      { question_id: 1002, answer_id: 10020, question_type: 'quiz', answer_text: null, input_index: null },
    ],
  },
  {
    id: 102,
    part_type: 'listening',
    answers: [
      { question_id: 1003, answer_id: null, question_type: 'writing', answer_text: ' Red ', input_index: 0 },
      { question_id: 1003, answer_id: null, question_type: 'writing', answer_text: 'green', input_index: 1 },
    ],
  },
];
const readingParts = [
  { id: 103, part_type: 'reading', answers: [{ question_id: 1101, answer_id: 11010, question_type: 'quiz', answer_text: null, input_index: null }] },
];
const writingParts = [
  { id: 104, part_type: 'writing', answers: [{ question_id: 1201, answer_id: null, question_type: 'essay', answer_text: 'Dear Sam, thanks for the invitation.' }] },
  { id: 105, part_type: 'writing', answers: [{ question_id: 1202, answer_id: null, question_type: 'essay', answer_text: 'Some say cities are better.' }] },
];

describe('buying', () => {
  it('GET /user/exams lists {id, name} with prices', async () => {
    const { token } = await learner();
    const exams = await server.call('/user/exams', { token });
    expect(exams.status).toBe(200);
    expect(exams.body).toEqual([{ id: MULTI_LEVEL_EXAM_ID, name: 'Multi Level Mock 1', duration: 200, ai_price: AI_PRICE, human_price: 50_000 }]);
  });

  it('GET /user/exams is a public read: a visitor (no token, or a stale one) sees the same list; buying still needs login', async () => {
    const { token } = await learner();
    const asLearner = await server.call('/user/exams', { token });
    const asVisitor = await server.call('/user/exams');
    expect(asVisitor.status).toBe(200);
    expect(asVisitor.body).toEqual(asLearner.body);
    const stale = await server.call('/user/exams', { token: 'x'.repeat(43) });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(asLearner.body);
    const buy = await server.call('/user/buy-exam', { form: { mock_exam_id: '1', type: 'ai' } });
    expect(buy.status).toBe(401);
  });

  it('POST /user/buy-exam (multipart) debits the balance and answers exam.id', async () => {
    const { token } = await learner(30_000);
    const bought = await server.call('/user/buy-exam', { token, form: { mock_exam_id: '1', type: 'ai' } });
    expect(bought.status).toBe(200);
    expect(bought.body.exam.id).toEqual(expect.any(Number));
    expect(bought.body).toMatchObject({ price: AI_PRICE, balance: 5_000 });
    const profile = await server.call('/user/profile', { token });
    expect(profile.body.data.balance).toBe(5_000);
  });

  it('refuses a purchase the balance cannot pay with the seed message, and never goes below zero in parallel', async () => {
    const { token, userId } = await learner(AI_PRICE * 2);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => server.call('/user/buy-exam', { token, form: { mock_exam_id: '1', type: 'ai' } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.status).toBe(402);
      expect(r.body.message).toBe('There is not enough money on your balance');
    }
    const [user] = await server.db.select().from(users).where(eq(users.id, userId));
    expect(user?.balance).toBe(0);
    const human = await server.call('/user/buy-exam', { token, json: { mock_exam_id: 1, type: 'human' } });
    expect(human.status).toBe(402);
  });

  it('spends an earned referral bonus on the next AI purchase', async () => {
    const { token, userId } = await learner(0);
    await server.db.update(users).set({ bonusAvailable: 1 }).where(eq(users.id, userId));
    const bought = await server.call('/user/buy-exam', { token, form: { mock_exam_id: '1', type: 'ai' } });
    expect(bought.status).toBe(200);
    expect(bought.body.price).toBe(0);
    const bonus = await server.call('/bonus/get-bonus-information-me', { token });
    expect(bonus.body).toMatchObject({ bonusCount: 1, bonusAvailable: 0 });
    expect((await server.call('/user/buy-exam', { token, form: { mock_exam_id: '1', type: 'ai' } })).status).toBe(402);
  });

  it('validates the purchase: type ai|human, a known exam', async () => {
    const { token } = await learner();
    const badType = await server.call('/user/buy-exam', { token, form: { mock_exam_id: '1', type: 'robot' } });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/type/);
    expect((await server.call('/user/buy-exam', { token, form: { type: 'ai' } })).status).toBe(400);
    expect((await server.call('/user/buy-exam', { token, form: { mock_exam_id: '99', type: 'ai' } })).status).toBe(404);
    expect((await server.call('/user/buy-exam', { form: { mock_exam_id: '1', type: 'ai' } })).status).toBe(401);
  });
});

describe('a full multi-level exam', () => {
  let token: string;
  let userId: number;
  let examId: number;
  beforeAll(async () => {
    ({ token, userId } = await learner());
    examId = await buy(token, 'human');
  });

  it('refuses a check before the exam is started', async () => {
    const early = await check(token, examId, SECTION.listening, listeningParts);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/Start the exam/);
  });

  it('POST /user/start-exam answers the exam data (sections, parts, questions, answers) without keys', async () => {
    const started = await start(token, examId);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ id: examId, mock_exam_id: MULTI_LEVEL_EXAM_ID, name: 'Multi Level Mock 1', duration: 200, remain_section: 'listening' });
    expect(started.body.sections.map((s: { type: string }) => s.type)).toEqual(['listening', 'reading', 'writing', 'speaking']);
    const listening = started.body.sections[0];
    expect(listening).toMatchObject({ id: SECTION.listening, duration: 45, audio_path: '/media/multi-level/exam1/listening.mp3' });
    expect(listening.parts[1].photo_path).toBe('/media/multi-level/exam1/map.svg');
    expect(listening.parts[0].questions[0]).toEqual({
      id: 1001,
      question: 'When does the train leave?',
      type: 'quiz',
      answers: [
        { id: 10010, answer: '7:15' },
        { id: 10011, answer: '7:50' },
      ],
    });
    expect(started.text).not.toMatch(/answerId|blanks|dark blue/);
    // Re-entering answers the same start time.
    const again = await start(token, examId);
    expect(again.body.start_time).toBe(started.body.start_time);
  });

  it('continue-exam answers the section to resume at', async () => {
    const resumed = await server.call('/user/continue-exam', { token, json: { exam_id: examId } });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ section: 'listening', exam_id: examId });
  });

  it('refuses answers that are not in the section', async () => {
    const wrongPart = await check(token, examId, SECTION.listening, [{ id: 103, part_type: 'listening', answers: [] }]);
    expect(wrongPart.status).toBe(400);
    expect(wrongPart.body.message).toMatch(/part 103/);
    const wrongQuestion = await check(token, examId, SECTION.listening, [
      { id: 101, part_type: 'listening', answers: [{ question_id: 1101, answer_id: 11010, question_type: 'quiz' }] },
    ]);
    expect(wrongQuestion.status).toBe(400);
    const wrongOption = await check(token, examId, SECTION.listening, [
      { id: 101, part_type: 'listening', answers: [{ question_id: 1001, answer_id: 10020, question_type: 'quiz' }] },
    ]);
    expect(wrongOption.status).toBe(400);
    expect(wrongOption.body.message).toMatch(/not an option/);
    const wrongBlank = await check(token, examId, SECTION.listening, [
      { id: 102, part_type: 'listening', answers: [{ question_id: 1003, question_type: 'writing', answer_text: 'x', input_index: 2 }] },
    ]);
    expect(wrongBlank.status).toBe(400);
    const wrongType = await check(token, examId, SECTION.listening, [{ id: 101, part_type: 'reading', answers: [] }]);
    expect(wrongType.status).toBe(400);
    const unknownSection = await check(token, examId, 999, []);
    expect(unknownSection.status).toBe(400);
  });

  it('refuses reading before listening with 409', async () => {
    const early = await check(token, examId, SECTION.reading, readingParts);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/listening section first/);
  });

  it('scores listening and answers {next_section, section, exam}', async () => {
    const checked = await check(token, examId, SECTION.listening, listeningParts);
    expect(checked.status).toBe(200);
    expect(checked.body.next_section).toMatchObject({ type: 'reading', id: expect.any(Number), duration: expect.any(Number), parts: expect.any(Array) });
    expect(checked.body.section).toMatchObject({ id: SECTION.listening, type: 'listening', status: 'scored', raw: 2, total: 4 });
    expect(checked.body.exam).toEqual({ id: examId, status: 'pending', remain_section: 'reading' });
    // Sent again (its answer lost on the way back): the first body, nothing stored again; other answers are refused.
    const again = await check(token, examId, SECTION.listening, listeningParts);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(checked.body);
    const changed = await check(token, examId, SECTION.listening, listeningParts.slice(1));
    expect(changed.status).toBe(409);
  });

  it('GET /user/my-exam/{ExamID}/{SectionID} answers user_answers with the seed fields', async () => {
    const result = await server.call(`/user/my-exam/${examId}/${SECTION.listening}`, { token });
    expect(result.status).toBe(200);
    expect(result.body.user_answers).toHaveLength(4);
    expect(result.body.user_answers[0]).toMatchObject({ selected_answer: { answer: '7:15' }, is_correct: 1, correct_answer: '7:15', answer_text: '7:15', score: 1, file_path: null });
    expect(result.body.user_answers[1]).toMatchObject({ selected_answer: { answer: 'a scarf' }, is_correct: 0, correct_answer: 'a hat' });
    expect(result.body.user_answers[2]).toMatchObject({ selected_answer: null, is_correct: 1, answer_text: ' Red ', correct_answer: 'red', input_index: 0 });
    expect(result.body.user_answers[3]).toMatchObject({ is_correct: 0, answer_text: 'green', correct_answer: 'blue', input_index: 1 });
    const notYet = await server.call(`/user/my-exam/${examId}/${SECTION.writing}`, { token });
    expect(notYet.status).toBe(200);
    expect(notYet.body).toMatchObject({ section: { status: 'not_submitted' }, user_answers: [] });
    expect((await server.call(`/user/my-exam/${examId}/999`, { token })).status).toBe(404);
  });

  it('scores reading, stores writing with a job per essay (human checker)', async () => {
    const reading = await check(token, examId, SECTION.reading, readingParts);
    expect(reading.status).toBe(200);
    expect(reading.body.next_section.type).toBe('writing');
    expect(reading.body.section.score).toBe(75);
    const writing = await check(token, examId, SECTION.writing, writingParts);
    expect(writing.status).toBe(200);
    expect(writing.body).toMatchObject({ next_section: { type: 'speaking' }, section: { status: 'pending', score: null } });
    const answers = await server.db.select().from(multiLevelOpenAnswers).where(eq(multiLevelOpenAnswers.attemptId, examId));
    expect(answers.map((a) => a.answerText)).toEqual(['Dear Sam, thanks for the invitation.', 'Some say cities are better.']);
    const queued = (await server.db.select().from(jobs).where(eq(jobs.kind, 'multiLevel.writing'))).filter(
      (j) => (j.payload as { attemptId: number }).attemptId === examId,
    );
    expect(queued).toHaveLength(2);
    expect(queued[0]?.payload).toMatchObject({ checker: 'human' });
    const view = await server.call(`/user/my-exam/${examId}/${SECTION.writing}`, { token });
    expect(view.body.user_answers[0]).toMatchObject({ answer_text: 'Dear Sam, thanks for the invitation.', score: null, is_correct: null, file_path: null });
  });

  it('POST /user/upload-speaking accepts Ogg and WAV by their bytes, refuses other files', async () => {
    const ogg = await server.call('/user/upload-speaking', {
      token,
      form: { audio: { bytes: oggBytes(), filename: 'a.ogg', type: 'audio/ogg' }, exam_id: String(examId), question_id: '1301' },
    });
    expect(ogg.status).toBe(200);
    expect(ogg.body).toMatchObject({ id: expect.any(Number), transcription: null });
    expect(ogg.body.audio_path).toMatch(/^\/media\/uploads\/multi-level\/[0-9a-f]{32}\.ogg$/);
    const served = await fetch(`${server.url}${ogg.body.audio_path}`);
    expect(served.status).toBe(200);
    const wav = await server.call('/user/upload-speaking', {
      token,
      form: { audio: { bytes: wavBytes(), filename: 'b.wav' }, exam_id: String(examId), question_id: '1302' },
    });
    expect(wav.status).toBe(200);
    expect(wav.body.audio_path).toMatch(/\.wav$/);
    const png = await server.call('/user/upload-speaking', {
      token,
      form: { audio: { bytes: pngBytes(), filename: 'c.ogg', type: 'audio/ogg' }, exam_id: String(examId), question_id: '1302' },
    });
    expect(png.status).toBe(415);
    expect(png.body.message).toMatch(/Ogg|WAV/);
    const notSpeaking = await server.call('/user/upload-speaking', {
      token,
      form: { audio: { bytes: oggBytes(), filename: 'a.ogg' }, exam_id: String(examId), question_id: '1201' },
    });
    expect(notSpeaking.status).toBe(400);
  });

  it('checks speaking (recordings linked by question), then next_section is null; finish-exam ends it', async () => {
    const speaking = await check(token, examId, SECTION.speaking, [
      {
        id: 106,
        part_type: 'speaking',
        answers: [
          { question_id: 1301, question_type: 'speaking', file_path: '/etc/passwd', exam_id: examId },
          { question_id: 1302, question_type: 'speaking', exam_id: examId },
        ],
      },
    ]);
    expect(speaking.status).toBe(200);
    expect(speaking.body.next_section).toBeNull();
    const stored = await server.db.select().from(multiLevelOpenAnswers).where(eq(multiLevelOpenAnswers.sectionId, SECTION.speaking));
    const mine = stored.filter((a) => a.attemptId === examId);
    expect(mine).toHaveLength(2);
    expect(mine.every((a) => a.filePath?.startsWith('multi-level/'))).toBe(true);
    const view = await server.call(`/user/my-exam/${examId}/${SECTION.speaking}`, { token });
    expect(view.body.user_answers[0].file_path).toMatch(/^\/media\/uploads\/multi-level\//);

    const finished = await server.call('/user/finish-exam', { token, json: { exam_id: examId } });
    expect(finished.status).toBe(200);
    expect(finished.body).toEqual({ statusCode: 200, message: 'Exam finished' });
    // Finishing again (a resend) is finishing once.
    expect((await server.call('/user/finish-exam', { token, json: { exam_id: examId } })).body).toEqual(finished.body);
    expect((await server.call('/user/continue-exam', { token, json: { exam_id: examId } })).status).toBe(409);
  });

  it('POST /user/my-exams lists the exam with the seed entity fields, pending until graded', async () => {
    const list = await server.call('/user/my-exams', { token, json: { user_id: userId } });
    expect(list.status).toBe(200);
    const item = list.body.find((e: { id: number }) => e.id === examId);
    expect(item).toMatchObject({
      id: examId,
      examName: 'Multi Level Mock 1',
      status: 'pending',
      remainSection: null,
      type: 'human',
      result: null,
      score: null,
    });
    expect(item.start_time).toEqual(expect.any(String));
    // The seeds' fields, plus `late` (a section sent after its deadline and grace): none of these was.
    expect(item.section_scores).toEqual([
      { id: SECTION.listening, type: 'listening', score: expect.any(Number), late: false },
      { id: SECTION.reading, type: 'reading', score: 75, late: false },
      { id: SECTION.writing, type: 'writing', score: null, late: false },
      { id: SECTION.speaking, type: 'speaking', score: null, late: false },
    ]);
  });

  it('turns checked with the overall score once graded, and appears on the multi-level leaderboard', async () => {
    await server.db.update(multiLevelSectionResults).set({ status: 'scored', score: 60 }).where(eq(multiLevelSectionResults.attemptId, examId));
    await refreshMultiLevelAttempt(server.db, examId);
    const [attempt] = await server.db.select().from(multiLevelAttempts).where(eq(multiLevelAttempts.id, examId));
    expect(attempt).toMatchObject({ status: 'checked', score: 60, result: 'B2' });
    await server.call('/user/update-information', { method: 'PUT', token, json: { name: 'Level', surname: 'Leader' } });
    const board = await server.call('/ielts/exam/result/top-exam-result/MONTHLY?page=0&size=10');
    expect(board.status).toBe(200);
    expect(board.body.results[0]).toMatchObject({ user: { name: 'Level Leader' }, overall: 60, examId });
    expect(new Date(board.body.results[0].createdAt).toISOString()).toBe(board.body.results[0].createdAt);
    expect((await server.call('/ielts/exam/result/top-exam-result/YEARLY?page=0&size=10')).status).toBe(400);
    expect((await server.call('/ielts/exam/result/top-exam-result/MONTHLY?page=0&size=500')).status).toBe(400);
  });
});

describe('the 4-hour window', () => {
  it('refuses continue, start and check after 4 hours from the start', async () => {
    const { token } = await learner();
    const examId = await buy(token);
    expect((await start(token, examId)).status).toBe(200);
    await server.db.update(multiLevelAttempts).set({ startedAt: new Date(Date.now() - 5 * 3600_000) }).where(eq(multiLevelAttempts.id, examId));
    const resumed = await server.call('/user/continue-exam', { token, json: { exam_id: examId } });
    expect(resumed.status).toBe(409);
    expect(resumed.body.message).toMatch(/4-hour/);
    expect((await start(token, examId)).status).toBe(409);
    expect((await check(token, examId, SECTION.listening, listeningParts)).status).toBe(409);
  });
});

describe('parallel duplicate checks', () => {
  it('store exactly one section result, and each gets the first answer', async () => {
    const { token } = await learner();
    const examId = await buy(token);
    await start(token, examId);
    const responses = await Promise.all(Array.from({ length: 6 }, () => check(token, examId, SECTION.listening, listeningParts)));
    expect(responses.map((r) => r.status)).toEqual(new Array(6).fill(200));
    for (const response of responses) expect(response.body).toEqual(responses[0]!.body);
    const stored = await server.db.select().from(multiLevelSectionResults).where(eq(multiLevelSectionResults.attemptId, examId));
    expect(stored).toHaveLength(1);
  });
});

describe('ownership: another learner gets 403/404 for every id-bearing multi-level call', () => {
  it('refuses B on A’s exam', async () => {
    const a = await learner();
    const b = await learner();
    const examId = await buy(a.token);
    await start(a.token, examId);
    const calls = [
      await start(b.token, examId),
      await server.call('/user/continue-exam', { token: b.token, json: { exam_id: examId } }),
      await check(b.token, examId, SECTION.listening, listeningParts),
      await server.call('/user/upload-speaking', {
        token: b.token,
        form: { audio: { bytes: oggBytes(), filename: 'a.ogg' }, exam_id: String(examId), question_id: '1301' },
      }),
      await server.call('/user/finish-exam', { token: b.token, json: { exam_id: examId } }),
      await server.call(`/user/my-exam/${examId}/${SECTION.listening}`, { token: b.token }),
    ];
    for (const response of calls) {
      expect(response.status).toBe(404);
      expect(isErrorBody(response.body, 404)).toBe(true);
    }
    const list = await server.call('/user/my-exams', { token: b.token, json: { user_id: a.userId } });
    expect(list.status).toBe(403);
    expect(isErrorBody(list.body, 403)).toBe(true);
    const own = await server.call('/user/my-exams', { token: b.token, json: { user_id: b.userId } });
    expect(own.body.some((e: { id: number }) => e.id === examId)).toBe(false);
    const [attempt] = await server.db.select().from(multiLevelAttempts).where(eq(multiLevelAttempts.id, examId));
    expect(attempt?.remainSection).toBe('listening');
    expect(attempt?.finishedAt).toBeNull();
  });
});
