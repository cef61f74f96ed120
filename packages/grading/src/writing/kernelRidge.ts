import { z } from 'zod';
import { kFolds, mcrmse } from '../metrics';
import { cholesky, choleskySolve, standardise } from './ridge';
import type { RidgeModel } from './ridge';

/**
 * Kernel ridge regression with a Gaussian (RBF) kernel: a smooth nonlinear voice beside the linear ridge and the trees.
 * It reads the rows standardised with the ridge's own statistics (clip to the 1st-99th percentiles, centre, scale), so
 * it needs no statistics of its own; it keeps those training rows, as a kernel model must, and one weight per row and
 * score. Fitted by solving (K + αI) c = y − ȳ with a Cholesky factorisation; α and the kernel's width are chosen by an
 * inner 5-fold CV on the fitting rows. Measured: docs/GRADING.md.
 */
export const kernelRidgeSchema = z.object({
  outputs: z.array(z.string()).min(1),
  /** exp(−gamma · squared distance) between standardised rows. */
  gamma: z.number().positive(),
  alpha: z.number().positive(),
  rows: z.array(z.array(z.number())).min(1),
  intercepts: z.array(z.number()),
  /** Per output, one weight per kept row. */
  weights: z.array(z.array(z.number())),
});

export type KernelRidge = z.infer<typeof kernelRidgeSchema>;

/** Kernel widths as multiples of 1 / features (gamma = 1 / (m · p)) and regularisations tried by the inner CV. */
export const KERNEL_WIDTHS = [4, 8, 16] as const;
export const KERNEL_ALPHAS = [0.1, 0.3, 1] as const;

function squaredDistance(a: readonly number[], b: readonly number[]): number {
  let distance = 0;
  for (let j = 0; j < a.length; j += 1) {
    const d = a[j]! - b[j]!;
    distance += d * d;
  }
  return distance;
}

/** Squared distances between every two rows, computed once for every width and fold the inner CV tries. */
function distances(x: readonly (readonly number[])[]): Float64Array[] {
  const table = x.map(() => new Float64Array(x.length));
  x.forEach((a, i) => {
    for (let j = 0; j < i; j += 1) table[i]![j] = table[j]![i] = squaredDistance(a, x[j]!);
  });
  return table;
}

/** Fits on the rows `fit` (indices into x and the distance table). */
function solve(x: readonly (readonly number[])[], y: readonly (readonly number[])[], table: readonly Float64Array[], fit: readonly number[], outputs: readonly string[], alpha: number, gamma: number): KernelRidge {
  const gram = fit.map((i, r) => {
    const row = new Float64Array(fit.length);
    fit.forEach((j, c) => {
      row[c] = Math.exp(-gamma * table[i]![j]!) + (r === c ? alpha : 0);
    });
    return row;
  });
  const factor = cholesky(gram);
  const intercepts = outputs.map((_, o) => fit.reduce((sum, i) => sum + y[i]![o]!, 0) / fit.length);
  const weights = outputs.map((_, o) => choleskySolve(factor, fit.map((i) => y[i]![o]! - intercepts[o]!)));
  return { outputs: [...outputs], gamma, alpha, rows: fit.map((i) => [...x[i]!]), intercepts, weights };
}

/** Predictions for one standardised row, in the order of `model.outputs`. */
export function predictKernelRidgeStandardised(model: KernelRidge, row: readonly number[]): number[] {
  const similarity = model.rows.map((kept) => Math.exp(-model.gamma * squaredDistance(kept, row)));
  return model.outputs.map((_, o) => similarity.reduce((sum, value, i) => sum + value * model.weights[o]![i]!, model.intercepts[o]!));
}

/** Predictions for one raw row in the ridge's feature order, standardised with the ridge's statistics. */
export function predictKernelRidge(model: KernelRidge, ridge: Pick<RidgeModel, 'low' | 'high' | 'mean' | 'scale'>, row: readonly number[]): number[] {
  return predictKernelRidgeStandardised(model, standardise(ridge, row));
}

/**
 * Fits the kernel ridge on rows standardised with the ridge's statistics, α and the width chosen by the lowest inner
 * 5-fold MCRMSE over the outputs.
 */
export function fitKernelRidge(x: readonly (readonly number[])[], y: readonly (readonly number[])[], outputs: readonly string[], seed = 7): KernelRidge {
  const p = x[0]?.length ?? 1;
  const table = distances(x);
  const folds = kFolds(x.length, 5, seed);
  const all = x.map((_, i) => i);
  const truth = Object.fromEntries(outputs.map((name, o) => [name, y.map((row) => row[o]!)]));
  let best = { alpha: KERNEL_ALPHAS[0] as number, gamma: 1 / (KERNEL_WIDTHS[0] * p), score: Infinity };
  for (const width of KERNEL_WIDTHS) {
    for (const alpha of KERNEL_ALPHAS) {
      const gamma = 1 / (width * p);
      const predicted = Object.fromEntries(outputs.map((name) => [name, new Array<number>(x.length).fill(0)]));
      for (let fold = 0; fold < 5; fold += 1) {
        const model = solve(x, y, table, all.filter((i) => folds[i] !== fold), outputs, alpha, gamma);
        for (const i of all) {
          if (folds[i] !== fold) continue;
          predictKernelRidgeStandardised(model, x[i]!).forEach((value, o) => {
            predicted[outputs[o]!]![i] = value;
          });
        }
      }
      const score = mcrmse(truth, predicted);
      if (score < best.score) best = { alpha, gamma, score };
    }
  }
  return solve(x, y, table, all, outputs, best.alpha, best.gamma);
}
