import { jobFailureReasons, reviewKinds, type FailedJob, type FailedJobsResponse, type JobFailureReason, type ReviewKindName, type RetryJobResponse } from '@bandwise/core';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rowsOf } from '../db/client';
import { jobs } from '../db/schema';
import { ieltsJobPayloadSchema } from '../grading/records';
import { conflict, notFound } from '../http/errors';
import { queueStats } from '../jobs/queue';
import { examTypeOf } from './answers';

/**
 * Grading jobs that gave up, for the admins: a recording that could not be decoded, a provider down past every
 * retry. The learner's result waits on them, so an admin sees why each failed and sends it back to the queue once
 * the cause is fixed (a new grader release, a provider back up).
 */
const LIST_LIMIT = 100;

/** A stored reason as the contract names it: 'other' for none (failed before reasons were stored) or an unknown one. */
const reasonOf = (stored: string | null): JobFailureReason => (jobFailureReasons as readonly string[]).includes(stored ?? '') ? (stored as JobFailureReason) : 'other';

export async function failedJobs(db: Queryable): Promise<FailedJobsResponse> {
  // Grading jobs only: a transcript for an examiner is a help that never fails an answer (grading/transcriptHandler.ts).
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.status, 'failed'), inArray(jobs.kind, [...reviewKinds]))).orderBy(desc(jobs.updatedAt), desc(jobs.id)).limit(LIST_LIMIT);
  const items: FailedJob[] = rows.map((row) => {
    // Every job kind's payload names its answer and attempt (grading/records.ts; multi-level adds the checker).
    const payload = ieltsJobPayloadSchema.parse(row.payload);
    const kind = row.kind as ReviewKindName;
    return {
      id: row.id,
      kind,
      examType: examTypeOf(kind),
      attemptId: payload.attemptId,
      answerId: payload.answerId,
      attempts: row.attempts,
      reason: reasonOf(row.lastErrorReason),
      lastError: row.lastError,
      failedAt: row.updatedAt.toISOString(),
    };
  });
  return { items, stats: await queueStats(db) };
}

/** Queues a failed job again as new: its tries start from zero and it runs at once. Only a failed job. */
export async function retryJob(db: Queryable, id: number): Promise<RetryJobResponse> {
  const result = await db.execute(sql`
    UPDATE jobs SET status = 'queued', attempts = 0, run_after = now(), locked_until = NULL, updated_at = now()
    WHERE id = ${id} AND status = 'failed'
    RETURNING id`);
  if (rowsOf(result).length > 0) return { id, status: 'queued' };
  const [job] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
  if (!job) throw notFound(`No grading job with id ${id}`);
  throw conflict(`Only a failed job can be retried; job ${id} is ${job.status}`);
}
