import {
  blankCount,
  multiLevelLevel,
  multiLevelListeningScale,
  multiLevelOverall,
  multiLevelReadingScale,
  multiLevelSectionTypes,
  scaledScore,
  scoreMultiLevelSection,
  type MultiLevelExam,
  type MultiLevelSection,
  type MultiLevelSectionType,
  type MultiLevelSubmittedAnswer,
  type ScaleTable,
} from '@bandwise/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../db/client';
import { examOfAttempt, publishedExam, type ExamVersion } from '../content/versionReads';
import { multiLevelAttempts, multiLevelExams, multiLevelOpenAnswers, multiLevelSectionResults, multiLevelSpeakingUploads, users } from '../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import type { ServerLanguage } from '../http/messages';
import { enqueue } from '../jobs/queue';
import { contentMediaUrl, uploadUrl } from '../media/uploads';
import { loadSettings } from '../settings';
import { invalidateLeaderboards } from '../cache/leaderboards';
import { DEADLINE_GRACE_MS } from './ielts';
import { findOwnAttempt, lockOwnAttempt } from './ownAttempt';
import { sameAnswers } from './replay';
import { clockIsLate, clockSecondsLeft, type SectionClock } from './sectionDeadlines';
import { recordLedger } from '../ledger/ledger';

export type MultiLevelAttempt = typeof multiLevelAttempts.$inferSelect;
export const ORDER = multiLevelSectionTypes;

/** The learner's purchased exam, locked for the transaction (lockOwnAttempt). */
export const lockMultiLevelAttempt = (tx: Tx, attemptId: number, userId: number): Promise<MultiLevelAttempt> =>
  lockOwnAttempt(tx, multiLevelAttempts, attemptId, userId);

/** The learner's purchased exam, unlocked (findOwnAttempt). */
export const findMultiLevelAttempt = (db: Queryable, attemptId: number, userId: number): Promise<MultiLevelAttempt> =>
  findOwnAttempt(db, multiLevelAttempts, attemptId, userId);

/** The version of the exam an attempt was bought on (never what is published since); vanished content is a 404. */
export async function versionOf(db: Db, attempt: MultiLevelAttempt): Promise<ExamVersion> {
  const version = await examOfAttempt(db, attempt);
  if (!version) throw notFound('Exam content not found');
  return version;
}

async function resumeWindowMs(db: Queryable): Promise<number> {
  return (await loadSettings(db)).limits.multiLevelResumeSeconds * 1000;
}

function assertResumable(attempt: MultiLevelAttempt, windowMs: number, now: Date): void {
  if (attempt.finishedAt) throw conflict('This exam is finished');
  if (attempt.startedAt && now.getTime() > attempt.startedAt.getTime() + windowMs + DEADLINE_GRACE_MS) {
    throw conflict('The 4-hour window of this exam has closed');
  }
}

/**
 * Buys an exam: debits the balance with one conditional UPDATE (never below zero, never twice) in the transaction
 * that records the purchase. An AI-checked exam spends an earned referral bonus first (PRODUCT.md section 6).
 */
export async function buyExam(
  db: Db,
  userId: number,
  examId: number,
  type: 'ai' | 'human',
): Promise<{ attempt: MultiLevelAttempt; price: number; balance: number }> {
  // The purchase keeps the version on sale now (content_version_id), whatever is published later.
  const exam = await publishedExam(db, examId);
  if (!exam) throw notFound('Exam not found');
  const settings = await loadSettings(db);
  const listPrice = settings.prices.multiLevel[type];
  return db.transaction(async (tx) => {
    let price = listPrice;
    let paidWithBonus = false;
    let balance: number | undefined;
    if (type === 'ai') {
      const [bonus] = await tx
        .update(users)
        .set({ bonusAvailable: sql`${users.bonusAvailable} - 1`, bonusUsed: sql`${users.bonusUsed} + 1` })
        .where(and(eq(users.id, userId), sql`${users.bonusAvailable} > 0`))
        .returning({ balance: users.balance });
      if (bonus) {
        price = 0;
        paidWithBonus = true;
        balance = bonus.balance;
      }
    }
    if (!paidWithBonus) {
      const [debited] = await tx
        .update(users)
        .set({ balance: sql`${users.balance} - ${price}` })
        .where(and(eq(users.id, userId), sql`${users.balance} >= ${price}`))
        .returning({ balance: users.balance });
      if (!debited) throw new HttpError(402, 'There is not enough money on your balance');
      balance = debited.balance;
    }
    const [attempt] = await tx.insert(multiLevelAttempts).values({ userId, examId, contentVersionId: exam.id, type, price, paidWithBonus }).returning();
    if (!attempt || balance === undefined) throw new Error('purchase insert failed');
    await recordLedger(tx, { userId, amount: -price, cause: 'exam-purchase', reference: `multi-level-attempt:${attempt.id}` });
    return { attempt, price, balance };
  });
}

