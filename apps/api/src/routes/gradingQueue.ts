import { gradingQueueParamsSchema, gradingQueueResponseSchema } from '@bandwise/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../http/routeDeps';
import { requireUser, userOf } from '../auth/guard';
import { findAttempt } from '../exams/ielts';
import { findMultiLevelAttempt } from '../exams/multiLevel';
import { gradingQueueOf } from '../grading/queuePosition';
import { errorResponses, loginRoutes } from '../http/schemas';

/** Where the learner's pending writing or speaking grades stand (grading/queuePosition.ts), for the result pages. */
const gradingQueueRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const learnerRoute = loginRoutes('grading', requireUser(db));
  app.get(
    '/user/grading-queue/:kind/:examId',
    learnerRoute({
      summary: "Where the exam's writing and speaking answers stand in the AI grader's queue: how many wait, the first one's place, the recent pace and an estimate",
      params: gradingQueueParamsSchema,
      response: { 200: gradingQueueResponseSchema, ...errorResponses(400, 404) },
    }),
    async (request) => {
      const { kind, examId } = request.params;
      const userId = userOf(request).id;
      // Someone else's exam is not found, as on every result read.
      const attempt = kind === 'ielts' ? await findAttempt(db, examId, userId) : await findMultiLevelAttempt(db, examId, userId);
      return gradingQueueOf(db, kind, attempt.id);
    },
  );
};

export default gradingQueueRoutes;
