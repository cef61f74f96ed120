import { bonusInfoSchema } from '@bandwise/core';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../app';
import { requireUser, userOf } from '../auth/guard';
import { users } from '../db/schema';
import { loginRoutes } from '../http/schemas';

const bonusRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const learnerRoute = loginRoutes('user', requireUser(db));

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
};

export default bonusRoutes;
