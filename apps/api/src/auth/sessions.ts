import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sessions, users } from '../db/schema';
import { sha256 } from './codes';
import type { UserRow } from './users';

/** An opaque bearer token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A new session that ends after `idleDays` without use (BW_SESSION_DAYS): every use moves the end that far ahead
 * again (userForToken), so a learner who comes back weekly stays logged in and a lost phone's session runs out.
 */
export async function createSession(db: Queryable, userId: number, idleDays: number): Promise<string> {
  const token = newToken();
  const idleSeconds = Math.round(idleDays * 86_400);
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), idleSeconds, expiresAt: sql`now() + make_interval(secs => ${idleSeconds})` });
  return token;
}

/** How stale a session's end may get before a use writes it forward: one write an hour, not one per request. */
const RENEW_EVERY_SECONDS = 3600;

/** The session look-up of every authenticated call, built once per database handle (a prepared statement). */
function prepareLookup(db: Queryable) {
  return db
    .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt, idleSeconds: sessions.idleSeconds })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('bw_session_user');
}
// Building the query was most of the call's own work in a profile (docs/PERFORMANCE.md); the database is unchanged.
const lookups = new WeakMap<object, ReturnType<typeof prepareLookup>>();

/** The live session's user, or null for an unknown, revoked or expired token. A use slides the session's end. */
export async function userForToken(db: Queryable, token: string): Promise<{ user: UserRow; sessionId: number } | null> {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = prepareLookup(db)));
  const [row] = await lookup.execute({ hash: sha256(token) });
  if (!row) return null;
  const leftSeconds = (row.expiresAt.getTime() - Date.now()) / 1000;
  if (leftSeconds < row.idleSeconds - RENEW_EVERY_SECONDS) {
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() + make_interval(secs => ${row.idleSeconds})` })
      .where(eq(sessions.id, row.sessionId));
  }
  return { user: row.user, sessionId: row.sessionId };
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Logs the user out everywhere: every live session of theirs ends. Returns how many there were. */
export async function revokeUserSessions(db: Queryable, userId: number): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .returning({ id: sessions.id });
  return ended.length;
}
