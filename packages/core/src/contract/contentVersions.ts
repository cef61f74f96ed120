import { z } from 'zod';
import { apiErrorSchema, idTextSchema, isoDateTimeSchema, uploadedFileSchema } from './common';

/**
 * Publishing tests without a redeploy (/admin/content): every test (an IELTS book, a multi-level exam) is kept in
 * versions, draft -> published -> retired. The built-in sets load as version 1, published; an admin uploads a bundle
 * (a zip of the authoring folder) or reads the content directory, which makes drafts, then publishes or retires them.
 * The test lists show what is published; an attempt keeps the version it started on (docs/CONTENT.md, Publishing).
 */
export const contentKinds = ['ielts', 'multi-level'] as const;
export type ContentKind = (typeof contentKinds)[number];
export const contentStatuses = ['draft', 'published', 'retired'] as const;
export type ContentStatus = (typeof contentStatuses)[number];
/** Where a version came from: the sets shipped with the server, a bundle an admin uploaded, the content directory. */
export const contentSources = ['built-in', 'upload', 'directory'] as const;
export type ContentSource = (typeof contentSources)[number];

export const contentVersionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contentKinds),
  /** The IELTS book id (the test list's card) or the multi-level exam id. */
  testId: z.number().int(),
  version: z.number().int(),
  status: z.enum(contentStatuses),
  name: z.string(),
  source: z.enum(contentSources),
  sourceName: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  publishedAt: isoDateTimeSchema.nullable(),
  retiredAt: isoDateTimeSchema.nullable(),
  /** Attempts started on this version. */
  attempts: z.number().int(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

export const contentVersionsResponseSchema = z.object({
  items: z.array(contentVersionSchema),
  /** Whether the server was pointed at a content directory (BW_CONTENT_DIR) that 'Read the folder' reads. */
  directory: z.boolean(),
});
export type ContentVersionsResponse = z.infer<typeof contentVersionsResponseSchema>;

/** One thing wrong in a bundle: the file and line it is on (when known) and what to write instead. */
export const contentProblemSchema = z.object({
  file: z.string(),
  line: z.number().int().nullable(),
  message: z.string(),
});
export type ContentProblem = z.infer<typeof contentProblemSchema>;

/** A bundle refused: 422 with every problem found, for the console to list. */
export const contentRejectedSchema = apiErrorSchema.extend({ problems: z.array(contentProblemSchema) });
export type ContentRejected = z.infer<typeof contentRejectedSchema>;

/** POST /admin/content: multipart field 'file', a zip of one test's authoring folder. */
export const contentUploadBodySchema = z.object({ file: uploadedFileSchema });
export const contentUploadResponseSchema = z.object({ version: contentVersionSchema });

export const contentVersionParamsSchema = z.object({ id: idTextSchema });
export const contentVersionResponseSchema = z.object({ version: contentVersionSchema });

/** POST /admin/content/scan: each folder of the content directory read again; new or changed ones become drafts. */
export const contentScanResponseSchema = z.object({
  created: z.array(contentVersionSchema),
  unchanged: z.number().int(),
  rejected: z.array(z.object({ folder: z.string(), problems: z.array(contentProblemSchema) })),
});
export type ContentScanResponse = z.infer<typeof contentScanResponseSchema>;
