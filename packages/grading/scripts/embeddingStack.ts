/**
 * Issue 30's untried idea, as an experiment of calibrate-ielts.ts (--embedding): a ridge on the essay's mean sentence
 * vector and its product with the prompt's vector (1,024 numbers, USE-lite) predicts the band, and that prediction
 * joins the link's band features as `embeddingBand`. The rows the link is fitted on get it out-of-fold (inner 5-fold,
 * λ chosen there), the held-out rows from a fit on all of those rows, so the outer CV stays clean. Dual form: a
 * kernel over a few hundred essays, not a 1,024-wide system.
 */
import { kFolds } from '../src/metrics';
import { solveSpd } from '../src/writing/ridge';

export type Embedded = { mean: Float32Array; prompt: Float32Array | null };

const LAMBDAS = [0.1, 0.3, 1, 3, 10];
const INNER_FOLDS = 5;

function inputOf(embedded: Embedded): Float64Array {
  const x = new Float64Array(1024);
  for (let d = 0; d < 512; d++) {
    x[d] = embedded.mean[d]!;
    x[512 + d] = embedded.prompt ? embedded.mean[d]! * embedded.prompt[d]! : 0;
  }
  return x;
}

/** Columns standardised on `fitRows`, then the linear kernel (divided by the width) between every pair of `rows`. */
function kernelOf(inputs: readonly Float64Array[], fitRows: readonly number[], rows: readonly number[]): Map<number, Map<number, number>> {
  const width = inputs[0]!.length;
  const mean = new Float64Array(width);
  const sd = new Float64Array(width);
  for (const row of fitRows) for (let d = 0; d < width; d++) mean[d]! += inputs[row]![d]! / fitRows.length;
  for (const row of fitRows) for (let d = 0; d < width; d++) sd[d]! += (inputs[row]![d]! - mean[d]!) ** 2 / fitRows.length;
  const z = new Map(rows.map((row) => [row, inputs[row]!.map((value, d) => (sd[d]! > 0 ? (value - mean[d]!) / Math.sqrt(sd[d]!) : 0))]));
  const kernel = new Map<number, Map<number, number>>();
  for (const a of rows) {
    const line = new Map<number, number>();
    for (const b of rows) {
      let dot = 0;
      const za = z.get(a)!;
      const zb = z.get(b)!;
      for (let d = 0; d < width; d++) dot += za[d]! * zb[d]!;
      line.set(b, dot / width);
    }
    kernel.set(a, line);
  }
  return kernel;
}

/** Fits on `train` and predicts `test` with the kernel given. */
function fitPredict(kernel: Map<number, Map<number, number>>, y: readonly number[], train: readonly number[], test: readonly number[], lambda: number): number[] {
  const centre = train.reduce((sum, row) => sum + y[row]!, 0) / train.length;
  const a = train.map((i, p) => train.map((j, q) => kernel.get(i)!.get(j)! + (p === q ? lambda : 0)));
  const alpha = solveSpd(a, train.map((row) => y[row]! - centre));
  return test.map((row) => centre + train.reduce((sum, other, p) => sum + alpha[p]! * kernel.get(row)!.get(other)!, 0));
}

/**
 * The embedding band for `train` (inner out-of-fold, at the λ with the least inner MAE) and `test` (fitted on all of
 * `train`), by row index. `y` is the examiners' band by row index.
 */
export function embeddingBands(embedded: readonly Embedded[], y: readonly number[], train: readonly number[], test: readonly number[], seed: number): Map<number, number> {
  const inputs = embedded.map(inputOf);
  const kernel = kernelOf(inputs, train, [...train, ...test]);
  const inner = kFolds(train.length, INNER_FOLDS, seed);
  let best: { mae: number; oof: number[]; lambda: number } | undefined;
  for (const lambda of LAMBDAS) {
    const oof = new Array<number>(train.length).fill(0);
    for (let k = 0; k < INNER_FOLDS; k++) {
      const fit = train.filter((_, p) => inner[p] !== k);
      const held = train.flatMap((row, p) => (inner[p] === k ? [p] : []));
      fitPredict(kernel, y, fit, held.map((p) => train[p]!), lambda).forEach((value, n) => (oof[held[n]!] = value));
    }
    const mae = oof.reduce((sum, value, p) => sum + Math.abs(value - y[train[p]!]!), 0) / train.length;
    if (!best || mae < best.mae) best = { mae, oof, lambda };
  }
  const out = new Map<number, number>();
  train.forEach((row, p) => out.set(row, best!.oof[p]!));
  fitPredict(kernel, y, train, test, best!.lambda).forEach((value, n) => out.set(test[n]!, value));
  return out;
}
