import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config';
import type { Db } from './db/client';
import type { RouteDeps } from './http/routeDeps';
import { registerGrading } from './grading/plugin';
import type { GradingOptions } from './grading/worker';
import { registerCors } from './http/cors';
import { badRequest, frameworkErrors, HttpError, installErrorHandling, routeNotFound } from './http/errors';
import { installAdmissionLimit } from './http/admission';
import { installInputRule } from './http/inputRule';
import { jsonDepthOver, MAX_JSON_DEPTH } from './http/jsonText';
import { createObjectStore, type ObjectStore } from './media/storage';
import { MAX_AUDIO_BYTES } from './media/uploads';
import { registerOpenApi } from './openapi';
import adminRoutes from './routes/admin';
import adminContentRoutes from './routes/adminContent';
import authRoutes from './routes/auth';
import devToolRoutes from './routes/devTools';
import healthRoutes from './routes/health';
import examinerRoutes from './routes/examiner';
import ieltsExamRoutes from './routes/ieltsExam';
import ieltsResultsRoutes from './routes/ieltsResults';
import gradingQueueRoutes from './routes/gradingQueue';
import leaderboardRoutes from './routes/leaderboard';
import mediaRoutes from './routes/media';
import multiLevelRoutes from './routes/multiLevel';
import paymeRoutes from './payme/routes';
import settingsRoutes from './routes/settings';
import userRoutes from './routes/user';

/** Every call lives under /api, so the web app's base address 'http://host/api' plus a seed path reaches it. */
export const API_PREFIX = '/api';
/** A request slower than this is logged as a warning even when request logging is off. */
export const SLOW_REQUEST_MS = 1000;
/** JSON bodies: an essay is far below this. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export type AppOptions = {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Grading workers in this process (main.ts: from BW_GRADING_*); none when absent. */
  grading?: GradingOptions;
  /** Where recordings and uploaded media are kept; by default the store the configuration names (BW_STORAGE). */
  storage?: ObjectStore;
  /** API requests served at once before 503 (main.ts: BW_MAX_CONCURRENT_REQUESTS, by default only on PGlite); none when absent. */
  maxConcurrentRequests?: number;
};


declare module 'fastify' {
  interface FastifyInstance {
    /** The object store of this process (media/storage.ts): recordings and uploaded media. */
    storage: ObjectStore;
  }
}

/** The HTTP server without listening: tests start it on port 0, main.ts on PORT. */
export async function buildApp({ db, config, logger = false, grading, maxConcurrentRequests, storage: given }: AppOptions): Promise<FastifyInstance> {
  const requestLog = config.BW_REQUEST_LOG ?? config.NODE_ENV !== 'production';
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: !requestLog }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustProxyOption(config),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  if (maxConcurrentRequests) installAdmissionLimit(app, maxConcurrentRequests, API_PREFIX);
  app.decorateRequest('auth', null);
  const storage = given ?? (await createObjectStore(config));
  app.decorate('storage', storage);
  app.decorate('draining', false);
  if (config.BW_PROCESS_NAME) {
    const name = config.BW_PROCESS_NAME;
    // Which process behind the proxy answered (docs/DEPLOY.md).
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-bandwise-process', name);
    });
  }
  if (!requestLog) {
    // Without per-request lines, a slow call still leaves a trace.
    app.addHook('onResponse', async (request, reply) => {
      if (reply.elapsedTime > SLOW_REQUEST_MS) {
        request.log.warn({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'slow request');
      }
    });
  }

  // JSON: an empty body is no body (some clients send the header on body-less POSTs); malformed or too deeply nested
  // JSON is a 400 (nesting is counted before parsing: http/jsonText.ts).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepthOver(text)) return done(badRequest(`JSON body nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
    parseJson(request, text, (error, value) => {
      if (error) done(badRequest(`Malformed JSON body: ${error.message}`), undefined);
      else done(null, value);
    });
  });

  // Any other Content-Type is accepted only without content: a body-less POST (exam create, finish, ...) from a client
  // that labels it anyway, as axios does with application/x-www-form-urlencoded for post(url, null). Content is a 415.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    // An unknown route stays a 404 whatever it was sent.
    if (body.length === 0 || request.is404) return done(null, undefined);
    done(new HttpError(415, `Unsupported content type: ${request.headers['content-type'] ?? 'none'} (send JSON or multipart/form-data)`), undefined);
  });

  await registerCors(app, config);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_AUDIO_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30, headerPairs: 100 },
  });
  // After the multipart plugin, whose own preValidation hook turns the form into the body this rule reads.
  installInputRule(app);

  await registerOpenApi(app);
  registerGrading(app, { db, config, options: grading });

  const deps: RouteDeps = { db, config, storage };
  // A worker process answers the health and readiness checks only (BW_ROLE=worker).
  const serveApi = config.BW_ROLE !== 'worker';
  await app.register(
    async (api) => {
      await api.register(healthRoutes, deps);
      if (!serveApi) return;
      // The learners' calls (and Payme's, paymeRoutes), one plugin per area.
      const areas = [authRoutes, userRoutes, leaderboardRoutes, settingsRoutes, ieltsExamRoutes, ieltsResultsRoutes, gradingQueueRoutes, multiLevelRoutes, mediaRoutes, paymeRoutes];
      // The staff area: each plugin checks its role on every request (learners get 403).
      const staffAreas = [examinerRoutes, adminRoutes, adminContentRoutes, devToolRoutes];
      for (const routes of [...areas, ...staffAreas]) await api.register(routes, deps);
    },
    { prefix: API_PREFIX },
  );
  // Static media also from the host root: the seeds load it from 'the backend base address plus the path the data
  // gives', and a client whose base address is the host itself asks for /media/... (docs/CONTRACT.md).
  if (serveApi) await app.register(mediaRoutes, deps);

  // The built web app, when there is one: one process serves the whole product (ARCHITECTURE.md, runtime).
  const webApp = serveApi && existsSync(path.join(config.BW_WEB_DIR, 'index.html'));
  if (webApp) {
    await app.register(fastifyStatic, {
      root: config.BW_WEB_DIR,
      prefix: '/',
      decorateReply: true,
      wildcard: false,
      // The build writes .br and .gz beside each file (apps/web/scripts/precompress.ts): sent to browsers that take them.
      preCompressed: true,
      // Hashed file names never change content: cached for a year. The page itself is checked on every visit.
      setHeaders: (reply, file) => {
        reply.header('cache-control', /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes of the web app (/test, /book1/12, ...) get its index.html.
    if (webApp && request.method === 'GET' && !request.url.startsWith(`${API_PREFIX}/`)) return reply.sendFile('index.html');
    return reply.code(404).send(routeNotFound(request.method, request.url));
  });

  return app;
}
