import { readFileSync } from 'node:fs';
import { writingCriteria, type WritingCriterion } from '@bandwise/core';
import { z } from 'zod';
import { kFolds } from '../metrics';
import { checkRidgeShape, ridgeSchema } from '../modelFile';
import { ELLIPSE_SCORES, MODEL_FEATURES } from './ellipse';
import { checkForestShape, fitForest, forestSchema, predictForest } from './forest';
import type { Forest } from './forest';
import { fitRidge, featureRow, predictRidge } from './ridge';
import type { RidgeModel } from './ridge';
import type { WritingCriteria } from './rules';
import { WORD_FIT_FEATURES } from './sense';

/**
 * The link from measured features and the ELLIPSE-scale predictions to the four IELTS criteria and the band, fitted on
 * examiners' bands (models/writing-ielts.json; scripts/calibrate-ielts.ts). Per task kind:
 * - a ridge on all link features predicts the band;
 * - one ridge per criterion, each on its own feature group only, predicts the band from that criterion's evidence
 *   (with an operator's per-criterion marks, the criterion itself);
 * - criterion = its own prediction shifted by one common amount so the four average to the band prediction. They
 *   differ where the text's evidence differs (many errors, few linking words, ...) and their mean tracks the band.
 * Where it helps on the fitting rows (inner CV), the band is the mean of the ridge's and a forest's (forest.ts), and the
 * band ridge is fitted on the other task's essays too (OTHER_TASK; task 1 has too few essays of its own).
 */


export const ell = (name: string) => `ell_${name}`;
const ELL = (names: readonly string[]) => names.map(ell);

/** Each criterion's evidence (ELLIPSE-scale predictions as ell_<name>, the rest from features.ts / rules.ts). */
export const CRITERION_FEATURES: Record<WritingCriterion, readonly string[]> = {
  taskAchievement: [
    ...ELL(['overall']), 'lengthRatio', 'logWords', 'relevance', 'promptCoverage', 'copiedShare', 'hasOverview', 'hasPosition',
    'templateShare', 'digitShare', 'questionShare', 'firstPersonShare', 'secondPersonShare', 'contentShare',
    'meaningRelevance', 'repeatedShare',
  ],
  coherence: [
    ...ELL(['cohesion']), 'linkingPerSentence', 'linkingTypes', 'sentenceInitialLinkShare', 'referencePerSentence', 'repeatedBigramShare',
    'repeatedTrigramShare', 'topFiveShare', 'wordsPerSentence', 'sentenceLengthSd', 'logSentences', 'lowercaseStartShare',
    'adjacentCos', 'orderGain', 'nearDuplicateShare',
  ],
  lexicalResource: [
    ...ELL(['vocabulary', 'phraseology']), 'mattr', 'mtld', 'contentMattr', 'guiraud', 'offList2k', 'offList5k', 'offList10k', 'meanLogFrequency',
    'meanWordLength', 'longWordShare', 'spellingAllPer100', 'unknownWordsPer100', 'dictionaryPer100', 'informalPer100', 'contractionsPer100',
    'lmPerWord', 'lmOovShare', 'lmSlor',
  ],
  grammar: [
    ...ELL(['syntax', 'grammar', 'conventions']), 'grammarPer100', 'punctuationPer100', 'capitalisationPer100', 'errorsPer100', 'logErrorsPer100',
    'clausesPerSentence', 'subordinatorsPerSentence', 'commasPerSentence', 'longSentenceShare', 'shortSentenceShare', 'maxSentenceLength',
    'lowercaseIPer100', 'missingSpacePer100', 'apostropheMissingPer100', 'semicolonColonPer100',
    'lmPerWord', 'lmImprobableShare', 'lmSlor', 'wordsPerStop', ...WORD_FIT_FEATURES,
  ],
};

/**
 * Paragraph measures stay out of the link: many calibration essays lost their line breaks in transit (and those score
 * high), so a weight fitted on them would reward one block of text.
 */
