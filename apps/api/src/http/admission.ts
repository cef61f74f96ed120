import type { FastifyInstance } from 'fastify';
import { errorBody, requestLanguage } from './errors';

/**
 * How far behind the server may be when a request reaches it before it is refused instead: served requests then
 * answer well under a second, and the refused ones hear 503 at once with when to come back.
 */
export const QUEUE_TARGET_MS = 300;
/** How often the server notes that it is free to read new requests (a timer that runs only when nothing else does). */
const TICK_MS = 20;
/**
 * Requests read in one busy stretch that are served however late: one page's own parallel calls (the site makes up
 * to about six on a load) after the machine stalled the process, or a long task ended, are not a backlog.
 */
const BURST = 8;
/** Retry-After never promises more than this: a client's wait stays short and the backlog is looked at again. */
const MAX_RETRY_AFTER_SECONDS = 10;

/**
 * API requests are admitted while the server can serve them in time; the others are answered 503 with Retry-After
 * at once, before any work. Two measures:
 * - at most `max` requests inside at once (the memory their bodies and recordings hold);
 * - the backlog the server really has: how long since it was last free to read new requests. PGlite runs every query
 *   on the server's own thread and answers through promise callbacks only, so a request runs from its first query to
 *   its answer without the server reading anything else: the others wait unread in their connections, and the count
 *   of requests inside stays at one or two. That is why issue 31 found the count limit never engaging while 300
 *   parallel result reads waited 4.5 s at the median and busy learners timed out after 30 s. A timer that fires only
 *   when the server is free sees the backlog: a request read more than QUEUE_TARGET_MS after the server was last free,
 *   behind more than BURST others read in the same stretch, has waited at least that long behind them, and is
 *   refused, with Retry-After the backlog's age in whole seconds (at least 1).
 * A prompt 503 keeps the ones admitted fast (docs/PERFORMANCE.md, the soak); the site retries it politely
 * (apps/web/src/api/client.ts).
 */
export function installAdmissionLimit(app: FastifyInstance, max: number, prefix: string): void {
  let inFlight = 0;
  let lastFree = performance.now();
  /** Requests read since the server was last free: the first BURST of them are served however late. */
  let readSinceFree = 0;
  const tick = setInterval(() => {
    lastFree = performance.now();
    readSinceFree = 0;
  }, TICK_MS).unref();
  app.addHook('onClose', async () => clearInterval(tick));

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${prefix}/`)) return;
    const behindMs = performance.now() - lastFree;
    // A backlog: more than a page's worth of others read in the same busy stretch.
    const backlog = readSinceFree++ >= BURST && behindMs > QUEUE_TARGET_MS;
    const retryAfter = inFlight >= max ? 2 : backlog ? Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(behindMs / 1000))) : 0;
    if (retryAfter > 0) {
      reply.header('retry-after', String(retryAfter));
      return reply.code(503).send(errorBody(503, 'The server is busy. Try again in a few seconds.', requestLanguage(request)));
    }
    inFlight += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight -= 1;
    };
    // Finished, or the client went away: either way the slot is free.
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
  });
}
