import { createReadCache } from './readCache';

/**
 * The public leaderboards are read on every home page visit and change only when an exam is completed: each process
 * keeps the serialised answer for a few seconds. Writers in this process clear it at once (refreshIeltsAttempt,
 * refreshMlAttempt, a name change); another process's writes show within the TTL.
 */
export const LEADERBOARD_TTL_MS = 5_000;

export const leaderboardCache = createReadCache<string>(LEADERBOARD_TTL_MS);

/**
 * Clears the cached leaderboards. Writers often call this inside a transaction (the graders' refresh), before their
 * commit: a reader in between would cache the old rows again, so the cache is cleared once more a moment later, when
 * the commit has happened. The TTL bounds whatever slips past both.
 */
export function invalidateLeaderboards(): void {
  leaderboardCache.clear();
  setTimeout(() => leaderboardCache.clear(), AFTER_COMMIT_MS).unref();
}

const AFTER_COMMIT_MS = 250;
