import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text (a cached answer, checked against the route's response schema when it was built).
 * Fastify sends a string as it is, skipping the per-request schema check and serialisation; the route's typed reply
 * does not know that, hence the plain FastifyReply.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return (reply as unknown as FastifyReply).type('application/json; charset=utf-8').send(json);
}

/**
 * How deep a JSON body may nest. The deepest body of the contract is four levels (an exam's answer list of objects);
 * code that walks a parsed value recursively (serialisers, validators) overflows the stack somewhere past a few
 * thousand, which was a 500 for an 8 kB body of nested arrays (issue 31).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The nesting depth of JSON text, counted before it is parsed (brackets inside strings do not count), stopping as soon
 * as it passes `limit`: one pass over the text, no recursion, whatever the input.
 */
export function jsonDepthOver(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
