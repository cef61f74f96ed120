import { kFolds, mcrmse, pearson, qwk, rmse } from '../metrics';
import { ELLIPSE_SCORES } from './ellipse';
import { buildVocabulary, fitNgramRidge, kernel, ngramTokens, predictNgram, vectorize } from './ngrams';
import type { NgramModel, SparseVector } from './ngrams';
import { fitBoostedTrees, fitForest } from './forest';
import type { Forest } from './forest';
import { fitKernelRidge } from './kernelRidge';
import type { KernelRidge } from './kernelRidge';
import { averageVoices, kernelVoice, treeVoice } from './model';
import { fitRidge, predictRidge, standardise } from './ridge';
import type { RidgeModel } from './ridge';

/**
 * Fitting and cross-validating the writing model on a scored table (ELLIPSE or an operator's own examiners' marks in
 * the same columns). Lambda is chosen by an inner 5-fold CV on the training rows only, so a reported outer-fold
 * figure never saw its test rows.
 */

export const WRITING_TARGETS = [...ELLIPSE_SCORES, 'overall'] as const;
export const LAMBDAS = [1, 3, 10, 30, 100, 300, 1000] as const;

export type Table = { rows: Array<Record<string, number>>; targets: Record<string, number[]> };

function column(table: Table, names: readonly string[], indices: readonly number[]): number[][] {
  return indices.map((index) => names.map((name) => table.rows[index]![name] ?? 0));
}

function targetsOf(table: Table, indices: readonly number[], names: readonly string[]): Record<string, number[]> {
  return Object.fromEntries(names.map((name) => [name, indices.map((index) => table.targets[name]![index]!)]));
}

function predictInto(model: RidgeModel, table: Table, names: readonly string[], indices: readonly number[], out: Record<string, number[]>, positions?: readonly number[]) {
  indices.forEach((index, k) => {
    const prediction = predictRidge(model, names.map((name) => table.rows[index]![name] ?? 0));
    for (const target of Object.keys(out)) out[target]![positions ? positions[k]! : index] = prediction[target]!;
  });
}

/** Lambda with the lowest inner-CV MCRMSE over the analytic targets. */
export function chooseLambda(table: Table, names: readonly string[], train: readonly number[], targets: readonly string[], range: [number, number]): number {
  const inner = kFolds(train.length, 5, 7);
  let best: number = LAMBDAS[0];
  let bestScore = Infinity;
  for (const lambda of LAMBDAS) {
    const predicted = Object.fromEntries(targets.map((name) => [name, new Array<number>(train.length).fill(0)]));
    for (let fold = 0; fold < 5; fold += 1) {
      const fitIdx = train.filter((_, position) => inner[position] !== fold);
      const testPositions = train.map((_, position) => position).filter((position) => inner[position] === fold);
      const model = fitRidge(names, column(table, names, fitIdx), targetsOf(table, fitIdx, targets), { lambda, range });
      predictInto(model, table, names, testPositions.map((position) => train[position]!), predicted, testPositions);
    }
    const score = mcrmse(targetsOf(table, train, targets), predicted);
    if (score < bestScore) {
      bestScore = score;
      best = lambda;
    }
  }
  return best;
}

export type CvReport = {
  label: string;
  mcrmse: number;
  rmse: Record<string, number>;
  pearson: Record<string, number>;
  qwk: Record<string, number>;
  lambdas: number[];
  predictions: Record<string, number[]>;
};

/** The report of a cross-validation: every row's out-of-fold prediction against its true score, per target. */
function cvReport(
  label: string,
  table: Table,
  targets: readonly string[],
  range: [number, number],
  lambdas: number[],
  predictions: Record<string, number[]>,
): CvReport {
  const truth = targetsOf(table, table.rows.map((_, index) => index), targets);
  const perTarget = (measure: (truth: number[], predicted: number[]) => number) =>
    Object.fromEntries(targets.map((name) => [name, measure(truth[name]!, predictions[name]!)]));
  return {
    label,
    mcrmse: mcrmse(truth, predictions),
    rmse: perTarget(rmse),
    pearson: perTarget(pearson),
    qwk: perTarget((t, p) => qwk(t, p, { min: range[0], max: range[1] })),
    lambdas,
    predictions,
  };
}