const PARAGRAPHING = new Set(['logParagraphs', 'singleParagraph', 'paragraphBalance']);

/**
 * The band ridge's features: every criterion's evidence, all ELLIPSE predictions (and the n-gram model's), the model's
 * other features (function-word profile and the like), once each.
 */
export const BAND_FEATURES: readonly string[] = [
  ...new Set([
    ...ELL([...ELLIPSE_SCORES, 'overall']),
    ...[...ELLIPSE_SCORES, 'overall'].map((name) => `bow_${name}`),
    ...writingCriteria.flatMap((name) => CRITERION_FEATURES[name]),
    ...MODEL_FEATURES.filter((name) => !PARAGRAPHING.has(name)),
  ]),
];

export const LINK_KINDS = ['task1', 'task2'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

const spreadSchema = z.object({ centre: z.number(), factor: z.number().min(1).max(3) });

const kindSchema = z.object({
  band: ridgeSchema,
  taskAchievement: ridgeSchema,
  coherence: ridgeSchema,
  lexicalResource: ridgeSchema,
  grammar: ridgeSchema,
  /** Stretch of the band prediction about the training mean (see fitKindLink); absent in older files = none. */
  spread: spreadSchema.optional(),
  /** Trees on the band ridge's features whose prediction is averaged with the ridge's (see fitBandForest); absent = none. */
  forest: forestSchema.optional(),
});

export const linkModelSchema = z.object({
  about: z.string(),
  trainedOn: z.string(),
  licence: z.string(),
  rows: z.record(z.string(), z.number().int().nonnegative()),
  /** Cross-validated figures of the refit that wrote the file (null when CV was skipped). */
  cv: z.record(z.string(), z.object({ r: z.number(), mae: z.number(), rows: z.number() })).nullable(),
  kinds: z.object({ task1: kindSchema, task2: kindSchema }),
});

export type Spread = z.infer<typeof spreadSchema>;
export type KindLink = Record<'band' | WritingCriterion, RidgeModel> & { spread?: Spread; forest?: Forest };
export const LINK_MODELS = ['band', ...writingCriteria] as const;
export type LinkModel = Omit<z.infer<typeof linkModelSchema>, 'kinds'> & { kinds: Record<LinkKind, KindLink> };

export const DEFAULT_LINK_MODEL_URL = new URL('../../models/writing-ielts.json', import.meta.url);

export function loadLinkModel(source: string | URL = DEFAULT_LINK_MODEL_URL): LinkModel {
  const parsed = linkModelSchema.parse(JSON.parse(readFileSync(source, 'utf8')));
  for (const kind of LINK_KINDS) {
    for (const name of LINK_MODELS) checkRidgeShape(parsed.kinds[kind][name], `link model ${kind}.${name}`);
    const { forest, band } = parsed.kinds[kind];
    if (forest) checkForestShape(forest, band.features.length, `link model ${kind}.forest`);
  }
  return parsed as LinkModel;
}

/** Unrounded criteria from one kind's link: each criterion's own prediction, shifted so their mean is the band's. */
export function predictCriteria(link: KindLink, features: Readonly<Record<string, number>>): WritingCriteria {
  const own = { ...features, [OTHER_TASK]: 0 };
  const one = (model: RidgeModel) => Object.values(predictRidge(model, featureRow(model, own)))[0]!;
  const ridge = one(link.band);
  const raw = link.forest ? (ridge + predictForest(link.forest, featureRow(link.band, own))[0]!) / 2 : ridge;
  const band = link.spread ? link.spread.centre + link.spread.factor * (raw - link.spread.centre) : raw;
  const criteria = writingCriteria.map((name) => one(link[name]));
  const shift = band - criteria.reduce((sum, value) => sum + value, 0) / criteria.length;
  return Object.fromEntries(writingCriteria.map((name, index) => [name, criteria[index]! + shift])) as WritingCriteria;
}

export const LINK_LAMBDAS = [1, 3, 10, 30, 100, 300, 1000] as const;
const BAND_RANGE: [number, number] = [0, 9];

/**
 * A ridge for one target with lambda chosen by inner 5-fold CV (mean absolute error) on these rows only; `extra` rows
 * (another task's essays, see fitKindLink) join every fit but are never held out, so the error that chooses is the
 * error on these rows. Returns the model and that error.
 */
export function fitTuned(
  rows: ReadonlyArray<Readonly<Record<string, number>>>,
  y: readonly number[],
  names: readonly string[],
  extra: { rows: ReadonlyArray<Readonly<Record<string, number>>>; y: readonly number[] } = { rows: [], y: [] },
  seed = 11,
): { model: RidgeModel; error: number } {
  const matrix = rows.map((row) => names.map((name) => row[name] ?? 0));
  const extraMatrix = extra.rows.map((row) => names.map((name) => row[name] ?? 0));
  const folds = kFolds(rows.length, 5, seed);
  let best: number = LINK_LAMBDAS[0];
  let bestError = Infinity;
  for (const lambda of LINK_LAMBDAS) {
    let error = 0;
    for (let fold = 0; fold < 5; fold += 1) {
      const train = matrix.flatMap((_, index) => (folds[index] === fold ? [] : [index]));
      const model = fitRidge(names, [...train.map((index) => matrix[index]!), ...extraMatrix], { y: [...train.map((index) => y[index]!), ...extra.y] }, { lambda, range: BAND_RANGE });
      matrix.forEach((row, index) => {
        if (folds[index] === fold) error += Math.abs(predictRidge(model, row).y! - y[index]!);
      });
    }
    if (error < bestError) {
      bestError = error;
      best = lambda;
    }
  }
  return { model: fitRidge(names, [...matrix, ...extraMatrix], { y: [...y, ...extra.y] }, { lambda: best, range: BAND_RANGE }), error: bestError / rows.length };
}

/**
 * The band ridge's mark of an essay of the other task (1) against one of the link's own (0): a kind's band ridge may be
 * fitted on the other task's essays too (fitKindLink), the mark letting the two differ in level. A graded essay is
 * always the link's own kind.
 */
export const OTHER_TASK = 'otherTask';

/**
 * Fits one kind's link on scored rows: `band` is the examiners' band; `criteria`, when the data has them, the
 * examiners' criterion marks (otherwise each criterion's ridge is fitted on the band from its own evidence).
 */
export function fitKindLink(
  rows: ReadonlyArray<Readonly<Record<string, number>>>,
  band: readonly number[],
  criteria?: Partial<Record<WritingCriterion, readonly number[]>>,
  /**
   * spread: see fitSpread; bandFeatures: the band ridge's features (BAND_FEATURES; calibrate-ielts's experiments add to
   * them); forest: false fits the ridge alone; otherTask: the other task's essays and bands, which the band ridge is
   * fitted on too (marked OTHER_TASK) when inner CV on these rows says that errs less than these rows alone.
   */
  options: { spread?: number; bandFeatures?: readonly string[]; forest?: boolean; otherTask?: { rows: ReadonlyArray<Readonly<Record<string, number>>>; band: readonly number[] } } = {},
): KindLink {
  const names = options.bandFeatures ?? BAND_FEATURES;
  const own = fitTuned(rows, band, names);
  let bandModel = own.model;
  if (options.otherTask?.rows.length) {
    const marked = (list: typeof rows, value: number) => list.map((row) => ({ ...row, [OTHER_TASK]: value }));
    const pooled = fitTuned(marked(rows, 0), band, [...names, OTHER_TASK], { rows: marked(options.otherTask.rows, 1), y: options.otherTask.band });
    if (pooled.error < own.error) bandModel = pooled.model;
  }
  const out = { band: bandModel } as KindLink;
  if (options.forest !== false) {
    const forest = fitBandForest(rows, band, out.band);
    if (forest) out.forest = forest;
  }
  for (const name of writingCriteria) out[name] = fitTuned(rows, criteria?.[name] ?? band, CRITERION_FEATURES[name]).model;
  if (options.spread) out.spread = fitSpread(rows, band, out.band, options.spread);
  return out;
}

const FOREST = { trees: 100, minLeaf: 5 } as const;

/**
 * A forest on the band ridge's features, kept only if the mean of its and the ridge's predictions errs less (mean
 * absolute error) than the ridge alone on inner 5-fold out-of-fold predictions of these rows (the ridge's λ is already
 * chosen on them, so a CV that calls this stays clean). On the calibration essays it is kept for task 2 and not for
 * task 1 (docs/GRADING.md). The ridge it is judged against is refitted on these rows alone, also where the band ridge
 * borrowed the other task's essays: close enough to decide, and it keeps this function to the kind's own rows.
 */
export function fitBandForest(rows: ReadonlyArray<Readonly<Record<string, number>>>, band: readonly number[], bandModel: RidgeModel, seed = 19): Forest | undefined {
  const { features, lambda } = bandModel;
  const matrix = rows.map((row) => featureRow(bandModel, { ...row, [OTHER_TASK]: 0 }));
  const folds = kFolds(rows.length, 5, seed);
  let ridgeError = 0;
  let meanError = 0;
  for (let fold = 0; fold < 5; fold += 1) {
    const train = matrix.flatMap((_, index) => (folds[index] === fold ? [] : [index]));
    const ridge = fitRidge(features, train.map((index) => matrix[index]!), { y: train.map((index) => band[index]!) }, { lambda, range: BAND_RANGE });
    const forest = fitForest(train.map((index) => matrix[index]!), train.map((index) => [band[index]!]), ['band'], { ...FOREST, seed: seed + fold });
    matrix.forEach((row, index) => {
      if (folds[index] !== fold) return;
      const fromRidge = predictRidge(ridge, row).y!;
      ridgeError += Math.abs(fromRidge - band[index]!);
      meanError += Math.abs((fromRidge + predictForest(forest, row)[0]!) / 2 - band[index]!);
    });
  }
  return meanError < ridgeError ? fitForest(matrix, band.map((value) => [value]), ['band'], { ...FOREST, seed }) : undefined;
}

const sdOf = (values: readonly number[]) => {
  const m = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - m) ** 2, 0) / values.length);
};

