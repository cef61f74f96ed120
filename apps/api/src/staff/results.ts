import { overallBand, type GraderNote } from '@bandwise/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { examOfAttempt } from '../content/versionReads';
import { ieltsAttempts, ieltsSpeakingAnswers, ieltsWritingAnswers, multiLevelAttempts, multiLevelOpenAnswers } from '../db/schema';
import { lockIeltsAttemptRow, refreshIeltsGrades } from '../grading/ieltsRefresh';
import { lockMultiLevelAttemptRow, refreshMultiLevelSection } from '../grading/multiLevelRefresh';
import { partsOf } from '../grading/multiLevelTasks';
import type { AnswerInfo } from './answers';

/**
 * Stores an examiner's marks where the result pages read grades (the same columns and grading record the AI workers
 * fill), then recomputes what depends on them: a task or part band, the section, the attempt. Every step re-reads all
 * answers of the attempt, so it is idempotent and a late examiner mark replaces an earlier AI grade cleanly.
 */

export type ExaminerRecord = {
  grader: 'examiner';
  examinerId: number;
  gradedAt: string;
  job: { id: number; attempt: number };
  /** Writing criteria or the six speaking sub-scores, and the band. */
  scores: Record<string, number> & { band: number };
  /** The built-in grader's criteria for comparison, when it could read the answer. */
  builtIn: Record<string, unknown>;
  notes: string[];
  /** Multi-level: the marks and the examiner's comment as the learner reads them, in each site language (marking.ts). */
  comment?: GraderNote;
};

export type Marked = {
  info: AnswerInfo;
  marks: Record<string, number>;
  comment: string;
  band: number;
  /** Multi-level: 0-75. */
  score: number | null;
  record: ExaminerRecord;
  now: Date;
};

/**
 * The grading workers' recomputations (grading/ieltsRefresh.ts, grading/multiLevelRefresh.ts) turn stored answer grades
 * into part, section and attempt results; examiner marks go through the same code, so a human grade and an AI grade
 * of the same answer make the same result.
 */

/** A completed IELTS attempt whose band changed (an admin's re-check) gets its overall again; refreshIeltsAttempt skips it. */
async function settleCompletedIelts(tx: Tx, attemptId: number): Promise<void> {
  const [attempt] = await tx.select().from(ieltsAttempts).where(eq(ieltsAttempts.id, attemptId));
  if (attempt?.status !== 'COMPLETED') return;
  const bands = [attempt.listening, attempt.reading, attempt.writing, attempt.speaking];
  if (bands.some((band) => band === null)) return;
  await tx.update(ieltsAttempts).set({ overall: overallBand(bands as number[]) }).where(eq(ieltsAttempts.id, attemptId));
}

async function ieltsWriting(tx: Tx, m: Marked): Promise<void> {
  await lockIeltsAttemptRow(tx, m.info.attemptId);
  await tx
    .update(ieltsWritingAnswers)
    .set({
      taskAchievementScore: m.marks.taskAchievement,
      coherenceScore: m.marks.coherence,
      lexicalResourceScore: m.marks.lexicalResource,
      grammarScore: m.marks.grammar,
      taskBandScore: m.band,
      feedback: m.comment,
      status: 'GRADED',
      grading: m.record,
      gradedAt: m.now,
    })
    .where(eq(ieltsWritingAnswers.id, m.info.answerId));
  await refreshIeltsGrades(tx, m.info.attemptId);
  await settleCompletedIelts(tx, m.info.attemptId);
}

/** A recording's six sub-scores go in its grading record (`scores`), where the part's recomputation reads them. */
async function ieltsSpeaking(tx: Tx, m: Marked): Promise<void> {
  await lockIeltsAttemptRow(tx, m.info.attemptId);
  await tx
    .update(ieltsSpeakingAnswers)
    .set({ feedback: m.comment, grading: m.record, gradedAt: m.now })
    .where(eq(ieltsSpeakingAnswers.id, m.info.answerId));
  await refreshIeltsGrades(tx, m.info.attemptId);
  await settleCompletedIelts(tx, m.info.attemptId);
}

/** Multi-level: the answer's 0-75 score; the section's comes from all its answers once every one is graded. */
async function multiLevel(tx: Tx, m: Marked): Promise<void> {
  await lockMultiLevelAttemptRow(tx, m.info.attemptId);
  const [answer] = await tx
    .update(multiLevelOpenAnswers)
    .set({ score: m.score, feedback: m.comment, status: 'graded', grading: m.record, gradedAt: m.now })
    .where(eq(multiLevelOpenAnswers.id, m.info.answerId))
    .returning();
  const [attempt] = await tx.select({ examId: multiLevelAttempts.examId, contentVersionId: multiLevelAttempts.contentVersionId }).from(multiLevelAttempts).where(eq(multiLevelAttempts.id, m.info.attemptId));
  const exam = attempt ? ((await examOfAttempt(tx, attempt))?.exam ?? null) : null;
  if (!answer || !exam) return;
  await refreshMultiLevelSection(tx, m.info.attemptId, answer.sectionId, partsOf(exam, answer.sectionId));
}

export async function storeMarks(tx: Tx, marked: Marked): Promise<void> {
  switch (marked.info.kind) {
    case 'ielts.writing':
      return ieltsWriting(tx, marked);
    case 'ielts.speaking':
      return ieltsSpeaking(tx, marked);
    default:
      return multiLevel(tx, marked);
  }
}

/** The attempt's status after marking, for the examiner's confirmation. */
export async function attemptStatus(tx: Tx, info: AnswerInfo): Promise<string> {
  const [row] = info.kind.startsWith('ielts.')
    ? await tx.select({ status: ieltsAttempts.status }).from(ieltsAttempts).where(eq(ieltsAttempts.id, info.attemptId))
    : await tx.select({ status: multiLevelAttempts.status }).from(multiLevelAttempts).where(eq(multiLevelAttempts.id, info.attemptId));
  return row?.status ?? 'unknown';
}