/** Media paths of the exam as addresses under the API base. */
export function withMediaUrls(exam: MultiLevelExam): MultiLevelExam {
  return { ...exam, sections: exam.sections.map(sectionWithMediaUrls) };
}

function sectionWithMediaUrls(section: MultiLevelSection): MultiLevelSection {
  return {
    ...section,
    audio_path: contentMediaUrl(section.audio_path),
    parts: section.parts.map((p) => ({ ...p, photo_path: contentMediaUrl(p.photo_path) })),
  };
}

/** Starts (or re-enters, within 4 hours) a purchased exam and answers its data without keys. */
export async function startExam(db: Db, userId: number, attemptId: number, now = new Date()) {
  const windowMs = await resumeWindowMs(db);
  const attempt = await db.transaction(async (tx) => {
    const locked = await lockMultiLevelAttempt(tx, attemptId, userId);
    assertResumable(locked, windowMs, now);
    if (locked.startedAt) return locked;
    // Listening's clock starts with the exam: start-exam opens it (sectionClockOf).
    const [started] = await tx
      .update(multiLevelAttempts)
      .set({ startedAt: now, sectionStartedAt: now })
      .where(eq(multiLevelAttempts.id, attemptId))
      .returning();
    return started ?? locked;
  });
  const tree = withMediaUrls((await versionOf(db, attempt)).exam);
  const remaining = tree.sections.find((s) => s.type === attempt.remainSection);
  return {
    id: attempt.id,
    name: tree.name,
    duration: tree.duration,
    sections: tree.sections,
    mock_exam_id: attempt.examId,
    remain_section: attempt.remainSection,
    start_time: (attempt.startedAt ?? now).toISOString(),
    remain_time_for_section: remaining ? clockSecondsLeft(sectionClockOf(attempt, remaining, tree.duration, windowMs), now) : null,
    // What the seeds' own client reads (seed 001 'Section', docs/CONTRACT.md): the section to take now and the exam's id.
    section: remaining ? seedSection(remaining) : null,
    exam: { id: attempt.id, name: tree.name, duration: tree.duration, mock_exam_id: attempt.examId },
  };
}

/**
 * A section as seed 001's entity names it (id, duration, audio_path, parts) plus `audio`, the name the seeds' own
 * client reads the recording's address under, and `type`. Media paths are already under the API base address.
 */
export function seedSection(section: MultiLevelSection) {
  return { ...section, audio: section.audio_path };
}

/**
 * The clock of `section` while it is the attempt's remaining one (sectionDeadlines.ts): from the start the server
 * recorded (start-exam for listening, the previous check for the others), for the section's minutes in the content
 * (the exam's when the section gives none, as the runner does), never past the 4-hour window. Null with no start
 * recorded (an attempt started before migration 0009).
 */
export function sectionClockOf(attempt: MultiLevelAttempt, section: Pick<MultiLevelSection, 'duration'>, examMinutes: number, windowMs: number): SectionClock | null {
  if (!attempt.startedAt || !attempt.sectionStartedAt) return null;
  return {
    startedAt: attempt.sectionStartedAt,
    minutes: section.duration || examMinutes,
    attemptEndsAt: new Date(attempt.startedAt.getTime() + windowMs),
  };
}

