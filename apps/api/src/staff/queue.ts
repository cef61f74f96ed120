import { fullName, reviewKinds, type ReviewItem, type ReviewKindName } from '@bandwise/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import { jobs, users } from '../db/schema';
import { examinerReviews } from '../db/schemaStaff';
import { conflict, notFound } from '../http/errors';
import { examTypeOf, loadAnswers, refKey, skillOf, type AnswerInfo } from './answers';

/**
 * The examiners' queue is the grading jobs whose payload says checker 'human' (a purchase with human checking, or an
 * admin's request), still queued or running. Claiming one is taking the job's lease (status 'running', locked_until)
 * for CLAIM_MINUTES and writing who holds it in examiner_reviews; a lease that runs out frees the answer for another
 * examiner. The AI workers claim only checker 'ai' jobs, so these wait for a person.
 */
export const CLAIM_MINUTES = 60;

export type HumanJob = typeof jobs.$inferSelect & { payload: { answerId: number; attemptId: number; checker?: string } };
export type Review = typeof examinerReviews.$inferSelect;

const humanOnly = sql`${jobs.payload}->>'checker' = 'human'`;
const reviewKindList = [...reviewKinds];

/** Open human jobs, oldest first, with their review rows and the answers behind them. */
export async function listQueue(db: Queryable, examinerId: number, now = new Date()): Promise<ReviewItem[]> {
  const rows = await db
    .select({ job: jobs, review: examinerReviews, examinerName: users.name, examinerSurname: users.surname })
    .from(jobs)
    .leftJoin(examinerReviews, eq(examinerReviews.jobId, jobs.id))
    .leftJoin(users, eq(users.id, examinerReviews.examinerId))
    .where(and(inArray(jobs.kind, reviewKindList), humanOnly, inArray(jobs.status, ['queued', 'running'])))
    .orderBy(jobs.id)
    .limit(500);
  const refs = rows.map(({ job }) => refOf(job as HumanJob));
  const answers = await loadAnswers(db, refs);
  return rows.flatMap(({ job, review, examinerName, examinerSurname }) => {
    const info = answers.get(refKey(refOf(job as HumanJob)));
    if (!info) return [];
    return [itemOf(job as HumanJob, review, info, examinerId, now, fullName(examinerName, examinerSurname) || null)];
  });
}

export function refOf(job: HumanJob) {
  return { kind: job.kind as ReviewKindName, answerId: Number(job.payload.answerId) };
}

/** The claim as the client sees it: null when nobody holds a live lease. */
export function claimOf(job: HumanJob, review: Review | null, viewerId: number, now: Date, examinerName: string | null) {
  if (job.status !== 'running' || !review?.examinerId || !job.lockedUntil || job.lockedUntil <= now) return null;
  return { examinerId: review.examinerId, examinerName, mine: review.examinerId === viewerId, until: job.lockedUntil.toISOString() };
}

export function itemOf(job: HumanJob, review: Review | null, info: AnswerInfo, viewerId: number, now: Date, examinerName: string | null): ReviewItem {
  return {
    id: job.id,
    kind: info.kind,
    skill: skillOf(info.kind),
    exam: { type: examTypeOf(info.kind), attemptId: info.attemptId, name: info.examName },
    part: info.part,
    learner: info.learner,
    submittedAt: info.submittedAt.toISOString(),
    ageSeconds: Math.max(0, Math.floor((now.getTime() - info.submittedAt.getTime()) / 1000)),
    source: review?.requestedBy ? 'admin' : 'purchase',
    claim: claimOf(job, review, viewerId, now, examinerName),
  };
}

/** A human job by id, or 404 (unknown ids and AI jobs alike: an examiner has no business with those). */
export async function findHumanJob(db: Queryable, jobId: number, lock = false): Promise<{ job: HumanJob; review: Review | null }> {
  const query = db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), inArray(jobs.kind, reviewKindList), humanOnly));
  const [job] = lock ? await query.for('update') : await query;
  if (!job) throw notFound('No answer for examiners with this id');
  const reviewQuery = db.select().from(examinerReviews).where(eq(examinerReviews.jobId, jobId));
  const [review] = lock ? await reviewQuery.for('update') : await reviewQuery;
  return { job: job as HumanJob, review: review ?? null };
}

export async function examinerName(db: Queryable, userId: number | null | undefined): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, userId));
  return fullName(row?.name, row?.surname) || null;
}

/**
 * Takes (or renews) the answer for this examiner. Refused with 409 while another examiner's lease is live, and once
 * the answer is marked. Row locks make two parallel claims of one answer end with exactly one holder.
 */
export async function claimReview(tx: Tx, jobId: number, examinerId: number, now = new Date()) {
  const { job, review } = await findHumanJob(tx, jobId, true);
  if (job.status === 'done' || review?.markedAt) throw conflict('This answer has already been marked');
  if (job.status === 'failed') throw conflict('This marking task was closed; ask an admin to send the answer again');
  const heldByOther =
    job.status === 'running' && job.lockedUntil && job.lockedUntil > now && review?.examinerId && review.examinerId !== examinerId;
  if (heldByOther) {
    const name = await examinerName(tx, review.examinerId);
    throw conflict(`${name ?? 'Another examiner'} is marking this answer`);
  }
  const until = new Date(now.getTime() + CLAIM_MINUTES * 60_000);
  const [updated] = await tx
    .update(jobs)
    .set({ status: 'running', lockedUntil: until, attempts: sql`${jobs.attempts} + 1`, updatedAt: now })
    .where(eq(jobs.id, jobId))
    .returning();
  const { kind, answerId } = refOf(job);
  await tx
    .insert(examinerReviews)
    .values({ jobId, kind, answerId, attemptId: Number(job.payload.attemptId), examinerId, claimedAt: now })
    .onConflictDoUpdate({ target: examinerReviews.jobId, set: { examinerId, claimedAt: now } });
  return { job: (updated ?? job) as HumanJob, until };
}

/** Gives the answer back to the queue (the holder only). */
export async function releaseReview(tx: Tx, jobId: number, examinerId: number, now = new Date()): Promise<void> {
  const { job, review } = await findHumanJob(tx, jobId, true);
  if (job.status === 'done' || review?.markedAt) throw conflict('This answer has already been marked');
  if (job.status !== 'running' || review?.examinerId !== examinerId) throw conflict('You are not marking this answer');
  await tx.update(jobs).set({ status: 'queued', lockedUntil: null, updatedAt: now }).where(eq(jobs.id, jobId));
  await tx.update(examinerReviews).set({ examinerId: null, claimedAt: null }).where(eq(examinerReviews.jobId, jobId));
}
