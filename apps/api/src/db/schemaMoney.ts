import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsToUser, createdAt, rowId, users } from './schema';

/** Why a balance moved; every change of users.balance writes one row with one of these (ledger/ledger.ts). */
export const ledgerCauses = ['payme-topup', 'payme-cancel', 'exam-purchase', 'admin-adjustment', 'referral-bonus'] as const;
export type LedgerCause = (typeof ledgerCauses)[number];

/**
 * The balance ledger: signed uzs amounts written in the same transaction as the balance change, so
 * users.balance always equals the sum of a user's rows (checked by ledger.reconcile).
 */
export const ledgerEntries = pgTable('ledger_entries', {
  id: rowId(),
  userId: belongsToUser(),
  /** uzs, signed: credit > 0, debit < 0. */
  amount: integer('amount').notNull(),
  cause: text('cause', { enum: ledgerCauses }).notNull(),
  /** What caused it: 'payme:<payme id>', 'multi-level-attempt:<id>', ... */
  reference: text('reference').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('ledger_entries_user_idx').on(t.userId, t.id),
  // A Payme transaction credits once and is cancelled once, whatever races the calls run.
  uniqueIndex('ledger_entries_payme_key')
    .on(t.cause, t.reference)
    .where(sql`${t.cause} in ('payme-topup', 'payme-cancel')`),
]);

/** Payme Merchant API transactions (payme/merchant.ts); times are Unix milliseconds as Payme uses them. */
export const paymeTransactions = pgTable('payme_transactions', {
  id: rowId(),
  /** Payme's own transaction id (params.id). */
  paymeId: text('payme_id').notNull(),
  /** Payme's creation time (params.time): the 12-hour timeout counts from it. */
  paymeTime: bigint('payme_time', { mode: 'number' }).notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** tiyin, as Payme sends it. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** 1 created, 2 performed, -1 cancelled from created, -2 cancelled after perform. */
  state: integer('state').notNull().default(1),
  reason: integer('reason'),
  createTime: bigint('create_time', { mode: 'number' }).notNull(),
  performTime: bigint('perform_time', { mode: 'number' }).notNull().default(0),
  cancelTime: bigint('cancel_time', { mode: 'number' }).notNull().default(0),
}, (t) => [
  uniqueIndex('payme_transactions_payme_id_key').on(t.paymeId),
  index('payme_transactions_time_idx').on(t.paymeTime),
  check('payme_transactions_state_check', sql`${t.state} in (1, 2, -1, -2)`),
]);

/** Keys set by Payme's ChangePassword, SHA-256 hex; the newest row wins over the PAYME_KEY environment value. */
export const paymeKeys = pgTable('payme_keys', {
  id: rowId(),
  keyHash: text('key_hash').notNull(),
  createdAt: createdAt(),
});
