import { createHash } from 'node:crypto';
import type { ContentKind, ContentSource, ContentVersion, IeltsBook, IeltsKeys, MultiLevelExam, MultiLevelKeys } from '@bandwise/core';
import { fullName } from '@bandwise/core';
import { and, count, desc, eq, getTableColumns, inArray, isNotNull, max, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { announceChange } from '../cache/changes';
import type { Queryable, Tx } from '../db/client';
import {
  contentVersions,
  ieltsAttempts,
  ieltsBooks,
  multiLevelAnswers,
  multiLevelAttempts,
  multiLevelExams,
  multiLevelParts,
  multiLevelQuestions,
  multiLevelSections,
  users,
} from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { recordAudit } from '../staff/audit';

/**
 * Versions of tests (docs/CONTENT.md, Publishing): a version is written once, as a draft, and never changed; publishing
 * one retires the version published before it and makes its test the one the lists show; retiring takes it off the
 * lists. Attempts keep the version they started on (versionReads.ts reads it), so nothing here touches an attempt.
 */
export type TestContent =
  | { kind: 'ielts'; content: IeltsBook; keys: IeltsKeys }
  | { kind: 'multi-level'; content: MultiLevelExam; keys: MultiLevelKeys };

type VersionRow = typeof contentVersions.$inferSelect;

/** JSON with every object's keys sorted: the same set digests the same whatever order its fields were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function digestOf(test: TestContent): string {
  return createHash('sha256').update(canonical({ kind: test.kind, content: test.content, keys: test.keys })).digest('hex');
}

/** One advisory lock per test, so two processes (or two admins) making versions of one test take turns. */
const KIND_LOCK: Record<ContentKind, number> = { ielts: 0x62770001, 'multi-level': 0x62770002 };
async function lockTest(tx: Tx, kind: ContentKind, testId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${KIND_LOCK[kind]}, ${testId})`);
}

/** Multi-level ids are global (the calls carry section, part, question and option ids alone): each id, one exam. */
export function multiLevelIds(exam: MultiLevelExam) {
  const sections = exam.sections.map((s) => s.id);
  const parts = exam.sections.flatMap((s) => s.parts.map((p) => p.id));
  const questions = exam.sections.flatMap((s) => s.parts.flatMap((p) => p.questions.map((q) => q.id)));
  const answers = exam.sections.flatMap((s) => s.parts.flatMap((p) => p.questions.flatMap((q) => q.answers.map((a) => a.id))));
  return { sections, parts, questions, answers };
}

/** Refuses an exam whose section, part, question or option ids belong to another exam already published. */
export async function assertIdsFree(db: Queryable, exam: MultiLevelExam): Promise<void> {
  const ids = multiLevelIds(exam);
  const clashes: string[] = [];
  const check = async (kind: string, list: number[], query: (ids: number[]) => Promise<Array<{ id: number; examId: number }>>) => {
    if (list.length === 0) return;
    for (const row of await query(list)) clashes.push(`${kind} id ${row.id} is used by exam ${row.examId}`);
  };
  const s = multiLevelSections;
  const p = multiLevelParts;
  const q = multiLevelQuestions;
  const a = multiLevelAnswers;
  await check('section', ids.sections, (list) =>
    db.select({ id: s.id, examId: s.examId }).from(s).where(and(inArray(s.id, list), ne(s.examId, exam.id))),
  );
  await check('part', ids.parts, (list) =>
    db.select({ id: p.id, examId: s.examId }).from(p).innerJoin(s, eq(s.id, p.sectionId)).where(and(inArray(p.id, list), ne(s.examId, exam.id))),
  );
  await check('question', ids.questions, (list) =>
    db
      .select({ id: q.id, examId: s.examId })
      .from(q)
      .innerJoin(p, eq(p.id, q.partId))
      .innerJoin(s, eq(s.id, p.sectionId))
      .where(and(inArray(q.id, list), ne(s.examId, exam.id))),
  );
  await check('option', ids.answers, (list) =>
    db
      .select({ id: a.id, examId: s.examId })
      .from(a)
      .innerJoin(q, eq(q.id, a.questionId))
      .innerJoin(p, eq(p.id, q.partId))
      .innerJoin(s, eq(s.id, p.sectionId))
      .where(and(inArray(a.id, list), ne(s.examId, exam.id))),
  );
  if (clashes.length > 0) {
    throw conflict(`Multi-level exam ${exam.id}: ${clashes.slice(0, 5).join('; ')}${clashes.length > 5 ? ` and ${clashes.length - 5} more` : ''}; give it ids of its own`);
  }
}

export type CreatedVersion = { row: VersionRow; created: boolean };

/**
 * Stores a test as a new draft version (1, 2, ... per test), in the caller's transaction. A set identical to a version
 * the test already has makes none: that version is answered with `created: false`.
 */
export async function createVersion(
  tx: Tx,
  test: TestContent,
  origin: { source: ContentSource; sourceName: string | null; createdBy: number | null },
): Promise<CreatedVersion> {
  const testId = test.content.id;
  await lockTest(tx, test.kind, testId);
  if (test.kind === 'multi-level') await assertIdsFree(tx, test.content);
  const digest = digestOf(test);
  const sameTest = and(eq(contentVersions.kind, test.kind), eq(contentVersions.testId, testId));
  const [same] = await tx.select().from(contentVersions).where(and(sameTest, eq(contentVersions.digest, digest))).limit(1);
  if (same) return { row: same, created: false };
  const [last] = await tx.select({ version: max(contentVersions.version) }).from(contentVersions).where(sameTest);
  const [row] = await tx
    .insert(contentVersions)
    .values({
      kind: test.kind,
      testId,
      version: (last?.version ?? 0) + 1,
      status: 'draft',
      name: test.content.name,
      content: test.content,
      keys: test.keys,
      digest,
      source: origin.source,
      sourceName: origin.sourceName,
      createdBy: origin.createdBy,
    })
    .returning();
  if (!row) throw new Error('version insert failed');
  return { row, created: true };
}

async function lockVersion(tx: Tx, id: number): Promise<VersionRow> {
  const [known] = await tx.select({ kind: contentVersions.kind, testId: contentVersions.testId }).from(contentVersions).where(eq(contentVersions.id, id));
  if (!known) throw notFound('Version not found');
  await lockTest(tx, known.kind, known.testId);
  const [row] = await tx.select().from(contentVersions).where(eq(contentVersions.id, id)).for('update');
  if (!row) throw notFound('Version not found');
  return row;
}

const label = (row: VersionRow) => ({ id: row.id, kind: row.kind, testId: row.testId, version: row.version, name: row.name });

/**
 * Publishes a draft (or a retired version again): the version published before it is retired, the test's rows say
 * what is published now, the change is in the audit log (actor null: the server loading its built-in sets) and every
 * process hears of it when the transaction commits.
 */
export async function publishVersion(tx: Tx, id: number, actorId: number | null): Promise<VersionRow> {
  const row = await lockVersion(tx, id);
  if (row.status === 'published') throw conflict(`Version ${row.version} of '${row.name}' is already published`);
  const [before] = await tx
    .update(contentVersions)
    .set({ status: 'retired', retiredAt: sql`now()` })
    .where(and(eq(contentVersions.kind, row.kind), eq(contentVersions.testId, row.testId), eq(contentVersions.status, 'published')))
    .returning();
  if (row.kind === 'ielts') await projectBook(tx, row.content as IeltsBook, true);
  else await projectExam(tx, row.content as MultiLevelExam, true);
  const [after] = await tx
    .update(contentVersions)
    .set({ status: 'published', publishedAt: sql`now()`, retiredAt: null })
    .where(eq(contentVersions.id, id))
    .returning();
  if (!after) throw new Error('publish update failed');
  await recordAudit(tx, {
    actorId,
    action: 'content.publish',
    target: `${row.kind}:${row.testId}`,
    before: before ? label(before) : null,
    after: label(after),
  });
  await announceChange(tx, 'content');
  return after;
}

/** Retires a published version (its test leaves the lists) or a draft (it will not be published). */
export async function retireVersion(tx: Tx, id: number, actorId: number | null): Promise<VersionRow> {
  const row = await lockVersion(tx, id);
  if (row.status === 'retired') throw conflict(`Version ${row.version} of '${row.name}' is already retired`);
  const [after] = await tx.update(contentVersions).set({ status: 'retired', retiredAt: sql`now()` }).where(eq(contentVersions.id, id)).returning();
  if (!after) throw new Error('retire update failed');
  if (row.status === 'published') {
    if (row.kind === 'ielts') await tx.update(ieltsBooks).set({ available: false, updatedAt: new Date() }).where(eq(ieltsBooks.id, row.testId));
    else await tx.update(multiLevelExams).set({ available: false, updatedAt: new Date() }).where(eq(multiLevelExams.id, row.testId));
  }
  await recordAudit(tx, { actorId, action: 'content.retire', target: `${row.kind}:${row.testId}`, before: { ...label(row), status: row.status }, after: label(after) });
  await announceChange(tx, 'content');
  return after;
}

/* ---------- the tests' own rows: what is published now, and the multi-level ids ---------- */

/** `SET col = excluded.col` for every column but the key. */
function excludedSet<T extends PgTable>(table: T, skip: string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (skip.includes(property)) continue;
    set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

async function upsertMany<T extends PgTable>(db: Queryable, table: T, target: string, rows: T['$inferInsert'][]): Promise<void> {
  const targetColumn = (getTableColumns(table) as Record<string, unknown>)[target];
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(table)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({ target: targetColumn as never, set: excludedSet(table, [target]) as never });
  }
}

async function projectBook(tx: Queryable, book: IeltsBook, available: boolean): Promise<void> {
  await upsertMany(tx, ieltsBooks, 'id', [{ id: book.id, slug: book.slug, name: book.name, module: book.module, available, updatedAt: new Date() }]);
}

/** The exam's row and every id of its tree (kept when a later version drops them: answers refer to them). */
async function projectExam(tx: Queryable, exam: MultiLevelExam, available: boolean): Promise<void> {
  await assertIdsFree(tx, exam);
  await upsertMany(tx, multiLevelExams, 'id', [{ id: exam.id, name: exam.name, duration: exam.duration, available, updatedAt: new Date() }]);
  const sections = exam.sections.map((s, position) => ({ id: s.id, examId: exam.id, position, type: s.type, duration: s.duration, audioPath: s.audio_path }));
  const parts = exam.sections.flatMap((s) =>
    s.parts.map((p, position) => ({ id: p.id, sectionId: s.id, position, label: p.label, description: p.description, rightText: p.right_text, photoPath: p.photo_path })),
  );
  const questions = exam.sections.flatMap((s) =>
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
  );
  const answers = exam.sections.flatMap((s) =>
    s.parts.flatMap((p) => p.questions.flatMap((q) => q.answers.map((a, position) => ({ id: a.id, questionId: q.id, position, answer: a.answer })))),
  );
  if (sections.length > 0) await upsertMany(tx, multiLevelSections, 'id', sections);
  if (parts.length > 0) await upsertMany(tx, multiLevelParts, 'id', parts);
  if (questions.length > 0) await upsertMany(tx, multiLevelQuestions, 'id', questions);
  if (answers.length > 0) await upsertMany(tx, multiLevelAnswers, 'id', answers);
}

/* ---------- the console's list ---------- */

export function versionOut(row: VersionRow, creator: { name: string | null; surname: string | null; phoneNumber: string | null } | null, attempts: number): ContentVersion {
  return {
    id: row.id,
    kind: row.kind,
    testId: row.testId,
    version: row.version,
    status: row.status,
    name: row.name,
    source: row.source,
    sourceName: row.sourceName,
    createdBy: creator && creator.phoneNumber !== null ? fullName(creator.name, creator.surname) || creator.phoneNumber : null,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    attempts,
  };
}

/** Every version of every test, the newest first within a test, with who made it and how many attempts it has. */
export async function listVersions(db: Queryable, only?: number[]): Promise<ContentVersion[]> {
  const rows = await db
    .select({ row: contentVersions, name: users.name, surname: users.surname, phoneNumber: users.phoneNumber })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.createdBy))
    .where(only ? inArray(contentVersions.id, only.length ? only : [0]) : undefined)
    .orderBy(contentVersions.kind, contentVersions.testId, desc(contentVersions.version));
  const counts = new Map<number, number>();
  for (const table of [ieltsAttempts, multiLevelAttempts]) {
    const tally = await db
      .select({ id: table.contentVersionId, n: count() })
      .from(table)
      .where(isNotNull(table.contentVersionId))
      .groupBy(table.contentVersionId);
    for (const { id, n } of tally) if (id !== null) counts.set(id, (counts.get(id) ?? 0) + Number(n));
  }
  return rows.map(({ row, ...creator }) => versionOut(row, row.createdBy === null ? null : creator, counts.get(row.id) ?? 0));
}

export async function versionById(db: Queryable, id: number): Promise<ContentVersion> {
  const [version] = await listVersions(db, [id]);
  if (!version) throw new HttpError(404, 'Version not found');
  return version;
}
