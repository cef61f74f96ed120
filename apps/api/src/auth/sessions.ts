import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
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

/** The live session's user, or null for an unknown or revoked token. */
export async function userForToken(db: Queryable, token: string): Promise<{ user: UserRow; sessionId: number } | null> {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)))
    .limit(1);
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
