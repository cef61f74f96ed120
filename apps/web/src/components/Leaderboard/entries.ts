import type { Top10Entry, TopExamResultEntry } from '@bandwise/core';
import { useMultiLevelTop, useTop10 } from '../../api/queries';
import { multiLevelRatingPath } from '../../multiLevelPaths';

export const leaderboardModes = ['IELTS', 'CEFR'] as const;
export type LeaderboardMode = (typeof leaderboardModes)[number];

/** One leaderboard row, whichever call it came from. */
export interface LeaderboardEntry {
  name: string | null;
  score: number;
  /** ISO date-time of the result. */
  createdAt: string;
  examId: number;
}

export const fromTop10 = (entry: Top10Entry): LeaderboardEntry => ({
  name: entry.user_name,
  score: entry.score,
  createdAt: entry.created_at,
  examId: entry.examId,
});

export const fromMultiLevel = (entry: TopExamResultEntry): LeaderboardEntry => ({
  name: entry.user?.name ?? null,
  score: entry.overall,
  createdAt: entry.createdAt,
  examId: entry.examId,
});

/** The entries of a mode: IELTS from GET /user/top-10, CEFR from the monthly top results; only the shown mode loads. */
export function useLeaderboard(mode: LeaderboardMode): { entries: LeaderboardEntry[]; loading: boolean } {
  const ielts = useTop10(mode === 'IELTS');
  const multiLevel = useMultiLevelTop(mode === 'CEFR');
  const query = mode === 'IELTS' ? ielts : multiLevel;
  const entries = mode === 'IELTS' ? (ielts.data ?? []).map(fromTop10) : (multiLevel.data ?? []).map(fromMultiLevel);
  return { entries, loading: query.isPending };
}

export const ratingPath = (mode: LeaderboardMode) => (mode === 'IELTS' ? '/rating' : multiLevelRatingPath);
