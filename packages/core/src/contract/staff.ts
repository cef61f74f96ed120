import { z } from 'zod';
import type { SpeakingCriterion, WritingCriterion } from '../vocabulary';
import { phoneNumberSchema } from './auth';
import { userRoles } from './user';
import { graderNoteSchema, idTextSchema, isoDateTimeSchema, pageOf, pageQuerySchema } from './common';

/**
 * The staff area: calls for human examiners (/examiner/...) and admins (/admin/...). Not in the seeds, so camelCase
 * like the IELTS calls. Examiners mark on the same criteria as the built-in grader (packages/grading).
 */

/* ---------- criteria ---------- */

/**
 * The criteria's names in each site language, for texts the server writes to a learner (the examiner's marks on a
 * multi-level result). The staff pages read the same names from their catalogue (staff.criteria), which a test holds
 * equal to these.
 */
export const criterionNames: Record<WritingCriterion | SpeakingCriterion, { en: string; uz: string; ru: string }> = {
  taskAchievement: { en: 'Task achievement / response', uz: 'Topshiriqning bajarilishi / javob', ru: 'Выполнение задания / ответ' },
  coherence: { en: 'Coherence and cohesion', uz: "Izchillik va bog'liqlik", ru: 'Связность и логичность' },
  lexicalResource: { en: 'Lexical resource', uz: 'Leksik boylik', ru: 'Лексический запас' },
  grammar: { en: 'Grammatical range and accuracy', uz: 'Grammatik xilma-xillik va aniqlik', ru: 'Грамматическое разнообразие и точность' },
  fluency: { en: 'Fluency', uz: 'Ravonlik', ru: 'Беглость' },
  vocabulary: { en: 'Vocabulary', uz: "So'z boyligi", ru: 'Словарный запас' },
  relevance: { en: 'Relevance', uz: 'Mavzuga mosligi', ru: 'Соответствие теме' },
  topicDevelopment: { en: 'Topic development', uz: 'Mavzuning yoritilishi', ru: 'Раскрытие темы' },
};

export const criterionLabels = Object.fromEntries(Object.entries(criterionNames).map(([key, names]) => [key, names.en])) as Record<WritingCriterion | SpeakingCriterion, string>;

/** A criterion mark: 0-9 in half bands, as examiners and the grader give them. */
export const halfBandSchema = z
  .number()
  .min(0, 'A mark is 0 to 9')
  .max(9, 'A mark is 0 to 9')
  .refine((value) => Number.isInteger(value * 2), 'Marks go in half bands (6, 6.5, 7, ...)');

export const writingMarksSchema = z.strictObject({
  taskAchievement: halfBandSchema,
  coherence: halfBandSchema,
  lexicalResource: halfBandSchema,
  grammar: halfBandSchema,
});
export const speakingMarksSchema = z.strictObject({
  coherence: halfBandSchema,
  fluency: halfBandSchema,
  grammar: halfBandSchema,
  vocabulary: halfBandSchema,
  relevance: halfBandSchema,
  topicDevelopment: halfBandSchema,
});
export type WritingMarks = z.infer<typeof writingMarksSchema>;
export type SpeakingMarks = z.infer<typeof speakingMarksSchema>;

/* ---------- the examiner's queue ---------- */

export const reviewKinds = ['ielts.writing', 'ielts.speaking', 'multiLevel.writing', 'multiLevel.speaking'] as const;
export type ReviewKindName = (typeof reviewKinds)[number];
export const reviewSkills = ['writing', 'speaking'] as const;
export type ReviewSkill = (typeof reviewSkills)[number];
export const examTypes = ['ielts', 'multi-level'] as const;
export type ExamType = (typeof examTypes)[number];

const learnerSchema = z.object({
  id: z.number().int(),
  /** Name only: examiners never see a learner's phone number. */
  name: z.string().nullable(),
  surname: z.string().nullable(),
});

const claimSchema = z.object({
  examinerId: z.number().int(),
  examinerName: z.string().nullable(),
  /** The caller holds it. */
  mine: z.boolean(),
  until: isoDateTimeSchema,
});

