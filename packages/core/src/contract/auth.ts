import { z } from 'zod';
import { apiMessageSchema } from './common';

/** The six-digit code a learner gets from the bot (PRODUCT.md section 6). */
export const LOGIN_CODE_LENGTH = 6;
export const loginCodeSchema = z.string().regex(/^\d{6}$/, 'The code is 6 digits');

/** A phone number as Telegram shares it, with or without '+': 9 to 15 digits. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{9,15}$/, 'Expected a phone number such as +998901234567');

/** POST /auth/login/{code}: no body; the answer's `message` holds the session token (seed 000 section 7). */
export const loginParamsSchema = z.object({ code: loginCodeSchema });
export const loginResponseSchema = apiMessageSchema.describe('message: the opaque bearer token');
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /dev/codes: development-only code issuer (BW_DEV_TOOLS=1, loopback clients, never in production). */
export const devCodeBodySchema = z.object({
  phoneNumber: phoneNumberSchema,
  /** The inviter's referral code, as the bot's /start parameter carries it: a new user joins as invited. */
  ref: z
    .string()
    .regex(/^[A-Za-z0-9_-]{4,32}$/)
    .optional(),
});
export const devCodeResponseSchema = apiMessageSchema.extend({
  phoneNumber: z.string(),
  code: z.string(),
  expiresAt: z.string(),
});
export type DevCodeResponse = z.infer<typeof devCodeResponseSchema>;
