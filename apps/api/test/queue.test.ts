import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import { claim, complete, enqueue, fail, queueStats } from '../src/jobs/queue';
import { databaseForFile } from './helpers';

/** The table-backed grading queue: each job claimed once, leases that run out are claimed again, failures back off. */
const database = databaseForFile();

describe('jobs queue', () => {
  it('enqueues and claims in order; parallel claims never get the same job', async () => {
    const db = database.db;
    const ids: number[] = [];
    for (let i = 1; i <= 6; i += 1) ids.push(await enqueue(db, 'ielts.writing', { answerId: i, attemptId: 1 }));
    const claimed = await Promise.all(Array.from({ length: 8 }, () => claim(db, ['ielts.writing'])));
    const got = claimed.filter((job) => job !== null).map((job) => job!.id);
    expect(got.sort((a, b) => a - b)).toEqual(ids);
    expect(claimed.filter((job) => job === null)).toHaveLength(2);
    const first = claimed.find((job) => job?.id === ids[0]);
    expect(first).toMatchObject({ kind: 'ielts.writing', status: 'running', attempts: 1, payload: { answerId: 1, attemptId: 1 } });
    for (const id of ids) expect(await complete(db, id)).toBe(true);
    expect(await complete(db, ids[0]!)).toBe(false);
    expect(await claim(db, ['ielts.writing'])).toBeNull();
  });

  it('only claims the kinds asked for', async () => {
    const db = database.db;
    const id = await enqueue(db, 'multiLevel.speaking', { answerId: 9, attemptId: 2, checker: 'human' });
    expect(await claim(db, ['multiLevel.writing'])).toBeNull();
    expect((await claim(db, ['multiLevel.speaking']))?.id).toBe(id);
    await complete(db, id);
  });

  it('claims a job again when its lease ran out (a worker died)', async () => {
    const db = database.db;
    const id = await enqueue(db, 'ielts.speaking', { answerId: 3, attemptId: 3 });
    expect((await claim(db, ['ielts.speaking'], 60))?.id).toBe(id);
    expect(await claim(db, ['ielts.speaking'])).toBeNull();
    await db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    const again = await claim(db, ['ielts.speaking']);
    expect(again).toMatchObject({ id, attempts: 2 });
    await complete(db, id);
  });

  it('a failure queues the job again after a back-off, and fails it for good after the last attempt', async () => {
    const db = database.db;
    const id = await enqueue(db, 'multiLevel.writing', { answerId: 4, attemptId: 4, checker: 'ai' });
    await claim(db, ['multiLevel.writing']);
    await fail(db, id, 'grader crashed', 2);
    const [afterFirst] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(afterFirst).toMatchObject({ status: 'queued', lastError: 'grader crashed' });
    expect(afterFirst!.runAfter.getTime()).toBeGreaterThan(Date.now());
    expect(await claim(db, ['multiLevel.writing'])).toBeNull();
    await db.update(jobs).set({ runAfter: sql`now()` }).where(eq(jobs.id, id));
    expect((await claim(db, ['multiLevel.writing']))?.attempts).toBe(2);
    await fail(db, id, 'still broken', 2);
    const [final] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(final?.status).toBe('failed');
    expect(await queueStats(db)).toMatchObject({ failed: 1, queued: 0, running: 0 });
  });
});
