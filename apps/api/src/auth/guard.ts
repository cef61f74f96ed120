import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserRole } from '@bandwise/core';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../http/errors';
import { userForToken } from './sessions';
import type { UserRow } from './users';

export type Auth = { user: UserRow; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer guard on protected routes. */
    auth: Auth | null;
  }
}

/** The bearer token of 'Authorization: Bearer <token>', or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** A preHandler answering 401 for a missing, malformed, unknown or revoked token, and 403 for a role outside `roles`. */
export function requireUser(db: Db, roles?: readonly UserRole[]): preHandlerAsyncHookHandler {
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Login required: send Authorization: Bearer <token>');
    const auth = await userForToken(db, token);
    if (!auth) throw unauthorized('Your session has ended. Log in again.');
    if (roles && !roles.includes(auth.user.role)) throw forbidden('Your role does not allow this');
    request.auth = auth;
  };
}

/** The authenticated user of a guarded route. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}
