import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { issueCode } from './codes';
import { findOrCreateUser, normalisePhone } from './users';

/**
 * The development code issuer: with no bot token and outside production, anyone can get a login code for a phone
 * number from the API (POST /api/dev/codes), the command (npm run dev:code) or the log line it prints. `ref` plays the
 * bot's /start parameter: a new user joins as invited by the owner of that referral code.
 */
export async function issueDevCode(
  db: Db,
  phoneNumber: string,
  log?: Pick<FastifyBaseLogger, 'info'>,
  ref?: string,
): Promise<{ phoneNumber: string; code: string; expiresAt: Date; userId: number }> {
  const phone = normalisePhone(phoneNumber);
  const result = await db.transaction(async (tx) => {
    const { user } = await findOrCreateUser(tx, { phoneNumber: phone, invitedByRef: ref ?? null });
    const issued = await issueCode(tx, user.id);
    return { ...issued, userId: user.id };
  });
  log?.info(`[dev] login code for ${phone}: ${result.code} (valid 5 minutes, single use)`);
  return { phoneNumber: phone, ...result };
}
