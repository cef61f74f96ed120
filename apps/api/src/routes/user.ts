import {
  apiMessageSchema,
  bonusInfoSchema,
  profileResponseSchema,
  sendMessageBodySchema,
  updateInformationBodySchema,
  updateInformationResponseSchema,
  type Profile,
} from '@bandwise/core';
import { and, count, eq, gte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../http/routeDeps';
import { bearerToken, requireUser, userOf } from '../auth/guard';
import { addressKey, LOGIN_LIMITS, takeAttempt } from '../auth/limits';
import { userForToken } from '../auth/sessions';
import { invalidateLeaderboards } from '../cache/leaderboards';
import type { UserRow } from '../auth/users';
import type { Queryable } from '../db/client';
import { contactMessages, ieltsAttempts, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { errorResponses, loginRoutes } from '../http/schemas';
import { loadSettings, startOfLocalDay } from '../settings';

/** Contact messages a visitor (no login) may send from one address in the login limits' window, before a delay. */
export const VISITOR_MESSAGES_PER_ADDRESS = 5;

/** IELTS exams the user created since the operator's local midnight (the header's 'IELTS Exam limit'). */
export async function todayExamCount(db: Queryable, userId: number, offsetMinutes: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ieltsAttempts)
    .where(and(eq(ieltsAttempts.userId, userId), gte(ieltsAttempts.createdAt, startOfLocalDay(now, offsetMinutes))));
  return Number(row?.n ?? 0);
}

async function profileOf(db: Queryable, user: UserRow): Promise<Profile> {
  const settings = await loadSettings(db);
  return {
    id: user.id,
    userId: user.id,
    name: user.name,
    surname: user.surname,
    phoneNumber: user.phoneNumber,
    todayExamCount: await todayExamCount(db, user.id, settings.dayStartOffsetMinutes),
    balance: user.balance,
    role: user.role,
  };
}

/** The learner's own account: profile, name, referral bonus, and the contact form (admins read it in routes/admin.ts). */
const userRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const learnerRoute = loginRoutes('user', requireUser(db));

  app.get(
    '/user/profile',
    learnerRoute({
      summary: "The header's profile: name, phone number, today's IELTS exam count, balance (uzs)",
      response: { 200: profileResponseSchema },
    }),
    async (request) => {
      const profile = await profileOf(db, userOf(request));
      return { ...profile, data: profile };
    },
  );

  app.put(
    '/user/update-information',
    learnerRoute({
      summary: 'Edit name and surname (after the first login)',
      body: updateInformationBodySchema,
      response: { 200: updateInformationResponseSchema, ...errorResponses(400) },
    }),
    async (request) => {
      const [updated] = await db
        .update(users)
        .set({ name: request.body.name, surname: request.body.surname })
        .where(eq(users.id, userOf(request).id))
        .returning();
      // The leaderboards show names.
      await invalidateLeaderboards(db);
      return { statusCode: 200, message: 'Updated', data: await profileOf(db, updated ?? userOf(request)) };
    },
  );

  app.get(
    '/bonus/get-bonus-information-me',
    learnerRoute({
      summary: 'Referral link and bonus counts',
      response: { 200: bonusInfoSchema },
    }),
    async (request) => {
      const user = userOf(request);
      const [invited] = await db.select({ n: count() }).from(users).where(eq(users.invitedBy, user.id));
      return {
        name: user.name,
        refLink: `https://t.me/${config.BOT_USERNAME}?start=${user.refCode}`,
        registeredAt: user.createdAt.toISOString(),
        bonusCount: user.bonusUsed,
        welcomeCount: Number(invited?.n ?? 0),
        bonusAvailable: user.bonusAvailable,
      };
    },
  );

  app.post(
    '/user/send-message',
    {
      // Public, like the contact page: a visitor's message is stored, never refused for want of a login (issue 33).
      // A valid bearer names the learner; a missing or stale one makes it a visitor's, whose address may send
      // VISITOR_MESSAGES_PER_ADDRESS in the login limits' window before waiting (the inbox is not a spam target).
      schema: {
        tags: ['user'],
        summary: `The contact form: stored for the operators. Public: the bearer, when valid, names the learner; a visitor's address may send ${VISITOR_MESSAGES_PER_ADDRESS} in ${LOGIN_LIMITS.windowSeconds / 60} minutes`,
        body: sendMessageBodySchema,
        response: { 200: apiMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const token = bearerToken(request);
      const auth = token ? await userForToken(db, token) : null;
      if (!auth) {
        const taken = await takeAttempt(db, `contact:${addressKey(request.ip)}`, VISITOR_MESSAGES_PER_ADDRESS);
        if (!taken.ok) {
          reply.header('retry-after', String(taken.retryAfterSeconds));
          throw new HttpError(429, `Too many messages from this address: try again in ${taken.retryAfterSeconds} s, or log in first`);
        }
      }
      await db.insert(contactMessages).values({
        userId: auth?.user.id ?? null,
        message: body.message,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        phoneNumber: body.phone_number || null,
      });
      return { statusCode: 200, message: 'Message sent' };
    },
  );
};

export default userRoutes;
