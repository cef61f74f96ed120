import { z } from 'zod';
import { multiLevelSectionTypes, multiLevelTaskKinds } from '../vocabulary';

/**
 * A multi-level (national CEFR) exam in the seeds' server shape, snake_case fields as the API answers them.
 * Public part only: answer keys live in multiLevelKeys.ts.
 */

// The blank helpers live in a module without zod, so a renderer importing them does not download the schema library.
export { BLANK_MARKER, countBlanks } from './blanks';

export const multiLevelQuestionTypes = ['quiz', 'select', 'writing', 'map', 'quiz2', 'essay', 'speaking'] as const;
export type MultiLevelQuestionType = (typeof multiLevelQuestionTypes)[number];

export const multiLevelAnswerSchema = z.object({ id: z.number().int().positive(), answer: z.string().min(1) });
export type MultiLevelAnswer = z.infer<typeof multiLevelAnswerSchema>;

/**
 * A writing task's length as the exam states it: 'Write 120-150 words' is { min: 120, max: 150 }; 'about 50 words' is
 * a tenth either side, { min: 45, max: 55 }. The runner shows it, the grader marks an answer outside it.
 */
export const multiLevelWordLimitSchema = z.object({ min: z.number().int().positive(), max: z.number().int().positive() });
export type MultiLevelWordLimit = z.infer<typeof multiLevelWordLimitSchema>;

export const multiLevelQuestionSchema = z.object({
  id: z.number().int().positive(),
  /** The question text; may carry BLANK_MARKER for fill-in blanks (type 'writing'). */
  question: z.string(),
  type: z.enum(multiLevelQuestionTypes),
  answers: z.array(multiLevelAnswerSchema),
  /** Speaking only: seconds of preparation, then the recording limit (parts 1: 30 s, 2 and 3: 120 s by default). */
  prep_seconds: z.number().int().min(0).optional(),
  answer_seconds: z.number().int().positive().optional(),
  /**
   * Writing ('essay') only: its word limit and kind of task. Optional here because versions published before these
   * fields existed are stored without them; the content linter requires both on every writing question it checks.
   */
  word_limit: multiLevelWordLimitSchema.optional(),
  task_kind: z.enum(multiLevelTaskKinds).optional(),
});
export type MultiLevelQuestion = z.infer<typeof multiLevelQuestionSchema>;

export const multiLevelPartSchema = z.object({
  id: z.number().int().positive(),
  /** Sub-part label as the national format names it: '1', '1.1', '1.2', '2', '3'. */
  label: z.string().min(1),
  description: z.string(),
  /** Right-hand text: a passage, a for/against text, or ''. */
  right_text: z.string(),
  photo_path: z.string().nullable(),
  questions: z.array(multiLevelQuestionSchema),
});
export type MultiLevelPart = z.infer<typeof multiLevelPartSchema>;

export const multiLevelSectionSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(multiLevelSectionTypes),
  /** Minutes. */
  duration: z.number().int().positive(),
  audio_path: z.string().nullable(),
  parts: z.array(multiLevelPartSchema).min(1),
});
export type MultiLevelSection = z.infer<typeof multiLevelSectionSchema>;

export const multiLevelExamSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  /** Minutes, the whole exam. */
  duration: z.number().int().positive(),
  /** In the seeds' order: listening, reading, writing, speaking. */
  sections: z.array(multiLevelSectionSchema).length(4),
});
export type MultiLevelExam = z.infer<typeof multiLevelExamSchema>;
