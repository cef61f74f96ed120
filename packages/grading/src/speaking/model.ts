import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { checkRidgeShape, modelSourceFields, ridgeSchema } from '../modelFile';
import type { RidgeModel } from '../writing/ridge';

/** The fluency weights file (models/speaking-fluency.json): ridge on the audio measures -> human fluency 0-10. */
export const fluencyModelSchema = ridgeSchema.extend({
  ...modelSourceFields,
  cvPearson: z.number().nullable(),
});

export type FluencyModel = z.infer<typeof fluencyModelSchema> & RidgeModel;

export const DEFAULT_FLUENCY_MODEL_URL = new URL('../../models/speaking-fluency.json', import.meta.url);

export function loadFluencyModel(source: string | URL = DEFAULT_FLUENCY_MODEL_URL): FluencyModel {
  const parsed = fluencyModelSchema.parse(JSON.parse(readFileSync(source, 'utf8')));
  checkRidgeShape(parsed, 'fluency model');
  if (!parsed.targets.fluency) throw new Error("fluency model: no weights for target 'fluency'");
  return parsed as FluencyModel;
}
