import { z } from 'zod';
import { ANSWER_SLOTS } from '../scoring/answerSheet';
import { imageSchema, optionSchema } from './common';

/**
 * The public part of an IELTS test ("book"): everything a learner may see before submitting.
 * Answer keys live in a separate schema (ieltsKeys.ts) and a separate module of the content package.
 */

/** A question's number: one slot of the answer sheet. */
const questionNumber = z.number().int().min(1).max(ANSWER_SLOTS);

/** A numbered question with its stem (the sentence, heading slot or label being answered). */
export const numberedStemSchema = z.object({ number: questionNumber, stem: z.string() });

/** How many words a typed answer may have: 'NO MORE THAN TWO WORDS AND/OR A NUMBER' is { maxWords: 2, number: true }. */
export const wordLimitSchema = z.object({
  maxWords: z.number().int().min(1).max(5),
  number: z.boolean().default(false),
});
export type WordLimit = z.infer<typeof wordLimitSchema>;

/** A block of marked text in a gap-fill group: `{{n}}` markers become blanks. */
export const textBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), text: z.string() }),
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('bullet'), text: z.string() }),
  z.object({ kind: z.literal('field'), label: z.string(), text: z.string() }),
  z.object({ kind: z.literal('table'), headers: z.array(z.string()), rows: z.array(z.array(z.string())) }),
]);
export type TextBlock = z.infer<typeof textBlockSchema>;

const groupBase = {
  /** Stable id within the book, e.g. 'l1-g1'. */
  id: z.string().min(1),
  /** 'Questions 1-10' style range is derived; this is the instruction text above the group. */
  instructions: z.string(),
  title: z.string().optional(),
};

export const gapFillGroupSchema = z.object({
  ...groupBase,
  type: z.literal('gapFill'),
  layout: z.enum(['notes', 'form', 'table', 'summary', 'sentences']),
  wordLimit: wordLimitSchema,
  blocks: z.array(textBlockSchema).min(1),
});

export const chooseNGroupSchema = z.object({
  ...groupBase,
  type: z.literal('chooseN'),
  /** The consecutive answer slots this choice fills, e.g. [11, 12] for 'choose TWO'. */
  numbers: z.array(questionNumber).min(2).max(3),
  stem: z.string(),
  options: z.array(optionSchema).min(3),
});

export const singleChoiceGroupSchema = z.object({
  ...groupBase,
  type: z.literal('singleChoice'),
  questions: z.array(numberedStemSchema.extend({ options: z.array(optionSchema).min(2) })).min(1),
});

export const matchingGroupSchema = z.object({
  ...groupBase,
  type: z.literal('matching'),
  /** What the options are, for the list title and the renderer: sections of a passage, headings, people, features. */
  kind: z.enum(['section', 'heading', 'person', 'feature']),
  optionsTitle: z.string().optional(),
  options: z.array(optionSchema).min(2),
  /** 'You may use any letter more than once'. */
  reusable: z.boolean(),
  questions: z.array(numberedStemSchema).min(1),
});

export const tfngGroupSchema = z.object({
  ...groupBase,
  type: z.literal('tfng'),
  variant: z.enum(['tfng', 'ynng']),
  form: z.enum(['radio', 'dropdown']),
  questions: z.array(numberedStemSchema).min(1),
});

export const summaryBankGroupSchema = z.object({
  ...groupBase,
  type: z.literal('summaryBank'),
  bank: z.array(optionSchema).min(2),
  /** Paragraphs of the summary with `{{n}}` markers. */
  paragraphs: z.array(z.string()).min(1),
});

export const mapLabellingGroupSchema = z.object({
  ...groupBase,
  type: z.literal('mapLabelling'),
  image: imageSchema,
  /** Letters drawn over the picture, at percentages of its width and height. */
  positions: z.array(z.object({ label: z.string().min(1).max(2), x: z.number().min(0).max(100), y: z.number().min(0).max(100) })).min(2),
  questions: z.array(numberedStemSchema).min(1),
});

