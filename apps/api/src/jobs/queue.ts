import type { JobFailureReason } from '@bandwise/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rowsOf } from '../db/client';
import { jobs } from '../db/schema';
import type { ServerLanguage } from '../http/messages';

/**
 * The durable grading queue: a jobs table. Enqueue inside the transaction that stores the answer, so an answer is
 * never stored without its job. A worker claims one job at a time with FOR UPDATE SKIP LOCKED (works on PostgreSQL
 * and PGlite), holding a short lease (locked_until) that its heartbeat renews while it grades (renewLease); a worker
 * that dies stops renewing, the lease runs out within seconds and the job is claimed again.
 */
export const jobKinds = ['ielts.writing', 'ielts.speaking', 'multiLevel.writing', 'multiLevel.speaking', 'speaking.transcript'] as const;
export type JobKind = (typeof jobKinds)[number];

/** The learner's site language when they submitted (their Accept-Language): an LLM grader writes its comment in it. */
type Submitted = { language?: ServerLanguage };

export type JobPayloads = {
  /** One IELTS writing task answer (ielts_writing_answers.id). */
  'ielts.writing': { answerId: number; attemptId: number } & Submitted;
  /** One IELTS speaking recording (ielts_speaking_answers.id). */
  'ielts.speaking': { answerId: number; attemptId: number } & Submitted;
  /** One multi-level writing or speaking answer (ml_open_answers.id), checked by AI or a human examiner. */
  'multiLevel.writing': { answerId: number; attemptId: number; checker: 'ai' | 'human' } & Submitted;
  'multiLevel.speaking': { answerId: number; attemptId: number; checker: 'ai' | 'human' } & Submitted;
  /**
   * Transcribing a recording an examiner will mark (grading/transcriptHandler.ts): the grading workers grade nothing
   * of it, they store what the recogniser heard so the marking screen can show it.
   */
  'speaking.transcript': { answerId: number; attemptId: number; answerKind: 'ielts.speaking' | 'multiLevel.speaking' };
};

export type Job = typeof jobs.$inferSelect;

export async function enqueue<K extends JobKind>(db: Queryable, kind: K, payload: JobPayloads[K]): Promise<number> {
  const [row] = await db.insert(jobs).values({ kind, payload }).returning({ id: jobs.id });
  if (!row) throw new Error('enqueue failed');
  return row.id;
}

export type ClaimOptions = {
  /** Only jobs whose payload names this checker, or names none (IELTS jobs): the AI workers leave 'human' jobs alone. */
  checker?: 'ai' | 'human';
};

/**
 * Claims the oldest runnable job of the given kinds: queued, or running with an expired lease. The job's attempts
 * count goes up by one and it is leased for `leaseSeconds`; that count is the claim's token for complete and fail.
 */
export async function claim(db: Queryable, kinds: readonly JobKind[], leaseSeconds = 300, options: ClaimOptions = {}): Promise<Job | null> {
  if (kinds.length === 0) return null;
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const checker = options.checker ? sql`AND coalesce(payload->>'checker', 'ai') = ${options.checker}` : sql``;
  const result = await db.execute(sql`
    UPDATE jobs SET status = 'running', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
    WHERE id = (
      SELECT id FROM jobs
      WHERE kind IN (${kindList}) AND run_after <= now() ${checker}
        AND (status = 'queued' OR (status = 'running' AND locked_until < now()))
      ORDER BY id
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING id, kind, payload, status, attempts, locked_until, last_error, last_error_reason, run_after, created_at, updated_at`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  if (!row) return null;
  const date = (value: unknown) => (value == null ? null : value instanceof Date ? value : new Date(String(value)));
  return {
    id: Number(row.id),
    kind: String(row.kind),
    payload: row.payload,
    status: row.status as Job['status'],
    attempts: Number(row.attempts),
    lockedUntil: date(row.locked_until),
    lastError: (row.last_error as string | null) ?? null,
    lastErrorReason: (row.last_error_reason as string | null) ?? null,
    runAfter: date(row.run_after) ?? new Date(),
    createdAt: date(row.created_at) ?? new Date(),
    updatedAt: date(row.updated_at) ?? new Date(),
  };
}

/**
 * The heartbeat of a worker grading the job: its lease runs `leaseSeconds` from now again. Only the claim that holds
 * it (status running, the same `attempts`) can renew; false means another worker has the job now.
 */
export async function renewLease(db: Queryable, id: number, attempts: number, leaseSeconds: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.attempts, attempts)))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/**
 * Ends the leases of every running job, for a process that knows no other one can hold them: PGlite opens its data
 * folder in one process only, so at start its running jobs are a crashed run's and are claimable at once.
 */
