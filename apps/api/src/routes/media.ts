import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import parseRange from 'range-parser';
import { z } from 'zod';
import type { RouteDeps } from '../http/routeDeps';
import { HttpError, notFound } from '../http/errors';
import type { ObjectStore } from '../media/storage';
import { isServedUpload, uploadContentType } from '../media/uploads';

/**
 * Sends a stored object (media/storage.ts: local disk or S3) as a stream: HEAD, one byte range (a browser seeks in a
 * video or an audio element with them) and 416 for a range past the end; 404 when it is not stored. Uploads are
 * served with a sandboxing policy and no type sniffing: an uploaded SVG runs no script on this origin.
 */
export async function sendStored(request: FastifyRequest, reply: FastifyReply, store: ObjectStore, key: string, cacheControl: string) {
  const size = await store.size(key);
  if (size === null) throw notFound('No such file');
  reply
    .header('content-type', uploadContentType(key))
    .header('accept-ranges', 'bytes')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
  const header = request.headers.range;
  const ranges = header && size > 0 ? parseRange(size, header, { combine: true }) : null;
  if (ranges === -1) {
    reply.header('content-range', `bytes */${size}`);
    throw new HttpError(416, 'The requested range is past the end of the file');
  }
  // A malformed Range header, or several ranges, is answered with the whole file, as HTTP allows.
  const range = Array.isArray(ranges) && ranges.length === 1 && ranges.type === 'bytes' ? ranges[0]! : null;
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  reply.header('content-length', range ? range.end - range.start + 1 : size);
  if (request.method === 'HEAD') return reply.send();
  const body = await store.stream(key, range ?? undefined);
  if (!body) throw notFound('No such file');
  return reply.send(body);
}

/**
 * Media under fixed roots: /media/uploads/* the recordings and uploaded media, from the object store whichever it is
 * (names are 128-bit random, so an address is only known to its owner); /media/* the content's media folder
 * (pictures, listening audio), where @fastify/static resolves every path inside its root and refuses '..' in any
 * spelling, and dotfiles are hidden.
 */
const mediaRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, storage }) => {
  mkdirSync(config.BW_CONTENT_MEDIA_DIR, { recursive: true });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/uploads/*',
    schema: { hide: true, params: z.object({ '*': z.string() }) },
    handler: async (request, reply) => {
      const key = request.params['*'];
      if (!isServedUpload(key)) throw notFound('No such file');
      return sendStored(request, reply, storage, key, 'public, max-age=86400, immutable');
    },
  });
  await app.register(fastifyStatic, {
    root: config.BW_CONTENT_MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    schemaHide: true,
    maxAge: '1h',
  });
};

export default mediaRoutes;
