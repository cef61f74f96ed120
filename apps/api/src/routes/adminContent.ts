import {
  contentRejectedSchema,
  contentScanResponseSchema,
  contentUploadBodySchema,
  contentUploadResponseSchema,
  contentVersionParamsSchema,
  contentVersionResponseSchema,
  contentVersionsResponseSchema,
} from '@bandwise/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../http/routeDeps';
import { userOf } from '../auth/guard';
import { bundleMedia, bundleOfZip, storeBundleMedia, testOfFolder } from '../content/bundle';
import { scanContentDirectory } from '../content/directory';
import { createVersion, listVersions, publishVersion, retireVersion, versionById } from '../content/versions';
import { conflict } from '../http/errors';
import { errorResponses, staffOnly } from '../http/schemas';
import { recordAudit } from '../staff/audit';

/**
 * Publishing tests without a redeploy (docs/CONTENT.md, Publishing): the console's list of every test's versions, a
 * bundle upload (a zip of the authoring folder) or a read of the content directory that makes drafts, and publish and
 * retire. Admins only, checked before the input is read; every change is in the audit log.
 */
const adminContentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, storage }) => {
  const adminRoute = staffOnly(app, db, ['admin'], 'admin');
  /** Where tests are read from besides uploads (BW_CONTENT_DIR); none: uploads only. */
  const contentDir = config.BW_CONTENT_DIR;

  app.get(
    '/admin/content',
    adminRoute({
      summary: "Every version of every test (draft, published, retired), each test's newest first",
      response: { 200: contentVersionsResponseSchema },
    }),
    async () => ({ items: await listVersions(db), directory: contentDir !== undefined }),
  );

  app.post(
    '/admin/content',
    adminRoute({
      summary: "Upload a test bundle (multipart field 'file': a zip of the authoring folder with its media); stored as a new draft version",
      consumes: ['multipart/form-data'],
      body: contentUploadBodySchema,
      response: { 200: contentUploadResponseSchema, 422: contentRejectedSchema, ...errorResponses(400, 409, 413, 415) },
    }),
    async (request) => {
      const actorId = userOf(request).id;
      const bundle = bundleOfZip(request.body.file);
      const test = await storeBundleMedia(storage, testOfFolder(bundle.files, bundleMedia(bundle, config.BW_CONTENT_MEDIA_DIR)), bundle.media);
      const row = await db.transaction(async (tx) => {
        const made = await createVersion(tx, test, { source: 'upload', sourceName: `${test.kind}:${test.content.id}`, createdBy: actorId });
        if (!made.created) throw conflict(`This bundle is version ${made.row.version} of '${made.row.name}' (${made.row.status}) already`);
        await recordAudit(tx, {
          actorId,
          action: 'content.upload',
          target: `${test.kind}:${test.content.id}`,
          after: { id: made.row.id, version: made.row.version, name: made.row.name },
        });
        return made.row;
      });
      return { version: await versionById(db, row.id) };
    },
  );

  app.post(
    '/admin/content/scan',
    adminRoute({
      summary: 'Read the content directory (BW_CONTENT_DIR) again: new or changed tests become drafts',
      response: { 200: contentScanResponseSchema, ...errorResponses(409) },
    }),
    async (request) => {
      if (!contentDir) throw conflict('No content directory is set: start the server with BW_CONTENT_DIR');
      return scanContentDirectory(db, contentDir, { mediaDir: config.BW_CONTENT_MEDIA_DIR, actorId: userOf(request).id });
    },
  );

  for (const action of ['publish', 'retire'] as const) {
    app.post(
      `/admin/content/:id/${action}`,
      adminRoute({
        summary:
          action === 'publish'
            ? 'Publish a version: it replaces the published one in the test lists at once; attempts keep theirs'
            : 'Retire a version: a published one leaves the test lists (attempts on it go on), a draft is never published',
        params: contentVersionParamsSchema,
        response: { 200: contentVersionResponseSchema, ...errorResponses(400, 404, 409) },
      }),
      async (request) => {
        const actorId = userOf(request).id;
        const { id } = request.params;
        await db.transaction((tx) => (action === 'publish' ? publishVersion(tx, id, actorId) : retireVersion(tx, id, actorId)));
        return { version: await versionById(db, id) };
      },
    );
  }
};

export default adminContentRoutes;
