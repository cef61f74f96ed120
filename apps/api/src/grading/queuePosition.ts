import { sql } from 'drizzle-orm';
import type { GradingQueueResponse } from '@bandwise/core';
import { rowsOf, type Queryable } from '../db/client';
import type { JobKind } from '../jobs/queue';
import { GRADED_KINDS } from './worker';

/** The pace is counted over this many recent minutes: long enough to smooth one slow recording, short enough to follow a change of workers. */
export const PACE_MINUTES = 10;

/** An exam's own grading jobs, by the kind of exam. */
const EXAM_KINDS: Record<'ielts' | 'multi-level', readonly JobKind[]> = {
  ielts: ['ielts.writing', 'ielts.speaking'],
  'multi-level': ['multiLevel.writing', 'multiLevel.speaking'],
};

const list = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/**
 * Where an attempt's AI-graded answers stand in the grading queue (jobs/queue.ts): how many of them wait, how many of
 * everyone's jobs the workers take before the first of them (they claim the oldest first), and the workers' pace
 * over the last PACE_MINUTES, from which the estimate follows. Answers an examiner marks are not in it.
 */
export async function gradingQueueOf(db: Queryable, kind: 'ielts' | 'multi-level', attemptId: number): Promise<GradingQueueResponse> {
  const open = sql`status IN ('queued', 'running') AND coalesce(payload->>'checker', 'ai') = 'ai'`;
  const [row] = rowsOf<{ waiting: number; ahead: number | null; graded: number }>(
    await db.execute(sql`
      WITH mine AS (
        SELECT id FROM jobs WHERE kind IN (${list(EXAM_KINDS[kind])}) AND (payload->>'attemptId')::int = ${attemptId} AND ${open}
      )
      SELECT
        (SELECT count(*) FROM mine)::int AS waiting,
        (SELECT count(*) FROM jobs WHERE kind IN (${list(GRADED_KINDS)}) AND ${open} AND id < (SELECT min(id) FROM mine))::int AS ahead,
        (SELECT count(*) FROM jobs WHERE kind IN (${list(GRADED_KINDS)}) AND status = 'done'
          AND updated_at > now() - make_interval(mins => ${PACE_MINUTES}))::int AS graded`),
  );
  const waiting = Number(row?.waiting ?? 0);
  const ahead = Number(row?.ahead ?? 0);
  const perMinute = Number(row?.graded ?? 0) / PACE_MINUTES;
  return {
    waiting,
    position: waiting > 0 ? ahead + 1 : null,
    gradedPerMinute: perMinute > 0 ? Math.round(perMinute * 10) / 10 : null,
    // Everything ahead plus the exam's own answers, at the recent pace.
    estimateSeconds: waiting > 0 && perMinute > 0 ? Math.round(((ahead + waiting) / perMinute) * 60) : null,
  };
}
