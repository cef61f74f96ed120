import { meanOfAssessed, roundHalf, roundIeltsBand, speakingCriteria, writingBand } from '@bandwise/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ieltsAttempts, ieltsSpeakingAnswers, ieltsSpeakingParts, ieltsWritingAnswers } from '../db/schema';
import { refreshIeltsAttempt } from '../exams/ielts';
import { speakingScoresSchema, type SpeakingScores } from './records';

/**
 * Recomputes an IELTS attempt's graded parts from all its stored answers, so storing one grade twice changes nothing:
 * speaking parts whose recordings are all graded, then (once the attempt's sections are all in) the writing and
 * speaking bands, and the overall band with COMPLETED through refreshIeltsAttempt.
 */

const SPEAKING_PARTS = [1, 2, 3] as const;

/** Locks the attempt row: concurrent workers of one attempt take turns, so the last one sees every other's grade. */
export async function lockIeltsAttemptRow(tx: Tx, attemptId: number) {
  const [attempt] = await tx.select().from(ieltsAttempts).where(eq(ieltsAttempts.id, attemptId)).for('update');
  return attempt ?? null;
}

/**
 * A part's six sub-scores: each the mean over the recordings that assessed it, rounded to a half band (null where none
 * did: no transcript, no word-based scores); the band from the unrounded means of the assessed ones.
 */
export function partScores(recordings: readonly SpeakingScores[]): SpeakingScores {
  const means = speakingCriteria.map((key) => meanOfAssessed(recordings.map((r) => r[key])));
  const rounded = Object.fromEntries(speakingCriteria.map((key, i) => [key, means[i] == null ? null : roundHalf(means[i])])) as Omit<SpeakingScores, 'band'>;
  return { ...rounded, band: roundIeltsBand(meanOfAssessed(means) ?? 0) };
}

function scoresOf(grading: unknown): SpeakingScores | null {
  const parsed = speakingScoresSchema.safeParse((grading as { scores?: unknown } | null)?.scores);
  return parsed.success ? parsed.data : null;
}

export async function refreshIeltsGrades(tx: Tx, attemptId: number): Promise<void> {
  const attempt = await lockIeltsAttemptRow(tx, attemptId);
  if (!attempt) return;

  const recordings = await tx.select().from(ieltsSpeakingAnswers).where(eq(ieltsSpeakingAnswers.attemptId, attemptId));
  const partBands = new Map<number, number>();
  let allRecordingsGraded = true;
  for (const partNumber of new Set(recordings.map((r) => r.partNumber))) {
    const scores = recordings.filter((r) => r.partNumber === partNumber).map((r) => (r.gradedAt ? scoresOf(r.grading) : null));
    const graded = scores.every((s) => s !== null);
    if (!graded) allRecordingsGraded = false;
    const part = graded ? partScores(scores as SpeakingScores[]) : null;
    if (part) partBands.set(partNumber, part.band);
    const values = {
      status: part ? ('GRADED' as const) : ('PENDING' as const),
      partBandScore: part?.band ?? null,
      coherenceScore: part?.coherence ?? null,
      fluencyScore: part?.fluency ?? null,
      grammarScore: part?.grammar ?? null,
      vocabularyScore: part?.vocabulary ?? null,
      relevanceScore: part?.relevance ?? null,
      topicDevScore: part?.topicDevelopment ?? null,
    };
    await tx
      .insert(ieltsSpeakingParts)
      .values({ attemptId, partNumber, ...values })
      .onConflictDoUpdate({ target: [ieltsSpeakingParts.attemptId, ieltsSpeakingParts.partNumber], set: values });
  }

  // Until writing is in, more recordings may come: the section bands wait for the attempt's last section.
  if (attempt.remainSection !== null) return;
  const bands: { writing?: number; speaking?: number } = {};
  const essays = await tx.select().from(ieltsWritingAnswers).where(eq(ieltsWritingAnswers.attemptId, attemptId));
  const taskBand = (n: number) => essays.find((e) => e.taskNumber === n)?.taskBandScore ?? null;
  if (essays.length > 0 && essays.every((e) => e.status === 'GRADED' && e.taskBandScore !== null)) {
    const [one, two] = [taskBand(1), taskBand(2)];
    bands.writing = one !== null && two !== null ? writingBand(one, two) : roundIeltsBand(essays.reduce((s, e) => s + (e.taskBandScore ?? 0), 0) / essays.length);
  }
  if (allRecordingsGraded) {
    // Three parts make the test: a part with no recording scores 0, as an examiner would mark a part not attempted.
    bands.speaking = roundIeltsBand(SPEAKING_PARTS.reduce((sum, n) => sum + (partBands.get(n) ?? 0), 0) / SPEAKING_PARTS.length);
  }
  if (bands.writing !== undefined || bands.speaking !== undefined) {
    await tx.update(ieltsAttempts).set(bands).where(eq(ieltsAttempts.id, attemptId));
  }
  await refreshIeltsAttempt(tx, attemptId);
}
