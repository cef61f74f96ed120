import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { languageOf, localise, type ServerLanguage } from './messages';

/**
 * The body of every error: `{ statusCode, status, message, messageKey }`. `status` repeats `statusCode` because the
 * seeds' exam screens read `status` (401 clears the token) while their other screens read `statusCode` (PRODUCT.md
 * section 2). `message` is in the request's language (Accept-Language: uz, ru, else the seeds' English) and
 * `messageKey` names it the same in every language (http/messages.ts).
 */
export function errorBody(statusCode: number, message: string, language: ServerLanguage = 'en') {
  return { statusCode, status: statusCode, ...localise(message, statusCode, language) };
}

/** The language a request's error messages are worded in. */
export const requestLanguage = (request: FastifyRequest): ServerLanguage => languageOf(request.headers['accept-language']);

/**
 * An error a handler throws on purpose: its status and message reach the client as errorBody, with `details` beside
 * them when a client needs more than a line (a refused test bundle's problems, each with its file and line).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Login required') => new HttpError(401, message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

declare module 'fastify' {
  interface FastifyRequest {
    /** Parsing and validation are over: an error from here on is the server's. */
    bwValidated: boolean;
  }
}

type Issue = { path?: ReadonlyArray<PropertyKey>; instancePath?: string; message: string };

/** Zod issues as one readable line: 'body.userAnswer: userAnswer must hold exactly 40 answers; query.bookId: ...'. */
export function describeValidation(context: string | undefined, issues: readonly Issue[]): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const path = issue.path?.length
      ? issue.path.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const where = [context, path].filter(Boolean).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  if (issues.length > 5) parts.push(`and ${issues.length - 5} more`);
  return parts.join('; ') || 'Invalid request';
}

/**
 * Every error leaves as errorBody. Client mistakes keep their 4xx; anything else is logged and answered
 * with a generic 500 so no internal detail leaks.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.decorateRequest('bwValidated', false);
  app.addHook('preHandler', async (request) => {
    request.bwValidated = true;
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = describeValidation(error.validationContext, error.validation as unknown as Issue[]);
      return reply.code(400).send(errorBody(400, message, language));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ ...error.details, ...errorBody(error.statusCode, error.message, language) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return reply.code(500).send(errorBody(500, 'Internal server error', language));
    }
    // The multipart parser (busboy) throws plain errors for a broken body before any handler runs: a client mistake.
    if (typeof error.statusCode !== 'number' && request.isMultipart() && !request.bwValidated) {
      return reply.code(400).send(errorBody(400, `Malformed multipart body: ${error.message}`));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, clientMessage(error), language));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'Internal server error', language));
  });
}

/**
 * Fastify answers a path it cannot decode (a broken percent-encoding) or an over-long parameter before any route or
 * error handler runs; this puts those answers in errorBody's shape too (the `frameworkErrors` server option).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  reply.code(status).send(errorBody(status, status === 414 ? 'A path parameter is too long' : 'The address is not validly encoded'));
}

/** The 404 body of an unknown route. */
export function routeNotFound(method: string, url: string) {
  return errorBody(404, `Route ${method} ${url.split('?')[0]} not found`);
}

/** Fastify's and the multipart plugin's own 4xx messages, made plain where they are cryptic. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported content type${error.message.includes(':') ? error.message.slice(error.message.indexOf(':')) : ''}`;
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The uploaded file is too large';
    case 'FST_FILES_LIMIT':
      return 'Too many files in the upload';
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return 'Too many fields in the upload';
    default:
      return error.message || 'Bad request';
  }
}
