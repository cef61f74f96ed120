import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';
import { findOrCreateUser } from '../auth/users';

/** The demo learner of a fresh development start: a name and some balance to buy a multi-level exam with. */
export const DEMO_PHONE = '+998900000001';

export async function ensureDemoUser(db: Db): Promise<void> {
  const { user, created } = await db.transaction((tx) => findOrCreateUser(tx, { phoneNumber: DEMO_PHONE, name: 'Demo', surname: 'Learner' }));
  if (created) await db.update(users).set({ balance: 200_000 }).where(eq(users.id, user.id));
}
