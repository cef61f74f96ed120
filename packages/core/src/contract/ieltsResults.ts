import { z } from 'zod';
import { idTextSchema, isoDateTimeSchema, markedErrorSchema, pageOf, pageFromOneQuerySchema, ieltsInlineSectionSchema, ieltsSectionSchema, spokenAnswerFields, graderNoteSchema, commentFields } from './common';
import { RESULTS_PAGE_SIZE } from './defaultSettings';

/** GET /user/get-my-results?page=&size=: the IELTS list of the results page; page from 1. */
export const myResultsQuerySchema = pageFromOneQuerySchema(RESULTS_PAGE_SIZE, RESULTS_PAGE_SIZE);
export const ieltsAttemptStatuses = ['PENDING', 'COMPLETED'] as const;
export const myResultItemSchema = z.object({
  id: z.number().int(),
  /** The exam (attempt) id every exam and result call takes. */
  examId: z.number().int(),
  bookId: z.number().int(),
  /** The version of the book the attempt started on: its runner and result pages read that version. */
  bookVersion: z.number().int().optional(),
  bookName: z.string(),
  createdAt: isoDateTimeSchema,
  /** PENDING until every section is submitted and graded. */
  status: z.enum(ieltsAttemptStatuses),
  /** The section to take next; null once the learner has nothing left to submit. */
  remainSection: ieltsSectionSchema.nullable(),
  /** Seconds left of the attempt's 4-hour window; 0 once it has passed. */
  remainTimeForEndExam: z.number().int(),
  /**
   * Seconds left of the remaining section's own time limit (listening, reading; writing once speaking is due, counted
   * from the last speaking recording), 0 once passed; null when no section clock runs (finished, or an attempt older
   * than section deadlines). The runner's countdown reads it, so a reload never resets a section's time. Optional:
   * older servers did not send it.
   */
  remainTimeForSection: z.number().int().nullable().optional(),
  overall: z.number().nullable(),
  reading: z.number().nullable(),
  speaking: z.number().nullable(),
  writing: z.number().nullable(),
  listening: z.number().nullable(),
  /**
   * The sections submitted after their deadline and grace (kept and scored all the same, docs/CONTRACT.md 'Section
   * deadlines'); speaking has no section clock. Optional for older servers.
   */
  lateSections: z.array(ieltsSectionSchema).optional(),
});
export type MyResultItem = z.infer<typeof myResultItemSchema>;
/** An item as it travels (sections in the seeds' capitals), for clients that read it without the schema. */
export type MyResultItemWire = z.input<typeof myResultItemSchema>;
/** `page` counts from 1 (a request for page 0 is answered with page 1). */
export const myResultsResponseSchema = pageOf('results', myResultItemSchema);
export type MyResultsResponse = z.infer<typeof myResultsResponseSchema>;
export type MyResultsWire = z.input<typeof myResultsResponseSchema>;

/** GET /ielts/exam/result/get-results-inline/{LISTENING|READING}/{examId}. */
export const inlineResultParamsSchema = z.object({
  sectionType: ieltsInlineSectionSchema,
  examId: idTextSchema,
});
export const inlineResultRowSchema = z.object({
  userAnswer: z.string(),
  isTrue: z.boolean(),
  trueAnswer: z.string(),
});
export const inlineResultResponseSchema = z.object({
  /** 40 rows in question order; empty when the section has not been submitted. */
  answers: z.array(inlineResultRowSchema),
  raw: z.number().int().nullable(),
  band: z.number().nullable(),
  /** Submitted after the section's deadline and grace: kept and scored all the same. Optional for older servers. */
  late: z.boolean().optional(),
});
export type InlineResultResponse = z.infer<typeof inlineResultResponseSchema>;

/** A graded answer is 'PENDING' until the grader or an examiner has scored it. */
export const gradingStatuses = ['PENDING', 'GRADED'] as const;

/** Bands of a graded answer: null while it is pending, and a criterion a grader could not assess stays null. */
function bandsUntilGraded<const K extends string>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, z.number().nullable()])) as Record<K, z.ZodNullable<z.ZodNumber>>;
}

/** GET /ielts/exam/result/get-results-outline-writing/{examId}: scores stay null until graded. */
export const examIdParamsSchema = z.object({ examId: idTextSchema });
export const writingResultItemSchema = z.object({
  taskNumber: z.number().int(),
  question: z.string(),
  userAnswer: z.string(),
  feedback: z.string().nullable(),
  ...commentFields,
  ...bandsUntilGraded(['taskBandScore', 'coherenceScore', 'grammarScore', 'lexicalResourceScore', 'taskAchievementScore']),
  status: z.enum(gradingStatuses),
  /** The errors the grader found in userAnswer, for marking it; empty until graded. */
  errors: z.array(markedErrorSchema),
  /**
   * The words the grade counted: countWords (the runner's count) of userAnswer, less words copied from the prompt or
   * repeated sentence for sentence, which are not the learner's own. Null until graded; optional for older servers.
   */
  countedWords: z.number().int().nullable().optional(),
  /** The grader's notes on how it read the essay (not English, sentences repeated...), in each site language; optional for older servers. */
  notes: z.array(graderNoteSchema).optional(),
});
export const writingResultResponseSchema = z.object({
  answers: z.array(writingResultItemSchema),
  writing: z.number().nullable(),
  /** The essays were submitted after writing's deadline and grace: kept and graded all the same. Optional for older servers. */
  late: z.boolean().optional(),
});
export type WritingResultResponse = z.infer<typeof writingResultResponseSchema>;

/** GET /ielts/exam/result/get-results-outline-speaking/{examId}/{partNumber}: one part, snake_case as the seed reads it. */
export const speakingResultParamsSchema = z.object({
  examId: idTextSchema,
  partNumber: z.coerce.number().int().min(1).max(3),
});
export const speakingTranscriptionSchema = z.object({
  question: z.string(),
  transcription: z.string().nullable(),
  feedback: z.string().nullable(),
  ...commentFields,
  /** A path under the API base address, e.g. '/media/uploads/ielts/<file>.wav'. */
  voiceUrl: z.string(),
  /** Pronunciation, the heard words with hard ones marked, the transcript's status and notes (common.ts). */
  ...spokenAnswerFields,
});
export const speakingResultPartSchema = z.object({
  part_number: z.number().int(),
  ...bandsUntilGraded(['part_band_score', 'coherence_score', 'fluency_score', 'grammar_score', 'vocabulary_score', 'relevance_score', 'topic_dev_score']),
  status: z.enum(gradingStatuses),
  transcription: z.array(speakingTranscriptionSchema),
});
export type SpeakingResultPart = z.infer<typeof speakingResultPartSchema>;
