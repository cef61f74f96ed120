import {
  bandForRaw,
  ieltsSectionTypes,
  listeningBands,
  overallBand,
  readingBandsFor,
  scoreIeltsSection,
  type IeltsInlineSectionType,
  type IeltsSectionType,
} from '@bandwise/core';
import { and, count, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Queryable, type Tx } from '../db/client';
import { bookOfAttempt, publishedBook } from '../content/versionReads';
import { ieltsAttempts, ieltsSectionResults, ieltsSpeakingAnswers, ieltsSpeakingParts, ieltsWritingAnswers, users } from '../db/schema';
import { invalidateLeaderboards } from '../cache/leaderboards';
import { enqueue } from '../jobs/queue';
import { HttpError } from '../http/errors';
import { loadSettings, startOfLocalDay } from '../settings';
import { conflict, notFound } from '../http/errors';
import type { ServerLanguage } from '../http/messages';
import { isLate } from './ieltsDeadlines';
import { lockOwnAttempt } from './ownAttempt';
import { sameAnswers } from './replay';
import { SECTION_GRACE_MS } from './sectionDeadlines';

export type IeltsAttempt = typeof ieltsAttempts.$inferSelect;

/** PostgreSQL's unique_violation, as either driver reports it (drizzle may wrap the driver's error). */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** A submission that arrives this long after the 4-hour window still counts: the timer's own submit at 0 (PRODUCT.md 7). */
export const DEADLINE_GRACE_MS = 2 * 60_000;

/** A section's name at the start of a sentence ('Listening'). */
export const sectionName = (s: IeltsSectionType) => s.charAt(0).toUpperCase() + s.slice(1);

/** The learner's IELTS attempt, locked for the rest of the transaction (lockOwnAttempt). */
export const lockAttempt = (tx: Tx, attemptId: number, userId: number): Promise<IeltsAttempt> => lockOwnAttempt(tx, ieltsAttempts, attemptId, userId);

