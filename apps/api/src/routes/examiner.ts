import {
  apiMessageSchema,
  claimResponseSchema,
  examinerQueueResponseSchema,
  marksBodySchema,
  marksResponseSchema,
  reviewDetailSchema,
  reviewIdParamsSchema,
} from '@bandwise/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../http/routeDeps';
import { userOf } from '../auth/guard';
import { errorResponses, staffOnly } from '../http/schemas';
import { submitMarks, reviewDetail } from '../staff/marking';
import { claimReview, examinerName, listQueue, releaseReview } from '../staff/queue';

/**
 * The human examiners' calls (docs/ARCHITECTURE.md, staff area). Examiners and admins only: the role is checked on
 * request, before the input is even read, so a learner gets 403 whatever they send.
 */
const examinerRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, storage }) => {
  const examinerRoute = staffOnly(app, db, ['examiner', 'admin'], 'examiner');

  app.get(
    '/examiner/queue',
    examinerRoute({
      summary: 'Writing and speaking answers waiting for a human examiner, oldest first (no learner phone numbers)',
      response: { 200: examinerQueueResponseSchema },
    }),
    async (request) => ({ items: await listQueue(db, userOf(request).id) }),
  );

  app.post(
    '/examiner/answers/:id/claim',
    examinerRoute({
      summary: 'Take an answer to mark (or renew your claim); 409 while another examiner holds it or once it is marked',
      params: reviewIdParamsSchema,
      response: { 200: claimResponseSchema, ...errorResponses(400, 404, 409) },
    }),
    async (request) => {
      const me = userOf(request);
      const { until } = await db.transaction((tx) => claimReview(tx, request.params.id, me.id));
      return {
        id: request.params.id,
        claim: { examinerId: me.id, examinerName: await examinerName(db, me.id), mine: true, until: until.toISOString() },
      };
    },
  );

  app.post(
    '/examiner/answers/:id/release',
    examinerRoute({
      summary: 'Give an answer you claimed back to the queue',
      params: reviewIdParamsSchema,
      response: { 200: apiMessageSchema, ...errorResponses(400, 404, 409) },
    }),
    async (request) => {
      await db.transaction((tx) => releaseReview(tx, request.params.id, userOf(request).id));
      return { statusCode: 200, message: 'Released' };
    },
  );

  app.get(
    '/examiner/answers/:id',
    examinerRoute({
      summary: "One answer to mark: the prompt, the learner's text or recording, the transcript, the built-in grader's suggestion",
      params: reviewIdParamsSchema,
      response: { 200: reviewDetailSchema, ...errorResponses(400, 404) },
    }),
    async (request) => reviewDetail(db, request.params.id, userOf(request).id, storage),
  );

  app.post(
    '/examiner/answers/:id/marks',
    examinerRoute({
      summary: 'Mark a claimed answer on the grader\'s criteria (0-9 in halves) with a comment; completes it and updates the attempt',
      params: reviewIdParamsSchema,
      body: marksBodySchema,
      response: { 200: marksResponseSchema, ...errorResponses(400, 404, 409) },
    }),
    async (request) => submitMarks(db, request.params.id, userOf(request).id, request.body, storage),
  );
};

export default examinerRoutes;
