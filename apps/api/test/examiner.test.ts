import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, multiLevelAttempts, multiLevelOpenAnswers, users } from '../src/db/schema';
import { examinerReviews, graderSuggestions } from '../src/db/schemaStaff';
import { changeBalance } from '../src/ledger/ledger';
import { MULTI_LEVEL_EXAM_ID, SECTION } from './fixtures';
import { speechWav } from './grading-support';
import { isErrorBody, login, nextPhone, serverForFile, speechLikeWav, userWithRole, type StaffTestUser } from './helpers';

/**
 * The human examiner's calls over HTTP: a learner buys a human-checked multi-level exam and takes it; examiners see
 * the answers in their queue, claim one each, read it beside the built-in grader's suggestion, mark it, and the
 * learner's attempt turns checked with the marks.
 */

const server = serverForFile();

type User = StaffTestUser;

/** Money for a purchase, through the ledger so the balance re-sums. */
const fund = (user: User) =>
  server.db.transaction((tx) => changeBalance(tx, { userId: user.userId, amount: 100_000, cause: 'admin-adjustment', reference: 'test-funds' }));

const LETTER =
  'Dear Sam,\n\nThank you for your invitation to the picnic on Saturday. I would love to come, but I have to help my parents in the morning. ' +
  'Could we meet in the afternoon instead? I will bring some fruit and a ball.\n\nBest wishes,\nAziz';
const ESSAY =
  'Some people believe that life in a big city is better than life in the countryside. In my opinion, both have clear advantages.\n\n' +
  'On the one hand, cities offer more jobs, better hospitals and many universities. Young people can find work and meet new friends. ' +
  'However, the air is often polluted and the streets are noisy.\n\n' +
  'On the other hand, the countryside is quiet and the food is fresh. Families can live in bigger houses for less money.\n\n' +
  'Overall, I think the best place to live depends on a person’s age and work.';

/** A learner who bought human checking and finished every section; answers the attempt id. */
async function humanCheckedAttempt(learner: User, recording = speechLikeWav): Promise<number> {
  const { token } = learner;
  const bought = await server.call('/user/buy-exam', { token, json: { mock_exam_id: MULTI_LEVEL_EXAM_ID, type: 'human' } });
  expect(bought.status).toBe(200);
  const examId = bought.body.exam.id as number;
  expect((await server.call('/user/start-exam', { token, json: { exam_id: examId } })).status).toBe(200);
  const check = (sectionId: number, parts: unknown[]) => server.call('/user/check', { token, json: { exam_id: examId, section_id: sectionId, parts } });
  expect((await check(SECTION.listening, [{ id: 101, part_type: 'listening', answers: [{ question_id: 1001, answer_id: 10010, question_type: 'quiz' }] }])).status).toBe(200);
  expect((await check(SECTION.reading, [{ id: 103, part_type: 'reading', answers: [{ question_id: 1101, answer_id: 11010, question_type: 'quiz' }] }])).status).toBe(200);
  const writing = await check(SECTION.writing, [
    { id: 104, part_type: 'writing', answers: [{ question_id: 1201, question_type: 'essay', answer_text: LETTER }] },
    { id: 105, part_type: 'writing', answers: [{ question_id: 1202, question_type: 'essay', answer_text: ESSAY }] },
  ]);
  expect(writing.status).toBe(200);
  for (const questionId of [1301, 1302]) {
    const uploaded = await server.call('/user/upload-speaking', {
      token,
      form: { audio: { bytes: recording(), filename: 'a.wav', type: 'audio/wav' }, exam_id: String(examId), question_id: String(questionId) },
    });
    expect(uploaded.status).toBe(200);
  }
  const speaking = await check(SECTION.speaking, [
    { id: 106, part_type: 'speaking', answers: [{ question_id: 1301, question_type: 'speaking' }, { question_id: 1302, question_type: 'speaking' }] },
  ]);
  expect(speaking.status).toBe(200);
  expect((await server.call('/user/finish-exam', { token, json: { exam_id: examId } })).status).toBe(200);
  return examId;
}

