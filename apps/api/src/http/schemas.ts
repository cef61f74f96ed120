import { apiErrorSchema } from '@bandwise/core';

type ErrorCode = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429;

/** The error answers a route documents, all `{ statusCode, message }`. */
export function errorResponses(...codes: ErrorCode[]): Record<ErrorCode, typeof apiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as Record<ErrorCode, typeof apiErrorSchema>;
}

/** The bearer requirement of a protected route, for the OpenAPI document. */
export const bearer = [{ bearer: [] as string[] }];
