import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * NUL and the other C0 controls except tab, line feed and carriage return, and UTF-16 surrogates standing alone.
 * PostgreSQL refuses NUL in text and jsonb (a 500 before this rule), a lone surrogate is no character at all, and
 * the controls are never typed by a person. With the u flag a paired surrogate is one code point and does not match.
 */
const INVALID_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDFFF]/u;

/** The first string in `value` (keys included) holding an invalid character, as a path like 'body.list.0.userAnswer'. */
export function findInvalidText(value: unknown, where: string): string | null {
  if (typeof value === 'string') return INVALID_CHARACTER.test(value) ? where : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findInvalidText(value[i], `${where}.${i}`);
      if (found) return found;
    }
    return null;
  }
  // Plain objects only: multipart files arrive as Buffers, whose bytes are the file's business.
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (INVALID_CHARACTER.test(key)) return `${where}.${key.replace(INVALID_CHARACTER, '?')}`;
      const found = findInvalidText(item, `${where}.${key}`);
      if (found) return found;
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
