import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * NUL and the other C0 controls except tab, line feed and carriage return, and UTF-16 surrogates standing alone.
 * PostgreSQL refuses NUL in text and jsonb (a 500 before this rule), a lone surrogate is no character at all, and
 * the controls are never typed by a person. With the u flag a paired surrogate is one code point and does not match.
 */
const INVALID_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDFFF]/u;

/**
 * The first string in `value` (keys included) holding an invalid character, as a path like 'body.list.0.userAnswer'.
 * An explicit stack instead of recursion: a body of any depth is walked without overflowing the call stack (a deep
 * body was a 500 here before; issue 31). Depth-first, in order, so the first bad field is the one named.
 */
export function findInvalidText(value: unknown, where: string): string | null {
  const stack: Array<[unknown, string]> = [[value, where]];
  while (stack.length > 0) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (INVALID_CHARACTER.test(item)) return at;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i -= 1) stack.push([item[i], `${at}.${i}`]);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      // Plain objects only: multipart files arrive as Buffers, whose bytes are the file's business.
      const entries = Object.entries(item);
      for (const [key] of entries) if (INVALID_CHARACTER.test(key)) return `${at}.${key.replace(INVALID_CHARACTER, '?')}`;
      for (let i = entries.length - 1; i >= 0; i -= 1) stack.push([entries[i]![1], `${at}.${entries[i]![0]}`]);
    }
  }
  return null;
}

/**
 * One rule for every call's text input, before any route's own validation: params, query and body (JSON or multipart
 * fields) with an invalid character are refused with a 400 naming the field. Routes need do nothing.
 */
export function installInputRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findInvalidText(value, where);
      if (field) {
        throw badRequest(`${field}: contains a character that is not allowed (NUL, a control character or a broken Unicode character)`);
      }
    }
  });
}
