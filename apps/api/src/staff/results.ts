import { overallBand, roundHalf, roundIeltsBand, speakingCriteria, writingBand } from '@bandwise/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ieltsAttempts, ieltsSpeakingAnswers, ieltsSpeakingParts, ieltsWritingAnswers, mlAttempts, mlOpenAnswers, mlSectionResults } from '../db/schema';
import { refreshIeltsAttempt } from '../exams/ielts';
import { refreshMlAttempt } from '../exams/multiLevel';
import type { AnswerInfo } from './answers';

/**
 * Stores an examiner's marks where the result pages read grades (the same columns the AI workers fill), then
 * recomputes what depends on them: a task or part band, the section, the attempt. Every step re-reads all answers of
 * the attempt, so it is idempotent and a late examiner mark replaces an earlier AI grade cleanly.
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

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** A completed IELTS attempt whose band changed gets its overall again; an open one completes when all four are in. */
async function settleIeltsAttempt(tx: Tx, attemptId: number): Promise<void> {
  const [attempt] = await tx.select().from(ieltsAttempts).where(eq(ieltsAttempts.id, attemptId));
  if (!attempt) return;
  if (attempt.status !== 'COMPLETED') return refreshIeltsAttempt(tx, attemptId);
  const bands = [attempt.listening, attempt.reading, attempt.writing, attempt.speaking];
  if (bands.some((band) => band === null)) return;
  await tx.update(ieltsAttempts).set({ overall: overallBand(bands as number[]) }).where(eq(ieltsAttempts.id, attemptId));
}

async function ieltsWriting(tx: Tx, m: Marked): Promise<void> {
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
  const tasks = await tx
    .select()
    .from(ieltsWritingAnswers)
    .where(eq(ieltsWritingAnswers.attemptId, m.info.attemptId))
    .orderBy(asc(ieltsWritingAnswers.taskNumber));
  if (tasks.length === 0 || tasks.some((t) => t.status !== 'GRADED' || t.taskBandScore === null)) return;
  const [task1, task2] = tasks.map((t) => t.taskBandScore as number);
  // Task 2 counts twice task 1 (PRODUCT.md section 3); an attempt with one task has that task's band.
  const band = task2 === undefined ? task1! : writingBand(task1!, task2);
  await tx.update(ieltsAttempts).set({ writing: band }).where(eq(ieltsAttempts.id, m.info.attemptId));
  await settleIeltsAttempt(tx, m.info.attemptId);
}

type RecordingScores = Record<(typeof speakingCriteria)[number], number>;

function scoresOf(grading: unknown): RecordingScores | null {
  const scores = (grading as { scores?: Record<string, unknown> } | null)?.scores;
  if (!scores) return null;
  const values = speakingCriteria.map((key) => scores[key]);
  return values.every((v) => typeof v === 'number') ? (Object.fromEntries(speakingCriteria.map((k, i) => [k, values[i]])) as RecordingScores) : null;
}

async function ieltsSpeaking(tx: Tx, m: Marked): Promise<void> {
  const [answer] = await tx
    .update(ieltsSpeakingAnswers)
    .set({ feedback: m.comment, grading: m.record, gradedAt: m.now })
    .where(eq(ieltsSpeakingAnswers.id, m.info.answerId))
    .returning();
  if (!answer) return;
  // The part's sub-scores are the means of its recordings' (AI or examiner), once every recording has its scores.
  const recordings = await tx
    .select()
    .from(ieltsSpeakingAnswers)
    .where(and(eq(ieltsSpeakingAnswers.attemptId, answer.attemptId), eq(ieltsSpeakingAnswers.partNumber, answer.partNumber)));
  const scored = recordings.map((r) => (r.gradedAt ? scoresOf(r.grading) : null));
  if (scored.some((s) => s === null)) return;
  const sub = Object.fromEntries(speakingCriteria.map((key) => [key, roundHalf(mean(scored.map((s) => s![key])))])) as RecordingScores;
  await tx
    .update(ieltsSpeakingParts)
    .set({
      status: 'GRADED',
      coherenceScore: sub.coherence,
      fluencyScore: sub.fluency,
      grammarScore: sub.grammar,
      vocabularyScore: sub.vocabulary,
      relevanceScore: sub.relevance,
      topicDevScore: sub.topicDevelopment,
      partBandScore: roundIeltsBand(mean(Object.values(sub))),
    })
    .where(and(eq(ieltsSpeakingParts.attemptId, answer.attemptId), eq(ieltsSpeakingParts.partNumber, answer.partNumber)));
  const parts = await tx.select().from(ieltsSpeakingParts).where(eq(ieltsSpeakingParts.attemptId, answer.attemptId));
  const [attempt] = await tx.select().from(ieltsAttempts).where(eq(ieltsAttempts.id, answer.attemptId));
  // Speaking is over only when the learner moved on from it (remainSection past SPEAKING) and every part is graded.
  if (!attempt || attempt.remainSection === 'LISTENING' || attempt.remainSection === 'READING' || attempt.remainSection === 'SPEAKING') return;
  if (parts.length === 0 || parts.some((p) => p.status !== 'GRADED' || p.partBandScore === null)) return;
  await tx
    .update(ieltsAttempts)
    .set({ speaking: overallBand(parts.map((p) => p.partBandScore as number)) })
    .where(eq(ieltsAttempts.id, answer.attemptId));
  await settleIeltsAttempt(tx, answer.attemptId);
}

/** Multi-level: the answer's 0-75 score; the section's is the mean of its answers' once all are graded. */
async function multiLevel(tx: Tx, m: Marked): Promise<void> {
  const [answer] = await tx
    .update(mlOpenAnswers)
    .set({ score: m.score, feedback: m.comment, status: 'graded', grading: m.record, gradedAt: m.now })
    .where(eq(mlOpenAnswers.id, m.info.answerId))
    .returning();
  if (!answer) return;
  const answers = await tx
    .select()
    .from(mlOpenAnswers)
    .where(and(eq(mlOpenAnswers.attemptId, answer.attemptId), eq(mlOpenAnswers.sectionId, answer.sectionId)));
  if (answers.some((a) => a.status !== 'graded' || a.score === null)) return;
  await tx
    .update(mlSectionResults)
    .set({ status: 'scored', score: Math.round(mean(answers.map((a) => a.score as number))) })
    .where(and(eq(mlSectionResults.attemptId, answer.attemptId), eq(mlSectionResults.sectionId, answer.sectionId)));
  await refreshMlAttempt(tx, answer.attemptId);
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
    : await tx.select({ status: mlAttempts.status }).from(mlAttempts).where(eq(mlAttempts.id, info.attemptId));
  return row?.status ?? 'unknown';
}
