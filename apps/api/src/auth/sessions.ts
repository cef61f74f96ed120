import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sessions, users } from '../db/schema';
import { sha256 } from './codes';
import type { UserRow } from './users';

/** An opaque bearer token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(db: Queryable, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ userId, tokenHash: sha256(token) });
  return token;
}

/** The session look-up of every authenticated call, built once per database handle (a prepared statement). */
function prepareLookup(db: Queryable) {
  return db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('bw_session_user');
}
// Building the query was most of the call's own work in a profile (docs/PERFORMANCE.md); the database is unchanged.
const lookups = new WeakMap<object, ReturnType<typeof prepareLookup>>();

/** The live session's user, or null for an unknown or revoked token. */
export async function userForToken(db: Queryable, token: string): Promise<{ user: UserRow; sessionId: number } | null> {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = prepareLookup(db)));
  const [row] = await lookup.execute({ hash: sha256(token) });
  return row ?? null;
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Logs the user out everywhere. */
export async function revokeUserSessions(db: Queryable, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
