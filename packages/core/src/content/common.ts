import { z } from 'zod';

/** A labelled option: 'A' with its text, a roman numeral heading, a person, a word in a bank. */
export const optionSchema = z.object({
  label: z.string().min(1).max(8),
  text: z.string().default(''),
});
export type Option = z.infer<typeof optionSchema>;

/** A picture shipped with the content; `src` is a path under the content media folder, e.g. 'ielts/book1/plan.svg'. */
export const imageSchema = z.object({
  src: z.string().min(1),
  alt: z.string().min(1),
});
export type Image = z.infer<typeof imageSchema>;

// The gap helpers live in a module without zod, so a renderer importing them does not download the schema library.
export { GAP_MARKER, gapNumbers, splitGaps } from './gaps';
