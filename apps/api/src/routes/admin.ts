import {
  adjustmentBodySchema,
  auditQuerySchema,
  auditResponseSchema,
  brandAssetParamsSchema,
  brandAssets,
  brandUploadBodySchema,
  brandUploadResponseSchema,
  consoleSettingsSchema,
  contactMessagesResponseSchema,
  messageIdParamsSchema,
  messageReadBodySchema,
  messagesQuerySchema,
  settingsChangeSchema,
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
import type { RouteDeps } from '../http/routeDeps';
import { userOf } from '../auth/guard';
import { errorResponses, staffOnly } from '../http/schemas';
import { storeBrandAsset } from '../media/brandUploads';
import { loadSettings } from '../settings';
import { listAudit, recordAudit } from '../staff/audit';
import { changeSettings, consoleSettingsOf } from '../staff/consoleSettings';
import { listMessages, markMessage } from '../staff/inbox';
import { graderAgreement } from '../staff/agreement';
import { failedJobs, retryJob } from '../staff/failedJobs';
import { adjustBalance, listPayments, userLedger } from '../staff/money';
import { requestReview } from '../staff/requests';
import { endSessionsOf, searchUsers, setRole } from '../staff/users';

/**
 * The admins' calls (the admin console): operator settings and brand media, the contact inbox, the audit log,
 * payments, ledgers and adjustments, roles and sessions, human examination requests, grader agreement, and grading
 * jobs that failed. Every change is recorded in the audit log.
 */
const adminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, storage }) => {
  const botUrl = `https://t.me/${config.BOT_USERNAME}`;
  const currentSettings = async () => consoleSettingsOf(await loadSettings(db), botUrl);

  // Admins only: a learner or an examiner gets 403 whatever they send.
  const adminRoute = staffOnly(app, db, ['admin'], 'admin');

  app.get(
    '/admin/settings',
    adminRoute({
      summary: 'The operator settings the console edits, as in effect: brand, prices, limits, referral bonus, maintenance notice',
      response: { 200: consoleSettingsSchema },
    }),
    async () => currentSettings(),
  );

  app.put(
    '/admin/settings',
    adminRoute({
      summary: 'Change one section of the settings; in effect at once for every visitor, recorded in the audit log',
      body: settingsChangeSchema,
      response: { 200: consoleSettingsSchema, ...errorResponses(400) },
    }),
    async (request) => {
      await changeSettings(db, userOf(request).id, request.body);
      return currentSettings();
    },
  );

  app.post(
    '/admin/media/:asset',
    adminRoute({
      summary: `Replace the logo (${brandAssets.logo.label}) or the tutorial video (${brandAssets.video.label}); multipart field 'file'`,
      consumes: ['multipart/form-data'],
      params: brandAssetParamsSchema,
      body: brandUploadBodySchema,
      response: { 200: brandUploadResponseSchema, ...errorResponses(400, 413, 415) },
    }),
    async (request) => {
      const { asset } = request.params;
      const url = await storeBrandAsset(storage, asset, request.body.file);
      const { brand } = await currentSettings();
      const { botUrl: _shown, ...value } = brand;
      await changeSettings(db, userOf(request).id, { section: 'brand', value: { ...value, [brandAssets[asset].setting]: url } }, `media.${asset}`);
      return { url, settings: await currentSettings() };
    },
  );

  app.get(
    '/admin/messages',
    adminRoute({
      summary: 'The contact inbox, newest first (at most 500): unread, read or all, with a search over every field',
      querystring: messagesQuerySchema,
      response: { 200: contactMessagesResponseSchema, ...errorResponses(400) },
    }),
    async (request) => listMessages(db, request.query),
  );

  app.put(
    '/admin/messages/:id/read',
    adminRoute({
      summary: 'Mark a contact message read or unread',
      params: messageIdParamsSchema,
      body: messageReadBodySchema,
      response: { 200: apiMessageSchema, ...errorResponses(400, 404) },
    }),
    async (request) => {
      await markMessage(db, userOf(request).id, request.params.id, request.body.read);
      return { statusCode: 200, message: request.body.read ? 'Marked read' : 'Marked unread' };
    },
  );

  app.get(
    '/admin/audit',
    adminRoute({
      summary: "Every admin change, newest first: who, what, the value before and after (filter by the action's start)",
      querystring: auditQuerySchema,
      response: { 200: auditResponseSchema, ...errorResponses(400) },
    }),
    async (request) => listAudit(db, request.query),
  );

  app.get(
    '/admin/payments',
    adminRoute({
      summary: 'Payme transactions, newest first, with their state (filter by state and user)',
      querystring: paymentsQuerySchema,
      response: { 200: paymentsResponseSchema, ...errorResponses(400) },
    }),
    async (request) => listPayments(db, request.query),
  );

  app.get(
    '/admin/users',
    adminRoute({
      summary: 'Find users by id, phone number or name (at most 20)',
      querystring: userSearchQuerySchema,
      response: { 200: userSearchResponseSchema, ...errorResponses(400) },
    }),
    async (request) => ({ items: await searchUsers(db, request.query.q) }),
  );

  app.get(
    '/admin/users/:id/ledger',
    adminRoute({
      summary: "A user's balance ledger, newest first, re-summed against the balance",
      params: userIdParamsSchema,
      response: { 200: userLedgerResponseSchema, ...errorResponses(400, 404) },
    }),
    async (request) => userLedger(db, request.params.id),
  );

  app.post(
    '/admin/users/:id/adjustments',
    adminRoute({
      summary: 'Credit (+) or debit (-) a balance by hand with a reason, through the ledger; a debit never goes below zero',
      params: userIdParamsSchema,
      body: adjustmentBodySchema,
      response: { 200: adjustmentResponseSchema, ...errorResponses(400, 404, 409) },
    }),
    async (request) => adjustBalance(db, userOf(request).id, request.params.id, request.body),
  );

  app.put(
    '/admin/users/:id/role',
    adminRoute({
      summary: "Set a user's role (learner, examiner, admin); not your own",
      params: userIdParamsSchema,
      body: roleBodySchema,
      response: { 200: roleResponseSchema, ...errorResponses(400, 404, 409) },
    }),
    async (request) => ({ user: await setRole(db, userOf(request).id, request.params.id, request.body.role) }),
  );

  app.post(
    '/admin/users/:id/revoke-sessions',
    adminRoute({
      summary: "End every session of a user (a stolen phone, a departed examiner): they must log in again",
      params: userIdParamsSchema,
      response: { 200: apiMessageSchema, ...errorResponses(400, 404) },
    }),
    async (request) => {
      const ended = await endSessionsOf(db, userOf(request).id, request.params.id);
      return { statusCode: 200, message: `${ended} session${ended === 1 ? '' : 's'} ended` };
    },
  );

  app.post(
    '/admin/review-requests',
    adminRoute({
      summary: "Send an attempt's writing and speaking, or one answer, to human examination",
      body: reviewRequestBodySchema,
      response: { 200: reviewRequestResponseSchema, ...errorResponses(400, 404, 409) },
    }),
    async (request) => {
      const answer = await requestReview(db, userOf(request).id, request.body);
      const body = request.body;
      const target = body.target === 'answer' ? `${body.kind}:${body.answerId}` : `${body.target}:${body.attemptId}`;
      await recordAudit(db, { actorId: userOf(request).id, action: 'review.request', target, after: { queued: answer.queued.length } });
      return answer;
    },
  );

  app.get(
    '/admin/agreement',
    adminRoute({
      summary: "Agreement (QWK) of the built-in grader's suggestions with examiners' marks, per criterion, with n",
      response: { 200: agreementResponseSchema },
    }),
    async () => graderAgreement(db),
  );

  app.get(
    '/admin/grading-jobs',
    adminRoute({
      summary: 'Grading jobs that failed, newest first (at most 100), with why, and the queue by status',
      response: { 200: failedJobsResponseSchema },
    }),
    async () => failedJobs(db),
  );

  app.post(
    '/admin/grading-jobs/:id/retry',
    adminRoute({
      summary: 'Queue a failed grading job again, its tries counted from zero',
      params: jobIdParamsSchema,
      response: { 200: retryJobResponseSchema, ...errorResponses(400, 404, 409) },
    }),
    async (request) => {
      const answer = await retryJob(db, request.params.id);
      const actorId = userOf(request).id;
      await recordAudit(db, { actorId, action: 'job.retry', target: `job:${request.params.id}`, before: { status: 'failed' }, after: { status: answer.status } });
      return answer;
    },
  );
};

export default adminRoutes;
