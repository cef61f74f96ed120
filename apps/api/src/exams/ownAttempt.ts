import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import type { ieltsAttempts, multiLevelAttempts } from '../db/schema';
import { notFound } from '../http/errors';

type AttemptTable = typeof ieltsAttempts | typeof multiLevelAttempts;

/** The attempt `attemptId` if it is this user's: another user's exam is as unknown as a missing one (404 either way). */
const ownedBy = (attempts: AttemptTable, attemptId: number, userId: number) => and(eq(attempts.id, attemptId), eq(attempts.userId, userId));

/** The learner's attempt, locked for the rest of the transaction; 404 for another user's or an unknown exam. */
export async function lockOwnAttempt<T extends AttemptTable>(tx: Tx, attempts: T, attemptId: number, userId: number): Promise<T['$inferSelect']> {
  const [attempt] = await tx.select().from(attempts as AttemptTable).where(ownedBy(attempts, attemptId, userId)).for('update');
  if (!attempt) throw notFound('Exam not found');
  return attempt;
}

/** The learner's attempt, unlocked; 404 for another user's or an unknown exam. */
export async function findOwnAttempt<T extends AttemptTable>(db: Queryable, attempts: T, attemptId: number, userId: number): Promise<T['$inferSelect']> {
  const [attempt] = await db.select().from(attempts as AttemptTable).where(ownedBy(attempts, attemptId, userId)).limit(1);
  if (!attempt) throw notFound('Exam not found');
  return attempt;
}
