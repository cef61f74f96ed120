import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RidgeModel } from '../writing/ridge';

/** The fluency weights file (models/speaking-fluency.json): ridge on the audio measures -> human fluency 0-10. */
export const fluencyModelSchema = z.object({
  about: z.string(),
  trainedOn: z.string(),
  licence: z.string(),
  rows: z.number().int().nonnegative(),
  cvPearson: z.number().nullable(),
  features: z.array(z.string()).min(1),
  low: z.array(z.number()),
  high: z.array(z.number()),
  mean: z.array(z.number()),
  scale: z.array(z.number()),
  lambda: z.number(),
  targets: z.record(z.string(), z.object({ intercept: z.number(), weights: z.array(z.number()) })),
  range: z.tuple([z.number(), z.number()]),
});

export type FluencyModel = z.infer<typeof fluencyModelSchema> & RidgeModel;

export const DEFAULT_FLUENCY_MODEL_URL = new URL('../../models/speaking-fluency.json', import.meta.url);

export function loadFluencyModel(source: string | URL = DEFAULT_FLUENCY_MODEL_URL): FluencyModel {
  const parsed = fluencyModelSchema.parse(JSON.parse(readFileSync(source, 'utf8')));
  const p = parsed.features.length;
  for (const key of ['low', 'high', 'mean', 'scale'] as const) {
    if (parsed[key].length !== p) throw new Error(`fluency model: '${key}' has ${parsed[key].length} values for ${p} features`);
  }
  const target = parsed.targets.fluency;
  if (!target || target.weights.length !== p) throw new Error('fluency model: no valid weights for target \'fluency\'');
  return parsed as FluencyModel;
}
