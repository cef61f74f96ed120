import type { FastifyInstance } from 'fastify';
import { errorBody, requestLanguage } from './errors';

/**
 * At most `max` API requests in the server at once; one more is answered 503 with Retry-After at once, before any
 * work. PGlite runs every query one after another in this process, so past its pace requests only queue: waiting
 * times grow for everyone until clients time out, and the queued requests (bodies, recordings) fill the memory. A
 * prompt 503 keeps the ones admitted fast and tells the others when to come back (docs/PERFORMANCE.md, the soak).
 */
export function installAdmissionLimit(app: FastifyInstance, max: number, prefix: string): void {
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${prefix}/`)) return;
    if (inFlight >= max) {
      reply.header('retry-after', '2');
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
