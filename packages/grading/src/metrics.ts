/**
 * Agreement metrics for graders against human scores. Each takes two equal-length arrays (human first by convention;
 * all are symmetric except where noted) and throws on mismatched or empty input, because a silent NaN in a published
 * figure is worse than a crash.
 */

function check(a: readonly number[], b: readonly number[]): void {
  if (a.length !== b.length) throw new Error(`metric inputs differ in length: ${a.length} vs ${b.length}`);
  if (a.length === 0) throw new Error('metric inputs are empty');
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Pearson's correlation coefficient; 0 when either side has no variance. */
export function pearson(a: readonly number[], b: readonly number[]): number {
  check(a, b);
  const ma = mean(a);
  const mb = mean(b);
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < a.length; i += 1) {
    const da = a[i]! - ma;
    const db = b[i]! - mb;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return saa === 0 || sbb === 0 ? 0 : sab / Math.sqrt(saa * sbb);
}

/** Root mean squared error. */
export function rmse(a: readonly number[], b: readonly number[]): number {
  check(a, b);
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum / a.length);
}

/** Mean column-wise RMSE: the RMSE of each named column, averaged (the Feedback Prize ELL metric). */
export function mcrmse(truth: Record<string, readonly number[]>, predicted: Record<string, readonly number[]>): number {
  const columns = Object.keys(truth);
  if (columns.length === 0) throw new Error('mcrmse needs at least one column');
  return mean(
    columns.map((column) => {
      const p = predicted[column];
      if (!p) throw new Error(`mcrmse: no predictions for column '${column}'`);
      return rmse(truth[column]!, p);
    }),
  );
}

export type QwkOptions = {
  /** Scores are rounded to this step before comparison (0.5 for bands and ELLIPSE). @default 0.5 */
  step?: number;
  /** Lowest and highest category; default: the smallest and largest value seen on either side after rounding. */
  min?: number;
  max?: number;
};

/**
 * Quadratic weighted kappa: agreement on an ordinal scale, 1 = perfect, 0 = chance. Continuous predictions are
 * rounded to the nearest step first (as the graders round their output).
 */
export function qwk(a: readonly number[], b: readonly number[], options: QwkOptions = {}): number {
  check(a, b);
  const step = options.step ?? 0.5;
  const ra = a.map((value) => Math.round(value / step));
  const rb = b.map((value) => Math.round(value / step));
  const lo = options.min === undefined ? Math.min(...ra, ...rb) : Math.round(options.min / step);
  const hi = options.max === undefined ? Math.max(...ra, ...rb) : Math.round(options.max / step);
  const k = hi - lo + 1;
  if (k <= 1) return 1;
  const observed = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const histA = new Array<number>(k).fill(0);
  const histB = new Array<number>(k).fill(0);
  for (let i = 0; i < ra.length; i += 1) {
    const x = Math.min(Math.max(ra[i]! - lo, 0), k - 1);
    const y = Math.min(Math.max(rb[i]! - lo, 0), k - 1);
    observed[x]![y]! += 1;
    histA[x]! += 1;
    histB[y]! += 1;
  }
  const n = ra.length;
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < k; i += 1) {
    for (let j = 0; j < k; j += 1) {
      const weight = ((i - j) * (i - j)) / ((k - 1) * (k - 1));
      numerator += weight * observed[i]![j]!;
      denominator += (weight * histA[i]! * histB[j]!) / n;
    }
  }
  return denominator === 0 ? 1 : 1 - numerator / denominator;
}

/** A seeded xorshift generator of numbers in [0, 1): fits and folds that repeat exactly from the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
}

/** Deterministic fold assignment for k-fold cross-validation: a seeded shuffle, then round-robin. */
export function kFolds(n: number, k: number, seed = 42): number[] {
  const order = Array.from({ length: n }, (_, index) => index);
  const random = seededRandom(seed);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const fold = new Array<number>(n).fill(0);
  order.forEach((index, position) => {
    fold[index] = position % k;
  });
  return fold;
}
