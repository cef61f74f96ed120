import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../app';

/**
 * Static media under fixed roots: /api/media/* is the content's media folder (pictures, listening audio),
 * /api/media/uploads/* the recordings. @fastify/static resolves every path inside its root and refuses '..' in any
 * spelling; dotfiles are hidden. Upload names are 128-bit random, so an address is only known to its owner.
 */
const mediaRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config }) => {
  mkdirSync(config.BW_MEDIA_DIR, { recursive: true });
  mkdirSync(config.BW_CONTENT_MEDIA_DIR, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.BW_MEDIA_DIR,
    prefix: '/media/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    schemaHide: true,
    maxAge: '1d',
    immutable: true,
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
