import { z } from 'zod';
import { idTextSchema } from './common';

/**
 * Where an exam's writing or speaking grades stand while the built-in grader has them (issue 31): what a learner
 * waiting on exam day sees instead of a bare 'pending'. Our own call; the seeds name none.
 */
export const gradingQueueParamsSchema = z.object({
  kind: z.enum(['ielts', 'multi-level']).meta({ description: 'Which kind of exam examId names' }),
  examId: idTextSchema,
});
export const gradingQueueResponseSchema = z.object({
  waiting: z.number().int().min(0).meta({ description: "The exam's answers the grader has not finished (0: nothing to wait for)" }),
  position: z
    .number()
    .int()
    .min(1)
    .nullable()
    .meta({ description: "The first of them in the grading queue: 1 is being graded or next; null when none waits for the AI grader" }),
  gradedPerMinute: z.number().min(0).nullable().meta({ description: 'Answers graded per minute over the last 10 minutes, by every grading worker; null when none were' }),
  estimateSeconds: z
    .number()
    .int()
    .min(0)
    .nullable()
    .meta({ description: "About how long until the exam's last answer is graded, at that pace; null when there is no recent pace to go by" }),
});
export type GradingQueueResponse = z.infer<typeof gradingQueueResponseSchema>;
