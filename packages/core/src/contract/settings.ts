import { z } from 'zod';
import { maintenanceSettingSchema, referralSettingSchema } from './console';

/** GET /settings/public: what the web app needs from the operator's settings (PRODUCT.md sections 1a, 3, 6). */
export const publicSettingsSchema = z.object({
  /** The maintenance notice, on or off, in Uzbek, Russian and English (the site shows the visitor's language). */
  maintenance: maintenanceSettingSchema,
  referral: referralSettingSchema,
  prices: z.object({
    currency: z.literal('uzs'),
    multiLevel: z.object({ ai: z.number().int(), human: z.number().int() }),
  }),
  limits: z.object({
    ieltsDailyExams: z.number().int(),
    trialCount: z.number().int(),
    ieltsAttemptSeconds: z.number().int(),
    multiLevelResumeSeconds: z.number().int(),
    resultsPageSize: z.number().int(),
  }),
  brand: z.object({
    name: z.string(),
    logoUrl: z.string(),
    academyUrl: z.string(),
    botUrl: z.string(),
    tutorialVideoUrl: z.string(),
    ceoQuote: z.string(),
    socialLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  }),
  /**
   * The payment form (seed 000 section 7): where it posts (Payme's checkout, or the local sandbox outside production)
   * and the values of merchant, callback, description and detail. Optional: older servers did not send it.
   */
  payment: z
    .object({
      checkoutUrl: z.string(),
      merchant: z.string(),
      callback: z.string(),
      description: z.string(),
      detail: z.string(),
    })
    .optional(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