/** Where to resume: the remaining section, while the 4-hour window is open. */
export async function continueExam(db: Db, userId: number, attemptId: number, now = new Date()) {
  const windowMs = await resumeWindowMs(db);
  const attempt = await findMultiLevelAttempt(db, attemptId, userId);
  assertResumable(attempt, windowMs, now);
  if (attempt.remainSection === null) throw conflict('Every section of this exam has been submitted');
  const started = attempt.startedAt?.getTime() ?? now.getTime();
  return {
    section: attempt.remainSection,
    exam_id: attempt.id,
    remaining_seconds: Math.max(0, Math.floor((started + windowMs - now.getTime()) / 1000)),
  };
}

export type CheckPart = {
  id: number;
  part_type: MultiLevelSectionType;
  answers: Array<MultiLevelSubmittedAnswer & { question_type: string; file_path?: string | null | undefined }>;
};

/** Refuses answers that do not belong to the section: unknown parts, questions, options, blank positions. */
export function validateCheck(section: MultiLevelSection, parts: readonly CheckPart[]): void {
  for (const part of parts) {
    const known = section.parts.find((p) => p.id === part.id);
    if (!known) throw badRequest(`parts: part ${part.id} is not a part of section ${section.id}`);
    if (part.part_type !== section.type) {
      throw badRequest(`parts: part ${part.id} has part_type '${part.part_type}' but section ${section.id} is ${section.type}`);
    }
    for (const answer of part.answers) {
      const question = known.questions.find((q) => q.id === answer.question_id);
      if (!question) throw badRequest(`answers: question ${answer.question_id} is not in part ${part.id}`);
      if (answer.answer_id != null && !question.answers.some((a) => a.id === answer.answer_id)) {
        throw badRequest(`answers: answer ${answer.answer_id} is not an option of question ${question.id}`);
      }
      if (answer.input_index != null) {
        const blanks = blankCount(question, undefined);
        if (blanks > 0 && answer.input_index >= blanks) {
          throw badRequest(`answers: question ${question.id} has ${blanks} blank(s); input_index ${answer.input_index} is out of range`);
        }
      }
    }
  }
}

const SCALES: Partial<Record<MultiLevelSectionType, ScaleTable>> = {
  listening: multiLevelListeningScale,
  reading: multiLevelReadingScale,
};

/** 0-75 from a raw score; a section with a different question count is scaled onto the table's range first. */
export function sectionScore(type: MultiLevelSectionType, raw: number, total: number): number {
  const table = SCALES[type];
  if (!table || total === 0) return 0;
  const questions = table.length - 1;
  return scaledScore(total === questions ? raw : (raw / total) * questions, table);
}

/** Sets the overall score, level and 'checked' once all four sections are scored. Graders call it too. */
export async function refreshMultiLevelAttempt(db: Queryable, attemptId: number): Promise<void> {
  const results = await db.select().from(multiLevelSectionResults).where(eq(multiLevelSectionResults.attemptId, attemptId));
  const scores = ORDER.map((type) => results.find((r) => r.type === type && r.status === 'scored')?.score ?? null);
  if (scores.some((s) => s === null)) return;
  const overall = multiLevelOverall(scores as number[]);
  await db
    .update(multiLevelAttempts)
    .set({ score: overall, result: multiLevelLevel(overall), status: 'checked' })
    .where(eq(multiLevelAttempts.id, attemptId));
  await invalidateLeaderboards(db);
}

/**
 * POST /user/check: one section, in order, once. Listening and reading are scored against the keys; writing and
 * speaking answers are stored with a grading job each (AI or human, as bought).
 */
