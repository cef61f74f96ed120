import type { AdjustmentBody, LedgerEntry, Payment, UserLedgerResponse } from '@bandwise/core';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { users } from '../db/schema';
import { ledgerEntries, paymeTransactions } from '../db/schemaMoney';
import { adminAdjustments } from '../db/schemaStaff';
import { conflict, notFound } from '../http/errors';
import { changeBalance, ledgerSum } from '../ledger/ledger';
import { staffUserOf } from './users';
import { recordAudit } from './audit';

/** Admin views of the money: Payme transactions, one user's ledger, and manual adjustments through the ledger. */

const STATE_LABELS: Record<number, string> = { 1: 'created', 2: 'performed', [-1]: 'cancelled', [-2]: 'cancelled after perform' };
const iso = (ms: number) => (ms > 0 ? new Date(ms).toISOString() : null);

export async function listPayments(db: Queryable, query: { page: number; size: number; state?: number | undefined; userId?: number | undefined }) {
  const filters: SQL[] = [];
  if (query.state !== undefined) filters.push(eq(paymeTransactions.state, query.state));
  if (query.userId !== undefined) filters.push(eq(paymeTransactions.userId, query.userId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ t: paymeTransactions, name: users.name, surname: users.surname, phoneNumber: users.phoneNumber })
      .from(paymeTransactions)
      .innerJoin(users, eq(users.id, paymeTransactions.userId))
      .where(where)
      .orderBy(desc(paymeTransactions.createTime), desc(paymeTransactions.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(paymeTransactions).where(where),
  ]);
  const items: Payment[] = rows.map(({ t, name, surname, phoneNumber }) => ({
    id: t.id,
    paymeId: t.paymeId,
    user: { id: t.userId, name, surname, phoneNumber },
    amount: t.amount / 100,
    state: t.state,
    stateLabel: STATE_LABELS[t.state] ?? String(t.state),
    reason: t.reason,
    createdAt: new Date(t.createTime).toISOString(),
    performedAt: iso(t.performTime),
    cancelledAt: iso(t.cancelTime),
  }));
  return { items, page: query.page, size: query.size, total: Number(total?.n ?? 0) };
}

function entryOf(row: typeof ledgerEntries.$inferSelect, reasons: Map<number, string>): LedgerEntry {
  const adjustment = /^adjustment:(\d+)$/.exec(row.reference);
  return {
    id: row.id,
    amount: row.amount,
    cause: row.cause,
    reference: row.reference,
    reason: adjustment ? (reasons.get(Number(adjustment[1])) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user's ledger, newest first, with the re-summed total beside the stored balance. */
export async function userLedger(db: Queryable, userId: number): Promise<UserLedgerResponse> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(`No user with id ${userId}`);
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(desc(ledgerEntries.id)).limit(1000);
  const adjustmentIds = rows.flatMap((r) => /^adjustment:(\d+)$/.exec(r.reference)?.[1] ?? []).map(Number);
  const reasons = new Map(
    (adjustmentIds.length ? await db.select().from(adminAdjustments).where(inArray(adminAdjustments.id, adjustmentIds)) : []).map((a) => [a.id, a.reason]),
  );
  const sum = await ledgerSum(db, userId);
  return { user: staffUserOf(user), entries: rows.map((r) => entryOf(r, reasons)), ledgerSum: sum, balanced: sum === user.balance };
}

/**
 * A manual adjustment: the reason row and the ledger's balance change in one transaction, so the balance always
 * re-sums. A debit the balance cannot cover is refused (409) and nothing is written.
 */
export async function adjustBalance(db: Db, adminId: number, userId: number, body: AdjustmentBody) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, balance: users.balance }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound(`No user with id ${userId}`);
    const [adjustment] = await tx
      .insert(adminAdjustments)
      .values({ userId, adminId, amount: body.amount, reason: body.reason })
      .returning();
    if (!adjustment) throw new Error('adjustment insert failed');
    const reference = `adjustment:${adjustment.id}`;
    const balance = await changeBalance(tx, { userId, amount: body.amount, cause: 'admin-adjustment', reference });
    if (balance === null) throw conflict(`The balance (${user.balance} uzs) cannot cover a debit of ${-body.amount} uzs`);
    const [entry] = await tx.select().from(ledgerEntries).where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reference, reference)));
    if (!entry) throw new Error('ledger row missing after the adjustment');
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user.adjustment',
      target: `user:${userId}`,
      before: { balance: user.balance },
      after: { balance, amount: body.amount, reason: body.reason },
    });
    return { balance, entry: entryOf(entry, new Map([[adjustment.id, adjustment.reason]])) };
  });
}
