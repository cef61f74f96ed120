import { z } from 'zod';
import {
  ieltsInlineSectionTypes,
  ieltsSectionOf,
  ieltsSectionTypes,
  ieltsWireSections,
  markedErrorKinds,
  type IeltsSectionType,
} from '../vocabulary';

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

/**
 * An IELTS section name on the wire: the seeds' capitals outside ('LISTENING'), the code's spelling inside
 * ('listening'). The server's validator decodes a request's name and its serializer encodes an answer's (fastify's zod
 * provider encodes), so handlers never see the capitals; the web's API calls translate with the same table.
 */
function ieltsSectionCodec<const S extends readonly [IeltsSectionType, ...IeltsSectionType[]]>(sections: S) {
  type Wire = { [K in keyof S]: (typeof ieltsWireSections)[S[K]] };
  const wire = sections.map((section) => ieltsWireSections[section]) as unknown as Wire;
  return z
    .codec(z.enum(wire), z.enum(sections), {
      decode: (name) => ieltsSectionOf(name) as S[number],
      encode: (section) => ieltsWireSections[section] as Wire[number],
    })
    // The document shows what travels: the capitals (zod would describe an answer by the decoded side).
    .meta({ enum: [...wire] });
}
export const ieltsSectionSchema = ieltsSectionCodec(ieltsSectionTypes);
export const ieltsInlineSectionSchema = ieltsSectionCodec(ieltsInlineSectionTypes);

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
  kind: z.enum(markedErrorKinds),
  message: z.string(),
  suggestion: z.string().optional(),
});
export type MarkedError = z.infer<typeof markedErrorSchema>;

/**
 * How far the words of a spoken answer could be graded: 'graded' (enough words heard), 'unreliable' (the recogniser
 * heard too little with confidence to grade the words), 'not-english', 'none' (no transcript: no speech, or no recogniser).
 */
export const transcriptStatuses = ['graded', 'unreliable', 'not-english', 'none'] as const;
export type TranscriptStatus = (typeof transcriptStatuses)[number];

/** One word of a spoken answer as heard, in order; `hard` marks a word that was hard to understand (unclear or mispronounced). */
export const heardWordSchema = z.object({ word: z.string(), hard: z.boolean() });
export type HeardWord = z.infer<typeof heardWordSchema>;

/** A grader's note on an answer (spoken or written), in each of the site's languages (it may quote the learner's own words). */
export const graderNoteSchema = z.object({ key: z.string(), en: z.string(), uz: z.string(), ru: z.string() });
export type GraderNote = z.infer<typeof graderNoteSchema>;

/**
 * Beside an answer's `feedback`: the same comment in each site language (key 'comment') when the built-in grader wrote
 * it from its templates, quoting the learner's words as written. Null when the feedback is an LLM's (asked for the
 * learner's language), an examiner's or an older record's: show `feedback` as it is. Optional for older servers.
 */
export const commentFields = {
  comment: graderNoteSchema.nullable().optional(),
  /**
   * True when `feedback` is the built-in grader's English from before its comments came in three languages (an older
   * record, `comment` null): a page in another language says so and marks the text as English. Optional for older
   * servers.
   */
  feedbackInEnglish: z.boolean().optional(),
};

/**
 * What the grader heard in one recording, beside its transcription: the pronunciation band (half bands 0-9; null when
 * not assessed or not graded yet), the heard words with the hard ones marked (null when none are known), how far the
 * transcript could be graded (null until graded) and the grader's notes. Every field is optional for older servers.
 */
export const spokenAnswerFields = {
  pronunciation: z.number().nullable().optional(),
  words: z.array(heardWordSchema).nullable().optional(),
  transcriptStatus: z.enum(transcriptStatuses).nullable().optional(),
  notes: z.array(graderNoteSchema).optional(),
};