const writingMarks = { taskAchievement: 6.5, coherence: 6, lexicalResource: 6, grammar: 5.5 };
const speakingMarks = { coherence: 6, fluency: 5.5, grammar: 6, vocabulary: 6.5, relevance: 7, topicDevelopment: 6 };

let learner: User;
let examinerA: User;
let examinerB: User;
let attemptId: number;
let queueIds: { writing: number[]; speaking: number[] };

beforeAll(async () => {
  learner = await userWithRole(server, 'learner');
  await server.db.update(users).set({ name: 'Dilnoza', surname: 'Karimova' }).where(eq(users.id, learner.userId));
  await fund(learner);
  examinerA = await userWithRole(server, 'examiner', 'Anvar', 'Examiner');
  examinerB = await userWithRole(server, 'examiner', 'Bahrom', 'Examiner');
  attemptId = await humanCheckedAttempt(learner);
});

describe('who may call', () => {
  it('answers 401 without a token and 403 to a learner on every examiner call, whatever the input', async () => {
    const calls = (token?: string) => [
      server.call('/examiner/queue', { token }),
      server.call('/examiner/answers/1', { token }),
      server.call('/examiner/answers/1/claim', { method: 'POST', token }),
      server.call('/examiner/answers/1/release', { method: 'POST', token }),
      server.call('/examiner/answers/1/marks', { token, json: { criteria: writingMarks, comment: 'Good' } }),
      server.call('/examiner/answers/abc/marks', { token, json: { nonsense: true } }),
    ];
    for (const response of await Promise.all(calls())) {
      expect(response.status).toBe(401);
      expect(isErrorBody(response.body, 401)).toBe(true);
    }
    for (const response of await Promise.all(calls(learner.token))) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Your role does not allow this');
    }
  });

  it('lets an admin read the queue too', async () => {
    const admin = await userWithRole(server, 'admin');
    expect((await server.call('/examiner/queue', { token: admin.token })).status).toBe(200);
  });
});

