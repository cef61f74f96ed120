import { z } from 'zod';
import { listeningScriptSchema } from './ieltsKeys';

/**
 * Server-only keys of a multi-level exam, keyed by question id (string, JSON-friendly):
 * a choice question keys the id of its correct answer option; a fill-in question keys, per blank (input_index order),
 * the accepted texts.
 */
export const multiLevelKeySchema = z.union([
  z.object({ answerId: z.number().int().positive() }),
  z.object({ blanks: z.array(z.array(z.string().min(1)).min(1)).min(1) }),
]);
export type MultiLevelKey = z.infer<typeof multiLevelKeySchema>;

export const multiLevelKeysSchema = z.object({
  examId: z.number().int().positive(),
  questions: z.record(z.string().regex(/^\d+$/), multiLevelKeySchema),
  /** Listening scripts, one per part (6), rendered to the section audio. */
  scripts: z.array(listeningScriptSchema).length(6),
});
export type MultiLevelKeys = z.infer<typeof multiLevelKeysSchema>;
