import { devCodeBodySchema, devCodeResponseSchema, devRoleBodySchema, examIdParamsSchema, roleResponseSchema } from '@bandwise/core';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../http/routeDeps';
import { issueDevCode } from '../auth/devIssuer';
import { devToolsEnabled } from '../config';
import { ieltsAttempts } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { errorResponses } from '../http/schemas';
import { setRoleByPhone } from '../staff/users';

/**
 * Whether the request came from this machine, judged by the socket (never by X-Forwarded-For, which a client writes).
 * A request that carries forwarding headers came through a proxy, so from somewhere else, even over loopback; one sent
 * by a web page of another site (its Origin header) is that site's, even from the developer's own browser.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const local = address === '::1' || /^(::ffff:)?127\./.test(address);
  const { origin } = request.headers;
  const localPage = origin === undefined || /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(origin);
  return local && localPage && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

/**
 * Everything under /dev: a login code for any phone number and a role for any user, so whoever reaches them owns
 * every account. They are registered only with BW_DEV_TOOLS=1 outside production (config.ts), and even then answer
 * only loopback clients. End-to-end tests and the benches turn them on; production uses the bot and `make-admin`.
 */
/** /dev/ielts-attempts/{examId}/rewind: how long ago, in minutes, to move the attempt's clocks (a day at most). */
const devRewindBodySchema = z.object({ minutes: z.number().int().min(1).max(24 * 60) });
const devRewindResponseSchema = z.object({ examId: z.number().int(), minutes: z.number().int() });

const devToolRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  if (!devToolsEnabled(config)) return;
  app.addHook('onRequest', async (request) => {
    if (!fromLoopback(request)) throw forbidden('Development tools answer only on this machine (loopback).');
  });

  app.post(
    '/dev/codes',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only (BW_DEV_TOOLS=1, loopback clients): a login code for a phone number',
        body: devCodeBodySchema,
        response: { 200: devCodeResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const issued = await issueDevCode(db, request.body.phoneNumber, request.log, request.body.ref);
      return {
        statusCode: 200,
        message: `Login code for ${issued.phoneNumber}: ${issued.code}`,
        phoneNumber: issued.phoneNumber,
        code: issued.code,
        expiresAt: issued.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/dev/role',
    {
      schema: {
        tags: ['dev'],
        summary: "Development only (BW_DEV_TOOLS=1, loopback clients): set a phone number's role (the user is created if new)",
        body: devRoleBodySchema,
        response: { 200: roleResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => ({ user: await setRoleByPhone(db, request.body.phoneNumber, request.body.role) }),
  );
  app.post(
    '/dev/ielts-attempts/:examId/rewind',
    {
      schema: {
        tags: ['dev'],
        summary:
          "Development only (BW_DEV_TOOLS=1, loopback clients): move an IELTS attempt's clocks (created, section start, end) back by `minutes`, as if that time had passed",
        params: examIdParamsSchema,
        body: devRewindBodySchema,
        response: { 200: devRewindResponseSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const back = sql`make_interval(mins => ${request.body.minutes})`;
      const moved = await db
        .update(ieltsAttempts)
        .set({
          createdAt: sql`${ieltsAttempts.createdAt} - ${back}`,
          expiresAt: sql`${ieltsAttempts.expiresAt} - ${back}`,
          sectionStartedAt: sql`${ieltsAttempts.sectionStartedAt} - ${back}`,
        })
        .where(eq(ieltsAttempts.id, request.params.examId))
        .returning({ id: ieltsAttempts.id });
      if (moved.length === 0) throw notFound('Exam not found');
      return { examId: request.params.examId, minutes: request.body.minutes };
    },
  );
};

export default devToolRoutes;
