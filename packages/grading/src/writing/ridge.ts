/**
 * Ridge regression (L2-regularised least squares) on standardised features, written out in full because it is a few
 * lines: solve (XᵀX + λI) w = Xᵀy with a Cholesky factorisation. Features are clipped to the training data's 1st and
 * 99th percentiles first so one odd text (a pasted list, a 2,000-word answer) cannot push a prediction off the scale.
 */

export type RidgeTarget = { intercept: number; weights: number[] };

export type RidgeModel = {
  features: string[];
  /** Per feature: clip range, then centre and scale. */
  low: number[];
  high: number[];
  mean: number[];
  scale: number[];
  lambda: number;
  targets: Record<string, RidgeTarget>;
  /** Predictions are clipped to this range (the rating scale). */
  range: [number, number];
};

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

/** Cholesky factor L (lower triangle, row-major Float64Arrays) of a symmetric positive definite matrix. */
export function cholesky(a: readonly (ArrayLike<number>)[]): Float64Array[] {
  const size = a.length;
  const l = Array.from({ length: size }, () => new Float64Array(size));
  for (let i = 0; i < size; i += 1) {
    const li = l[i]!;
    for (let j = 0; j <= i; j += 1) {
      const lj = l[j]!;
      let sum = a[i]![j]!;
      for (let k = 0; k < j; k += 1) sum -= li[k]! * lj[k]!;
      if (i === j) li[i] = Math.sqrt(Math.max(sum, 1e-12));
      else li[j] = sum / lj[j]!;
    }
  }
  return l;
}

/** Solves L Lᵀ x = b with a Cholesky factor. */
export function choleskySolve(l: readonly Float64Array[], b: ArrayLike<number>): number[] {
  const size = l.length;
  const y = new Float64Array(size);
  for (let i = 0; i < size; i += 1) {
    const li = l[i]!;
    let sum = b[i]!;
    for (let k = 0; k < i; k += 1) sum -= li[k]! * y[k]!;
    y[i] = sum / li[i]!;
  }
  const x = new Float64Array(size);
  for (let i = size - 1; i >= 0; i -= 1) {
    let sum = y[i]!;
    for (let k = i + 1; k < size; k += 1) sum -= l[k]![i]! * x[k]!;
    x[i] = sum / l[i]![i]!;
  }
  return Array.from(x);
}

/** Solves A x = b for a symmetric positive definite A (Cholesky). */
export function solveSpd(a: readonly (ArrayLike<number>)[], b: ArrayLike<number>): number[] {
  return choleskySolve(cholesky(a), b);
}

/** Clip, centre and scale one row with a model's (or a fold's) statistics. */
export function standardise(model: Pick<RidgeModel, 'low' | 'high' | 'mean' | 'scale'>, row: readonly number[]): number[] {
  return row.map((value, j) => {
    const clipped = Math.min(Math.max(Number.isFinite(value) ? value : model.mean[j]!, model.low[j]!), model.high[j]!);
    return (clipped - model.mean[j]!) / model.scale[j]!;
  });
}

export type FitOptions = { lambda: number; range?: [number, number] };

/** Fits one ridge model per target column on the same features. */
export function fitRidge(
  featureNames: readonly string[],
  rows: readonly (readonly number[])[],
  targets: Record<string, readonly number[]>,
  options: FitOptions,
): RidgeModel {
  const p = featureNames.length;
  const low: number[] = [];
  const high: number[] = [];
  const mean: number[] = [];
  const scale: number[] = [];
  for (let j = 0; j < p; j += 1) {
    const column = rows.map((row) => row[j]!).filter(Number.isFinite).sort((a, b) => a - b);
    const lo = quantile(column, 0.01);
    const hi = quantile(column, 0.99);
    const clipped = column.map((value) => Math.min(Math.max(value, lo), hi));
    const m = clipped.reduce((sum, value) => sum + value, 0) / Math.max(clipped.length, 1);
    const variance = clipped.reduce((sum, value) => sum + (value - m) ** 2, 0) / Math.max(clipped.length, 1);
    low.push(lo);
    high.push(hi);
    mean.push(m);
    scale.push(Math.sqrt(variance) || 1);
  }
  const stats = { low, high, mean, scale };
  const x = rows.map((row) => standardise(stats, row));
  const gram = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  for (const row of x) {
    for (let i = 0; i < p; i += 1) {
      const value = row[i]!;
      if (value === 0) continue;
      const target = gram[i]!;
      for (let j = 0; j <= i; j += 1) target[j]! += value * row[j]!;
    }
  }
  for (let i = 0; i < p; i += 1) {
    for (let j = 0; j < i; j += 1) gram[j]![i] = gram[i]![j]!;
    gram[i]![i]! += options.lambda;
  }
  const factor = cholesky(gram);
  const fitted: Record<string, RidgeTarget> = {};
  for (const [name, y] of Object.entries(targets)) {
    const intercept = y.reduce((sum, value) => sum + value, 0) / Math.max(y.length, 1);
    const xty = new Array<number>(p).fill(0);
    x.forEach((row, index) => {
      const centred = y[index]! - intercept;
      for (let j = 0; j < p; j += 1) xty[j]! += row[j]! * centred;
    });
    fitted[name] = { intercept, weights: choleskySolve(factor, xty) };
  }
  return { features: [...featureNames], low, high, mean, scale, lambda: options.lambda, targets: fitted, range: options.range ?? [-Infinity, Infinity] };
}

/** Predicts every target for one row of features (in the model's feature order). */
export function predictRidge(model: RidgeModel, row: readonly number[]): Record<string, number> {
  const x = standardise(model, row);
  const out: Record<string, number> = {};
  for (const [name, target] of Object.entries(model.targets)) {
    let value = target.intercept;
    for (let j = 0; j < x.length; j += 1) value += target.weights[j]! * x[j]!;
    out[name] = Math.min(Math.max(value, model.range[0]), model.range[1]);
  }
  return out;
}

/** Picks a row's values in the model's feature order from a feature record (missing features count as the mean). */
export function featureRow(model: Pick<RidgeModel, 'features' | 'mean'>, features: Readonly<Record<string, number>>): number[] {
  return model.features.map((name, j) => features[name] ?? model.mean[j]!);
}
