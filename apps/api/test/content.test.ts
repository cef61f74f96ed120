import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionNumbersOf } from '@bandwise/core';
import { contentVersions, ieltsBooks, multiLevelAnswers, multiLevelExams, multiLevelQuestions, users } from '../src/db/schema';
import { loadShippedContent, seedContent, type ContentBundle } from '../src/seed/content';
import { fixtureContent, fixtureExam, rightListeningParts } from './fixtures';
import { login, nextPhone, startServer, type TestServer } from './helpers';

/** The shipped content (@bandwise/content and its keys) loads, reloads idempotently, and scores with its own keys. */
let server: TestServer;
let shipped: Awaited<ReturnType<typeof loadShippedContent>>;

beforeAll(async () => {
  shipped = await loadShippedContent();
  server = await startServer({ content: shipped });
});
afterAll(async () => {
  await server?.close();
});

async function counts() {
  const [books] = await server.db.select({ n: count() }).from(ieltsBooks);
  const [exams] = await server.db.select({ n: count() }).from(multiLevelExams);
  const [questions] = await server.db.select({ n: count() }).from(multiLevelQuestions);
  const [answers] = await server.db.select({ n: count() }).from(multiLevelAnswers);
  const [versions] = await server.db.select({ n: count() }).from(contentVersions);
  return { books: books?.n, exams: exams?.n, questions: questions?.n, answers: answers?.n, versions: versions?.n };
}

describe('shipped content', () => {
  it('holds at least two IELTS books and two multi-level exams, each with keys', () => {
    expect(shipped.books.length).toBeGreaterThanOrEqual(2);
    expect(shipped.exams.length).toBeGreaterThanOrEqual(2);
    for (const book of shipped.books) expect(shipped.ieltsKeys.some((k) => k.bookId === book.id)).toBe(true);
    for (const exam of shipped.exams) expect(shipped.multiLevelKeys.some((k) => k.examId === exam.id)).toBe(true);
  });

  it('loads idempotently: a second load changes no counts', async () => {
    const before = await counts();
    expect(before.books).toBe(shipped.books.length);
    expect(before.exams).toBe(shipped.exams.length);
    expect(before.versions).toBe(shipped.books.length + shipped.exams.length);
    await seedContent(server.db, shipped);
    expect(await counts()).toEqual(before);
  });

  it('refuses multi-level content whose ids clash between exams', async () => {
    const clash: ContentBundle = { ...fixtureContent(), exams: [fixtureExam, { ...fixtureExam, id: 99 }] };
    await expect(seedContent(server.db, clash)).rejects.toThrow(/used by exams/);
  });

  it('every IELTS book scores 40/40 in listening and reading when answered with its own keys', async () => {
    for (const book of shipped.books) {
      // A learner per book: one learner may start only three IELTS exams a day, and there are more books than that.
      const { token } = await login(server, nextPhone());
      const keys = shipped.ieltsKeys.find((k) => k.bookId === book.id)!;
      const created = await server.call(`/ielts/exam/create?bookId=${book.id}`, { method: 'POST', token });
      expect(created.status, created.text).toBe(200);
      const examId = Number(created.body.message);
      for (const section of ['LISTENING', 'READING'] as const) {
        const parts = section === 'LISTENING' ? book.listening.parts : book.reading.parts;
        const key = section === 'LISTENING' ? keys.listening : keys.reading;
        const sheet = new Array<string>(40).fill('');
        for (const group of parts.flatMap((p) => p.groups)) {
          const numbers = questionNumbersOf(group);
          numbers.forEach((n, i) => {
            const accepted = key[String(n)] ?? [''];
            // Choose-N slots share one key set: each slot takes a different letter of it.
            sheet[n - 1] = group.type === 'chooseN' ? (accepted[i] ?? '') : (accepted[0] ?? '');
          });
        }
        const submitted = await server.call('/ielts/exam/attempt/create/inline', { token, json: { examId, sectionType: section, userAnswer: sheet } });
        expect(submitted.status, submitted.text).toBe(200);
        expect(submitted.body.raw, `${book.name} ${section}`).toBe(40);
        expect(submitted.body.band).toBe(9);
      }
    }
  });

  it('every multi-level exam starts without its keys and scores its listening in full with them', async () => {
    const { token, userId } = await login(server, nextPhone());
    await server.db.update(users).set({ balance: 10_000_000 }).where(eq(users.id, userId));
    for (const exam of shipped.exams) {
      const keys = shipped.multiLevelKeys.find((k) => k.examId === exam.id)!;
      const bought = await server.call('/user/buy-exam', { token, form: { mock_exam_id: String(exam.id), type: 'ai' } });
      expect(bought.status, bought.text).toBe(200);
      const examId = bought.body.exam.id;
      const started = await server.call('/user/start-exam', { token, form: { exam_id: String(examId) } });
      expect(started.status).toBe(200);
      expect(started.text).not.toMatch(/"answerId"|"blanks"/);
      const listening = exam.sections.find((s) => s.type === 'listening')!;
      const parts = rightListeningParts(listening.parts, keys);
      const checked = await server.call('/user/check', { token, json: { section_id: listening.id, exam_id: examId, parts } });
      expect(checked.status, checked.text).toBe(200);
      expect(checked.body.section.raw).toBe(checked.body.section.total);
      expect(checked.body.section.score).toBe(75);
    }
  });
});