/** k-fold CV of a ridge on the named features (null = predict the training mean). */
export function crossValidate(
  table: Table,
  names: readonly string[] | null,
  options: { label: string; folds?: number; seed?: number; targets?: readonly string[]; range?: [number, number] },
): CvReport {
  const targets = options.targets ?? ELLIPSE_SCORES;
  const k = options.folds ?? 5;
  const range = options.range ?? [1, 5];
  const n = table.rows.length;
  const folds = kFolds(n, k, options.seed ?? 2024);
  const predictions = Object.fromEntries(targets.map((name) => [name, new Array<number>(n).fill(0)]));
  const lambdas: number[] = [];
  for (let fold = 0; fold < k; fold += 1) {
    const train = table.rows.map((_, index) => index).filter((index) => folds[index] !== fold);
    const test = table.rows.map((_, index) => index).filter((index) => folds[index] === fold);
    if (names === null) {
      for (const target of targets) {
        const m = train.reduce((sum, index) => sum + table.targets[target]![index]!, 0) / train.length;
        for (const index of test) predictions[target]![index] = m;
      }
      continue;
    }
    const lambda = chooseLambda(table, names, train, targets, range);
    lambdas.push(lambda);
    const model = fitRidge(names, column(table, names, train), targetsOf(table, train, targets), { lambda, range });
    predictInto(model, table, names, test, predictions);
  }
  return cvReport(options.label, table, targets, range, lambdas, predictions);
}

/** MCRMSE to four decimals: the changes still being weighed move it in the fourth. */
export function formatReport(report: CvReport): string {
  const names = Object.keys(report.rmse);
  const avg = (record: Record<string, number>) => names.reduce((sum, name) => sum + record[name]!, 0) / names.length;
  const perColumn = names.map((name) => `${name} ${report.rmse[name]!.toFixed(3)}`).join(', ');
  return `${report.label}: MCRMSE ${report.mcrmse.toFixed(4)} (${perColumn}); mean r ${avg(report.pearson).toFixed(3)}, mean QWK ${avg(report.qwk).toFixed(3)}${report.lambdas.length ? `; lambda per fold ${report.lambdas.join('/')}` : ''}`;
}

/** Fits the final model on every row (lambda by 5-fold CV on all rows) for all targets including overall. */
export function fitFinal(table: Table, names: readonly string[], range: [number, number] = [1, 5]): RidgeModel {
  const all = table.rows.map((_, index) => index);
  const lambda = chooseLambda(table, names, all, ELLIPSE_SCORES, range);
  const targets = WRITING_TARGETS.filter((name) => table.targets[name]);
  return fitRidge(names, column(table, names, all), targetsOf(table, all, targets), { lambda, range });
}

// ---- Stacking with the n-gram ridge ----


export const NGRAM_SETTINGS = { minDf: 10, maxFeatures: 8000, lambda: 1 } as const;
export const bowName = (target: string) => `bow_${target}`;

export type NgramData = { vocabulary: string[]; idf: number[]; vectors: SparseVector[]; gram: Float64Array[] };

/**
 * Vectorises every text once. The vocabulary and idf come from the texts alone (document frequencies, no scores),
 * so computing them over all rows leaks no label into a test fold.
 */
export function prepareNgrams(texts: readonly string[]): NgramData {
  const documents = texts.map(ngramTokens);
  const { vocabulary, idf } = buildVocabulary(documents, NGRAM_SETTINGS.minDf, NGRAM_SETTINGS.maxFeatures);
  const lookup = new Map(vocabulary.map((gram, index) => [gram, index]));
  const vectors = documents.map((document) => vectorize(document, lookup, idf));
  return { vocabulary, idf, vectors, gram: kernel(vectors) };
}

/** Out-of-fold n-gram predictions for `rows` (each row predicted by a model that never saw it). */
function ngramOutOfFold(data: NgramData, table: Table, rows: readonly number[], targets: readonly string[], seed: number): Map<number, Record<string, number>> {
  const inner = kFolds(rows.length, 5, seed);
  const out = new Map<number, Record<string, number>>();
  const ys = Object.fromEntries(targets.map((name) => [name, table.targets[name]!]));
  for (let fold = 0; fold < 5; fold += 1) {
    const fit = rows.filter((_, position) => inner[position] !== fold);
    const model = fitNgramRidge(data.vectors, data.gram, fit, ys, data.vocabulary.length, NGRAM_SETTINGS.lambda);
    rows.forEach((row, position) => {
      if (inner[position] === fold) out.set(row, predictNgram(model, data.vectors[row]!));
    });
  }
  return out;
}

function withBow(table: Table, predictions: Map<number, Record<string, number>>): Table {
  return {
    targets: table.targets,
    rows: table.rows.map((row, index) => {
      const p = predictions.get(index);
      if (!p) return row;
      return { ...row, ...Object.fromEntries(Object.entries(p).map(([name, value]) => [bowName(name), value])) };
    }),
  };
}

/**
 * The forest averaged with the feature ridge: 100 extremely randomised trees on the same features (the n-gram
 * predictions among them), leaves of at least 5 essays, one leaf value per score. Measured: docs/GRADING.md.
 */
export const ELLIPSE_FOREST = { trees: 100, minLeaf: 5 } as const;

/**
 * Boosted trees, the third voice in the mean: 500 rounds of trees four splits deep, leaves of at least 20 essays, each
 * grown on 80% of the rows and added at 0.03 of its size. Measured: docs/GRADING.md.
 */
