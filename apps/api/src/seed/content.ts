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
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { createVersion, publishVersion, retireVersion, type TestContent } from '../content/versions';
import type { Db } from '../db/client';
import { clearContentCache } from '../content/versionReads';
import { contentVersions, ieltsAttempts, multiLevelAttempts } from '../db/schema';

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

export type SeedReport = { books: number; exams: number; keyedBooks: number; keyedExams: number; created: number };

/** The shipped sets as tests; one without keys cannot be scored and is refused. */
function testsOf(content: ContentBundle): TestContent[] {
  const tests: TestContent[] = [];
  for (const book of content.books) {
    const keys = content.ieltsKeys.find((k) => k.bookId === book.id);
    if (!keys) throw new Error(`Shipped IELTS book ${book.id} has no answer key`);
    tests.push({ kind: 'ielts', content: book, keys });
  }
  for (const exam of content.exams) {
    const keys = content.multiLevelKeys.find((k) => k.examId === exam.id);
    if (!keys) throw new Error(`Shipped multi-level exam ${exam.id} has no answer key`);
    tests.push({ kind: 'multi-level', content: exam, keys });
  }
  return tests;
}

/**
 * Loads the built-in sets as versions (docs/CONTENT.md, Publishing), idempotently, so restarts and several processes
 * starting together converge: a set the test already has as a version makes none; a new or changed one becomes the
 * test's next version, published at once unless an admin published an uploaded version of that test (then it waits
 * as a draft for the admin). A built-in test no longer shipped is retired if its built-in version is what is
 * published; nothing is deleted (attempts point at it).
 */
export async function seedContent(db: Db, content: ContentBundle): Promise<SeedReport> {
  assertGlobalIds(content.exams);
  const tests = testsOf(content);
  let created = 0;
  for (const test of tests) {
    await db.transaction(async (tx) => {
      const made = await createVersion(tx, test, { source: 'built-in', sourceName: test.kind === 'ielts' ? test.content.slug : `exam ${test.content.id}`, createdBy: null });
      if (!made.created) return;
      created += 1;
      const [current] = await tx
        .select({ source: contentVersions.source })
        .from(contentVersions)
        .where(and(eq(contentVersions.kind, test.kind), eq(contentVersions.testId, test.content.id), eq(contentVersions.status, 'published')));
      if (!current || current.source === 'built-in') await publishVersion(tx, made.row.id, null);
    });
  }
  await db.transaction(async (tx) => {
    for (const kind of ['ielts', 'multi-level'] as const) {
      const shipped = tests.filter((t) => t.kind === kind).map((t) => t.content.id);
      const gone = await tx
        .select({ id: contentVersions.id })
        .from(contentVersions)
        .where(
          and(
            eq(contentVersions.kind, kind),
            eq(contentVersions.status, 'published'),
            eq(contentVersions.source, 'built-in'),
            shipped.length ? notInArray(contentVersions.testId, shipped) : sql`true`,
          ),
        );
      for (const { id } of gone) await retireVersion(tx, id, null);
    }
    // Attempts made before tests had versions were on the built-in set loaded then: version 1.
    await tx.execute(sql`UPDATE ${ieltsAttempts} a SET content_version_id = v.id FROM ${contentVersions} v
      WHERE a.content_version_id IS NULL AND v.kind = 'ielts' AND v.test_id = a.book_id AND v.version = 1`);
    await tx.execute(sql`UPDATE ${multiLevelAttempts} a SET content_version_id = v.id FROM ${contentVersions} v
      WHERE a.content_version_id IS NULL AND v.kind = 'multi-level' AND v.test_id = a.exam_id AND v.version = 1`);
  });
  clearContentCache();
  return {
    books: content.books.length,
    exams: content.exams.length,
    keyedBooks: content.books.length,
    keyedExams: content.exams.length,
    created,
  };
}
