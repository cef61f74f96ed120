import { apiMessageSchema, sendMessageBodySchema } from '@bandwise/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../app';
import { requireUser, userOf } from '../auth/guard';
import { contactMessages } from '../db/schema';
import { errorResponses, loginRoutes } from '../http/schemas';

/** The contact form; admins read the messages in the console's inbox (routes/admin.ts). */
const contactRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const learnerRoute = loginRoutes('user', requireUser(db));

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

export default contactRoutes;
