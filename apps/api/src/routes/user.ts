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
import type { RouteDeps } from '../app';
import { requireUser, userOf } from '../auth/guard';
import { invalidateLeaderboards } from '../cache/leaderboards';
import type { UserRow } from '../auth/users';
import type { Queryable } from '../db/client';
import { contactMessages, ieltsAttempts, users } from '../db/schema';
import { errorResponses, loginRoutes } from '../http/schemas';
import { loadSettings, startOfLocalDay } from '../settings';

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
    learnerRoute({
      summary: 'The contact form: stored for the operators',
      body: sendMessageBodySchema,
      response: { 200: apiMessageSchema, ...errorResponses(400) },
    }),
    async (request) => {
      const body = request.body;
      await db.insert(contactMessages).values({
        userId: userOf(request).id,
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
