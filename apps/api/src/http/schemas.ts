import { apiErrorSchema, type UserRole } from '@bandwise/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { requireUser } from '../auth/guard';
import type { Db } from '../db/client';

type ErrorCode = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429;

/** The error answers a route documents, all `{ statusCode, message }`. */
export function errorResponses(...codes: ErrorCode[]): Record<ErrorCode, typeof apiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as Record<ErrorCode, typeof apiErrorSchema>;
}

/** The bearer requirement of a protected route, for the OpenAPI document. */
const bearer = [{ bearer: [] as string[] }];

/** A route's schema as written: its own tag, summary, input schemas and answers (errors included). */
type RouteSchema = { response: object };

/** The schema of a route behind a guard: the bearer requirement, and the guard's own error answers beside the route's. */
function guardedBy<S extends RouteSchema>(schema: S, guardErrors: ErrorCode[]) {
  return { ...schema, security: bearer, response: { ...schema.response, ...errorResponses(...guardErrors) } };
}

/** The schema of a route behind requireUser(db): it answers 401 without a live session. */
const loginRequired = <S extends RouteSchema>(schema: S) => guardedBy(schema, [401]);

/** The schema of a route behind requireUser(db, roles): 401 without a live session, 403 for another role. */
const roleRequired = <S extends RouteSchema>(schema: S) => guardedBy(schema, [401, 403]);

/** The options of a plugin's routes under one tag behind `guard`, a requireUser(db) preHandler: loginRequired's schema. */
export const loginRoutes =
  (tag: string, guard: preHandlerAsyncHookHandler) =>
  <S extends RouteSchema>(schema: S) => ({ preHandler: guard, schema: loginRequired({ tags: [tag], ...schema }) });

/**
 * Makes every route of the plugin `app` staff only: requireUser(db, roles) runs on request, before the input is even
 * read, so another role gets 403 whatever it sends. Answers the options of the plugin's routes under one tag:
 * roleRequired's schema.
 */
export function staffOnly(app: FastifyInstance, db: Db, roles: readonly UserRole[], tag: string) {
  app.addHook('onRequest', requireUser(db, roles));
  return <S extends RouteSchema>(schema: S) => ({ schema: roleRequired({ tags: [tag], ...schema }) });
}
