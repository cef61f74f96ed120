import type { IeltsBook, MultiLevelExam, MultiLevelKey, SectionKey } from '@bandwise/core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from './client';
import { ieltsBooks, ieltsKeys, multiLevelAnswers, multiLevelExams, multiLevelKeys, multiLevelParts, multiLevelQuestions, multiLevelSections } from './schema';

/**
 * Reads of the loaded content. Content changes only when a process starts and loads it, so each process keeps what it
 * read for a minute: the inline submit and the exam start need it on every call.
 */
const TTL_MS = 60_000;
let caches = new WeakMap<object, Map<string, { at: number; value: unknown }>>();

async function cached<T>(db: Queryable, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as T;
  const value = await load();
  cache.set(key, { at: Date.now(), value });
  return value;
}

/** Forget everything read (after loading content). */
export function clearContentCache(): void {
  caches = new WeakMap();
}

export type BookWithKeys = { book: IeltsBook; available: boolean; keys: { listening: SectionKey; reading: SectionKey } | null };

export async function getBook(db: Queryable, bookId: number): Promise<BookWithKeys | null> {
  return cached(db, `book:${bookId}`, async () => {
    const [row] = await db.select().from(ieltsBooks).where(eq(ieltsBooks.id, bookId)).limit(1);
    if (!row) return null;
    const [keys] = await db.select().from(ieltsKeys).where(eq(ieltsKeys.bookId, bookId)).limit(1);
    return {
      book: row.data as IeltsBook,
      available: row.available,
      keys: keys ? { listening: keys.listening as SectionKey, reading: keys.reading as SectionKey } : null,
    };
  });
}

/** A multi-level exam as core's MultiLevelExam, assembled from its tables in content order. */
export async function getExamTree(db: Queryable, examId: number): Promise<(MultiLevelExam & { available: boolean }) | null> {
  return cached(db, `exam:${examId}`, async () => {
    const [exam] = await db.select().from(multiLevelExams).where(eq(multiLevelExams.id, examId)).limit(1);
    if (!exam) return null;
    const sections = await db.select().from(multiLevelSections).where(eq(multiLevelSections.examId, examId)).orderBy(asc(multiLevelSections.position));
    const sectionIds = sections.map((s) => s.id);
    const parts = sectionIds.length
      ? await db.select().from(multiLevelParts).where(inArray(multiLevelParts.sectionId, sectionIds)).orderBy(asc(multiLevelParts.position))
      : [];
    const partIds = parts.map((p) => p.id);
    const questions = partIds.length
      ? await db.select().from(multiLevelQuestions).where(inArray(multiLevelQuestions.partId, partIds)).orderBy(asc(multiLevelQuestions.position))
      : [];
    const questionIds = questions.map((q) => q.id);
    const answers = questionIds.length
      ? await db.select().from(multiLevelAnswers).where(inArray(multiLevelAnswers.questionId, questionIds)).orderBy(asc(multiLevelAnswers.position))
      : [];
    return {
      id: exam.id,
      name: exam.name,
      duration: exam.duration,
      available: exam.available,
      sections: sections.map((s) => ({
        id: s.id,
        type: s.type,
        duration: s.duration,
        audio_path: s.audioPath,
        parts: parts
          .filter((p) => p.sectionId === s.id)
          .map((p) => ({
            id: p.id,
            label: p.label,
            description: p.description,
            right_text: p.rightText,
            photo_path: p.photoPath,
            questions: questions
              .filter((q) => q.partId === p.id)
              .map((q) => ({
                id: q.id,
                question: q.question,
                type: q.type,
                answers: answers.filter((a) => a.questionId === q.id).map((a) => ({ id: a.id, answer: a.answer })),
                ...(q.prepSeconds !== null ? { prep_seconds: q.prepSeconds } : {}),
                ...(q.answerSeconds !== null ? { answer_seconds: q.answerSeconds } : {}),
              })),
          })),
      })),
    };
  });
}

/** Server-only keys of an exam, as core's MultiLevelKeys (scripts left out). */
export async function getExamKeys(db: Queryable, examId: number): Promise<{ examId: number; questions: Record<string, MultiLevelKey>; scripts: [] }> {
  return cached(db, `keys:${examId}`, async () => {
    const rows = await db.select().from(multiLevelKeys).where(eq(multiLevelKeys.examId, examId));
    return { examId, questions: Object.fromEntries(rows.map((r) => [String(r.questionId), r.key as MultiLevelKey])), scripts: [] };
  });
}
