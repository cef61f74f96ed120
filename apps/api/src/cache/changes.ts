import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Queryable } from '../db/client';

/**
 * Cross-process cache invalidation through PostgreSQL LISTEN/NOTIFY (PRODUCT.md section 9: many API processes on one
 * database). A writer announces a change with `announceChange` inside its own transaction: PostgreSQL delivers the
 * notification when, and only if, that transaction commits, to every process listening (this one included), and each
 * clears its copy. So a reader can never re-cache the old rows after the notice, and a change shows on every process
 * within the notification's delivery time (milliseconds), not after an expiry. PGlite is one process: it delivers the
 * same notification to its own listener.
 *
 * The caches keep a long expiry as a backstop while notifications arrive (a lost one is corrected within it), and the
 * old short one while the listening connection is down; reconnecting clears everything, since notices may have been
 * missed meanwhile.
 */
export const CHANGES_CHANNEL = 'bw_cache_changes';

/** What a notification can name: each cache registers how to clear itself. */
export type CacheName = 'settings' | 'leaderboards' | 'content';

const clearers = new Map<CacheName, () => void>();
let listening = 0;

/** The expiry backstop while notifications are live, and the expiry without them (a process not listening). */
export const LISTENING_TTL_MS = 60_000;
export const POLLING_TTL_MS = 5_000;

/** The expiry a cache should use now. */
export function cacheTtl(): number {
  return listening > 0 ? LISTENING_TTL_MS : POLLING_TTL_MS;
}

/** Called once by each cache module: how to clear it when a change to it is announced. */
export function registerCache(name: CacheName, clear: () => void): void {
  clearers.set(name, clear);
}

function clear(name: string): void {
  clearers.get(name as CacheName)?.();
}

function clearAll(): void {
  for (const clearOne of clearers.values()) clearOne();
}

/**
 * Clears the named cache in this process now and announces the change to every process when the caller's transaction
 * commits (at once outside a transaction). Call it with the transaction that made the change.
 */
export async function announceChange(db: Queryable, name: CacheName): Promise<void> {
  clear(name);
  await db.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${name})`);
  // Without a listener (tests that build the app alone), a reader between the clear above and the commit could cache
  // the old rows again: clear once more after the commit has surely happened.
  if (listening === 0) setTimeout(() => clear(name), AFTER_COMMIT_MS).unref();
}

const AFTER_COMMIT_MS = 250;

/**
 * Listens for announced changes until the returned stop is called. PostgreSQL: a connection of its own (a pooled one
 * cannot hold LISTEN), reconnected after a second when it drops. PGlite: its in-process notifications.
 */
export async function listenForChanges(database: Database, log: { warn(message: string): void }): Promise<() => Promise<void>> {
  if (database.driver === 'pglite') {
    const unlisten = await database.client.listen(CHANGES_CHANNEL, clear);
    listening += 1;
    return async () => {
      listening -= 1;
      await unlisten();
    };
  }
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let live = false;
  const down = () => {
    if (live) listening -= 1;
    live = false;
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: database.url });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) clear(message.payload);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      down();
      next.end().catch(() => {});
      if (stopped) return;
      log.warn(`cache changes: the listening connection dropped (${error?.message ?? 'closed'}); caches expire after ${POLLING_TTL_MS / 1000} s until it is back`);
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    if (stopped) {
      await next.end();
      return;
    }
    // Whatever changed while nobody listened is unknown: start from the database.
    clearAll();
    live = true;
    listening += 1;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    down();
    const open = client;
    client = null;
    await open?.end().catch(() => {});
  };
}

const RECONNECT_MS = 1_000;
