import { z } from 'zod';
import { multiLevelExamSchema, multiLevelQuestionTypes, multiLevelSectionSchema } from '../content/multiLevel';
import { multiLevelSectionTypes } from '../vocabulary';
import { apiMessageSchema, idInputSchema, idTextSchema, isoDateTimeSchema, markedErrorSchema, commentFields, spokenAnswerFields, uploadedFileSchema } from './common';

/** Multi-level calls are snake_case, as the seed's second document reads them. */

export const checkTypes = ['ai', 'human'] as const;
export type CheckType = (typeof checkTypes)[number];

/** GET /user/exams: the purchasable multi-level exams. */
export const multiLevelExamListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  duration: z.number().int(),
  ai_price: z.number().int(),
  human_price: z.number().int(),
});
export const multiLevelExamListResponseSchema = z.array(multiLevelExamListItemSchema);

/** POST /user/buy-exam (multipart or JSON): mock_exam_id, type ai|human; the answer's exam.id is the purchased exam. */
export const buyExamBodySchema = z.object({
  mock_exam_id: idTextSchema,
  type: z.enum(checkTypes),
});
export const buyExamResponseSchema = apiMessageSchema.extend({
  exam: z.object({ id: z.number().int() }),
  /** What was debited in uzs (0 when a referral bonus paid for it). */
  price: z.number().int(),
  balance: z.number().int(),
});
export type BuyExamResponse = z.infer<typeof buyExamResponseSchema>;

/** POST /user/my-exams {user_id}: the multi-level list of the results page; user_id must be the caller. */
export const myExamsBodySchema = z.object({ user_id: idInputSchema });
export const multiLevelStatuses = ['pending', 'checked'] as const;
export const myExamItemSchema = z.object({
  /** The purchased exam id (runner route, start/continue/check/finish calls). */
  id: z.number().int(),
  mock_exam_id: z.number().int(),
  examName: z.string(),
  start_time: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
  status: z.enum(multiLevelStatuses),
  /** The section to take next; null once finished. */
  remainSection: z.enum(multiLevelSectionTypes).nullable(),
  type: z.enum(checkTypes),
  /** CEFR level of the overall score once checked. */
  result: z.string().nullable(),
  /** Overall 0-75 once every section is scored. */
  score: z.number().nullable(),
  /** Index 0 listening, 1 reading, 2 writing, 3 speaking; id is the section id of /user/my-exam/{ExamID}/{SectionID}. */
  section_scores: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(multiLevelSectionTypes),
      score: z.number().nullable(),
      /** Submitted after its deadline and grace (docs/CONTRACT.md 'Section deadlines'). Optional for older servers. */
      late: z.boolean().optional(),
    }),
  ),
});
export type MyExamItem = z.infer<typeof myExamItemSchema>;
export const myExamsResponseSchema = z.array(myExamItemSchema);

/** POST /user/continue-exam {exam_id}: resumable within 4 hours of start; answers the section to resume at. */
export const examIdBodySchema = z.object({ exam_id: idInputSchema });
export const multipartExamIdBodySchema = z.object({ exam_id: idTextSchema });
export const continueExamResponseSchema = z.object({
  section: z.enum(multiLevelSectionTypes),
  exam_id: z.number().int(),
  remaining_seconds: z.number().int(),
});

/** Seed 001's Section entity (id, duration, audio_path, parts) with its type, and `audio`, the same address under the
 * name the seeds' own client reads. */
export const seedSectionSchema = multiLevelSectionSchema.extend({ audio: z.string().nullable() });

/**
 * POST /user/start-exam (multipart exam_id): the exam data without keys. `id` is the purchased exam id (what the
 * runner sends back as exam_id); media paths are under the API base address ('/media/...').
 */
export const startExamResponseSchema = multiLevelExamSchema.extend({
  mock_exam_id: z.number().int(),
  remain_section: z.enum(multiLevelSectionTypes).nullable(),
  start_time: isoDateTimeSchema,
  /**
   * Whole seconds left of the remaining section's clock (docs/CONTRACT.md 'Section deadlines'; 0 once passed), so the
   * runner counts to the server's deadline and a reload never resets it; null when none runs. Optional for older servers.
   */
  remain_time_for_section: z.number().int().nullable().optional(),
  /** The section to take now (seed 001's Section; null once every section is in), as the seeds' client reads it. */
  section: seedSectionSchema.nullable().optional(),
  /** The purchased exam: `id` is what every later call sends as exam_id. Both optional for copies an older server wrote. */
  exam: z.object({ id: z.number().int(), name: z.string(), duration: z.number().int(), mock_exam_id: z.number().int() }).optional(),
});
export type StartExamResponse = z.infer<typeof startExamResponseSchema>;

