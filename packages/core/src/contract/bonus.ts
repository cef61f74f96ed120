import { z } from 'zod';
import { isoDateTimeSchema } from './common';

/** GET /bonus/get-bonus-information-me (seed 000 sections 2.10 and 3). */
export const bonusInfoSchema = z.object({
  name: z.string().nullable(),
  /** The learner's referral link to the bot: t.me/<bot>?start=<code>. */
  refLink: z.string(),
  registeredAt: isoDateTimeSchema,
  /** Bonuses used. */
  bonusCount: z.number().int(),
  /** Users invited. */
  welcomeCount: z.number().int(),
  /** Bonuses earned and not yet spent (each one free multi-level exam with AI checking). */
  bonusAvailable: z.number().int(),
});
export type BonusInfo = z.infer<typeof bonusInfoSchema>;
