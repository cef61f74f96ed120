import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { multiLevelAttempts, multiLevelOpenAnswers, multiLevelSectionResults } from '../db/schema';
import { refreshMultiLevelAttempt } from '../exams/multiLevel';

/**
 * A multi-level writing or speaking section is scored once every answer in it is graded: its 0-75 score is the mean
 * over the section's parts of each part's mean answer score (so part 1.1's three short answers weigh as much as part
 * 2's one long answer, as the parts weigh in the exam), rounded. Then refreshMultiLevelAttempt sets the overall score, level
 * and 'checked' once all four sections are scored. Recomputed from the stored answers each time: idempotent.
 */

export async function lockMultiLevelAttemptRow(tx: Tx, attemptId: number) {
  const [attempt] = await tx.select().from(multiLevelAttempts).where(eq(multiLevelAttempts.id, attemptId)).for('update');
  return attempt ?? null;
}

export function sectionScore(answers: ReadonlyArray<{ questionId: number; score: number }>, partOf: ReadonlyMap<number, number>): number {
  const byPart = new Map<number, number[]>();
  for (const answer of answers) {
    const part = partOf.get(answer.questionId) ?? -1;
    byPart.set(part, [...(byPart.get(part) ?? []), answer.score]);
  }
  const means = [...byPart.values()].map((scores) => scores.reduce((a, b) => a + b, 0) / scores.length);
  return means.length ? Math.round(means.reduce((a, b) => a + b, 0) / means.length) : 0;
}

export async function refreshMultiLevelSection(tx: Tx, attemptId: number, sectionId: number, partOf: ReadonlyMap<number, number>): Promise<void> {
  const attempt = await lockMultiLevelAttemptRow(tx, attemptId);
  if (!attempt) return;
  const answers = await tx
    .select()
    .from(multiLevelOpenAnswers)
    .where(and(eq(multiLevelOpenAnswers.attemptId, attemptId), eq(multiLevelOpenAnswers.sectionId, sectionId)));
  if (answers.length === 0 || answers.some((a) => a.status !== 'graded' || a.score === null)) return;
  const score = sectionScore(
    answers.map((a) => ({ questionId: a.questionId, score: a.score ?? 0 })),
    partOf,
  );
  await tx
    .update(multiLevelSectionResults)
    .set({ status: 'scored', score })
    .where(and(eq(multiLevelSectionResults.attemptId, attemptId), eq(multiLevelSectionResults.sectionId, sectionId)));
  await refreshMultiLevelAttempt(tx, attemptId);
}
