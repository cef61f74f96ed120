import { z } from 'zod';

/** POST /user/send-message: the contact form (seed 000 sections 2.8, 3 and 5: phone optional). */
export const sendMessageBodySchema = z.object({
  message: z.string().trim().min(1, 'Required').max(5000),
  first_name: z.string().trim().min(1, 'Required').max(64),
  last_name: z.string().trim().min(1, 'Required').max(64),
  email: z.string().trim().max(254).pipe(z.email('Expected an email address')),
  phone_number: z.string().trim().max(32).nullable().optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
