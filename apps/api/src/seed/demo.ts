import type { Db } from '../db/client';
import { findOrCreateUser } from '../auth/users';
import { changeBalance } from '../ledger/ledger';

/** The demo learner of a fresh development start: a name and some balance to buy a multi-level exam with. */
export const DEMO_PHONE = '+998900000001';
export const DEMO_BALANCE = 200_000;

/**
 * Creates the demo learner once. The starting balance is credited through the ledger in the same transaction as the
 * user, so the demo account re-sums like any other (docs/PAYMENTS.md, ledger).
 */
export async function ensureDemoUser(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const { user, created } = await findOrCreateUser(tx, { phoneNumber: DEMO_PHONE, name: 'Demo', surname: 'Learner' });
    if (created) await changeBalance(tx, { userId: user.id, amount: DEMO_BALANCE, cause: 'admin-adjustment', reference: 'demo-opening-balance' });
  });
}
