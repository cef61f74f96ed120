import { z } from 'zod';

/**
 * Shared pieces of the HTTP contract. Every error answers `{ statusCode, message }` (PRODUCT.md section 2: where the
 * seeds give no answer shape, answer with this and document it).
 */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string(),
  })
  .meta({ id: 'ApiError', description: 'Every error and every shape-less answer: an HTTP status code and a readable message.' });
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

/** Paging query shared by list calls: page from 0. */
export function pageQuerySchema(maxSize: number, defaultSize: number) {
  return z.object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });
}
