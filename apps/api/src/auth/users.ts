import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { loadSettings } from '../settings';

export type UserRow = typeof users.$inferSelect;

/** '+998 90 123-45-67', '998901234567' -> '+998901234567'. */
export function normalisePhone(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}

/** A referral code: 10 URL-safe characters, unguessable enough that links cannot be enumerated. */
export function newRefCode(): string {
  return randomBytes(8).toString('base64url').slice(0, 10);
}

export type NewUser = {
  phoneNumber: string;
  telegramId?: number | null;
  name?: string | null;
  surname?: string | null;
  /** The inviter's referral code, from the bot's /start <ref>. */
  invitedByRef?: string | null;
};

/**
 * The user with this phone, created when new. A new user who came through a referral link records the inviter, and
 * the inviter earns the operator's referral bonus (settings referral.bonusExams, default one: PRODUCT.md section 6), in the
 * same transaction.
 */
export async function findOrCreateUser(db: Queryable, input: NewUser): Promise<{ user: UserRow; created: boolean }> {
  const phoneNumber = normalisePhone(input.phoneNumber);
  const [existing] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
  if (existing) {
    if (input.telegramId != null && existing.telegramId !== input.telegramId) {
      // The phone's owner proved it through Telegram: link (or move) the account to this Telegram user.
      await db.update(users).set({ telegramId: null }).where(eq(users.telegramId, input.telegramId));
      const [linked] = await db.update(users).set({ telegramId: input.telegramId }).where(eq(users.id, existing.id)).returning();
      return { user: linked ?? existing, created: false };
    }
    return { user: existing, created: false };
  }

  let inviterId: number | null = null;
  if (input.invitedByRef) {
    const [inviter] = await db.select({ id: users.id }).from(users).where(eq(users.refCode, input.invitedByRef)).limit(1);
    inviterId = inviter?.id ?? null;
  }
  for (let tries = 0; tries < 5; tries += 1) {
    const [created] = await db
      .insert(users)
      .values({
        phoneNumber,
        telegramId: input.telegramId ?? null,
        name: input.name ?? null,
        surname: input.surname ?? null,
        refCode: newRefCode(),
        invitedBy: inviterId,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      const bonus = inviterId === null ? 0 : (await loadSettings(db)).referral.bonusExams;
      if (inviterId !== null && bonus > 0) {
        await db
          .update(users)
          .set({ bonusAvailable: sql`${users.bonusAvailable} + ${bonus}` })
          .where(eq(users.id, inviterId));
      }
      return { user: created, created: true };
    }
    // Lost a race for the same phone (another request created it), or a referral-code collision: look again.
    const [raced] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
    if (raced) return { user: raced, created: false };
  }
  throw new Error('Could not create the user');
}
