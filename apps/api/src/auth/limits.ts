import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rowsOf } from '../db/client';

/**
 * Login limits (docs/SECURITY.md). Every attempt is counted before the code is looked at, in one statement that also
 * refuses it while the key waits out a delay, so parallel requests cannot slip past between a check and a count.
 * Within a 10-minute window a key gets `limit` attempts at once; after that each attempt waits a growing delay
 * (10 s, 20 s, 40 s, ... at most 10 minutes) instead of a lockout: a right code from a busy school's address gets in
 * after seconds, while guessing a 6-digit code slows to a handful of tries an hour.
 */
export const LOGIN_LIMITS = {
  /** Wrong tries of one code value, from anywhere. */
  perCode: 5,
  /** Tries from one client address (a school behind one NAT shares it: the delay, not a lockout, keeps it usable). */
  perAddress: 20,
  /** Codes a phone number's user may ask the bot for. */
  codesPerPhone: 5,
  windowSeconds: 10 * 60,
  firstDelaySeconds: 10,
  maxDelaySeconds: 10 * 60,
} as const;

export type Attempt = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one attempt for the key, or refuses it while the key is delayed. One INSERT ... ON CONFLICT DO UPDATE ...
 * WHERE: the row lock orders parallel attempts, each sees the count and delay its predecessor left.
 */
export async function takeAttempt(db: Queryable, key: string, limit: number): Promise<Attempt> {
  const { windowSeconds, firstDelaySeconds, maxDelaySeconds } = LOGIN_LIMITS;
  const expired = sql`a.window_start < now() - make_interval(secs => ${windowSeconds})`;
  const count = sql`(CASE WHEN ${expired} THEN 1 ELSE a.count + 1 END)`;
  const delay = (n: ReturnType<typeof sql>) =>
    sql`(CASE WHEN ${n} >= ${limit} THEN make_interval(secs => LEAST(${maxDelaySeconds}::float8, ${firstDelaySeconds}::float8 * power(2, ${n} - ${limit}))) ELSE interval '0' END)`;
  const taken = await db.execute(sql`
    INSERT INTO auth_attempts AS a (key, window_start, count, next_allowed_at)
    VALUES (${key}, now(), 1, now() + ${delay(sql`1`)})
    ON CONFLICT (key) DO UPDATE SET
      window_start = CASE WHEN ${expired} THEN now() ELSE a.window_start END,
      count = ${count},
      next_allowed_at = now() + ${delay(count)}
    WHERE a.next_allowed_at <= now()
    RETURNING count`);
  if (rowsOf(taken).length > 0) return { ok: true };
  const waiting = await db.execute(
    sql`SELECT GREATEST(1, ceil(extract(epoch FROM next_allowed_at - now())))::int AS seconds FROM auth_attempts WHERE key = ${key}`,
  );
  const [row] = rowsOf<{ seconds: number }>(waiting);
  return { ok: false, retryAfterSeconds: Number(row?.seconds ?? 1) };
}

/** Gives back an attempt that turned out right (a valid code), so a school's logins do not use up its address's tries. */
export async function refundAttempt(db: Queryable, key: string): Promise<void> {
  await db.execute(sql`UPDATE auth_attempts SET count = GREATEST(count - 1, 0) WHERE key = ${key}`);
}