/** One submitted answer (seed 001 section 3). */
export const submittedAnswerSchema = z.object({
  question_id: idInputSchema,
  answer_id: idInputSchema.nullable().optional(),
  question_type: z.enum(multiLevelQuestionTypes),
  answer_text: z.string().max(20_000).nullable().optional(),
  input_index: z.number().int().min(0).max(50).nullable().optional(),
  /** Speaking: the audio_path answered by /user/upload-speaking. */
  file_path: z.string().max(500).nullable().optional(),
  exam_id: idInputSchema.nullable().optional(),
});
export type SubmittedAnswer = z.input<typeof submittedAnswerSchema>;

/** POST /user/check: one section's answers, part by part. */
export const checkBodySchema = z.object({
  section_id: idInputSchema,
  exam_id: idInputSchema,
  parts: z
    .array(
      z.object({
        id: idInputSchema,
        part_type: z.enum(multiLevelSectionTypes),
        answers: z.array(submittedAnswerSchema).max(200),
      }),
    )
    .max(20),
});
export type CheckBody = z.input<typeof checkBodySchema>;
export const checkResponseSchema = z.object({
  /** The section to take next, whole (seed 001: 'Next-section response: next_section, section, exam'); null after the last one. */
  next_section: seedSectionSchema.nullable(),
  /** The section just checked; score null while writing or speaking waits for grading. */
  section: z.object({
    id: z.number().int(),
    type: z.enum(multiLevelSectionTypes),
    status: z.enum(['scored', 'pending']),
    raw: z.number().int().nullable(),
    total: z.number().int().nullable(),
    score: z.number().nullable(),
    /**
     * True when the section arrived after its deadline and grace: kept and scored or graded all the same, and marked
     * (docs/CONTRACT.md, section deadlines). Optional for clients of older servers.
     */
    late: z.boolean().optional(),
  }),
  exam: z.object({ id: z.number().int(), status: z.enum(multiLevelStatuses), remain_section: z.enum(multiLevelSectionTypes).nullable() }),
});
export type CheckResponse = z.infer<typeof checkResponseSchema>;

/** POST /user/upload-speaking (multipart audio (Ogg/Opus or WAV), exam_id, question_id). */
export const uploadSpeakingBodySchema = z.object({
  audio: uploadedFileSchema,
  exam_id: idTextSchema,
  question_id: idTextSchema,
});
export const uploadSpeakingResponseSchema = z.object({
  id: z.number().int(),
  audio_path: z.string(),
  transcription: z.string().nullable(),
});

/** POST /user/finish-exam {exam_id}: answers { statusCode, message }. */

/** GET /user/my-exam/{ExamID}/{SectionID}: the learner's answers of one section. */
export const myExamSectionParamsSchema = z.object({ ExamID: idTextSchema, SectionID: idTextSchema });
export const myExamAnswerRowSchema = z.object({
  question_id: z.number().int(),
  input_index: z.number().int().nullable(),
  selected_answer: z.object({ answer: z.string().nullable() }).nullable(),
  /** 1 correct, 0 wrong; null for answers a grader has not marked. */
  is_correct: z.union([z.literal(0), z.literal(1)]).nullable(),
  correct_answer: z.string().nullable(),
  answer_text: z.string().nullable(),
  score: z.number().nullable(),
  /** Speaking audio under the API base address. */
  file_path: z.string().nullable(),
  feedback: z.string().nullable(),
  ...commentFields,
  /** Writing: the errors the grader found in answer_text, for marking it; empty otherwise. */
  errors: z.array(markedErrorSchema),
  /** Speaking: pronunciation, the heard words with hard ones marked, the transcript's status and notes (common.ts). */
  ...spokenAnswerFields,
});
export const myExamSectionResponseSchema = z.object({
  /** not_submitted: the section has no answers yet (user_answers is empty). */
  section: z.object({
    id: z.number().int(),
    type: z.enum(multiLevelSectionTypes),
    status: z.enum(['scored', 'pending', 'not_submitted']),
    score: z.number().nullable(),
    /** Submitted after its deadline and grace: kept and scored all the same. Optional for older servers. */
    late: z.boolean().optional(),
  }),
  user_answers: z.array(myExamAnswerRowSchema),
});
export type MyExamSectionResponse = z.infer<typeof myExamSectionResponseSchema>;
