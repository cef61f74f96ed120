import { z } from 'zod';
import { apiMessageSchema } from './common';

export const userRoles = ['learner', 'examiner', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** GET /user/profile: the fields the header's dropdown and the payment page read (seed 000 sections 3 and 7). */
export const profileSchema = z.object({
  /** Also the payment account id (seed 000 section 3). */
  id: z.number().int(),
  /** The same id under the name seed 000's user state gives it ('name, surname, userId'). */
  userId: z.number().int(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  phoneNumber: z.string(),
  /** IELTS exams created today; the limit itself is in /settings/public. */
  todayExamCount: z.number().int(),
  /** Balance in uzs, integer. */
  balance: z.number().int(),
  role: z.enum(userRoles),
});
export type Profile = z.infer<typeof profileSchema>;
/**
 * The profile's fields at the top level, as the seeds' client reads them from the answer, and the same object again as
 * `data`: seed 000 section 7 says 'read a data object', which a client may take as the body or as a `data` field
 * (docs/CONTRACT.md, ambiguities).
 */
export const profileResponseSchema = profileSchema.extend({ data: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

const personName = z.string().trim().min(1, 'Required').max(64, 'At most 64 characters');

/** PUT /user/update-information (Edit Name modal: both fields required, seed 000 section 5). */
export const updateInformationBodySchema = z.object({ name: personName, surname: personName });
export type UpdateInformationBody = z.infer<typeof updateInformationBodySchema>;
export const updateInformationResponseSchema = apiMessageSchema.extend({ data: profileSchema });
