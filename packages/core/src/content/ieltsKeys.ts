import { z } from 'zod';

/**
 * IELTS answer keys: server-only. Keyed by question number (as a string, JSON-friendly).
 * Each entry lists the accepted answers; a typed answer may mark optional words in brackets: '(the) harbour'.
 * A choose-N group keys every one of its slots with the same set of correct letters.
 */
export const acceptedAnswersSchema = z.array(z.string().min(1)).min(1);

export const sectionKeySchema = z.record(z.string().regex(/^\d+$/), acceptedAnswersSchema);
export type SectionKey = z.infer<typeof sectionKeySchema>;

/** One line of a listening script; `voice` picks the text-to-speech voice so dialogues have several. */
export const scriptLineSchema = z.object({
  speaker: z.string().min(1),
  voice: z.string().min(1),
  text: z.string().min(1),
});

export const listeningScriptSchema = z.object({
  part: z.number().int().min(1).max(6),
  lines: z.array(scriptLineSchema).min(1),
});
export type ListeningScript = z.infer<typeof listeningScriptSchema>;

export const ieltsKeysSchema = z.object({
  bookId: z.number().int().positive(),
  listening: sectionKeySchema,
  reading: sectionKeySchema,
  scripts: z.array(listeningScriptSchema).length(4),
});
export type IeltsKeys = z.infer<typeof ieltsKeysSchema>;
