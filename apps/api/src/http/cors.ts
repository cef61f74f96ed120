import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Outside production, any page served from this machine may call the API (a client on its own dev server port). */
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * The origins whose pages may call the API from the browser (PRODUCT.md section 2: the seeds' client runs on its own
 * origin). BW_CORS_ORIGINS lists them exactly ('*' for any); without it, loopback origins outside production and none
 * in production. Auth is a bearer header, never a cookie, so credentials are not allowed.
 */
export function allowedOrigins(config: Config): Array<string | RegExp> | true {
  const listed = config.BW_CORS_ORIGINS;
  if (listed === undefined) return config.NODE_ENV === 'production' ? [] : [LOOPBACK_ORIGIN];
  if (listed.includes('*')) return true;
  return listed;
}

export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyCors, {
    origin: allowedOrigins(config),
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // allowedHeaders unset: whatever the client asks for (Authorization, Content-Type, ...) is reflected in the preflight.
    // Browsers cache the preflight for 10 minutes (Chromium's own cap is 2 hours).
    maxAge: 600,
  });
}
