import type { StaffUser, UserRole } from '@bandwise/core';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { users } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { revokeUserSessions } from '../auth/sessions';
import { findOrCreateUser, normalisePhone, type UserRow } from '../auth/users';
import { recordAudit } from './audit';

/** Users as admin screens show them (phone included: admins handle payments and support). */
export function staffUserOf(user: UserRow): StaffUser {
  return { id: user.id, name: user.name, surname: user.surname, phoneNumber: user.phoneNumber, role: user.role, balance: user.balance };
}

/** Finds users by id, phone digits or name; at most 20. */
export async function searchUsers(db: Queryable, q: string): Promise<StaffUser[]> {
  const digits = q.replace(/[^\d]/g, '');
  const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const conditions = [ilike(users.name, like), ilike(users.surname, like), ilike(sql`coalesce(${users.name}, '') || ' ' || coalesce(${users.surname}, '')`, like)];
  if (digits.length >= 3) conditions.push(ilike(users.phoneNumber, `%${digits}%`));
  if (/^\d{1,9}$/.test(q.trim())) conditions.push(eq(users.id, Number(q.trim())));
  const rows = await db.select().from(users).where(or(...conditions)).orderBy(asc(users.id)).limit(20);
  return rows.map(staffUserOf);
}

/** Sets a user's role. An admin cannot change their own, so the last admin cannot lock everyone out by mistake. */
export async function setRole(db: Db, adminId: number, userId: number, role: UserRole): Promise<StaffUser> {
  if (userId === adminId) throw conflict('You cannot change your own role; ask another admin');
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw notFound(`No user with id ${userId}`);
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, userId)).returning();
    if (!updated) throw notFound(`No user with id ${userId}`);
    await recordAudit(tx, { actorId: adminId, action: 'user.role', target: `user:${userId}`, before: { role: before.role }, after: { role } });
    return staffUserOf(updated);
  });
}

/** An admin ends every live session of a user (a stolen phone): they must log in again. Returns how many ended. */
export async function endSessionsOf(db: Db, adminId: number, userId: number): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(`No user with id ${userId}`);
  const ended = await revokeUserSessions(db, user.id);
  await recordAudit(db, { actorId: adminId, action: 'user.sessions', target: `user:${userId}`, after: { ended } });
  return ended;
}

/** The first admin (npm run make-admin) and development roles: the user of a phone number, created if new. */
export async function setRoleByPhone(db: Db, phoneNumber: string, role: UserRole): Promise<StaffUser> {
  return db.transaction(async (tx) => {
    const { user } = await findOrCreateUser(tx, { phoneNumber: normalisePhone(phoneNumber) });
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, user.id)).returning();
    return staffUserOf(updated ?? user);
  });
}