export const questionGroupSchema = z.discriminatedUnion('type', [
  gapFillGroupSchema,
  chooseNGroupSchema,
  singleChoiceGroupSchema,
  matchingGroupSchema,
  tfngGroupSchema,
  summaryBankGroupSchema,
  mapLabellingGroupSchema,
]);
export type QuestionGroup = z.infer<typeof questionGroupSchema>;
export type QuestionGroupType = QuestionGroup['type'];
export type GapFillGroup = z.infer<typeof gapFillGroupSchema>;
export type ChooseNGroup = z.infer<typeof chooseNGroupSchema>;
export type SingleChoiceGroup = z.infer<typeof singleChoiceGroupSchema>;
export type MatchingGroup = z.infer<typeof matchingGroupSchema>;
export type TfngGroup = z.infer<typeof tfngGroupSchema>;
export type SummaryBankGroup = z.infer<typeof summaryBankGroupSchema>;
export type MapLabellingGroup = z.infer<typeof mapLabellingGroupSchema>;

export const listeningPartSchema = z.object({
  number: z.number().int().min(1).max(4),
  title: z.string(),
  /** Audio path under the content media folder, e.g. 'ielts/book1/listening-1.mp3'. */
  audio: z.string().min(1),
  groups: z.array(questionGroupSchema).min(1),
});
export type ListeningPart = z.infer<typeof listeningPartSchema>;

export const passageSchema = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  /** Paragraphs; lettered (A, B, ...) where questions refer to them. */
  paragraphs: z.array(z.object({ label: z.string().optional(), text: z.string().min(1) })).min(1),
});
export type Passage = z.infer<typeof passageSchema>;

export const readingPartSchema = z.object({
  number: z.number().int().min(1).max(3),
  passage: passageSchema,
  groups: z.array(questionGroupSchema).min(1),
});
export type ReadingPart = z.infer<typeof readingPartSchema>;

export const writingTaskSchema = z.object({
  number: z.union([z.literal(1), z.literal(2)]),
  /** The task prompt as shown; also the `question` sent with the writing submission. */
  prompt: z.string().min(1),
  instructions: z.string(),
  image: imageSchema.optional(),
  minWords: z.number().int().positive(),
  suggestedMinutes: z.number().int().positive(),
});
export type WritingTask = z.infer<typeof writingTaskSchema>;

export const speakingQuestionSchema = z.object({ id: z.string().min(1), text: z.string().min(1) });
export type SpeakingQuestion = z.infer<typeof speakingQuestionSchema>;

export const speakingPartSchema = z.object({
  number: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  title: z.string(),
  intro: z.string().optional(),
  questions: z.array(speakingQuestionSchema).min(1),
  /** Part 2's cue card: the topic is questions[0]; these are the 'You should say' prompts. */
  cueCard: z.object({ prompts: z.array(z.string()).min(1), closing: z.string().optional() }).optional(),
  /** Preparation before recording starts by itself (part 2). Content data, so a test can use the official 60 s. */
  prepSeconds: z.number().int().min(0).default(0),
  /** Recording limit per question. */
  answerSeconds: z.number().int().positive(),
});
export type SpeakingPart = z.infer<typeof speakingPartSchema>;

export const ieltsBookSchema = z.object({
  /** Stable id, also the bookId of POST /ielts/exam/create. */
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** Shown on cards and results; 'CAMBRIDGE (TEST 1)' routes to /book1, others to /book2 (seed rule). */
  name: z.string().min(1),
  module: z.enum(['academic', 'general']),
  listening: z.object({
    minutes: z.number().int().positive(),
    parts: z.array(listeningPartSchema).length(4),
  }),
  reading: z.object({
    minutes: z.number().int().positive(),
    parts: z.array(readingPartSchema).length(3),
  }),
  writing: z.object({
    minutes: z.number().int().positive(),
    tasks: z.array(writingTaskSchema).length(2),
  }),
  speaking: z.object({
    parts: z.array(speakingPartSchema).length(3),
  }),
});
export type IeltsBook = z.infer<typeof ieltsBookSchema>;
