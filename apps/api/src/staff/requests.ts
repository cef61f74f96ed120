import type { ReviewKindName, ReviewRequestBody } from '@bandwise/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { ieltsAttempts, ieltsSpeakingAnswers, ieltsWritingAnswers, jobs, multiLevelAttempts, multiLevelOpenAnswers, multiLevelSections } from '../db/schema';
import { examinerReviews } from '../db/schemaStaff';
import { badRequest, conflict, notFound } from '../http/errors';
import { enqueue } from '../jobs/queue';

/**
 * An admin sends answers to human examination: a whole attempt's writing and speaking, or one answer. Each becomes a
 * grading job with checker 'human' (the AI workers skip those) and a review row naming the admin. An answer that
 * already waits for an examiner is not queued twice. Marks given later replace the AI's grade on the result pages.
 */

type Target = { kind: ReviewKindName; answerId: number; attemptId: number };

async function ieltsTargets(tx: Tx, attemptId: number): Promise<Target[]> {
  const [attempt] = await tx.select({ id: ieltsAttempts.id }).from(ieltsAttempts).where(eq(ieltsAttempts.id, attemptId));
  if (!attempt) throw notFound(`No IELTS attempt with id ${attemptId}`);
  const writing = await tx.select({ id: ieltsWritingAnswers.id }).from(ieltsWritingAnswers).where(eq(ieltsWritingAnswers.attemptId, attemptId));
  const speaking = await tx.select({ id: ieltsSpeakingAnswers.id }).from(ieltsSpeakingAnswers).where(eq(ieltsSpeakingAnswers.attemptId, attemptId));
  return [
    ...writing.map((r) => ({ kind: 'ielts.writing' as const, answerId: r.id, attemptId })),
    ...speaking.map((r) => ({ kind: 'ielts.speaking' as const, answerId: r.id, attemptId })),
  ];
}

async function multiLevelTargets(tx: Tx, where: ReturnType<typeof eq>): Promise<Target[]> {
  const rows = await tx
    .select({ id: multiLevelOpenAnswers.id, attemptId: multiLevelOpenAnswers.attemptId, type: multiLevelSections.type })
    .from(multiLevelOpenAnswers)
    .innerJoin(multiLevelSections, eq(multiLevelSections.id, multiLevelOpenAnswers.sectionId))
    .where(where);
  return rows.map((r) => ({ kind: r.type === 'speaking' ? ('multiLevel.speaking' as const) : ('multiLevel.writing' as const), answerId: r.id, attemptId: r.attemptId }));
}

async function targetsOf(tx: Tx, body: ReviewRequestBody): Promise<Target[]> {
  switch (body.target) {
    case 'ielts-attempt':
      return ieltsTargets(tx, body.attemptId);
    case 'multi-level-attempt': {
      const [attempt] = await tx.select({ id: multiLevelAttempts.id }).from(multiLevelAttempts).where(eq(multiLevelAttempts.id, body.attemptId));
      if (!attempt) throw notFound(`No multi-level attempt with id ${body.attemptId}`);
      return multiLevelTargets(tx, eq(multiLevelOpenAnswers.attemptId, body.attemptId));
    }
    case 'answer': {
      if (body.kind === 'ielts.writing' || body.kind === 'ielts.speaking') {
        const table = body.kind === 'ielts.writing' ? ieltsWritingAnswers : ieltsSpeakingAnswers;
        const [row] = await tx.select({ attemptId: table.attemptId }).from(table).where(eq(table.id, body.answerId));
        if (!row) throw notFound(`No ${body.kind} answer with id ${body.answerId}`);
        return [{ kind: body.kind, answerId: body.answerId, attemptId: row.attemptId }];
      }
      const [target] = await multiLevelTargets(tx, eq(multiLevelOpenAnswers.id, body.answerId));
      if (!target) throw notFound(`No ${body.kind} answer with id ${body.answerId}`);
      if (target.kind !== body.kind) throw badRequest(`Answer ${body.answerId} is a ${target.kind} answer, not ${body.kind}`);
      return [target];
    }
  }
}

export async function requestReview(db: Db, adminId: number, body: ReviewRequestBody) {
  return db.transaction(async (tx) => {
    const targets = await targetsOf(tx, body);
    if (targets.length === 0) throw conflict('This attempt has no writing or speaking answers yet');
    const open = await tx
      .select({ kind: jobs.kind, answerId: sql<number>`(${jobs.payload}->>'answerId')::int` })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, [...new Set(targets.map((t) => t.kind))]),
          sql`${jobs.payload}->>'checker' = 'human'`,
          inArray(jobs.status, ['queued', 'running']),
          inArray(sql`(${jobs.payload}->>'answerId')::int`, targets.map((t) => t.answerId)),
        ),
      );
    const waiting = new Set(open.map((o) => `${o.kind}:${Number(o.answerId)}`));
    const queued: Array<{ id: number; kind: ReviewKindName; answerId: number }> = [];
    for (const target of targets) {
      if (waiting.has(`${target.kind}:${target.answerId}`)) continue;
      // Inserted here rather than with jobs/queue.enqueue: its payload types give IELTS jobs no checker.
      const [job] = await tx
        .insert(jobs)
        .values({ kind: target.kind, payload: { answerId: target.answerId, attemptId: target.attemptId, checker: 'human' } })
        .returning({ id: jobs.id });
      if (!job) throw new Error('job insert failed');
      await tx.insert(examinerReviews).values({ jobId: job.id, kind: target.kind, answerId: target.answerId, attemptId: target.attemptId, requestedBy: adminId });
      // A recording the workers never transcribed (failed, or checked by a human from the start) gets its transcript
      // for the marking screen; one already transcribed is left as it is (the job finds the text and stops).
      if (target.kind.endsWith('.speaking')) {
        await enqueue(tx, 'speaking.transcript', { answerId: target.answerId, attemptId: target.attemptId, answerKind: target.kind as 'ielts.speaking' | 'multiLevel.speaking' });
      }
      queued.push({ id: job.id, kind: target.kind, answerId: target.answerId });
    }
    return { queued, alreadyQueued: targets.length - queued.length };
  });
}
