import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rowsOf } from '../db/client';
import { authAttempts, loginCodes } from '../db/schema';

/** A code lives 5 minutes and works once (PRODUCT.md section 6). */
export const CODE_TTL_MS = 5 * 60_000;

/** Wrong attempts allowed per submitted code and per client address within the window, before 429. */
export const LOGIN_LIMITS = { perCode: 5, perAddress: 20, windowMs: 10 * 60_000 } as const;

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

/** Failures recorded for the key in the current window. */
export async function failuresFor(db: Queryable, key: string): Promise<number> {
  const [row] = await db.select().from(authAttempts).where(eq(authAttempts.key, key)).limit(1);
  if (!row) return 0;
  return Date.now() - row.windowStart.getTime() < LOGIN_LIMITS.windowMs ? row.count : 0;
}

/** Counts one failure for the key; a window that has run out starts again at 1. */
export async function recordFailure(db: Queryable, key: string): Promise<void> {
  const windowSeconds = LOGIN_LIMITS.windowMs / 1000;
  await db.execute(sql`
    INSERT INTO auth_attempts (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN auth_attempts.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE auth_attempts.count + 1 END,
      window_start = CASE WHEN auth_attempts.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE auth_attempts.window_start END`);
}

export type LoginOutcome = { ok: true; userId: number } | { ok: false; statusCode: 401 | 429; message: string };

/**
 * POST /auth/login/{code}: refuses at once when the address or this code value has used up its wrong attempts, then
 * spends the code or records the failure against both keys.
 */
export async function loginWithCode(db: Queryable, code: string, address: string): Promise<LoginOutcome> {
  const addressKey = `ip:${address}`;
  const codeKey = `code:${sha256(code)}`;
  const [byAddress, byCode] = await Promise.all([failuresFor(db, addressKey), failuresFor(db, codeKey)]);
  if (byAddress >= LOGIN_LIMITS.perAddress || byCode >= LOGIN_LIMITS.perCode) {
    return { ok: false, statusCode: 429, message: 'Too many wrong codes. Wait 10 minutes and ask the bot for a new code.' };
  }
  const userId = await consumeCode(db, code);
  if (userId !== null) return { ok: true, userId };
  await recordFailure(db, addressKey);
  await recordFailure(db, codeKey);
  return { ok: false, statusCode: 401, message: 'The code is wrong or has expired. Ask the bot for a new code.' };
}

/** Old attempt counters, for housekeeping. */
export async function pruneAttempts(db: Queryable): Promise<number> {
  const result = await db.execute(
    sql`DELETE FROM auth_attempts WHERE window_start < now() - make_interval(secs => ${LOGIN_LIMITS.windowMs / 1000}) RETURNING key`,
  );
  return rowsOf(result).length;
}
