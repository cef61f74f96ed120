import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Queryable } from '../db/client';
import { loginCodes } from '../db/schema';
import { addressKey, countFailure, lockedKeys, LOGIN_LIMITS } from './limits';

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
 * POST /auth/login/{code}, in one transaction holding the row locks of the client address's key and the code value's
 * key (auth/limits.ts; always in that order, so two logins never wait on each other crosswise): a key still waiting
 * answers 429 with the wait, without looking at the code; otherwise the code is spent, and only a wrong one is counted
 * against both keys. A right code uses up nothing, so a class behind one address is never slowed by its own logins.
 */
export async function loginWithCode(db: Db, code: string, address: string): Promise<LoginOutcome> {
  const keys: Array<[string, number]> = [
    [addressKey(address), LOGIN_LIMITS.perAddress],
    [`code:${sha256(code)}`, LOGIN_LIMITS.perCode],
  ];
  return db.transaction(async (tx): Promise<LoginOutcome> => {
    // One statement locks the keys and, only when none waits, spends the code (as consumeCode does): a right code
    // holds the address's lock for this statement and the commit alone.
    const judged = await tx.execute(sql`
      WITH ${lockedKeys(keys.map(([key]) => key))},
      open AS (SELECT max(seconds) AS wait FROM locked),
      spent AS (
        UPDATE login_codes SET used_at = now()
        WHERE code_hash = ${sha256(code)} AND used_at IS NULL AND expires_at > now() AND (SELECT wait FROM open) = 0
        RETURNING user_id)
      SELECT (SELECT wait FROM open) AS wait, (SELECT user_id FROM spent) AS user_id`);
    const [row] = rowsOf<{ wait: number; user_id: number | null }>(judged);
    const wait = Number(row?.wait ?? 0);
    if (wait > 0) return { ok: false, statusCode: 429, retryAfterSeconds: wait, message: `Too many login attempts. Try again in ${wait} s.` };
    if (row?.user_id != null) return { ok: true, userId: Number(row.user_id) };
    for (const [key, limit] of keys) await countFailure(tx, key, limit);
    return { ok: false, statusCode: 401, message: 'The code is wrong or has expired. Ask the bot for a new code.' };
  });
}
