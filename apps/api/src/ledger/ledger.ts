import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import { rowsOf } from '../db/client';
import { users } from '../db/schema';
import { ledgerEntries, type LedgerCause } from '../db/schemaMoney';

export { ledgerCauses, type LedgerCause } from '../db/schemaMoney';

export type BalanceChange = {
  userId: number;
  /** uzs, signed. */
  amount: number;
  cause: LedgerCause;
  reference: string;
};

/**
 * Moves a balance and writes its ledger row in the caller's transaction. A debit only happens when the balance covers
 * it (one conditional UPDATE, so parallel debits never go below zero); answers the new balance, or null when it does
 * not cover the debit (or the user does not exist) and nothing was written.
 */
export async function changeBalance(tx: Tx, change: BalanceChange): Promise<number | null> {
  if (!Number.isSafeInteger(change.amount)) throw new Error(`ledger amount must be an integer: ${change.amount}`);
  const [row] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${change.amount}` })
    .where(and(eq(users.id, change.userId), sql`${users.balance} + ${change.amount} >= 0`))
    .returning({ balance: users.balance });
  if (!row) return null;
  await recordLedger(tx, change);
  return row.balance;
}

/**
 * Only the ledger row, for code that already moved users.balance itself in the same transaction (the exam purchase's
 * conditional debit). Zero amounts (a purchase paid with a bonus) write nothing.
 */
export async function recordLedger(tx: Queryable, change: BalanceChange): Promise<void> {
  if (change.amount === 0) return;
  await tx.insert(ledgerEntries).values(change);
}

/** The sum of a user's ledger rows: what the balance must be. */
export async function ledgerSum(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | number | null>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return Number(row?.sum ?? 0);
}

export type BalanceMismatch = { userId: number; balance: number; ledger: number };

/** Every user whose balance differs from the re-summed ledger (empty when the books are right). */
export async function reconcile(db: Queryable): Promise<BalanceMismatch[]> {
  const result = await db.execute(sql`
    select u.id as "userId", u.balance as balance, coalesce(l.sum, 0)::bigint as ledger
    from users u
    left join (select user_id, sum(amount) as sum from ledger_entries group by user_id) l on l.user_id = u.id
    where u.balance <> coalesce(l.sum, 0)
    order by u.id`);
  return rowsOf<{ userId: number; balance: number; ledger: string | number }>(result).map((r) => ({
    userId: Number(r.userId),
    balance: Number(r.balance),
    ledger: Number(r.ledger),
  }));
}
