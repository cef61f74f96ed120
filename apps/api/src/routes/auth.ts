import { apiMessageSchema, loginParamsSchema, loginResponseSchema } from '@bandwise/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../http/routeDeps';
import { loginWithCode } from '../auth/codes';
import { requireUser, userOf } from '../auth/guard';
import { createSession, revokeSession, revokeUserSessions } from '../auth/sessions';
import { HttpError } from '../http/errors';
import { errorResponses, loginRoutes } from '../http/schemas';

const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.post(
    '/auth/login/:code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with the 6-digit code from the bot; message holds the session token',
        params: loginParamsSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await loginWithCode(db, request.params.code, request.ip);
      if (!outcome.ok) {
        if (outcome.statusCode === 429) reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new HttpError(outcome.statusCode, outcome.message);
      }
      return { statusCode: 200, message: await createSession(db, outcome.userId, config.BW_SESSION_DAYS) };
    },
  );

  const loggedInRoute = loginRoutes('auth', requireUser(db));

  app.post(
    '/auth/logout',
    loggedInRoute({ summary: 'Revoke the current session token', response: { 200: apiMessageSchema } }),
    async (request) => {
      if (request.auth) await revokeSession(db, request.auth.sessionId);
      return { statusCode: 200, message: 'Logged out' };
    },
  );

  app.post(
    '/auth/logout-everywhere',
    loggedInRoute({
      summary: "Revoke every session of the current user (a lost phone, a shared computer): 'log out everywhere'",
      response: { 200: apiMessageSchema },
    }),
    async (request) => {
      const ended = await revokeUserSessions(db, userOf(request).id);
      return { statusCode: 200, message: `Logged out everywhere (${ended} session${ended === 1 ? '' : 's'} ended)` };
    },
  );
};

export default authRoutes;
