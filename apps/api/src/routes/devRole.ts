import { devRoleBodySchema, roleResponseSchema } from '@bandwise/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../app';
import { devIssuerEnabled } from '../config';
import { errorResponses } from '../http/schemas';
import { setRoleByPhone } from '../staff/users';

/**
 * POST /dev/role: make a phone number's user an examiner or admin without an admin to ask. Registered only where the
 * development code issuer runs (no bot token, not production): there anyone can log in as anyone already, so this
 * opens nothing new. End-to-end tests use it; production uses `npm run make-admin` and the admin screens.
 */
const devRoleRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  if (!devIssuerEnabled(config)) return;
  app.post(
    '/dev/role',
    {
      schema: {
        tags: ['dev'],
        summary: "Development only: set a phone number's role (the user is created if new)",
        body: devRoleBodySchema,
        response: { 200: roleResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ user: await setRoleByPhone(db, request.body.phoneNumber, request.body.role) }),
  );
};

export default devRoleRoutes;
