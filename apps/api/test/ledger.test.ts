import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { ledgerEntries } from '../src/db/schemaMoney';
import { changeBalance, ledgerSum, reconcile } from '../src/ledger/ledger';
import { serverForFile } from './helpers';

const server = serverForFile();

async function newUser(n: number): Promise<number> {
  const [user] = await server.db
    .insert(users)
    .values({ phoneNumber: `+99866${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`, refCode: `ledger-${process.pid}-${n}` })
    .returning();
  return user!.id;
}

describe('ledger', () => {
  it('changeBalance credits and debits with a row each, and refuses a debit the balance does not cover', async () => {
    const userId = await newUser(1);
    const credit = await server.db.transaction((tx) => changeBalance(tx, { userId, amount: 30_000, cause: 'admin-adjustment', reference: 'test:1' }));
    expect(credit).toBe(30_000);
    const debit = await server.db.transaction((tx) => changeBalance(tx, { userId, amount: -25_000, cause: 'exam-purchase', reference: 'test:2' }));
    expect(debit).toBe(5_000);
    const refused = await server.db.transaction((tx) => changeBalance(tx, { userId, amount: -5_001, cause: 'exam-purchase', reference: 'test:3' }));
    expect(refused).toBeNull();
    const rows = await server.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
    expect(rows.map((r) => r.amount)).toEqual([30_000, -25_000]);
    expect(await ledgerSum(server.db, userId)).toBe(5_000);
    expect(await reconcile(server.db)).toEqual([]);
  });

  it('a failed transaction leaves neither the balance change nor its row', async () => {
    const userId = await newUser(2);
    await expect(
      server.db.transaction(async (tx) => {
        await changeBalance(tx, { userId, amount: 10_000, cause: 'referral-bonus', reference: 'test:4' });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await ledgerSum(server.db, userId)).toBe(0);
    expect(await reconcile(server.db)).toEqual([]);
  });

  it('reconcile reports a balance changed without its ledger row', async () => {
    const userId = await newUser(3);
    await server.db.update(users).set({ balance: 7_000 }).where(eq(users.id, userId));
    expect(await reconcile(server.db)).toEqual([{ userId, balance: 7_000, ledger: 0 }]);
    await server.db.update(users).set({ balance: 0 }).where(eq(users.id, userId));
  });
});
