import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { checkRidgeShape, modelSourceFields, ridgeSchema, targetsSchema } from '../modelFile';
import type { RidgeModel } from './ridge';

/** The weights file format (models/writing-ellipse.json): a ridge model plus where it came from. */
export const writingModelSchema = ridgeSchema.extend({
  ...modelSourceFields,
  cvMcrmse: z.number().nullable(),
  /** The stacked n-gram ridge whose predictions feed the features named bow_<target>. */
  ngram: z
    .object({
      vocabulary: z.array(z.string()),
      idf: z.array(z.number()),
      lambda: z.number(),
      targets: targetsSchema,
    })
    .optional(),
});

export type WritingModel = z.infer<typeof writingModelSchema> & RidgeModel;

/** The model shipped in the package, fitted on ELLIPSE (CC BY-NC-SA 4.0; see docs/GRADING.md). */
export const DEFAULT_WRITING_MODEL_URL = new URL('../../models/writing-ellipse.json', import.meta.url);

/** Reads and validates a weights file; every array must match the feature list. */
export function loadWritingModel(source: string | URL = DEFAULT_WRITING_MODEL_URL): WritingModel {
  const parsed = writingModelSchema.parse(JSON.parse(readFileSync(source, 'utf8')));
  checkRidgeShape(parsed, 'writing model');
  if (parsed.ngram) {
    const size = parsed.ngram.vocabulary.length;
    if (parsed.ngram.idf.length !== size) throw new Error('writing model: n-gram idf does not match its vocabulary');
    for (const [name, target] of Object.entries(parsed.ngram.targets)) {
      if (target.weights.length !== size) throw new Error(`writing model: n-gram target '${name}' has ${target.weights.length} weights for ${size} n-grams`);
    }
  }
  for (const required of ['cohesion', 'syntax', 'vocabulary', 'phraseology', 'grammar', 'conventions', 'overall']) {
    if (!parsed.targets[required]) throw new Error(`writing model: no weights for '${required}'`);
  }
  return parsed as WritingModel;
}
