import { z } from 'zod';
import { apiMessageSchema, idInputSchema, idTextSchema, ieltsInlineSectionSchema, ieltsSectionSchema, uploadedFileSchema } from './common';
import { ANSWER_SLOTS } from '../scoring/answerSheet';

/** GET /ielts/books: the test list's available books (not a seed call; the web may bundle content instead). */
export const ieltsBookListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  module: z.enum(['academic', 'general']),
  /** The published version of the book (docs/CONTENT.md, Publishing); the list holds published books only. */
  version: z.number().int().optional(),
});
export type IeltsBookListItem = z.infer<typeof ieltsBookListItemSchema>;
export const ieltsBookListResponseSchema = z.array(ieltsBookListItemSchema);
export const ieltsBookParamsSchema = z.object({ bookId: idTextSchema });
/** `?version=`: a version an attempt started on (published or since retired); without it, the published one. */
export const ieltsBookQuerySchema = z.object({ version: idTextSchema.optional() });

/** POST /ielts/exam/create?bookId=: no body; the answer's `message` holds the new exam (attempt) id as text. */
export const createIeltsExamQuerySchema = z.object({ bookId: idTextSchema });
export const createIeltsExamResponseSchema = apiMessageSchema.extend({
  /** The exam id, as text. */
  message: z.string(),
  examId: z.number().int(),
  remainSection: ieltsSectionSchema,
  /** Seconds until the attempt's 4-hour window closes. */
  remainTimeForEndExam: z.number().int(),
});

/**
 * POST /ielts/exam/start/{examId}: the runner's Start. The remaining section's clock starts now if it has not started
 * (listening waits for it: the test list's Start only creates the attempt), and the answer is the clock as it runs.
 */
export const startIeltsSectionResponseSchema = z.object({
  remainSection: ieltsSectionSchema.nullable(),
  /** Seconds until the attempt's 4-hour window closes. */
  remainTimeForEndExam: z.number().int(),
  /** Seconds left of the remaining section's clock (0 once passed); null when none runs (docs/CONTRACT.md). */
  remainTimeForSection: z.number().int().nullable(),
});
export type StartIeltsSectionResponse = z.infer<typeof startIeltsSectionResponseSchema>;
/** The answer as it travels (the section in the seeds' capitals), for clients that read it without the schema. */
export type StartIeltsSectionWire = z.input<typeof startIeltsSectionResponseSchema>;

/** One answer slot: letters, numerals, words; empty when unanswered (seed 001 section 3). */
export const answerSlotSchema = z.string().max(200, 'An answer is at most 200 characters');

/** POST /ielts/exam/attempt/create/inline: a listening or reading answer sheet of 40 strings. */
export const inlineSubmitBodySchema = z.object({
  examId: idInputSchema,
  sectionType: ieltsInlineSectionSchema,
  userAnswer: z.array(answerSlotSchema).length(ANSWER_SLOTS, `userAnswer must hold exactly ${ANSWER_SLOTS} answers`),
});
export type InlineSubmitBody = z.input<typeof inlineSubmitBodySchema>;
export const inlineSubmitResponseSchema = apiMessageSchema.extend({
  /** Correct answers out of 40. */
  raw: z.number().int(),
  band: z.number(),
  /** The section to take next. */
  remainSection: ieltsSectionSchema.nullable(),
  /**
   * True when the sheet arrived after the section's deadline and grace: it is kept and scored all the same
   * (docs/CONTRACT.md, section deadlines). Optional for clients of older servers.
   */
  late: z.boolean().optional(),
});
export type InlineSubmitResponse = z.infer<typeof inlineSubmitResponseSchema>;
export type InlineSubmitWire = z.input<typeof inlineSubmitResponseSchema>;

/** POST /ielts/exam/attempt/create/outline-speaking/{examId}?question=&partNumber=: multipart voiceAnswer (WAV). */
export const speakingParamsSchema = z.object({ examId: idTextSchema });
export const speakingQuerySchema = z.object({
  question: z.string().trim().min(1, 'question is required').max(500),
  partNumber: z.coerce.number().int().min(1).max(3),
});
export const speakingBodySchema = z.object({ voiceAnswer: uploadedFileSchema });
/** `{ statusCode: 200 }` on success, `{ statusCode: 409, message }` on a refused upload (seed 001 section 7). */
export const speakingResponseSchema = z.object({ statusCode: z.number().int(), message: z.string().optional() });

/** One writing task as sent: question = the task prompt, userAnswer = the essay. */
export const writingItemSchema = z.object({
  question: z.string().trim().min(1, 'question is required').max(5000),
  userAnswer: z.string().max(20_000, 'An essay is at most 20000 characters'),
});
const writingList = z.array(writingItemSchema).length(2, 'Send both writing tasks');

/**
 * POST /ielts/exam/attempt/create/outline-writing: examId and a list of two {question, userAnswer}.
 * One seed reading names the list `Qua`; both names are accepted.
 */
export const writingSubmitBodySchema = z
  .object({ examId: idInputSchema, list: writingList.optional(), Qua: writingList.optional() })
  .refine((body) => body.list !== undefined || body.Qua !== undefined, { message: 'list is required', path: ['list'] });
export type WritingSubmitBody = z.input<typeof writingSubmitBodySchema>;
export const writingSubmitResponseSchema = apiMessageSchema.extend({
  /** True when the essays arrived after writing's deadline and grace: kept and graded all the same, and marked. */
  late: z.boolean().optional(),
});