export async function checkSection(
  db: Db,
  userId: number,
  attemptId: number,
  sectionId: number,
  parts: readonly CheckPart[],
  now = new Date(),
  /** The learner's site language (their Accept-Language): an LLM grader writes its comment in it. */
  language: ServerLanguage = 'en',
) {
  const known = await findMultiLevelAttempt(db, attemptId, userId);
  const { exam: tree, keys } = await versionOf(db, known);
  const section = tree.sections.find((s) => s.id === sectionId);
  if (!section) throw badRequest(`section_id ${sectionId} is not a section of this exam`);
  validateCheck(section, parts);
  const answers = parts.flatMap((p) => p.answers);
  const scored =
    section.type === 'listening' || section.type === 'reading'
      ? scoreMultiLevelSection(section, keys, answers)
      : null;
  const windowMs = await resumeWindowMs(db);

  return db.transaction(async (tx) => {
    const attempt = await lockMultiLevelAttempt(tx, attemptId, userId);
    const resent = await resentCheck(tx, tree, section, attemptId, answers);
    if (resent) return resent;
    if (!attempt.startedAt) throw conflict('Start the exam first');
    assertResumable(attempt, windowMs, now);
    if (attempt.remainSection !== section.type) {
      const done = attempt.remainSection === null || ORDER.indexOf(attempt.remainSection) > ORDER.indexOf(section.type);
      throw conflict(
        done
          ? `The ${section.type} section has already been submitted`
          : `Submit the ${attempt.remainSection} section first: the sections go listening, reading, writing, speaking`,
      );
    }
    const score = scored ? sectionScore(section.type, scored.raw, scored.total) : null;
    // Late answers are kept, scored or graded like the others, and marked: a learner's answer is never thrown away.
    const late = clockIsLate(sectionClockOf(attempt, section, tree.duration, windowMs), now);
    const [result] = await tx
      .insert(multiLevelSectionResults)
      .values({
        attemptId,
        sectionId,
        type: section.type,
        status: scored ? 'scored' : 'pending',
        answers,
        rows: scored?.rows ?? null,
        raw: scored?.raw ?? null,
        total: scored?.total ?? null,
        score,
        late,
      })
      .onConflictDoNothing()
      .returning({ id: multiLevelSectionResults.id });
    if (!result) throw conflict(`The ${section.type} section has already been submitted`);

    if (!scored) await storeOpenAnswers(tx, attempt, section, answers, language);

    const next = ORDER[ORDER.indexOf(section.type) + 1] ?? null;
    // The next section's clock starts now (the runner opens it straight after the check).
    await tx.update(multiLevelAttempts).set({ remainSection: next, sectionStartedAt: now }).where(eq(multiLevelAttempts.id, attemptId));
    await refreshMultiLevelAttempt(tx, attemptId);
    const [after] = await tx.select().from(multiLevelAttempts).where(eq(multiLevelAttempts.id, attemptId));
    const nextSection = next ? tree.sections.find((s) => s.type === next) : undefined;
    return {
      next_section: nextSection ? seedSection(sectionWithMediaUrls(nextSection)) : null,
      section: { id: section.id, type: section.type, status: scored ? ('scored' as const) : ('pending' as const), raw: scored?.raw ?? null, total: scored?.total ?? null, score, late },
      exam: { id: attemptId, status: after?.status ?? attempt.status, remain_section: next },
    };
  });
}

/**
 * The same section's answers sent again (the first answer lost on the way back, exams/replay.ts): the first try's
 * body from what it stored, nothing stored again; null when the section has no result yet or the answers differ.
 * The exam was 'pending' when the first try answered: 'checked' needs every section scored, and the one just
 * submitted was either the last to score or still to be graded.
 */
async function resentCheck(tx: Tx, tree: MultiLevelExam, section: MultiLevelSection, attemptId: number, answers: readonly MultiLevelSubmittedAnswer[]) {
  const [first] = await tx
    .select()
    .from(multiLevelSectionResults)
    .where(and(eq(multiLevelSectionResults.attemptId, attemptId), eq(multiLevelSectionResults.sectionId, section.id)))
    .limit(1);
  if (!first || !sameAnswers(first.answers, answers)) return null;
  const scored = first.rows !== null;
  const next = ORDER[ORDER.indexOf(section.type) + 1] ?? null;
  const nextSection = next ? tree.sections.find((s) => s.type === next) : undefined;
  return {
    next_section: nextSection ? seedSection(sectionWithMediaUrls(nextSection)) : null,
    section: {
      id: section.id,
      type: section.type,
      status: scored ? ('scored' as const) : ('pending' as const),
      raw: scored ? first.raw : null,
      total: scored ? first.total : null,
      score: scored ? first.score : null,
      late: first.late,
    },
    exam: { id: attemptId, status: 'pending' as const, remain_section: next },
  };
}

