import {
  ieltsBookSchema,
  ieltsKeysSchema,
  multiLevelExamSchema,
  multiLevelKeysSchema,
  type IeltsBook,
  type IeltsKeys,
  type MultiLevelExam,
  type MultiLevelKeys,
} from '@bandwise/core';
import { getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from './client';
import { clearContentCache } from './content';
import { ieltsBooks, ieltsKeys, multiLevelAnswers, multiLevelExams, multiLevelKeys, multiLevelParts, multiLevelQuestions, multiLevelScripts, multiLevelSections } from './schema';

/** Everything the server loads at start: public data and the server-only keys. */
export type ContentBundle = {
  books: IeltsBook[];
  ieltsKeys: IeltsKeys[];
  exams: MultiLevelExam[];
  multiLevelKeys: MultiLevelKeys[];
};

export const emptyContent = (): ContentBundle => ({ books: [], ieltsKeys: [], exams: [], multiLevelKeys: [] });

/** Parses each item with its schema, naming the one that fails. */
function parseAll<T>(items: unknown, schema: { parse(value: unknown): T }, what: string): T[] {
  if (!Array.isArray(items)) return [];
  return items.map((item, index) => {
    try {
      return schema.parse(item);
    } catch (error) {
      throw new Error(`Shipped ${what} #${index + 1} does not match its schema: ${(error as Error).message}`);
    }
  });
}

/**
 * The shipped content: @bandwise/content (public data) and @bandwise/content/keys (server-only keys), validated
 * against core's schemas. A content package that cannot be imported is reported and loads nothing.
 */
export async function loadShippedContent(warn: (message: string) => void = () => {}): Promise<ContentBundle> {
  let publicPart: Record<string, unknown> = {};
  let keysPart: Record<string, unknown> = {};
  try {
    publicPart = (await import('@bandwise/content')) as Record<string, unknown>;
    keysPart = (await import('@bandwise/content/keys')) as Record<string, unknown>;
  } catch (error) {
    warn(`content could not be loaded: ${(error as Error).message}`);
  }
  return {
    books: parseAll(publicPart.ieltsBooks, ieltsBookSchema, 'IELTS book'),
    exams: parseAll(publicPart.multiLevelExams, multiLevelExamSchema, 'multi-level exam'),
    ieltsKeys: parseAll(keysPart.ieltsKeys, ieltsKeysSchema, 'IELTS key set'),
    multiLevelKeys: parseAll(keysPart.multiLevelKeys, multiLevelKeysSchema, 'multi-level key set'),
  };
}

/** `SET col = excluded.col` for every column but the key. */
function excludedSet<T extends PgTable>(table: T, skip: string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (skip.includes(property)) continue;
    set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

async function upsertMany<T extends PgTable>(
  db: Queryable,
  table: T,
  target: string,
  rows: T['$inferInsert'][],
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const targetColumn = (columns as Record<string, unknown>)[target];
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(table)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({ target: targetColumn as never, set: excludedSet(table, [target]) as never });
  }
}

/** Multi-level ids are global (the calls carry section, part, question and answer ids alone): refuse a clash. */
function assertGlobalIds(exams: readonly MultiLevelExam[]): void {
  const owners = new Map<string, number>();
  const claim = (kind: string, id: number, examId: number) => {
    const owner = owners.get(`${kind}:${id}`);
    if (owner !== undefined && owner !== examId) {
      throw new Error(`Multi-level content: ${kind} id ${id} is used by exams ${owner} and ${examId}`);
    }
    if (owner === examId) throw new Error(`Multi-level content: ${kind} id ${id} is used twice in exam ${examId}`);
    owners.set(`${kind}:${id}`, examId);
  };
  for (const exam of exams) {
    for (const section of exam.sections) {
      claim('section', section.id, exam.id);
      for (const part of section.parts) {
        claim('part', part.id, exam.id);
        for (const question of part.questions) {
          claim('question', question.id, exam.id);
          for (const answer of question.answers) claim('answer', answer.id, exam.id);
        }
      }
    }
  }
}

export type SeedReport = { books: number; exams: number; keyedBooks: number; keyedExams: number };

/**
 * Loads content into the tables, idempotently: rows are upserted by the content's own ids, so restarts and several
 * processes starting together converge on the same rows. Books and exams no longer shipped are marked unavailable,
 * never deleted (attempts point at them).
 */
export async function seedContent(db: Db, content: ContentBundle): Promise<SeedReport> {
  assertGlobalIds(content.exams);
  const bookIds = new Set(content.books.map((b) => b.id));
  const examIds = new Set(content.exams.map((e) => e.id));
  await db.transaction(async (tx) => {
    if (content.books.length > 0) {
      await upsertMany(
        tx,
        ieltsBooks,
        'id',
        content.books.map((book) => ({
          id: book.id,
          slug: book.slug,
          name: book.name,
          module: book.module,
          data: book,
          available: true,
          updatedAt: new Date(),
        })),
      );
    }
    await tx
      .update(ieltsBooks)
      .set({ available: false })
      .where(content.books.length ? notInArray(ieltsBooks.id, [...bookIds]) : sql`true`);
    const keyRows = content.ieltsKeys.filter((k) => bookIds.has(k.bookId));
    if (keyRows.length > 0) {
      await upsertMany(
        tx,
        ieltsKeys,
        'bookId',
        keyRows.map((k) => ({ bookId: k.bookId, listening: k.listening, reading: k.reading, scripts: k.scripts })),
      );
    }

    if (content.exams.length > 0) {
      await upsertMany(
        tx,
        multiLevelExams,
        'id',
        content.exams.map((e) => ({ id: e.id, name: e.name, duration: e.duration, available: true, updatedAt: new Date() })),
      );
      const sections = content.exams.flatMap((exam) =>
        exam.sections.map((s, position) => ({
          id: s.id,
          examId: exam.id,
          position,
          type: s.type,
          duration: s.duration,
          audioPath: s.audio_path,
        })),
      );
      const parts = content.exams.flatMap((exam) =>
        exam.sections.flatMap((s) =>
          s.parts.map((p, position) => ({
            id: p.id,
            sectionId: s.id,
            position,
            label: p.label,
            description: p.description,
            rightText: p.right_text,
            photoPath: p.photo_path,
          })),
        ),
      );
      const questions = content.exams.flatMap((exam) =>
        exam.sections.flatMap((s) =>
          s.parts.flatMap((p) =>
            p.questions.map((q, position) => ({
              id: q.id,
              partId: p.id,
              position,
              question: q.question,
              type: q.type,
              prepSeconds: q.prep_seconds ?? null,
              answerSeconds: q.answer_seconds ?? null,
            })),
          ),
        ),
      );
      const answers = content.exams.flatMap((exam) =>
        exam.sections.flatMap((s) =>
          s.parts.flatMap((p) =>
            p.questions.flatMap((q) => q.answers.map((a, position) => ({ id: a.id, questionId: q.id, position, answer: a.answer }))),
          ),
        ),
      );
      await upsertMany(tx, multiLevelSections, 'id', sections);
      await upsertMany(tx, multiLevelParts, 'id', parts);
      await upsertMany(tx, multiLevelQuestions, 'id', questions);
      if (answers.length > 0) await upsertMany(tx, multiLevelAnswers, 'id', answers);
    }
    await tx
      .update(multiLevelExams)
      .set({ available: false })
      .where(content.exams.length ? notInArray(multiLevelExams.id, [...examIds]) : sql`true`);

    const examKeys = content.multiLevelKeys.filter((k) => examIds.has(k.examId));
    if (examKeys.length > 0) {
      const questionIds = new Set(
        content.exams.flatMap((e) => e.sections.flatMap((s) => s.parts.flatMap((p) => p.questions.map((q) => q.id)))),
      );
      const rows = examKeys.flatMap((k) =>
        Object.entries(k.questions)
          .filter(([id]) => questionIds.has(Number(id)))
          .map(([id, key]) => ({ questionId: Number(id), examId: k.examId, key })),
      );
      await tx.delete(multiLevelKeys).where(inArray(multiLevelKeys.examId, examKeys.map((k) => k.examId)));
      if (rows.length > 0) await upsertMany(tx, multiLevelKeys, 'questionId', rows);
      await upsertMany(
        tx,
        multiLevelScripts,
        'examId',
        examKeys.map((k) => ({ examId: k.examId, scripts: k.scripts })),
      );
    }
  });
  clearContentCache();
  return {
    books: content.books.length,
    exams: content.exams.length,
    keyedBooks: content.ieltsKeys.filter((k) => bookIds.has(k.bookId)).length,
    keyedExams: content.multiLevelKeys.filter((k) => examIds.has(k.examId)).length,
  };
}
