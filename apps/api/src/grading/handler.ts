import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ieltsSpeakingAnswers, ieltsWritingAnswers, multiLevelOpenAnswers } from '../db/schema';
import type { Job } from '../jobs/queue';
import type { ObjectStore } from '../media/storage';
import type { GradingEngine } from './engine';
import { notMarkedByExaminer, type GradingFailure } from './records';

/** What one job's grading sees. `lastAttempt`: a provider failure now falls back to the built-in grade instead of a retry. */
export type JobContext = { db: Db; engine: GradingEngine; storage: ObjectStore; job: Job; lastAttempt: boolean };

/**
 * A graded job, not yet stored: `store` runs inside the worker's transaction, after the job was completed under its
 * lease, so the scores and the job's 'done' commit together or not at all. It must be idempotent (plain UPDATEs of
 * the answer, then recomputing the attempt from all its answers).
 */
export type Graded = { store(tx: Tx): Promise<void>; summary: string };

/**
 * One job kind. `grade` reads the answer and runs the graders outside any transaction (seconds of CPU, maybe a
 * provider call); `recordFailure` marks the answer when the job failed for good.
 */
export type JobHandler = {
  grade(context: JobContext): Promise<Graded>;
  recordFailure(tx: Tx, job: Job, failure: GradingFailure): Promise<void>;
};

/** Nothing to store: the answer (or its attempt) no longer exists. */
export const nothingToStore = (summary: string): Graded => ({ store: async () => {}, summary });

/** The tables whose rows a grading job grades, one answer a row. */
export type AnswerTable = typeof ieltsWritingAnswers | typeof ieltsSpeakingAnswers | typeof multiLevelOpenAnswers;

/** The answer row a job writes to, unless an examiner has marked it meanwhile (their marks stay): the `where` of every store. */
export const unmarkedAnswer = (answers: AnswerTable, answerId: number) => and(eq(answers.id, answerId), notMarkedByExaminer(answers.grading));

/** Stores a grade (its columns and stamped grading record) on the answer row with gradedAt now, unless an examiner has marked it. */
export async function storeGrade<T extends AnswerTable>(tx: Tx, answers: T, answerId: number, values: PgUpdateSetSource<T>): Promise<void> {
  await tx
    .update(answers as AnswerTable)
    .set({ ...values, gradedAt: new Date() } as PgUpdateSetSource<AnswerTable>)
    .where(unmarkedAnswer(answers, answerId));
}

/**
 * `recordFailure` for a kind whose job grades one answer row: the failure goes in the row's grading, unless an examiner
 * has marked it (their marks stay). A payload its schema refuses names no row, so nothing is marked.
 */
export function recordFailureOn(
  answers: AnswerTable,
  payloadSchema: { safeParse(payload: unknown): { success: true; data: { answerId: number } } | { success: false } },
): JobHandler['recordFailure'] {
  return async (tx, job, failure) => {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) return;
    await tx.update(answers).set({ grading: failure }).where(unmarkedAnswer(answers, parsed.data.answerId));
  };
}