/** One stored answer (and grading job) per essay or speaking question of the section; the last answer sent wins. */
async function storeOpenAnswers(
  tx: Tx,
  attempt: MultiLevelAttempt,
  section: MultiLevelSection,
  answers: ReadonlyArray<MultiLevelSubmittedAnswer & { file_path?: string | null | undefined }>,
  language: ServerLanguage,
): Promise<void> {
  const uploads = await tx.select().from(multiLevelSpeakingUploads).where(eq(multiLevelSpeakingUploads.attemptId, attempt.id));
  const kind = section.type === 'speaking' ? 'multiLevel.speaking' : 'multiLevel.writing';
  for (const part of section.parts) {
    for (const question of part.questions) {
      if (question.type !== 'essay' && question.type !== 'speaking') continue;
      const given = answers.filter((a) => a.question_id === question.id).at(-1);
      const upload = uploads.find((u) => u.questionId === question.id);
      const [row] = await tx
        .insert(multiLevelOpenAnswers)
        .values({
          attemptId: attempt.id,
          sectionId: section.id,
          questionId: question.id,
          answerText: question.type === 'essay' ? (given?.answer_text ?? '') : null,
          // The recording is the one uploaded for this question by this attempt, never a path the client names.
          filePath: question.type === 'speaking' ? (upload?.filePath ?? null) : null,
        })
        .onConflictDoNothing()
        .returning({ id: multiLevelOpenAnswers.id });
      if (!row) continue;
      await enqueue(tx, kind, { answerId: row.id, attemptId: attempt.id, checker: attempt.type, language });
      // An examiner marks it: the workers only transcribe it, for the marking screen.
      if (kind === 'multiLevel.speaking' && attempt.type === 'human' && upload) await enqueue(tx, 'speaking.transcript', { answerId: row.id, attemptId: attempt.id, answerKind: kind });
    }
  }
}

/** Stores (or replaces, until the section is checked) the recording of one speaking question. */
export async function recordSpeaking(db: Db, userId: number, attemptId: number, questionId: number, filePath: string, now = new Date()) {
  const known = await findMultiLevelAttempt(db, attemptId, userId);
  const tree = (await versionOf(db, known)).exam;
  const speaking = tree.sections.find((s) => s.type === 'speaking');
  const question = speaking?.parts.flatMap((p) => p.questions).find((q) => q.id === questionId);
  if (!question || question.type !== 'speaking') throw badRequest(`question_id ${questionId} is not a speaking question of this exam`);
  const windowMs = await resumeWindowMs(db);
  return db.transaction(async (tx) => {
    const attempt = await lockMultiLevelAttempt(tx, attemptId, userId);
    if (!attempt.startedAt) throw conflict('Start the exam first');
    assertResumable(attempt, windowMs, now);
    if (attempt.remainSection !== 'speaking') {
      throw conflict(attempt.remainSection === null ? 'The speaking section has already been submitted' : `Submit the ${attempt.remainSection} section first`);
    }
    const [row] = await tx
      .insert(multiLevelSpeakingUploads)
      .values({ attemptId, questionId, filePath })
      .onConflictDoUpdate({ target: [multiLevelSpeakingUploads.attemptId, multiLevelSpeakingUploads.questionId], set: { filePath, createdAt: now } })
      .returning();
    if (!row) throw new Error('upload insert failed');
    return { id: row.id, audio_path: uploadUrl(filePath), transcription: null };
  });
}

/** Ends the exam; its status turns 'checked' when grading completes. */
export async function finishExam(db: Db, userId: number, attemptId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const attempt = await lockMultiLevelAttempt(tx, attemptId, userId);
    // Finishing twice (a resend whose first answer was lost) is finishing once.
    if (attempt.finishedAt) return;
    await tx.update(multiLevelAttempts).set({ finishedAt: now, remainSection: null }).where(eq(multiLevelAttempts.id, attemptId));
  });
}