describe('the queue', () => {
  it('lists the human-checked writing and speaking answers with exam, part, learner name (no phone) and age', async () => {
    const queue = await server.call('/examiner/queue', { token: examinerA.token });
    expect(queue.status).toBe(200);
    const mine = queue.body.items.filter((i: { exam: { attemptId: number } }) => i.exam.attemptId === attemptId);
    expect(mine).toHaveLength(4);
    expect(mine.map((i: { kind: string }) => i.kind)).toEqual(['multiLevel.writing', 'multiLevel.writing', 'multiLevel.speaking', 'multiLevel.speaking']);
    expect(mine[0]).toMatchObject({
      skill: 'writing',
      exam: { type: 'multi-level', attemptId, name: 'Multi Level Mock 1' },
      part: 'Writing part 1',
      learner: { id: learner.userId, name: 'Dilnoza', surname: 'Karimova' },
      source: 'purchase',
      claim: null,
    });
    expect(mine[2].part).toBe('Speaking part 1.1, question 1');
    expect(mine[0].ageSeconds).toBeGreaterThanOrEqual(0);
    expect(new Date(mine[0].submittedAt).toISOString()).toBe(mine[0].submittedAt);
    const [phone] = await server.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, learner.userId));
    expect(queue.text).not.toContain(phone!.phone);
    queueIds = {
      writing: mine.filter((i: { skill: string }) => i.skill === 'writing').map((i: { id: number }) => i.id),
      speaking: mine.filter((i: { skill: string }) => i.skill === 'speaking').map((i: { id: number }) => i.id),
    };
  });

  it('leaves AI-checked answers out, and answers 404 for their ids', async () => {
    const buyer = await userWithRole(server, 'learner');
    await fund(buyer);
    const bought = await server.call('/user/buy-exam', { token: buyer.token, json: { mock_exam_id: MULTI_LEVEL_EXAM_ID, type: 'ai' } });
    const aiExam = bought.body.exam.id as number;
    await server.call('/user/start-exam', { token: buyer.token, json: { exam_id: aiExam } });
    for (const [sectionId, parts] of [
      [SECTION.listening, [{ id: 101, part_type: 'listening', answers: [] }]],
      [SECTION.reading, [{ id: 103, part_type: 'reading', answers: [] }]],
      [SECTION.writing, [{ id: 104, part_type: 'writing', answers: [{ question_id: 1201, question_type: 'essay', answer_text: 'Hi Sam' }] }]],
    ] as const) {
      expect((await server.call('/user/check', { token: buyer.token, json: { exam_id: aiExam, section_id: sectionId, parts } })).status).toBe(200);
    }
    const queue = await server.call('/examiner/queue', { token: examinerA.token });
    expect(queue.body.items.some((i: { exam: { attemptId: number } }) => i.exam.attemptId === aiExam)).toBe(false);
    const [aiJob] = (await server.db.select().from(jobs).where(eq(jobs.kind, 'multiLevel.writing'))).filter((j) => (j.payload as { attemptId: number }).attemptId === aiExam);
    for (const response of [
      await server.call(`/examiner/answers/${aiJob!.id}`, { token: examinerA.token }),
      await server.call(`/examiner/answers/${aiJob!.id}/claim`, { method: 'POST', token: examinerA.token }),
    ]) {
      expect(response.status).toBe(404);
      expect(isErrorBody(response.body, 404)).toBe(true);
    }
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    for (const response of [
      await server.call('/examiner/answers/999999', { token: examinerA.token }),
      await server.call('/examiner/answers/999999/claim', { method: 'POST', token: examinerA.token }),
      await server.call('/examiner/answers/999999/release', { method: 'POST', token: examinerA.token }),
      await server.call('/examiner/answers/999999/marks', { token: examinerA.token, json: { criteria: writingMarks, comment: 'x' } }),
    ]) {
      expect(response.status).toBe(404);
      expect(isErrorBody(response.body, 404)).toBe(true);
    }
    const bad = await server.call('/examiner/answers/abc', { token: examinerA.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/id/);
  });
});

