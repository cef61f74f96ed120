import { isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import { rowsOf } from '../db/client';

/**
 * Login limits (docs/SECURITY.md, docs/DEPLOY.md). Wrong codes are counted per client address and per code value;
 * a right code counts against nothing, so a class of 100 learners behind one school address all get in at once, while
 * a guesser from that address gets `perAddress` wrong tries in a 10-minute window and then a growing delay (10 s,
 * 20 s, 40 s, ... at most 10 minutes) instead of a lockout. Codes asked of the bot are counted per phone number.
 */
export const LOGIN_LIMITS = {
  /** Wrong tries of one code value, from anywhere. */
  perCode: 5,
  /** Wrong tries from one client address (an IPv6 /64 counts as one address: one home or school gets a whole /64). */
  perAddress: 20,
  /** Codes a phone number's user may ask the bot for (each live code is one more target for a guesser). */
  codesPerPhone: 5,
  windowSeconds: 10 * 60,
  firstDelaySeconds: 10,
  maxDelaySeconds: 10 * 60,
} as const;

export type Attempt = { ok: true } | { ok: false; retryAfterSeconds: number };

/** The limit key of a client address: IPv4 as it is, IPv6 by its /64 (an attacker's one line has 2^64 of them). */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return `ip:${mapped[1]}`;
  if (!isIPv6(address)) return `ip:${address}`;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `ip:${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

// clock_timestamp(), not now(): now() is the transaction's start, and a login may wait its turn on a key's row lock.
const windowExpired = sql`a.window_start < clock_timestamp() - make_interval(secs => ${LOGIN_LIMITS.windowSeconds})`;
const delayAfter = (count: ReturnType<typeof sql>, limit: number) => {
  const { firstDelaySeconds, maxDelaySeconds } = LOGIN_LIMITS;
  return sql`(CASE WHEN ${count} >= ${limit} THEN make_interval(secs => LEAST(${maxDelaySeconds}::float8, ${firstDelaySeconds}::float8 * power(2, ${count} - ${limit}))) ELSE interval '0' END)`;
};

/**
 * A statement's first step (a CTE named `locked`, one row per key with its `seconds` still to wait, 0: open) that
 * takes the keys' row locks for the rest of the transaction, making rows that are new, in the order given. Every
 * login of one address, or of one code value, is judged after the one before it has counted its outcome, so parallel
 * guesses cannot slip past a check before their failures are counted. The caller's next step reads `locked` in the
 * same statement (codes.ts spends the code there): the lock is held for one statement and the commit, not more.
 */
export function lockedKeys(keys: readonly string[]) {
  const rows = sql.join(
    keys.map((key) => sql`(${key}, clock_timestamp(), 0, clock_timestamp())`),
    sql`, `,
  );
  return sql`locked AS (
    INSERT INTO auth_attempts AS a (key, window_start, count, next_allowed_at)
    VALUES ${rows}
    ON CONFLICT (key) DO UPDATE SET key = a.key
    RETURNING GREATEST(0, ceil(extract(epoch FROM a.next_allowed_at - clock_timestamp())))::int AS seconds)`;
}

/** Counts a wrong try against a key locked by `lockedKeys`; from the `limit`-th in a window on, the key waits a delay. */
export async function countFailure(tx: Tx, key: string, limit: number): Promise<void> {
  const count = sql`(CASE WHEN ${windowExpired} THEN 1 ELSE a.count + 1 END)`;
  await tx.execute(sql`
    UPDATE auth_attempts AS a SET
      window_start = CASE WHEN ${windowExpired} THEN clock_timestamp() ELSE a.window_start END,
      count = ${count},
      next_allowed_at = clock_timestamp() + ${delayAfter(count, limit)}
    WHERE a.key = ${key}`);
}

/**
 * Counts one request for the key, or refuses it while the key is delayed (the bot's codes per phone number, where
 * every request counts). One INSERT ... ON CONFLICT DO UPDATE ... WHERE: the row lock orders parallel requests, each
 * sees the count and delay its predecessor left.
 */
export async function takeAttempt(db: Queryable, key: string, limit: number): Promise<Attempt> {
  const count = sql`(CASE WHEN ${windowExpired} THEN 1 ELSE a.count + 1 END)`;
  const taken = await db.execute(sql`
    INSERT INTO auth_attempts AS a (key, window_start, count, next_allowed_at)
    VALUES (${key}, clock_timestamp(), 1, clock_timestamp() + ${delayAfter(sql`1`, limit)})
    ON CONFLICT (key) DO UPDATE SET
      window_start = CASE WHEN ${windowExpired} THEN clock_timestamp() ELSE a.window_start END,
      count = ${count},
      next_allowed_at = clock_timestamp() + ${delayAfter(count, limit)}
    WHERE a.next_allowed_at <= clock_timestamp()
    RETURNING count`);
  if (rowsOf(taken).length > 0) return { ok: true };
  const waiting = await db.execute(
    sql`SELECT GREATEST(1, ceil(extract(epoch FROM next_allowed_at - clock_timestamp())))::int AS seconds FROM auth_attempts WHERE key = ${key}`,
  );
  const [row] = rowsOf<{ seconds: number }>(waiting);
  return { ok: false, retryAfterSeconds: Number(row?.seconds ?? 1) };
}
