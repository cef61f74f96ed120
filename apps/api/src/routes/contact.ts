import { apiMessageSchema, isoDateTimeSchema, sendMessageBodySchema } from '@bandwise/core';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../app';
import { requireUser, userOf } from '../auth/guard';
import { contactMessages } from '../db/schema';
import { bearer, errorResponses } from '../http/schemas';

const adminMessagesSchema = z.array(
  z.object({
    id: z.number().int(),
    user_id: z.number().int().nullable(),
    message: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    created_at: isoDateTimeSchema,
  }),
);

const contactRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/user/send-message',
    {
      preHandler: requireUser(db),
      schema: {
        tags: ['user'],
        summary: 'The contact form: stored for the operators',
        security: bearer,
        body: sendMessageBodySchema,
        response: { 200: apiMessageSchema, ...errorResponses(400, 401) },
      },
    },
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

  app.get(
    '/admin/messages',
    {
      preHandler: requireUser(db, ['admin']),
      schema: {
        tags: ['user'],
        summary: 'Contact messages, newest first (admin)',
        security: bearer,
        response: { 200: adminMessagesSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(500);
      return rows.map((m) => ({
        id: m.id,
        user_id: m.userId,
        message: m.message,
        first_name: m.firstName,
        last_name: m.lastName,
        email: m.email,
        phone_number: m.phoneNumber,
        created_at: m.createdAt.toISOString(),
      }));
    },
  );
};

export default contactRoutes;
