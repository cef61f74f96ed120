import { z } from 'zod';

/**
 * Shared pieces of the HTTP contract. Every error answers `{ statusCode, message }` (PRODUCT.md section 2: where the
 * seeds give no answer shape, answer with this and document it).
 */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    /** The same code again: the seeds' exam screens read `status`, their other screens `statusCode`. */
    status: z.number().int(),
    /** In the request's Accept-Language (uz, ru), else English: the seeds' texts. */
    message: z.string(),
    /** The message's name, the same in every language ('notEnoughMoney'; 'http.<status>' for one not translated). */
    messageKey: z.string(),
  })
  .meta({
    id: 'ApiError',
    description:
      "Every error: the HTTP status code (as statusCode and as status), a readable message in the request's Accept-Language (uz, ru; else English) and its language-independent messageKey.",
  });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A plain acknowledgement, the same shape as an error with statusCode 200. */
export const apiMessageSchema = z.object({ statusCode: z.number().int(), message: z.string() });
export type ApiMessage = z.infer<typeof apiMessageSchema>;

/** A positive integer id sent as JSON: the seeds' clients send ids both as numbers and as strings. */
export const idInputSchema = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,9}$/, 'Expected a numeric id')
    .transform(Number),
]);

/** A positive integer id in a path or query string or a multipart field (always text on the wire). */
export const idTextSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** ISO 8601 date-time text, as every answer sends times. */
export const isoDateTimeSchema = z.string().meta({ format: 'date-time' });

/**
 * An uploaded file's bytes, as the server sees a multipart file field. Declared without Node types so the contract
 * stays browser-safe; the web sends a Blob in FormData under the same field name.
 */
export const uploadedFileSchema = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, { message: 'Expected a file upload' })
  .meta({ type: 'string', format: 'binary' });

/**
 * Paging query of the list calls whose seed shows page 0 as the first page (the multi-level leaderboard) and of our own
 * staff lists: page from 0 (docs/CONTRACT.md, paging).
 */
export function pageQuerySchema(maxSize: number, defaultSize: number) {
  return z.object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });
}

/**
 * Paging query of GET /user/get-my-results, whose seed does not say where pages start: pages count from 1, and page 0
 * is the first page too, so a client counting from 1 and one asking for page 0 both get the first page; the answer's
 * `page` says which page (from 1) it holds (docs/CONTRACT.md, paging).
 */
export function pageFromOneQuerySchema(maxSize: number, defaultSize: number) {
  return z.object({
    page: z.coerce
      .number()
      .int()
      .min(0)
      .max(100_000)
      .default(1)
      .transform((page) => Math.max(page, 1)),
    size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });
}

/** A paged answer: its list under `key`, then the page it holds (counted as its query counts), the size, the items in all. */
export function pageOf<K extends string, T extends z.ZodType>(key: K, item: T) {
  const list = { [key]: z.array(item) } as Record<K, z.ZodArray<T>>;
  return z.object({ ...list, page: z.number().int(), size: z.number().int(), total: z.number().int() });
}

/**
 * One error the grader found in a learner's essay, marked in place on the result page: UTF-16 offsets into the answer
 * text (as JavaScript strings index), its kind, the explanation, and the correction when there is one.
 */
export const markedErrorSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  kind: z.enum(['grammar', 'spelling', 'punctuation']),
  message: z.string(),
  suggestion: z.string().optional(),
});
export type MarkedError = z.infer<typeof markedErrorSchema>;
