import { z } from 'zod';

/**
 * What every shipped model file holds (models/*.json): a fitted ridge (see writing/ridge.ts) and where it came from.
 * The writing and speaking model files extend it with their own fields.
 */

/** Each target's fitted intercept and weights, by target name. */
export const targetsSchema = z.record(z.string(), z.object({ intercept: z.number(), weights: z.array(z.number()) }));

/** One fitted ridge as stored in a model file. */
export const ridgeSchema = z.object({
  features: z.array(z.string()).min(1),
  low: z.array(z.number()),
  high: z.array(z.number()),
  mean: z.array(z.number()),
  scale: z.array(z.number()),
  lambda: z.number(),
  targets: targetsSchema,
  range: z.tuple([z.number(), z.number()]),
});

/** Throws unless every per-feature array and every target's weights match the feature list. */
export function checkRidgeShape(model: z.infer<typeof ridgeSchema>, label: string): void {
  const p = model.features.length;
  for (const key of ['low', 'high', 'mean', 'scale'] as const) {
    if (model[key].length !== p) throw new Error(`${label}: '${key}' has ${model[key].length} values for ${p} features`);
  }
  for (const [name, target] of Object.entries(model.targets)) {
    if (target.weights.length !== p) throw new Error(`${label}: target '${name}' has ${target.weights.length} weights for ${p} features`);
  }
}

/** Where a shipped model came from: what it is, the data it was fitted on, that data's licence and row count. */
export const modelSourceFields = {
  about: z.string(),
  trainedOn: z.string(),
  licence: z.string(),
  rows: z.number().int().nonnegative(),
};
