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
  /** Boosted trees on the same features, a third voice in that mean (fit.ts); absent in older files. */
  boosted: forestSchema.optional(),
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
  for (const [label, trees] of [['forest', parsed.forest], ['boosted trees', parsed.boosted]] as const) {
    if (!trees) continue;
    checkForestShape(trees, parsed.features.length, `writing model ${label}`);
    const missing = trees.outputs.filter((name) => !parsed.targets[name]);
    if (missing.length > 0) throw new Error(`writing model: the ${label} predict ${missing.join(', ')}, which the ridge does not`);
  }
  for (const required of ['cohesion', 'syntax', 'vocabulary', 'phraseology', 'grammar', 'conventions', 'overall']) {
    if (!parsed.targets[required]) throw new Error(`writing model: no weights for '${required}'`);
  }
  return parsed as WritingModel;
}

/**
 * A ridge's predictions averaged, score by score, with those of each tree model that predicts that score (the same
 * row, in the ridge's feature order); the ridge's alone where none does.
 */
export function averageWithTrees(ridge: Record<string, number>, models: ReadonlyArray<Forest | undefined>, row: readonly number[]): Record<string, number> {
  const sums = { ...ridge };
  const counts = Object.fromEntries(Object.keys(ridge).map((name) => [name, 1]));
  for (const model of models) {
    if (!model) continue;
    const predicted = predictForest(model, row);
    model.outputs.forEach((name, index) => {
      if (!(name in sums)) return;
      sums[name]! += predicted[index]!;
      counts[name]! += 1;
    });
  }
  return Object.fromEntries(Object.entries(sums).map(([name, sum]) => [name, sum / counts[name]!]));
}

/** The ELLIPSE-scale scores of one row of features in the model's order: the ridge, with the trees where it has them. */
export function predictWritingModel(model: WritingModel, row: readonly number[]): Record<string, number> {
  return averageWithTrees(predictRidge(model, row), [model.forest, model.boosted], row);
}
