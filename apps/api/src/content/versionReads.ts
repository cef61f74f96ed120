import type { ContentKind, ContentStatus, IeltsBook, IeltsKeys, MultiLevelExam, MultiLevelKeys } from '@bandwise/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { cacheTtl, registerCache } from '../cache/changes';
import { createReadCache } from '../cache/readCache';
import type { Queryable } from '../db/client';
import { contentVersions } from '../db/schema';

/**
 * Reads of the content: every version of every test (content_versions). A version's content and keys never change once
 * written, so a process keeps each one it read; which version is published does change (an admin publishes or
 * retires), so that look-up is cached like the settings and cleared everywhere when a publish commits
 * (cache/changes.ts, 'content').
 */
type VersionRow = typeof contentVersions.$inferSelect;

export type IeltsVersion = { id: number; bookId: number; version: number; book: IeltsBook; keys: IeltsKeys };
export type ExamVersion = { id: number; examId: number; version: number; exam: MultiLevelExam; keys: MultiLevelKeys };

/** Immutable: kept for the life of the process, a few hundred at most (a version is about 100 KB). */
const MAX_VERSIONS = 300;
let versions = new WeakMap<object, Map<number, Promise<VersionRow | null>>>();

async function versionRow(db: Queryable, id: number): Promise<VersionRow | null> {
  let byId = versions.get(db);
  if (!byId) versions.set(db, (byId = new Map()));
  const hit = byId.get(id);
  if (hit) return hit;
  if (byId.size >= MAX_VERSIONS) byId.clear();
  const load = db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.id, id))
    .limit(1)
    .then(([row]) => row ?? null);
  const map = byId;
  map.set(id, load);
  // A missing or failed read is not remembered: the version may be written in a moment.
  load.then(
    (row) => row === null && map.delete(id),
    () => map.delete(id),
  );
  return load;
}

const published = createReadCache<number | null>(cacheTtl);
registerCache('content', () => {
  published.clear();
});

/** Forget everything read (after loading content in this process; others hear of it through announceChange). */
export function clearContentCache(): void {
  published.clear();
  versions = new WeakMap();
}

/** The id of the published version of a test, or null when none is (never published, or retired). */
export function publishedVersionId(db: Queryable, kind: ContentKind, testId: number): Promise<number | null> {
  return published.get(db, `${kind}:${testId}`, async () => {
    const [row] = await db
      .select({ id: contentVersions.id })
      .from(contentVersions)
      .where(and(eq(contentVersions.kind, kind), eq(contentVersions.testId, testId), eq(contentVersions.status, 'published')))
      .limit(1);
    return row?.id ?? null;
  });
}

/** Version `version` of a test, if it is or was published (drafts are for admins only). */
export async function learnerVersionId(db: Queryable, kind: ContentKind, testId: number, version: number): Promise<number | null> {
  const [row] = await db
    .select({ id: contentVersions.id, status: contentVersions.status })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.testId, testId), eq(contentVersions.version, version)))
    .limit(1);
  const shown: readonly ContentStatus[] = ['published', 'retired'];
  return row && shown.includes(row.status) ? row.id : null;
}

/**
 * The version an attempt is on. Attempts made before tests had versions carry none: they are on version 1, the
 * built-in set the server loaded then (seed/content.ts pins them at start).
 */
async function attemptVersionId(db: Queryable, kind: ContentKind, testId: number, contentVersionId: number | null): Promise<number | null> {
  if (contentVersionId !== null) return contentVersionId;
  const [row] = await db
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.testId, testId), eq(contentVersions.version, 1)))
    .limit(1);
  return row?.id ?? null;
}

export async function ieltsVersion(db: Queryable, id: number | null): Promise<IeltsVersion | null> {
  const row = id === null ? null : await versionRow(db, id);
  if (!row || row.kind !== 'ielts') return null;
  return { id: row.id, bookId: row.testId, version: row.version, book: row.content as IeltsBook, keys: row.keys as IeltsKeys };
}

export async function examVersion(db: Queryable, id: number | null): Promise<ExamVersion | null> {
  const row = id === null ? null : await versionRow(db, id);
  if (!row || row.kind !== 'multi-level') return null;
  return { id: row.id, examId: row.testId, version: row.version, exam: row.content as MultiLevelExam, keys: row.keys as MultiLevelKeys };
}

/** The published version of a book (what a new attempt starts on), or null. */
export async function publishedBook(db: Queryable, bookId: number): Promise<IeltsVersion | null> {
  return ieltsVersion(db, await publishedVersionId(db, 'ielts', bookId));
}

/** The published version of a multi-level exam (what a purchase buys), or null. */
export async function publishedExam(db: Queryable, examId: number): Promise<ExamVersion | null> {
  return examVersion(db, await publishedVersionId(db, 'multi-level', examId));
}

/** The book an IELTS attempt started on: scoring, grading and result pages read this, never what is published now. */
export async function bookOfAttempt(db: Queryable, attempt: { bookId: number; contentVersionId: number | null }): Promise<IeltsVersion | null> {
  return ieltsVersion(db, await attemptVersionId(db, 'ielts', attempt.bookId, attempt.contentVersionId));
}

/** The exam a multi-level attempt was bought on. */
export async function examOfAttempt(db: Queryable, attempt: { examId: number; contentVersionId: number | null }): Promise<ExamVersion | null> {
  return examVersion(db, await attemptVersionId(db, 'multi-level', attempt.examId, attempt.contentVersionId));
}

/** The published tests of a kind, by id: what the test lists show (a few fields of each; never the keys). */
export function publishedList(db: Queryable, kind: ContentKind) {
  const field = (name: string) => sql<string>`${contentVersions.content}->>${name}`;
  return db
    .select({
      id: contentVersions.testId,
      version: contentVersions.version,
      name: contentVersions.name,
      slug: field('slug'),
      module: field('module'),
      duration: sql<number>`(${contentVersions.content}->>'duration')::int`,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.status, 'published')))
    .orderBy(asc(contentVersions.testId));
}
