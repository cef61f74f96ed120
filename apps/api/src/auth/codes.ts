import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { loginCodes } from '../db/schema';
import { LOGIN_LIMITS, refundAttempt, takeAttempt } from './limits';

/** A code lives 5 minutes and works once (PRODUCT.md section 6). */
export const CODE_TTL_MS = 5 * 60_000;

/** Codes and tokens are stored as SHA-256, never as they are. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * A fresh code for the user. Earlier codes of the user stop working, and no two live codes are equal, because the
 * login call carries the code alone.
 */
export async function issueCode(db: Queryable, userId: number, now = new Date()): Promise<{ code: string; expiresAt: Date }> {
  await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(eq(loginCodes.userId, userId), isNull(loginCodes.usedAt)));
  for (let tries = 0; tries < 20; tries += 1) {
    const code = generateCode();
    const codeHash = sha256(code);
    const [clash] = await db
      .select({ id: loginCodes.id })
      .from(loginCodes)
      .where(and(eq(loginCodes.codeHash, codeHash), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now)))
      .limit(1);
    if (clash) continue;
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await db.insert(loginCodes).values({ userId, codeHash, expiresAt });
    return { code, expiresAt };
  }
  throw new Error('Could not issue a unique login code');
}

/** Spends a live code: the one UPDATE makes it single use even under parallel logins. */
export async function consumeCode(db: Queryable, code: string): Promise<number | null> {
  const [row] = await db
    .update(loginCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginCodes.codeHash, sha256(code)), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, sql`now()`)))
    .returning({ userId: loginCodes.userId });
  return row?.userId ?? null;
}

export type LoginOutcome =
  | { ok: true; userId: number }
  | { ok: false; statusCode: 401; message: string }
  | { ok: false; statusCode: 429; message: string; retryAfterSeconds: number };

/**
 * POST /auth/login/{code}: the attempt is counted against the client address and the code value first (auth/limits.ts;
 * a delayed key answers 429 with the wait), then the code is spent. A right code gives its attempts back.
 */
export async function loginWithCode(db: Queryable, code: string, address: string): Promise<LoginOutcome> {
  const keys: Array<[string, number]> = [
    [`ip:${address}`, LOGIN_LIMITS.perAddress],
    [`code:${sha256(code)}`, LOGIN_LIMITS.perCode],
  ];
  const taken: string[] = [];
  for (const [key, limit] of keys) {
    const attempt = await takeAttempt(db, key, limit);
    if (!attempt.ok) {
      // Not looked at, so not counted against the keys that let it through.
      for (const earlier of taken) await refundAttempt(db, earlier);
      const wait = attempt.retryAfterSeconds;
      return { ok: false, statusCode: 429, retryAfterSeconds: wait, message: `Too many login attempts. Try again in ${wait} s.` };
    }
    taken.push(key);
  }
  const userId = await consumeCode(db, code);
  if (userId === null) return { ok: false, statusCode: 401, message: 'The code is wrong or has expired. Ask the bot for a new code.' };
  for (const key of taken) await refundAttempt(db, key);
  return { ok: true, userId };
}