/** One answer waiting for (or being marked by) an examiner. `id` is the marking task's id (its grading job). */
export const reviewItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(reviewKinds),
  skill: z.enum(reviewSkills),
  exam: z.object({ type: z.enum(examTypes), attemptId: z.number().int(), name: z.string() }),
  /** 'Task 2', 'Part 1.2, question 3', ... */
  part: z.string(),
  learner: learnerSchema,
  submittedAt: isoDateTimeSchema,
  /** Seconds since the answer was submitted. */
  ageSeconds: z.number().int(),
  /** 'purchase': the learner bought human checking; 'admin': an admin sent it. */
  source: z.enum(['purchase', 'admin']),
  /** Who is marking it now; null while nobody holds it. */
  claim: claimSchema.nullable(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const examinerQueueResponseSchema = z.object({ items: z.array(reviewItemSchema) });
export type ExaminerQueueResponse = z.infer<typeof examinerQueueResponseSchema>;

export const reviewIdParamsSchema = z.object({ id: idTextSchema });

export const claimResponseSchema = z.object({ id: z.number().int(), claim: claimSchema });
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

/** The built-in grader's view of the same answer, shown beside it. */
export const graderSuggestionSchema = z.object({
  criteria: z.record(z.string(), z.number()),
  band: z.number(),
  /** Multi-level answers: the band on the 0-75 scale. */
  score: z.number().nullable(),
  comment: z.string(),
  /** The comment in each site language (key 'comment'); null for a suggestion stored before there was one. Optional for older servers. */
  commentNote: graderNoteSchema.nullable().optional(),
  /** What it could not measure (no transcript: fluency only). */
  note: z.string().nullable(),
  /** The note in each site language; null without a note or for one stored before. Optional for older servers. */
  noteInLanguages: graderNoteSchema.nullable().optional(),
});
export type GraderSuggestion = z.infer<typeof graderSuggestionSchema>;

export const givenMarksSchema = z.object({
  examinerId: z.number().int().nullable(),
  criteria: z.record(z.string(), z.number()),
  comment: z.string(),
  band: z.number(),
  score: z.number().nullable(),
  markedAt: isoDateTimeSchema,
});

export const reviewDetailSchema = reviewItemSchema.extend({
  status: z.enum(['open', 'marked']),
  /** The task or question exactly as the learner saw it, with its situation or statement where there is one. */
  prompt: z.string(),
  context: z.string().nullable(),
  answerText: z.string().nullable(),
  wordCount: z.number().int().nullable(),
  /** The recording, under the API base address ('/media/uploads/...'). */
  audioUrl: z.string().nullable(),
  transcript: z.string().nullable(),
  /** The criteria to mark, in order, with their labels. */
  criteria: z.array(z.object({ key: z.string(), label: z.string() })),
  /** 'ielts': the band is the result; 'multi-level': the band is converted to 0-75. */
  scale: z.enum(examTypes),
  suggestion: graderSuggestionSchema.nullable(),
  /** Why there is no suggestion (the recording could not be decoded, ...). */
  suggestionError: z.string().nullable(),
  marks: givenMarksSchema.nullable(),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

/**
 * Marks: the writing criteria for a writing answer, the six sub-scores for a speaking answer. Every key is optional
 * here so that a missing or misplaced one gets a message naming it from the server, which knows the answer's skill.
 */
export const marksBodySchema = z.object({
  criteria: z.strictObject({
    taskAchievement: halfBandSchema.optional(),
    coherence: halfBandSchema.optional(),
    lexicalResource: halfBandSchema.optional(),
    grammar: halfBandSchema.optional(),
    fluency: halfBandSchema.optional(),
    vocabulary: halfBandSchema.optional(),
    relevance: halfBandSchema.optional(),
    topicDevelopment: halfBandSchema.optional(),
  }),
  comment: z.string().trim().min(1, 'Write a comment for the learner').max(5000, 'At most 5000 characters'),
});
export type MarksBody = z.infer<typeof marksBodySchema>;

export const marksResponseSchema = z.object({
  id: z.number().int(),
  band: z.number(),
  score: z.number().nullable(),
  /** The attempt after marking: 'checked' / 'COMPLETED' once every section has its result. */
  attemptStatus: z.string(),
});
export type MarksResponse = z.infer<typeof marksResponseSchema>;

/* ---------- admin: payments, ledger, adjustments, roles ---------- */

export const paymeStates = [1, 2, -1, -2] as const;
export const paymentsQuerySchema = pageQuerySchema(200, 50).extend({
  state: z.coerce
    .number()
    .int()
    .refine((value) => (paymeStates as readonly number[]).includes(value), 'state is 1, 2, -1 or -2')
    .optional(),
  userId: idTextSchema.optional(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  paymeId: z.string(),
  user: z.object({ id: z.number().int(), name: z.string().nullable(), surname: z.string().nullable(), phoneNumber: z.string() }),
  /** uzs (Payme sends tiyin). */
  amount: z.number(),
  state: z.number().int(),
  /** 'created', 'performed', 'cancelled', 'cancelled after perform'. */
  stateLabel: z.string(),
  reason: z.number().int().nullable(),
  createdAt: isoDateTimeSchema,
  performedAt: isoDateTimeSchema.nullable(),
  cancelledAt: isoDateTimeSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentsResponseSchema = pageOf('items', paymentSchema);
export type PaymentsResponse = z.infer<typeof paymentsResponseSchema>;

export const staffUserSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  phoneNumber: z.string(),
  role: z.enum(userRoles),
  balance: z.number().int(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const userSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type a phone number, a name or an id').max(64),
});
export const userSearchResponseSchema = z.object({ items: z.array(staffUserSchema) });

export const userIdParamsSchema = z.object({ id: idTextSchema });

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  /** uzs, signed. */
  amount: z.number().int(),
  cause: z.string(),
  reference: z.string(),
  /** Manual adjustments: the admin's reason. */
  reason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const userLedgerResponseSchema = z.object({
  user: staffUserSchema,
  entries: z.array(ledgerEntrySchema),
  /** The entries re-summed; `balanced` says whether it equals the balance. */
  ledgerSum: z.number().int(),
  balanced: z.boolean(),
});
export type UserLedgerResponse = z.infer<typeof userLedgerResponseSchema>;

export const adjustmentBodySchema = z.object({
  /** uzs, signed, not zero; a debit never takes the balance below zero. */
  amount: z
    .number()
    .int('Whole uzs only')
    .refine((value) => value !== 0, 'The amount cannot be 0')
    .refine((value) => Math.abs(value) <= 100_000_000, 'At most 100 000 000 uzs at a time'),
  reason: z.string().trim().min(3, 'Give a reason (at least 3 characters)').max(500, 'At most 500 characters'),
});
export type AdjustmentBody = z.infer<typeof adjustmentBodySchema>;
export const adjustmentResponseSchema = z.object({ balance: z.number().int(), entry: ledgerEntrySchema });

export const roleBodySchema = z.object({ role: z.enum(userRoles) });
export const roleResponseSchema = z.object({ user: staffUserSchema });

/** Send answers to human examination: a whole attempt's writing and speaking, or one answer. */
export const reviewRequestBodySchema = z.discriminatedUnion('target', [
  z.object({ target: z.literal('ielts-attempt'), attemptId: z.number().int().positive() }),
  z.object({ target: z.literal('multi-level-attempt'), attemptId: z.number().int().positive() }),
  z.object({ target: z.literal('answer'), kind: z.enum(reviewKinds), answerId: z.number().int().positive() }),
]);
export type ReviewRequestBody = z.infer<typeof reviewRequestBodySchema>;
export const reviewRequestResponseSchema = z.object({
  /** New marking tasks. */
  queued: z.array(z.object({ id: z.number().int(), kind: z.enum(reviewKinds), answerId: z.number().int() })),
  /** Answers that already had an open marking task (nothing added for them). */
  alreadyQueued: z.number().int(),
});

/** Agreement of the built-in grader's suggestion with the examiners' marks, per criterion. */
export const agreementRowSchema = z.object({
  criterion: z.string(),
  label: z.string(),
  /** Marked answers with a suggestion for this criterion. */
  n: z.number().int(),
  /** Quadratic weighted kappa on half bands; null below 2 answers. */
  qwk: z.number().nullable(),
  /** Mean of (grader - examiner): positive means the grader marks higher. */
  meanDifference: z.number().nullable(),
});
export const agreementResponseSchema = z.object({
  writing: z.array(agreementRowSchema),
  speaking: z.array(agreementRowSchema),
  marked: z.number().int(),
});
export type AgreementResponse = z.infer<typeof agreementResponseSchema>;

/** POST /dev/role (development only, like /dev/codes): give a phone number's user a role, creating the user if new. */
export const devRoleBodySchema = z.object({ phoneNumber: phoneNumberSchema, role: z.enum(userRoles) });

/* ---------- admin: grading jobs that failed ---------- */

/**
 * Why a grading job gave up, in words an admin reads in their language (the staff catalogue names each); the server's
 * own message stays beside it as the technical detail. 'other' is anything else, and every job failed before the
 * reason was stored.
 */
export const jobFailureReasons = ['recording-missing', 'recording-undecodable', 'converter-missing', 'not-in-content', 'bad-payload', 'no-grader', 'other'] as const;
export type JobFailureReason = (typeof jobFailureReasons)[number];

/** A grading job that gave up (an undecodable recording, a grader that kept failing): what an admin can retry. */
export const failedJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(reviewKinds),
  examType: z.enum(examTypes),
  attemptId: z.number().int(),
  answerId: z.number().int(),
  /** Runs it took before it failed. */
  attempts: z.number().int(),
  reason: z.enum(jobFailureReasons),
  /** The server's own message (English, technical): what the reason is about. */
  lastError: z.string().nullable(),
  failedAt: isoDateTimeSchema,
});
export type FailedJob = z.infer<typeof failedJobSchema>;
export const jobStatsSchema = z.object({ queued: z.number().int(), running: z.number().int(), done: z.number().int(), failed: z.number().int() });
export const failedJobsResponseSchema = z.object({ items: z.array(failedJobSchema), stats: jobStatsSchema });
export type FailedJobsResponse = z.infer<typeof failedJobsResponseSchema>;
export const jobIdParamsSchema = z.object({ id: idTextSchema });
export const retryJobResponseSchema = z.object({ id: z.number().int(), status: z.literal('queued') });
export type RetryJobResponse = z.infer<typeof retryJobResponseSchema>;