export const ELLIPSE_BOOST = { rounds: 500, rate: 0.03, maxDepth: 4, minLeaf: 20, subsample: 0.8 } as const;

/** Which models join the ridge: the forest and the boosted trees unless turned off, the kernel ridge if asked for. */
export type VoiceChoice = { forest?: boolean; boost?: boolean; kernel?: boolean };

/** The voices beside the ridge, fitted on the same rows; the kernel ridge reads them standardised as `ridge` does. */
function fitScoreVoices(table: Table, names: readonly string[], rows: readonly number[], targets: readonly string[], seed: number, choice: VoiceChoice, ridge: RidgeModel): { forest?: Forest; boosted?: Forest; kernel?: KernelRidge } {
  const x = column(table, names, rows);
  const y = rows.map((index) => targets.map((name) => table.targets[name]![index]!));
  return {
    ...(choice.forest === false ? {} : { forest: fitForest(x, y, targets, { ...ELLIPSE_FOREST, seed }) }),
    ...(choice.boost === false ? {} : { boosted: fitBoostedTrees(x, y, targets, { ...ELLIPSE_BOOST, seed }) }),
    ...(choice.kernel !== true ? {} : { kernel: fitKernelRidge(x.map((row) => standardise(ridge, row)), y, targets, seed) }),
  };
}

/**
 * Nested CV of the stacked model: n-gram ridge predictions (out of fold) as extra features of the feature ridge, whose
 * predictions are averaged with a forest's and boosted trees' on the same features (each unless turned off).
 */
export function crossValidateStacked(table: Table, data: NgramData, names: readonly string[], options: { label: string; seed?: number } & VoiceChoice): CvReport {
  const targets = ELLIPSE_SCORES;
  const n = table.rows.length;
  const folds = kFolds(n, 5, options.seed ?? 2024);
  const allNames = [...names, ...WRITING_TARGETS.map(bowName)];
  const predictions = Object.fromEntries(targets.map((name) => [name, new Array<number>(n).fill(0)]));
  const lambdas: number[] = [];
  for (let fold = 0; fold < 5; fold += 1) {
    const train = table.rows.map((_, index) => index).filter((index) => folds[index] !== fold);
    const test = table.rows.map((_, index) => index).filter((index) => folds[index] === fold);
    const bow = ngramOutOfFold(data, table, train, WRITING_TARGETS, 100 + fold);
    const full = fitNgramRidge(data.vectors, data.gram, train, Object.fromEntries(WRITING_TARGETS.map((name) => [name, table.targets[name]!])), data.vocabulary.length, NGRAM_SETTINGS.lambda);
    for (const index of test) bow.set(index, predictNgram(full, data.vectors[index]!));
    const stacked = withBow(table, bow);
    const lambda = chooseLambda(stacked, allNames, train, targets, [1, 5]);
    lambdas.push(lambda);
    const model = fitRidge(allNames, column(stacked, allNames, train), targetsOf(stacked, train, targets), { lambda, range: [1, 5] });
    const { forest, boosted, kernel } = fitScoreVoices(stacked, allNames, train, targets, 31 + fold, options, model);
    for (const index of test) {
      const [row] = column(stacked, allNames, [index]);
      const predicted = averageVoices(predictRidge(model, row!), [treeVoice(forest, row!), treeVoice(boosted, row!), kernelVoice(kernel, model, row!)]);
      for (const target of targets) predictions[target]![index] = predicted[target]!;
    }
  }
  return cvReport(options.label, table, targets, [1, 5], lambdas, predictions);
}

/**
 * The final stacked model on all rows: the n-gram model to ship, the feature ridge over features + its predictions,
 * and the forest and boosted trees on the same features (each unless turned off), the kernel ridge if asked for.
 */
export function fitFinalStacked(table: Table, data: NgramData, names: readonly string[], options: VoiceChoice = {}): { ridge: RidgeModel; ngram: NgramModel; forest?: Forest; boosted?: Forest; kernel?: KernelRidge } {
  const all = table.rows.map((_, index) => index);
  const bow = ngramOutOfFold(data, table, all, WRITING_TARGETS, 99);
  const stacked = withBow(table, bow);
  const allNames = [...names, ...WRITING_TARGETS.map(bowName)];
  const ridge = fitFinal(stacked, allNames);
  const targets = fitNgramRidge(data.vectors, data.gram, all, Object.fromEntries(WRITING_TARGETS.map((name) => [name, table.targets[name]!])), data.vocabulary.length, NGRAM_SETTINGS.lambda);
  const ngram = { vocabulary: data.vocabulary, idf: data.idf, lambda: NGRAM_SETTINGS.lambda, targets };
  return { ridge, ngram, ...fitScoreVoices(stacked, allNames, all, Object.keys(ridge.targets), 31, options, ridge) };
}