function prepareFind(db: Queryable) {
  return db
    .select()
    .from(ieltsAttempts)
    .where(and(eq(ieltsAttempts.id, sql.placeholder('attemptId')), eq(ieltsAttempts.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('bw_ielts_attempt_of_user');
}
/** Built once per database handle: every exam call and result page starts with this read. */
const finds = new WeakMap<object, ReturnType<typeof prepareFind>>();

/** The attempt of this user, unlocked (result reads). */
export async function findAttempt(db: Queryable, attemptId: number, userId: number): Promise<IeltsAttempt> {
  let find = finds.get(db);
  if (!find) finds.set(db, (find = prepareFind(db)));
  const [attempt] = await find.execute({ attemptId, userId });
  if (!attempt) throw notFound('Exam not found');
  return attempt;
}

export function assertOpen(attempt: IeltsAttempt, now = new Date()): void {
  if (now.getTime() > attempt.expiresAt.getTime() + DEADLINE_GRACE_MS) {
    throw conflict('The 4-hour window of this exam has closed; start a new exam');
  }
}

/**
 * Refuses a section that is not the one the attempt waits for, saying which one is due. `accepts` lists the
 * remaining-section values under which this submission is in order.
 */
export function assertSectionDue(attempt: IeltsAttempt, section: IeltsSectionType, accepts: readonly IeltsSectionType[]): void {
  const remain = attempt.remainSection;
  if (remain !== null && accepts.includes(remain)) return;
  const name = sectionName(section);
  if (remain === null || ieltsSectionTypes.indexOf(remain) > ieltsSectionTypes.indexOf(section)) {
    throw conflict(`${name} has already been submitted for this exam`);
  }
  throw conflict(`Submit ${remain} first: the sections go listening, reading, speaking, writing`);
}

/**
 * Scores and stores a listening or reading sheet, then moves the attempt on. The unique (attempt, section) index and
 * the row lock make a repeated or parallel submit store exactly one result.
 */
export async function submitInline(
  db: Db,
  userId: number,
  attemptId: number,
  section: IeltsInlineSectionType,
  sheet: readonly string[],
): Promise<{ raw: number; band: number; remainSection: IeltsSectionType | null; late: boolean }> {
  // The attempt's version of the book never changes, whatever is published since: read and score first, then store.
  const known = await findAttempt(db, attemptId, userId);
  const content = await bookOfAttempt(db, known);
  if (!content) throw conflict('The version of the book this exam started on is missing; it cannot be scored');
  const { book, keys } = content;
  const listening = section === 'listening';
  const groups = (listening ? book.listening.parts : book.reading.parts).flatMap((part) => part.groups);
  const scored = scoreIeltsSection(groups, listening ? keys.listening : keys.reading, sheet);
  const band = bandForRaw(scored.raw, listening ? listeningBands : readingBandsFor(book.module));
  const next: IeltsSectionType = listening ? 'reading' : 'speaking';

  // One statement, atomic on its own, moves the attempt on (only from this section, only while open, only without a
  // stored sheet) and stores the sheet: the attempt's row lock makes a repeated or parallel submit store exactly one
  // result. Four round trips fewer than a transaction that locks, inserts and updates (docs/PERFORMANCE.md). When it
  // moves nothing, the attempt is read again to say why.
  // Late (ieltsDeadlines.ts isLate, here in SQL so it reads the start this statement moves from): past the section's
  // minutes from its start, capped by the attempt's end, plus the grace. Accepted and scored all the same.
  const allowedSeconds = (listening ? book.listening.minutes : book.reading.minutes) * 60;
  const result = await db
    .execute(sql`
    WITH before AS (
      SELECT section_started_at, expires_at FROM ielts_attempts WHERE id = ${attemptId} AND user_id = ${userId}
    ), moved AS (
      UPDATE ielts_attempts SET ${listening ? sql`listening` : sql`reading`} = ${band}, remain_section = ${next},
        section_started_at = now()
      WHERE id = ${attemptId} AND user_id = ${userId} AND remain_section = ${section}
        AND expires_at >= now() - make_interval(secs => ${DEADLINE_GRACE_MS / 1000})
        AND NOT EXISTS (SELECT 1 FROM ielts_section_results r WHERE r.attempt_id = ${attemptId} AND r.section = ${section})
      RETURNING id
    ), stored AS (
      INSERT INTO ielts_section_results (attempt_id, section, user_answers, rows, raw, band, late)
      SELECT id, ${section}, ${JSON.stringify(sheet)}::jsonb, ${JSON.stringify(scored.rows)}::jsonb, ${scored.raw}, ${band},
        COALESCE((SELECT now() > LEAST(b.section_started_at + make_interval(secs => ${allowedSeconds}), b.expires_at)
          + make_interval(secs => ${SECTION_GRACE_MS / 1000}) FROM before b), false)
      FROM moved
      RETURNING id, late
    )
    SELECT (SELECT count(*) FROM stored)::int AS stored, COALESCE((SELECT late FROM stored), false) AS late`)
    // The unique (attempt, section) index is the last line: a violation undoes the whole statement.
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  const outcome = result ? rowsOf<{ stored: number; late: boolean }>(result)[0] : undefined;
  if (!outcome || Number(outcome.stored) !== 1) {
    // The same sheet sent again (its first answer lost on the way back): the first try's success, nothing stored.
    const [first] = await db
      .select()
      .from(ieltsSectionResults)
      .where(and(eq(ieltsSectionResults.attemptId, attemptId), eq(ieltsSectionResults.section, section)))
      .limit(1);
    if (first && sameAnswers(first.userAnswers, sheet)) return { raw: first.raw, band: first.band, remainSection: next, late: first.late };
    const attempt = await findAttempt(db, attemptId, userId);
    assertOpen(attempt);
    assertSectionDue(attempt, section, [section]);
    throw conflict(`${sectionName(section)} has already been submitted for this exam`);
  }
  return { raw: scored.raw, band, remainSection: next, late: outcome.late === true };
}

/**
 * Completes the attempt once all four bands are in: the overall band and COMPLETED. The graders call this after
 * storing a writing or speaking band.
 */
export async function refreshIeltsAttempt(db: Queryable, attemptId: number): Promise<void> {
  const [attempt] = await db.select().from(ieltsAttempts).where(eq(ieltsAttempts.id, attemptId)).limit(1);
  if (!attempt || attempt.status === 'COMPLETED') return;
  const bands = [attempt.listening, attempt.reading, attempt.writing, attempt.speaking];
  if (bands.some((b) => b === null) || attempt.remainSection !== null) return;
  await db
    .update(ieltsAttempts)
    .set({ overall: overallBand(bands as number[]), status: 'COMPLETED', completedAt: sql`now()` })
    .where(eq(ieltsAttempts.id, attemptId));
  await invalidateLeaderboards(db);
}

/**
 * Creates an attempt of a book: the daily limit is checked with the user's row locked, so parallel creates cannot
 * pass it together. The attempt lives 4 hours and starts at listening.
 */
export async function createAttempt(db: Db, userId: number, bookId: number, now = new Date()): Promise<IeltsAttempt> {
  // The attempt keeps the version published now (its content_version_id), whatever is published later.
  const content = await publishedBook(db, bookId);
  if (!content) throw notFound('Book not found');
  const settings = await loadSettings(db);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [today] = await tx
      .select({ n: count() })
      .from(ieltsAttempts)
      .where(and(eq(ieltsAttempts.userId, userId), gte(ieltsAttempts.createdAt, startOfLocalDay(now, settings.dayStartOffsetMinutes))));
    const limit = settings.limits.ieltsDailyExams;
    if (Number(today?.n ?? 0) >= limit) {
      throw new HttpError(429, `Daily IELTS exam limit reached: ${limit} exams a day. Try again tomorrow.`);
    }
    const [attempt] = await tx
      .insert(ieltsAttempts)
      .values({
        userId,
        bookId,
        contentVersionId: content.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + settings.limits.ieltsAttemptSeconds * 1000),
        remainSection: 'listening',
        // Listening's clock is not started here: the learner may open the exam much later (from My Result). The
        // runner's Start starts it (startSectionClock); until then all its minutes are left (ieltsDeadlines.ts).
        sectionStartedAt: null,
      })
      .returning();
    if (!attempt) throw new Error('attempt insert failed');
    return attempt;
  });
}

