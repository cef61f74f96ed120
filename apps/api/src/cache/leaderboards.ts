import { registerCache, cacheTtl, announceChange } from './changes';
import { createReadCache } from './readCache';
import type { Queryable } from '../db/client';

/**
 * The public leaderboards are read on every home page visit and change only when an exam is completed or a name
 * changes: each process keeps the serialised answer until a writer in any process announces a change (cache/changes.ts).
 */
export const leaderboardCache = createReadCache<string>(cacheTtl);
registerCache('leaderboards', () => leaderboardCache.clear());

/**
 * Clears the cached leaderboards in every process once the caller's transaction commits (refreshIeltsAttempt and
 * refreshMultiLevelAttempt run inside the graders' transaction; a name change outside one).
 */
export function invalidateLeaderboards(db: Queryable): Promise<void> {
  return announceChange(db, 'leaderboards');
}
