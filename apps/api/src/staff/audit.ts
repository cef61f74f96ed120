import { fullName, type AuditResponse } from '@bandwise/core';
import { count, desc, eq, like } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { auditLog } from '../db/schemaStaff';

export type AuditRecord = {
  /** null: the server itself (loading its built-in content at start). */
  actorId: number | null;
  /** What was done, dotted: 'settings.prices', 'user.role', 'message.read', 'media.logo'. */
  action: string;
  /** What it was done to: 'settings', 'user:42', 'message:7', 'job:3'. */
  target: string;
  before?: unknown;
  after?: unknown;
};

/** Records one admin change; callers pass their transaction so the change and its record commit together. */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({ ...record, before: record.before ?? null, after: record.after ?? null });
}

/** The audit log, newest first; `action` filters by its start ('settings' finds every settings change). */
export async function listAudit(db: Queryable, query: { page: number; size: number; action?: string | undefined }): Promise<AuditResponse> {
  const where = query.action ? like(auditLog.action, `${query.action.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, name: users.name, surname: users.surname, phoneNumber: users.phoneNumber })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(({ entry, name, surname, phoneNumber }) => ({
      id: entry.id,
      actor:
        entry.actorId === null || phoneNumber === null
          ? null
          : { id: entry.actorId, name: fullName(name, surname) || phoneNumber, phoneNumber },
      action: entry.action,
      target: entry.target,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
  };
}