/**
 * The runner's Start: starts the remaining section's clock when it has not started (listening, whose attempt the test
 * list creates before the learner really begins), and answers the attempt as it is. A started clock is left alone:
 * a reload or a second Start never gives a section its time again.
 */
export async function startSectionClock(db: Db, userId: number, attemptId: number): Promise<IeltsAttempt> {
  const [started] = await db
    .update(ieltsAttempts)
    .set({ sectionStartedAt: sql`now()` })
    .where(
      and(
        eq(ieltsAttempts.id, attemptId),
        eq(ieltsAttempts.userId, userId),
        isNotNull(ieltsAttempts.remainSection),
        isNull(ieltsAttempts.sectionStartedAt),
        gte(ieltsAttempts.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return started ?? findAttempt(db, attemptId, userId);
}

/** Writing is taken after speaking, whose 'Next exam' makes no call: a remaining speaking or writing accepts it. */
const WRITING_DUE: readonly IeltsSectionType[] = ['speaking', 'writing'];

/**
 * Stores both writing tasks and queues a grading job for each, in one transaction: once acknowledged, the essays
 * and their jobs are on disk. Closes the attempt's sections (remainSection null).
 */
export async function submitWriting(
  db: Db,
  userId: number,
  attemptId: number,
  tasks: ReadonlyArray<{ question: string; userAnswer: string }>,
  /** The learner's site language (their Accept-Language): an LLM grader writes its comment in it. */
  language: ServerLanguage = 'en',
): Promise<{ late: boolean }> {
  const known = await findAttempt(db, attemptId, userId);
  const content = await bookOfAttempt(db, known);
  if (!content) throw conflict('The version of the book this exam started on is missing');
  return db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, attemptId, userId);
    // The same essays sent again (the first answer lost on the way back): the first try's success, nothing stored.
    const first = await tx.select().from(ieltsWritingAnswers).where(eq(ieltsWritingAnswers.attemptId, attemptId)).orderBy(ieltsWritingAnswers.taskNumber);
    const sent = tasks.map(({ question, userAnswer }) => ({ question, userAnswer }));
    if (first.length > 0 && sameAnswers(first.map(({ question, userAnswer }) => ({ question, userAnswer })), sent)) return { late: first.some((row) => row.late) };
    assertOpen(attempt);
    assertSectionDue(attempt, 'writing', WRITING_DUE);
    // Late essays are kept and graded like the others, and marked: a learner's answer is never thrown away.
    const late = isLate(attempt, content.book);
    const stored = await tx
      .insert(ieltsWritingAnswers)
      .values(tasks.map((task, index) => ({ attemptId, taskNumber: index + 1, question: task.question, userAnswer: task.userAnswer, late })))
      .onConflictDoNothing()
      .returning({ id: ieltsWritingAnswers.id });
    if (stored.length !== tasks.length) throw conflict('Writing has already been submitted for this exam');
    for (const row of stored) await enqueue(tx, 'ielts.writing', { answerId: row.id, attemptId, language });
    await tx.update(ieltsAttempts).set({ remainSection: null }).where(eq(ieltsAttempts.id, attemptId));
    return { late };
  });
}