export async function releaseLeases(db: Queryable): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now()`, updatedAt: new Date() })
    .where(eq(jobs.status, 'running'))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Marks a claimed job done; only the holder of the lease (status running) can. With `attempts` (the claim's token),
 * only that claim can: a worker whose lease ran out and whose job was claimed again gets false, so a grader that
 * completes inside its result transaction rolls back instead of writing a second grade.
 */
export async function complete(db: Queryable, id: number, attempts?: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), attempts === undefined ? undefined : eq(jobs.attempts, attempts)))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/**
 * Hands a claimed job back as if it had never been claimed: queued, runnable now, its try not counted (attempts down
 * by the one its claim added). For a worker that stops before it can finish (SIGTERM): the job waits for the next
 * worker with every try it had. Only the claim that holds it (status running, the same `attempts`) can; false when
 * another claim has it or it is finished.
 */
export async function handBack(db: Queryable, id: number, attempts: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', attempts: sql`attempts - 1`, lockedUntil: null, runAfter: sql`now()`, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.attempts, attempts)))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

export type FailOptions = {
  /** The claim's token (Job.attempts): a stale worker's failure does not touch a job claimed again since. */
  attempts?: number;
  /** Fail for good now (an input no retry can fix, e.g. an undecodable recording). */
  permanent?: boolean;
  /** Back-off before the next try: base * 2^attempts seconds, at most an hour. @default 10 */
  backoffSeconds?: number;
  /** What an admin is told the failure was (core's jobFailureReasons), stored beside the message. */
  reason?: JobFailureReason;
};

/**
 * A failed run: queued again after a back-off, or failed for good after `maxAttempts` (or at once when permanent).
 * Answers the status the job was left in, or null when this caller no longer held it.
 */
export async function fail(db: Queryable, id: number, error: string, maxAttempts = 5, options: FailOptions = {}): Promise<'queued' | 'failed' | null> {
  const permanent = options.permanent ?? false;
  const base = options.backoffSeconds ?? 10;
  const token = options.attempts === undefined ? sql`` : sql`AND attempts = ${options.attempts}`;
  const result = await db.execute(sql`
    UPDATE jobs SET
      status = CASE WHEN ${permanent} OR attempts >= ${maxAttempts} THEN 'failed' ELSE 'queued' END,
      last_error = ${error.slice(0, 2000)},
      last_error_reason = ${options.reason ?? null},
      locked_until = NULL,
      run_after = now() + make_interval(secs => LEAST(3600, ${base} * power(2, attempts))),
      updated_at = now()
    WHERE id = ${id} AND status = 'running' ${token}
    RETURNING status`);
  const [row] = rowsOf<{ status: 'queued' | 'failed' }>(result);
  return row?.status ?? null;
}

/** Counts by status, for health checks and tests. */
export async function queueStats(db: Queryable): Promise<Record<Job['status'], number>> {
  const result = await db.execute(sql`SELECT status, count(*)::int AS n FROM jobs GROUP BY status`);
  const stats: Record<Job['status'], number> = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const row of rowsOf<{ status: Job['status']; n: number }>(result)) stats[row.status] = Number(row.n);
  return stats;
}
