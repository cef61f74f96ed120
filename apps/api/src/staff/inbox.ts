import type { ContactMessage } from '@bandwise/core';
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { contactMessages, users } from '../db/schema';
import { notFound } from '../http/errors';
import { recordAudit } from './audit';

/** The contact inbox, newest first (at most 500): unread, read or all, and matching a search in any field. */
export async function listMessages(db: Queryable, query: { q?: string | undefined; state: 'all' | 'unread' | 'read' }): Promise<ContactMessage[]> {
  const conditions: SQL[] = [];
  if (query.state === 'unread') conditions.push(isNull(contactMessages.readAt));
  if (query.state === 'read') conditions.push(isNotNull(contactMessages.readAt));
  if (query.q) {
    const like = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const digits = query.q.replace(/\D/g, '');
    const fields = [contactMessages.message, contactMessages.firstName, contactMessages.lastName, contactMessages.email].map((field) => ilike(field, like));
    if (digits.length >= 3) fields.push(ilike(contactMessages.phoneNumber, `%${digits}%`), ilike(users.phoneNumber, `%${digits}%`));
    conditions.push(or(...fields)!);
  }
  const rows = await db
    .select({ message: contactMessages, userPhone: users.phoneNumber })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.userId))
    .where(and(...conditions))
    .orderBy(desc(contactMessages.id))
    .limit(500);
  return rows.map(({ message: m, userPhone }) => ({
    id: m.id,
    user_id: m.userId,
    message: m.message,
    first_name: m.firstName,
    last_name: m.lastName,
    email: m.email,
    phone_number: m.phoneNumber,
    user_phone: userPhone,
    created_at: m.createdAt.toISOString(),
    read_at: m.readAt?.toISOString() ?? null,
  }));
}

/** Marks a message read or unread, recorded in the audit log; marking it as it already is changes nothing. */
export async function markMessage(db: Db, actorId: number, id: number, read: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [message] = await tx.select({ readAt: contactMessages.readAt }).from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!message) throw notFound(`No message with id ${id}`);
    if ((message.readAt !== null) === read) return;
    await tx
      .update(contactMessages)
      .set(read ? { readAt: new Date(), readBy: actorId } : { readAt: null, readBy: null })
      .where(eq(contactMessages.id, id));
    await recordAudit(tx, { actorId, action: read ? 'message.read' : 'message.unread', target: `message:${id}`, before: { read: !read }, after: { read } });
  });
}