/**
 * A ridge shrinks toward the mean: fitted for least error it gives weak essays too much and strong ones too little
 * (issue 30: a spread of 0.67 band against the examiners' 1.08). The stretch about the training mean that brings the
 * band predictions' spread to `target` (a share) of the examiners', measured on inner 5-fold out-of-fold predictions of
 * these rows only (the band ridge's features and λ, already chosen on these rows; so the CV that calls this stays clean). Never
 * shrinks (factor >= 1).
 */
export function fitSpread(rows: ReadonlyArray<Readonly<Record<string, number>>>, band: readonly number[], bandModel: Pick<RidgeModel, 'features' | 'lambda'>, target: number, seed = 17): Spread {
  const { features, lambda } = bandModel;
  const matrix = rows.map((row) => features.map((name) => row[name] ?? 0));
  const folds = kFolds(rows.length, 5, seed);
  const predicted = new Array<number>(rows.length).fill(0);
  for (let fold = 0; fold < 5; fold += 1) {
    const train = matrix.flatMap((_, index) => (folds[index] === fold ? [] : [index]));
    const model = fitRidge(features, train.map((index) => matrix[index]!), { y: train.map((index) => band[index]!) }, { lambda, range: BAND_RANGE });
    matrix.forEach((row, index) => {
      if (folds[index] === fold) predicted[index] = predictRidge(model, row).y!;
    });
  }
  const centre = band.reduce((sum, value) => sum + value, 0) / band.length;
  const factor = Math.min(3, Math.max(1, (target * sdOf(band)) / Math.max(sdOf(predicted), 1e-6)));
  return { centre, factor };
}
