/**
 * A per-process read cache for hot, rarely changing reads (the leaderboards, the operator settings): each value lives
 * `ttl` (a number, or read at each look-up), concurrent readers of a missing value share one load, and `clear()` drops
 * everything at once.
 *
 * Why this is safe with several API processes on one PostgreSQL (ARCHITECTURE.md: nothing another process needs is
 * kept in memory): the database stays the only truth; a writer in any process announces its change and every process
 * clears its copy when the change commits (cache/changes.ts); the expiry only bounds a lost announcement.
 *
 * Values are kept per database handle (tests open several), and a load still running when `clear()` is called never
 * lands in the new, empty cache.
 */
export type ReadCache<T> = {
  get(db: object, key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
};

/**
 * Keys are built from request input (a leaderboard's page and size), so the entries of one database are bounded:
 * at `maxEntries` the expired ones go, and if all are live the map starts over (a crawler cannot grow it for ever).
 */
export function createReadCache<T>(ttl: number | (() => number), now: () => number = Date.now, maxEntries = 1000): ReadCache<T> {
  let byDb = new WeakMap<object, Map<string, { at: number; value: Promise<T> }>>();
  return {
    get(db, key, load) {
      let entries = byDb.get(db);
      if (!entries) byDb.set(db, (entries = new Map()));
      const hit = entries.get(key);
      const at = now();
      const ttlMs = typeof ttl === 'number' ? ttl : ttl();
      if (hit && at - hit.at < ttlMs) return hit.value;
      if (!hit && entries.size >= maxEntries) {
        for (const [k, entry] of entries) if (at - entry.at >= ttlMs) entries.delete(k);
        if (entries.size >= maxEntries) entries.clear();
      }
      const value = load();
      const map = entries;
      map.set(key, { at, value });
      // A failed load is not remembered: the next reader tries again.
      value.catch(() => {
        if (map.get(key)?.value === value) map.delete(key);
      });
      return value;
    },
    clear() {
      byDb = new WeakMap();
    },
  };
}
