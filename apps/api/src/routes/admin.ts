import {
  adjustmentBodySchema,
  apiMessageSchema,
  adjustmentResponseSchema,
  agreementResponseSchema,
  failedJobsResponseSchema,
  jobIdParamsSchema,
  paymentsQuerySchema,
  paymentsResponseSchema,
  reviewRequestBodySchema,
  reviewRequestResponseSchema,
  retryJobResponseSchema,
  roleBodySchema,
  roleResponseSchema,
  userIdParamsSchema,
  userLedgerResponseSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@bandwise/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../app';
import { requireUser, userOf } from '../auth/guard';
import { bearer, errorResponses } from '../http/schemas';
import { graderAgreement } from '../staff/agreement';
import { failedJobs, retryJob } from '../staff/failedJobs';
import { adjustBalance, listPayments, userLedger } from '../staff/money';
import { requestReview } from '../staff/requests';
import { endSessionsOf, searchUsers, setRole } from '../staff/users';

/**
 * The admins' calls: payments, ledgers and adjustments, roles, human examination requests, grader agreement, and
 * grading jobs that failed.
 */
const adminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  // Checked on request, before the input is read: a learner or an examiner gets 403 whatever they send.
  app.addHook('onRequest', requireUser(db, ['admin']));

  app.get(
    '/admin/payments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Payme transactions, newest first, with their state (filter by state and user)',
        security: bearer,
        querystring: paymentsQuerySchema,
        response: { 200: paymentsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listPayments(db, request.query),
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Find users by id, phone number or name (at most 20)',
        security: bearer,
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ items: await searchUsers(db, request.query.q) }),
  );

  app.get(
    '/admin/users/:id/ledger',
    {
      schema: {
        tags: ['admin'],
        summary: "A user's balance ledger, newest first, re-summed against the balance",
        security: bearer,
        params: userIdParamsSchema,
        response: { 200: userLedgerResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => userLedger(db, request.params.id),
  );

  app.post(
    '/admin/users/:id/adjustments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Credit (+) or debit (-) a balance by hand with a reason, through the ledger; a debit never goes below zero',
        security: bearer,
        params: userIdParamsSchema,
        body: adjustmentBodySchema,
        response: { 200: adjustmentResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => adjustBalance(db, userOf(request).id, request.params.id, request.body),
  );

  app.put(
    '/admin/users/:id/role',
    {
      schema: {
        tags: ['admin'],
        summary: "Set a user's role (learner, examiner, admin); not your own",
        security: bearer,
        params: userIdParamsSchema,
        body: roleBodySchema,
        response: { 200: roleResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ user: await setRole(db, userOf(request).id, request.params.id, request.body.role) }),
  );

  app.post(
    '/admin/users/:id/revoke-sessions',
    {
      schema: {
        tags: ['admin'],
        summary: "End every session of a user (a stolen phone, a departed examiner): they must log in again",
        security: bearer,
        params: userIdParamsSchema,
        response: { 200: apiMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ended = await endSessionsOf(db, request.params.id);
      return { statusCode: 200, message: `${ended} session${ended === 1 ? '' : 's'} ended` };
    },
  );

  app.post(
    '/admin/review-requests',
    {
      schema: {
        tags: ['admin'],
        summary: "Send an attempt's writing and speaking, or one answer, to human examination",
        security: bearer,
        body: reviewRequestBodySchema,
        response: { 200: reviewRequestResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => requestReview(db, userOf(request).id, request.body),
  );

  app.get(
    '/admin/agreement',
    {
      schema: {
        tags: ['admin'],
        summary: "Agreement (QWK) of the built-in grader's suggestions with examiners' marks, per criterion, with n",
        security: bearer,
        response: { 200: agreementResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => graderAgreement(db),
  );

  app.get(
    '/admin/grading-jobs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Grading jobs that failed, newest first (at most 100), with why, and the queue by status',
        security: bearer,
        response: { 200: failedJobsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => failedJobs(db),
  );

  app.post(
    '/admin/grading-jobs/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Queue a failed grading job again, its tries counted from zero',
        security: bearer,
        params: jobIdParamsSchema,
        response: { 200: retryJobResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => retryJob(db, request.params.id),
  );
};

export default adminRoutes;
