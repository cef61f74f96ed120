import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { checkRidgeShape, modelSourceFields, ridgeSchema, targetsSchema } from '../modelFile';
import { checkForestShape, forestSchema, predictForest } from './forest';
import type { Forest } from './forest';
import { predictRidge } from './ridge';
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
  /** Trees on the ridge's features whose predictions are averaged with the ridge's (fit.ts); absent in older files. */
  forest: forestSchema.optional(),
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
  if (parsed.forest) {
    checkForestShape(parsed.forest, parsed.features.length, 'writing model forest');
    const missing = parsed.forest.outputs.filter((name) => !parsed.targets[name]);
    if (missing.length > 0) throw new Error(`writing model: the forest predicts ${missing.join(', ')}, which the ridge does not`);
  }
  for (const required of ['cohesion', 'syntax', 'vocabulary', 'phraseology', 'grammar', 'conventions', 'overall']) {
    if (!parsed.targets[required]) throw new Error(`writing model: no weights for '${required}'`);
  }
  return parsed as WritingModel;
}

/**
 * A ridge's predictions averaged with a forest's for the scores the forest predicts (the same row, in the ridge's
 * feature order), or the ridge's alone without one.
 */
export function averageWithForest(ridge: Record<string, number>, forest: Forest | undefined, row: readonly number[]): Record<string, number> {
  if (!forest) return ridge;
  const trees = predictForest(forest, row);
  const out = { ...ridge };
  forest.outputs.forEach((name, index) => {
    if (name in out) out[name] = (out[name]! + trees[index]!) / 2;
  });
  return out;
}

/** The ELLIPSE-scale scores of one row of features in the model's order: the ridge, with the forest where it has one. */
export function predictWritingModel(model: WritingModel, row: readonly number[]): Record<string, number> {
  return averageWithForest(predictRidge(model, row), model.forest, row);
}
