import type { Db, Tx } from '../db/client';
import type { Job } from '../jobs/queue';
import type { ObjectStore } from '../media/storage';
import type { GradingEngine } from './engine';
import type { GradingFailure } from './records';

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