describe('claiming', () => {
  it('gives one answer to exactly one of two examiners claiming at once', async () => {
    const id = queueIds.writing[0]!;
    const [a, b] = await Promise.all([
      server.call(`/examiner/answers/${id}/claim`, { method: 'POST', token: examinerA.token }),
      server.call(`/examiner/answers/${id}/claim`, { method: 'POST', token: examinerB.token }),
    ]);
    const won = [a, b].filter((r) => r.status === 200);
    const lost = [a, b].filter((r) => r.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = won[0] === a ? examinerA : examinerB;
    expect(lost[0]!.body.message).toBe(`${winner === examinerA ? 'Anvar' : 'Bahrom'} Examiner is marking this answer`);
    if (winner !== examinerA) {
      // Keep the rest of the file simple: examiner A holds the first essay.
      await server.call(`/examiner/answers/${id}/release`, { method: 'POST', token: examinerB.token });
      expect((await server.call(`/examiner/answers/${id}/claim`, { method: 'POST', token: examinerA.token })).status).toBe(200);
    }
    const queue = await server.call('/examiner/queue', { token: examinerB.token });
    const item = queue.body.items.find((i: { id: number }) => i.id === id);
    expect(item.claim).toMatchObject({ examinerId: examinerA.userId, examinerName: 'Anvar Examiner', mine: false });
    const own = await server.call('/examiner/queue', { token: examinerA.token });
    expect(own.body.items.find((i: { id: number }) => i.id === id).claim.mine).toBe(true);
  });

  it('frees an answer whose claim ran out, and lets only the holder release', async () => {
    const id = queueIds.writing[1]!;
    expect((await server.call(`/examiner/answers/${id}/claim`, { method: 'POST', token: examinerB.token })).status).toBe(200);
    const notHolder = await server.call(`/examiner/answers/${id}/release`, { method: 'POST', token: examinerA.token });
    expect(notHolder.status).toBe(409);
    expect(notHolder.body.message).toBe('You are not marking this answer');
    await server.db.update(jobs).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(jobs.id, id));
    const queue = await server.call('/examiner/queue', { token: examinerA.token });
    expect(queue.body.items.find((i: { id: number }) => i.id === id).claim).toBeNull();
    const taken = await server.call(`/examiner/answers/${id}/claim`, { method: 'POST', token: examinerA.token });
    expect(taken.status).toBe(200);
    expect(taken.body.claim).toMatchObject({ examinerId: examinerA.userId, mine: true });
    // B's marks come too late: the answer is A's now.
    const late = await server.call(`/examiner/answers/${id}/marks`, { token: examinerB.token, json: { criteria: writingMarks, comment: 'Late' } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Anvar Examiner is marking this answer');
    // Late marks still read the grader's suggestion first: the graders' set-up may fall on this test.
  }, 120_000);
});

describe('one answer to mark', () => {
  it("shows the prompt, the learner's essay with its word count and the built-in grader's suggestion on the same criteria", async () => {
    const detail = await server.call(`/examiner/answers/${queueIds.writing[0]}`, { token: examinerA.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      status: 'open',
      skill: 'writing',
      scale: 'multi-level',
      prompt: 'Write a letter to a friend.',
      context: 'Task 1',
      answerText: LETTER,
      audioUrl: null,
      criteria: [
        { key: 'taskAchievement', label: 'Task achievement / response' },
        { key: 'coherence', label: 'Coherence and cohesion' },
        { key: 'lexicalResource', label: 'Lexical resource' },
        { key: 'grammar', label: 'Grammatical range and accuracy' },
      ],
      suggestionError: null,
      marks: null,
    });
    expect(detail.body.wordCount).toBeGreaterThan(40);
    const { suggestion } = detail.body;
    expect(Object.keys(suggestion.criteria).sort()).toEqual(['coherence', 'grammar', 'lexicalResource', 'taskAchievement']);
    for (const value of Object.values(suggestion.criteria) as number[]) expect(Number.isInteger(value * 2) && value >= 0 && value <= 9).toBe(true);
    expect(suggestion.score).toBeGreaterThanOrEqual(0);
    expect(suggestion.score).toBeLessThanOrEqual(75);
    expect(suggestion.comment.length).toBeGreaterThan(20);
    // The examiner reads it in their language too (issue 33): the stored suggestion keeps all three.
    expect(suggestion.commentNote).toMatchObject({ key: 'comment', en: suggestion.comment, uz: expect.stringMatching(/\p{L}/u), ru: expect.stringMatching(/[а-я]/) });
    const again = await server.call(`/examiner/answers/${queueIds.writing[0]}`, { token: examinerA.token });
    expect(again.body.suggestion.commentNote).toEqual(suggestion.commentNote);
  }, 120_000);

  it('shows a recording with its address and the six speaking criteria', async () => {
    const detail = await server.call(`/examiner/answers/${queueIds.speaking[0]}`, { token: examinerB.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ skill: 'speaking', prompt: 'Where do you live?', answerText: null, transcript: null, wordCount: null });
    expect(detail.body.audioUrl).toMatch(/^\/media\/uploads\/multi-level\/[0-9a-f]{32}\.wav$/);
    expect((await fetch(`${server.url}${detail.body.audioUrl}`)).status).toBe(200);
    expect(detail.body.criteria.map((c: { key: string }) => c.key)).toEqual(['coherence', 'fluency', 'grammar', 'vocabulary', 'relevance', 'topicDevelopment']);
    expect(Object.keys(detail.body.suggestion.criteria)).toHaveLength(6);
    // The uploaded 'recording' is a synthetic tone: the grader's one speech rule says so instead of grading it.
    expect(detail.body.suggestion.note).toMatch(/^No speech: the recording is a steady tone or music/);
    // The same note in the examiner's language too: the Uzbek and Russian say what was heard, not the English.
    expect(detail.body.suggestion.noteInLanguages).toMatchObject({ en: detail.body.suggestion.note, uz: expect.stringMatching(/^Nutq yo'q: yozuvda bir xil ohang/), ru: expect.stringMatching(/^Речи нет: в записи ровный тон/) });
    expect(Object.values(detail.body.suggestion.criteria)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('marking', () => {
  it('refuses marks that are not the answer’s criteria, not half bands, out of range, or without a comment', async () => {
    const id = queueIds.writing[0]!;
    const mark = (body: unknown) => server.call(`/examiner/answers/${id}/marks`, { token: examinerA.token, json: body });
    const missing = await mark({ criteria: { taskAchievement: 6, coherence: 6, lexicalResource: 6 }, comment: 'Fine' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('criteria.grammar: required for a writing answer');
    const foreign = await mark({ criteria: { ...writingMarks, fluency: 6 }, comment: 'Fine' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/criteria\.fluency: not a criterion of a writing answer/);
    const notHalf = await mark({ criteria: { ...writingMarks, grammar: 6.3 }, comment: 'Fine' });
    expect(notHalf.status).toBe(400);
    expect(notHalf.body.message).toMatch(/criteria\.grammar: Marks go in half bands/);
    const tooHigh = await mark({ criteria: { ...writingMarks, coherence: 9.5 }, comment: 'Fine' });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.message).toMatch(/0 to 9/);
    const unknownKey = await mark({ criteria: { ...writingMarks, style: 5 }, comment: 'Fine' });
    expect(unknownKey.status).toBe(400);
    const noComment = await mark({ criteria: writingMarks, comment: '   ' });
    expect(noComment.status).toBe(400);
    expect(noComment.body.message).toMatch(/comment/);
    const unclaimed = await server.call(`/examiner/answers/${queueIds.speaking[1]}/marks`, { token: examinerA.token, json: { criteria: speakingMarks, comment: 'Clear.' } });
    expect(unclaimed.status).toBe(409);
    expect(unclaimed.body.message).toBe('Claim this answer before marking it');
    const [answer] = await server.db.select().from(multiLevelOpenAnswers).where(and(eq(multiLevelOpenAnswers.attemptId, attemptId), eq(multiLevelOpenAnswers.questionId, 1201)));
    expect(answer).toMatchObject({ status: 'pending', score: null });
  });

  it('stores the marks on the 0-75 scale, completes the job, and the learner sees the section once both essays are marked', async () => {
    const first = await server.call(`/examiner/answers/${queueIds.writing[0]}/marks`, {
      token: examinerA.token,
      json: { criteria: writingMarks, comment: 'A clear, friendly letter. Check your past tenses.' },
    });
    expect(first.status).toBe(200);
    // Mean 6 -> band 6; 6 on the multi-level scale is between 5.5 (51) and 7 (65): 51 + 14 * 0.5 / 1.5 = 55.7 -> 56.
    expect(first.body).toEqual({ id: queueIds.writing[0], band: 6, score: 56, attemptStatus: 'pending' });
    const [job] = await server.db.select().from(jobs).where(eq(jobs.id, queueIds.writing[0]!));
    expect(job?.status).toBe('done');
    const halfway = await server.call(`/user/my-exam/${attemptId}/${SECTION.writing}`, { token: learner.token });
    expect(halfway.body.section).toMatchObject({ status: 'pending', score: null });
    expect(halfway.body.user_answers[0]).toMatchObject({ score: 56 });
    expect(halfway.body.user_answers[0].feedback).toBe(
      "Examiner's marks: Task achievement / response 6.5, Coherence and cohesion 6, Lexical resource 6, Grammatical range and accuracy 5.5; band 6, 56/75.\n\nA clear, friendly letter. Check your past tenses.",
    );
    // The marks in the learner's language too (issue 33); the examiner's own words as written.
    expect(halfway.body.user_answers[0].comment).toMatchObject({
      uz: "Imtihonchi baholari: Topshiriqning bajarilishi / javob 6.5, Izchillik va bog'liqlik 6, Leksik boylik 6, Grammatik xilma-xillik va aniqlik 5.5; umumiy ball 6, 56/75.\n\nA clear, friendly letter. Check your past tenses.",
      ru: 'Оценки экзаменатора: Выполнение задания / ответ 6.5, Связность и логичность 6, Лексический запас 6, Грамматическое разнообразие и точность 5.5; общий балл 6, 56/75.\n\nA clear, friendly letter. Check your past tenses.',
    });

    const second = await server.call(`/examiner/answers/${queueIds.writing[1]}/marks`, {
      token: examinerA.token,
      json: { criteria: { taskAchievement: 7, coherence: 7, lexicalResource: 7, grammar: 7 }, comment: 'A balanced essay with a clear view.' },
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ band: 7, score: 65 });
    const section = await server.call(`/user/my-exam/${attemptId}/${SECTION.writing}`, { token: learner.token });
    expect(section.body.section).toMatchObject({ status: 'scored', score: 61 });
    expect(section.body.user_answers.map((a: { score: number }) => a.score)).toEqual([56, 65]);
  });

  it('refuses a second marking and a claim of a marked answer; the marked answer shows its marks', async () => {
    const id = queueIds.writing[0]!;
    const again = await server.call(`/examiner/answers/${id}/marks`, { token: examinerA.token, json: { criteria: writingMarks, comment: 'Again' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This answer has already been marked');
    const claim = await server.call(`/examiner/answers/${id}/claim`, { method: 'POST', token: examinerB.token });
    expect(claim.status).toBe(409);
    const detail = await server.call(`/examiner/answers/${id}`, { token: examinerB.token });
    expect(detail.body).toMatchObject({ status: 'marked', marks: { examinerId: examinerA.userId, criteria: writingMarks, band: 6, score: 56 } });
    const queue = await server.call('/examiner/queue', { token: examinerA.token });
    expect(queue.body.items.some((i: { id: number }) => i.id === id)).toBe(false);
  });

  it('completes the attempt when the last recording is marked: the learner sees checked, the overall and the level', async () => {
    for (const [index, examiner] of [examinerA, examinerB].entries()) {
      const id = queueIds.speaking[index]!;
      expect((await server.call(`/examiner/answers/${id}/claim`, { method: 'POST', token: examiner.token })).status).toBe(200);
      const wrongSkill = await server.call(`/examiner/answers/${id}/marks`, { token: examiner.token, json: { criteria: writingMarks, comment: 'x' } });
      expect(wrongSkill.status).toBe(400);
      expect(wrongSkill.body.message).toMatch(/criteria\.taskAchievement: not a criterion of a speaking answer/);
      const marked = await server.call(`/examiner/answers/${id}/marks`, { token: examiner.token, json: { criteria: speakingMarks, comment: 'Fluent, with some hesitation.' } });
      expect(marked.status).toBe(200);
      expect(marked.body.attemptStatus).toBe(index === 0 ? 'pending' : 'checked');
    }
    const [attempt] = await server.db.select().from(multiLevelAttempts).where(eq(multiLevelAttempts.id, attemptId));
    expect(attempt?.status).toBe('checked');
    const list = await server.call('/user/my-exams', { token: learner.token, json: { user_id: learner.userId } });
    const item = list.body.find((e: { id: number }) => e.id === attemptId);
    expect(item).toMatchObject({ status: 'checked', type: 'human' });
    expect(item.section_scores.map((s: { score: number | null }) => s.score)).toEqual([expect.any(Number), 75, 61, 57]);
    expect(item.score).toBe(Math.round((item.section_scores[0].score + 75 + 61 + 57) / 4));
    expect(item.result).toMatch(/B1|B2|C1|Below B1/);
    const reviews = await server.db.select().from(examinerReviews).where(eq(examinerReviews.attemptId, attemptId));
    expect(reviews.filter((r) => r.markedAt)).toHaveLength(4);
    expect(reviews.every((r) => r.suggestion !== null)).toBe(true);
  });
});

describe("a recording whose transcript has not arrived yet (the transcript job runs beside the examiner's)", () => {
  let examId: number;
  /** The queue item and the answer of the attempt's speaking question. */
  async function place(questionId: number, question: string) {
    const queue = await server.call('/examiner/queue', { token: examinerA.token });
    const item = queue.body.items.find((i: { exam: { attemptId: number }; part: string }) => i.exam.attemptId === examId && i.part === `Speaking part 1.1, question ${question}`);
    const [answer] = await server.db.select().from(multiLevelOpenAnswers).where(and(eq(multiLevelOpenAnswers.attemptId, examId), eq(multiLevelOpenAnswers.questionId, questionId)));
    const kept = () => server.db.select().from(graderSuggestions).where(and(eq(graderSuggestions.kind, 'multiLevel.speaking'), eq(graderSuggestions.answerId, answer!.id)));
    return { item, answer: answer!, kept };
  }
  beforeAll(async () => {
    const speaker = await userWithRole(server, 'learner');
    await fund(speaker);
    examId = await humanCheckedAttempt(speaker, speechWav);
  }, 120_000);

  it('gets a fluency-only suggestion that is shown but not kept; once the words are in, all six criteria, kept', async () => {
    const { item, answer, kept } = await place(1301, '1');

    const early = await server.call(`/examiner/answers/${item.id}`, { token: examinerA.token });
    expect(early.status).toBe(200);
    expect(early.body.transcript).toBeNull();
    // A learner speaking: fluency is measured from the audio; nothing stands in for the five the words would show.
    expect(Object.keys(early.body.suggestion.criteria)).toEqual(['fluency']);
    expect(early.body.suggestion.note).toMatch(/^No transcript: only fluency is assessed/);
    expect(await kept()).toHaveLength(0);

    // What the transcript job stores on the answer.
    await server.db.update(multiLevelOpenAnswers).set({ transcription: 'I live in a small flat near the centre, because it is close to my work and the market.' }).where(eq(multiLevelOpenAnswers.id, answer.id));
    const later = await server.call(`/examiner/answers/${item.id}`, { token: examinerA.token });
    expect(Object.keys(later.body.suggestion.criteria).sort()).toEqual(['coherence', 'fluency', 'grammar', 'relevance', 'topicDevelopment', 'vocabulary']);
    expect(later.body.suggestion.note).not.toMatch(/No transcript/);
    expect(await kept()).toHaveLength(1);
  }, 120_000);

  it('keeps the fluency-only suggestion once no transcript can come (the job ended without one: no recogniser, or one that failed)', async () => {
    const { item, answer, kept } = await place(1302, '2');
    await server.db
      .update(jobs)
      .set({ status: 'done' })
      .where(and(eq(jobs.kind, 'speaking.transcript'), sql`(${jobs.payload}->>'answerId')::int = ${answer.id}`));
    const detail = await server.call(`/examiner/answers/${item.id}`, { token: examinerA.token });
    expect(Object.keys(detail.body.suggestion.criteria)).toEqual(['fluency']);
    expect(await kept()).toMatchObject([{ criteria: { fluency: detail.body.suggestion.criteria.fluency } }]);
  }, 120_000);
});
