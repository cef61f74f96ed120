import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { checkRidgeShape, modelSourceFields, ridgeSchema, targetsSchema } from '../modelFile';
import { checkForestShape, forestSchema, predictForest } from './forest';
import type { Forest } from './forest';
import { kernelRidgeSchema, predictKernelRidge } from './kernelRidge';
import type { KernelRidge } from './kernelRidge';
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
  /** A Gaussian kernel ridge on the same rows, standardised as the ridge standardises them: a fourth voice (fit.ts). */
  kernel: kernelRidgeSchema.optional(),
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
  if (parsed.kernel) {
    const { rows, weights, intercepts, outputs } = parsed.kernel;
    if (rows.some((row) => row.length !== parsed.features.length)) throw new Error(`writing model: the kernel ridge's rows do not have the ${parsed.features.length} features`);
    if (weights.length !== outputs.length || intercepts.length !== outputs.length || weights.some((each) => each.length !== rows.length)) throw new Error('writing model: the kernel ridge needs one weight per kept row and one intercept for each output');
    const missing = outputs.filter((name) => !parsed.targets[name]);
    if (missing.length > 0) throw new Error(`writing model: the kernel ridge predicts ${missing.join(', ')}, which the ridge does not`);
  }
  for (const required of ['cohesion', 'syntax', 'vocabulary', 'phraseology', 'grammar', 'conventions', 'overall']) {
    if (!parsed.targets[required]) throw new Error(`writing model: no weights for '${required}'`);
  }
  return parsed as WritingModel;
}

/** Another model's predictions of some of the scores, in the order of `outputs`, to average with the ridge's. */
export type Voice = { outputs: readonly string[]; predicted: readonly number[] };

/** A tree model's voice for one row in the ridge's feature order (none without the model). */
export const treeVoice = (forest: Forest | undefined, row: readonly number[]): Voice | undefined =>
  forest && { outputs: forest.outputs, predicted: predictForest(forest, row) };

/** The kernel ridge's voice for one row in the ridge's feature order, standardised with the ridge's statistics. */
export const kernelVoice = (kernel: KernelRidge | undefined, ridge: RidgeModel, row: readonly number[]): Voice | undefined =>
  kernel && { outputs: kernel.outputs, predicted: predictKernelRidge(kernel, ridge, row) };

/** A ridge's predictions averaged, score by score, with each voice that predicts that score; the ridge's alone where none does. */
export function averageVoices(ridge: Record<string, number>, voices: ReadonlyArray<Voice | undefined>): Record<string, number> {
  const sums = { ...ridge };
  const counts = Object.fromEntries(Object.keys(ridge).map((name) => [name, 1]));
  for (const voice of voices) {
    if (!voice) continue;
    voice.outputs.forEach((name, index) => {
      if (!(name in sums)) return;
      sums[name]! += voice.predicted[index]!;
      counts[name]! += 1;
    });
  }
  return Object.fromEntries(Object.entries(sums).map(([name, sum]) => [name, sum / counts[name]!]));
}

/** The ELLIPSE-scale scores of one row of features in the model's order: the ridge, with the other voices the file has. */
export function predictWritingModel(model: WritingModel, row: readonly number[]): Record<string, number> {
  return averageVoices(predictRidge(model, row), [treeVoice(model.forest, row), treeVoice(model.boosted, row), kernelVoice(model.kernel, model, row)]);
}
