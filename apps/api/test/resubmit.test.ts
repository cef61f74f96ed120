import { createServer, type Server } from 'node:http';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { ieltsSectionResults, ieltsSpeakingAnswers, ieltsWritingAnswers, multiLevelSectionResults, users } from '../src/db/schema';
import { BOOK_ID, fixtureBook, MULTI_LEVEL_EXAM_ID, SECTION, sheet, wavBytes } from './fixtures';
import { call, login, nextPhone, serverForFile, type CallInit, type CallResult } from './helpers';

/**
 * A submission whose answer is lost on the way back (issue 31: an API process stopped under 300 learners and nginx
 * answered 502 to requests the process had already stored) and is sent again, as the site does: the same answers get
 * the first try's success and body, stored once; a different answer after it is still refused 409.
 * The failure is injected by a proxy that forwards each request to the server, reads the server's whole answer, and
 * gives the client a 502 instead.
 */
const server = serverForFile();
let proxy: Server;
let proxyBase: string;
/** The answers the server gave that the proxy withheld, newest last. */
const withheld: Array<{ status: number; text: string }> = [];

beforeAll(async () => {
  const origin = new URL(server.url).origin;
  proxy = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'authorization']) if (request.headers[name]) headers[name] = String(request.headers[name]);
      const upstream = await fetch(`${origin}${request.url}`, { method: request.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
      withheld.push({ status: upstream.status, text: await upstream.text() });
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  proxyBase = `http://127.0.0.1:${address.port}/api`;
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

/** Sends through the failing proxy: the client sees a 502; answers what the server really said. */
async function lostAnswer(path: string, init: CallInit): Promise<{ status: number; body: unknown }> {
  const seen = await call(`${proxyBase}${path}`, init);
  expect(seen.status).toBe(502);
  const answer = withheld.at(-1)!;
  return { status: answer.status, body: JSON.parse(answer.text) };
}

/** The retry reaches the server and is acknowledged with exactly the lost answer. */
function expectSameSuccess(retry: CallResult, lost: { status: number; body: unknown }): void {
  expect(lost.status).toBe(200);
  expect(retry.status, JSON.stringify(retry.body)).toBe(200);
  expect(retry.body).toEqual(lost.body);
}

const inlinePath = '/ielts/exam/attempt/create/inline';
const speakingPath = (examId: number, question: string) =>
  `/ielts/exam/attempt/create/outline-speaking/${examId}?question=${encodeURIComponent(question)}&partNumber=1`;
const recording = (bytes: Uint8Array): CallInit['form'] => ({ voiceAnswer: { bytes, filename: 'answer.wav', type: 'audio/wav' } });
const jobsOf = async (kind: string, attemptId: number) =>
  Number(rowsOf<{ n: number }>(await server.db.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ${kind} AND (payload->>'attemptId')::int = ${attemptId}`))[0]?.n);

describe('IELTS: a submit resent after its answer was lost', () => {
  let token: string;
  let examId: number;
  beforeAll(async () => {
    ({ token } = await login(server, nextPhone()));
    examId = Number((await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token })).body.message);
  });

  it('listening: the same sheet again is the first success, stored once; another sheet is refused 409', async () => {
    const json = { examId, sectionType: 'LISTENING', userAnswer: sheet('LISTENING', 30) };
    const lost = await lostAnswer(inlinePath, { token, json });
    expectSameSuccess(await server.call(inlinePath, { token, json }), lost);
    const [stored] = await server.db
      .select({ n: count() })
      .from(ieltsSectionResults)
      .where(and(eq(ieltsSectionResults.attemptId, examId), eq(ieltsSectionResults.section, 'listening')));
    expect(stored?.n).toBe(1);
    const changed = await server.call(inlinePath, { token, json: { ...json, userAnswer: sheet('LISTENING', 31) } });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/already been submitted/);
    // After reading has moved the attempt on, the same listening resend is still the first success.
    expect((await server.call(inlinePath, { token, json: { examId, sectionType: 'READING', userAnswer: sheet('READING', 20) } })).status).toBe(200);
    expectSameSuccess(await server.call(inlinePath, { token, json }), lost);
  });

  it('speaking: the same recording again is saved once; another recording for the question is refused 409', async () => {
    const question = fixtureBook.speaking.parts[0]!.questions[0]!.text;
    const bytes = wavBytes(900);
    const lost = await lostAnswer(speakingPath(examId, question), { token, form: recording(bytes) });
    expectSameSuccess(await server.call(speakingPath(examId, question), { token, form: recording(bytes) }), lost);
    const [stored] = await server.db.select({ n: count() }).from(ieltsSpeakingAnswers).where(eq(ieltsSpeakingAnswers.attemptId, examId));
    expect(stored?.n).toBe(1);
    expect(await jobsOf('ielts.speaking', examId)).toBe(1);
    const other = await server.call(speakingPath(examId, question), { token, form: recording(wavBytes(1200)) });
    expect(other.status).toBe(409);
  });

  it('writing: the same essays again are the first success, graded once; other essays are refused 409', async () => {
    const list = fixtureBook.writing.tasks.map((task, n) => ({ question: task.prompt, userAnswer: `Essay ${n + 1}: towns grow because work moves to them.` }));
    const path = '/ielts/exam/attempt/create/outline-writing';
    const lost = await lostAnswer(path, { token, json: { examId, list } });
    expectSameSuccess(await server.call(path, { token, json: { examId, list } }), lost);
    const [stored] = await server.db.select({ n: count() }).from(ieltsWritingAnswers).where(eq(ieltsWritingAnswers.attemptId, examId));
    expect(stored?.n).toBe(list.length);
    expect(await jobsOf('ielts.writing', examId)).toBe(list.length);
    const changed = list.map((task, n) => (n === 1 ? { ...task, userAnswer: `${task.userAnswer} A second thought.` } : task));
    const refused = await server.call(path, { token, json: { examId, list: changed } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/already been submitted/);
  });
});

describe('multi-level: a check or finish resent after its answer was lost', () => {
  it('the same section answers again are the first body, stored once; other answers are refused 409; finishing twice is fine', async () => {
    const { token, userId } = await login(server, nextPhone());
    await server.db.update(users).set({ balance: 100_000 }).where(eq(users.id, userId));
    const examId = (await server.call('/user/buy-exam', { token, form: { mock_exam_id: String(MULTI_LEVEL_EXAM_ID), type: 'ai' } })).body.exam.id as number;
    expect((await server.call('/user/start-exam', { token, form: { exam_id: String(examId) } })).status).toBe(200);
    const check = (sectionId: number, parts: unknown[]) => ({ token, json: { exam_id: examId, section_id: sectionId, parts } });
    const listening = [{ id: 101, part_type: 'listening', answers: [{ question_id: 1001, answer_id: 10010, question_type: 'quiz', answer_text: null, input_index: null }] }];
    const lostListening = await lostAnswer('/user/check', check(SECTION.listening, listening));
    expectSameSuccess(await server.call('/user/check', check(SECTION.listening, listening)), lostListening);
    expect((await server.call('/user/check', check(SECTION.reading, [{ id: 103, part_type: 'reading', answers: [] }]))).status).toBe(200);
    const writing = [
      { id: 104, part_type: 'writing', answers: [{ question_id: 1201, answer_id: null, question_type: 'essay', answer_text: 'Dear Sam, thank you for asking.' }] },
      { id: 105, part_type: 'writing', answers: [{ question_id: 1202, answer_id: null, question_type: 'essay', answer_text: 'Cities are loud but useful.' }] },
    ];
    const lost = await lostAnswer('/user/check', check(SECTION.writing, writing));
    expectSameSuccess(await server.call('/user/check', check(SECTION.writing, writing)), lost);
    const [stored] = await server.db
      .select({ n: count() })
      .from(multiLevelSectionResults)
      .where(and(eq(multiLevelSectionResults.attemptId, examId), eq(multiLevelSectionResults.sectionId, SECTION.writing)));
    expect(stored?.n).toBe(1);
    expect(await jobsOf('multiLevel.writing', examId)).toBe(2);
    const changed = await server.call('/user/check', check(SECTION.writing, [writing[0], { ...writing[1], answers: [{ ...writing[1]!.answers[0]!, answer_text: 'Changed.' }] }]));
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/already been submitted/);

    const finish = { token, json: { exam_id: examId } };
    const lostFinish = await lostAnswer('/user/finish-exam', finish);
    expectSameSuccess(await server.call('/user/finish-exam', finish), lostFinish);
  });
});
