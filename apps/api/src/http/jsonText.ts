import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text (a cached answer, checked against the route's response schema when it was built).
 * Fastify sends a string as it is, skipping the per-request schema check and serialisation; the route's typed reply
 * does not know that, hence the plain FastifyReply.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return (reply as unknown as FastifyReply).type('application/json; charset=utf-8').send(json);
}
