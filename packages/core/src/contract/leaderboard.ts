import { z } from 'zod';
import { isoDateTimeSchema, pageOf, pageQuerySchema } from './common';

/** GET /user/top-10: best IELTS overall band per user over the last 3 months (seed 000 sections 3 and 7). */
export const top10EntrySchema = z.object({
  user_name: z.string().nullable(),
  score: z.number(),
  created_at: isoDateTimeSchema,
  examId: z.number().int(),
});
export type Top10Entry = z.infer<typeof top10EntrySchema>;
export const top10ResponseSchema = z.array(top10EntrySchema);

/** Leaderboard periods; the seeds only use MONTHLY, described as the last 3 months. */
export const leaderboardPeriods = ['WEEKLY', 'MONTHLY', 'ALL'] as const;
export const topExamResultParamsSchema = z.object({ period: z.enum(leaderboardPeriods) });
export const topExamResultQuerySchema = pageQuerySchema(50, 10);

/**
 * GET /ielts/exam/result/top-exam-result/MONTHLY: the CEFR (multi-level) leaderboard, entries in `results`. Seed 000
 * names two readings of one entry: the leaderboard's (user.name, overall, createdAt) and the rating page's (user_name,
 * score, created_at); each entry carries both (docs/CONTRACT.md, ambiguities).
 */
export const topExamResultEntrySchema = z.object({
  user: z.object({ name: z.string().nullable() }),
  /** Multi-level overall, 0-75. */
  overall: z.number(),
  createdAt: isoDateTimeSchema,
  examId: z.number().int(),
  /** The rating page's names of user.name, overall and createdAt. */
  user_name: z.string().nullable(),
  score: z.number(),
  created_at: isoDateTimeSchema,
});
export type TopExamResultEntry = z.infer<typeof topExamResultEntrySchema>;
export const topExamResultResponseSchema = pageOf('results', topExamResultEntrySchema);
export type TopExamResultResponse = z.infer<typeof topExamResultResponseSchema>;