/** Recordings per speaking part at most (the seeds have 1 to 4 questions a part). */
export const MAX_RECORDINGS_PER_PART = 8;

/**
 * Stores one speaking recording (already written to disk) and queues its grading. One recording per (part,
 * question): a second one is refused with 409, as the seed's client expects.
 */
export async function submitSpeaking(
  db: Db,
  userId: number,
  attemptId: number,
  partNumber: number,
  question: string,
  filePath: string,
  /** The learner's site language (their Accept-Language): an LLM grader writes its comment in it. */
  language: ServerLanguage = 'en',
): Promise<void> {
  await db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, attemptId, userId);
    assertOpen(attempt);
    assertSectionDue(attempt, 'speaking', ['speaking']);
    const [already] = await tx
      .select({ n: count() })
      .from(ieltsSpeakingAnswers)
      .where(and(eq(ieltsSpeakingAnswers.attemptId, attemptId), eq(ieltsSpeakingAnswers.partNumber, partNumber)));
    if (Number(already?.n ?? 0) >= MAX_RECORDINGS_PER_PART) throw conflict(`Part ${partNumber} already has all its recordings`);
    const [row] = await tx
      .insert(ieltsSpeakingAnswers)
      .values({ attemptId, partNumber, question, filePath })
      .onConflictDoNothing()
      .returning({ id: ieltsSpeakingAnswers.id });
    if (!row) throw conflict('This question has already been answered');
    await tx.insert(ieltsSpeakingParts).values({ attemptId, partNumber }).onConflictDoNothing();
    // Writing follows speaking with no call: its clock restarts with every recording (ieltsDeadlines.ts).
    await tx.update(ieltsAttempts).set({ sectionStartedAt: sql`now()` }).where(eq(ieltsAttempts.id, attemptId));
    await enqueue(tx, 'ielts.speaking', { answerId: row.id, attemptId, language });
  });
}

/**
 * The recording stored for this question of the learner's attempt, if any: a resent upload of the same bytes is the
 * first one again (exams/replay.ts), a different one after it is refused.
 */
export async function storedRecording(db: Db, userId: number, attemptId: number, partNumber: number, question: string): Promise<string | null> {
  const [row] = await db
    .select({ filePath: ieltsSpeakingAnswers.filePath })
    .from(ieltsSpeakingAnswers)
    .innerJoin(ieltsAttempts, eq(ieltsAttempts.id, ieltsSpeakingAnswers.attemptId))
    .where(
      and(
        eq(ieltsSpeakingAnswers.attemptId, attemptId),
        eq(ieltsAttempts.userId, userId),
        eq(ieltsSpeakingAnswers.partNumber, partNumber),
        eq(ieltsSpeakingAnswers.question, question),
      ),
    )
    .limit(1);
  return row?.filePath ?? null;
}

/** Seconds left of the attempt's window, while it still has a section to take. */
export function remainingSeconds(attempt: IeltsAttempt, now = new Date()): number {
  if (attempt.remainSection === null) return 0;
  return Math.max(0, Math.floor((attempt.expiresAt.getTime() - now.getTime()) / 1000));
}
