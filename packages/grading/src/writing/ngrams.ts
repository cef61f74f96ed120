import { cholesky, choleskySolve } from './ridge';

/**
 * A bag of word n-grams (unigrams and bigrams, sentence edges marked) with a ridge regression on top, used as one
 * more input to the feature model (stacking). It catches learner phrasing the hand-made features miss ('he have',
 * 'more better', 'in the other hand'). Fitted in the dual form, (K + λI)α = y - ȳ with K the cosine kernel, because
 * there are more n-grams than essays; the primal weights w = Σ αᵢxᵢ are what the model file stores.
 */

export type SparseVector = { index: Int32Array; value: Float64Array };

export type NgramModel = {
  vocabulary: string[];
  idf: number[];
  lambda: number;
  targets: Record<string, { intercept: number; weights: number[] }>;
};

/** Lower-case word unigrams and bigrams; '<s>' marks a sentence start so sentence openings count as bigrams. */
export function ngramTokens(text: string): string[] {
  const out: string[] = [];
  const sentences = text.toLowerCase().replace(/’/gu, "'").split(/(?<=[.!?])\s+|\n+/u);
  for (const sentence of sentences) {
    const tokens = sentence.match(/[a-z]+(?:'[a-z]+)?|[,;:]/gu);
    if (!tokens) continue;
    let previous = '<s>';
    for (const token of tokens) {
      out.push(token, `${previous} ${token}`);
      previous = token;
    }
  }
  return out;
}

/** The vocabulary: n-grams found in at least minDf documents (most frequent first, at most maxFeatures). */
export function buildVocabulary(documents: readonly string[][], minDf: number, maxFeatures: number): { vocabulary: string[]; idf: number[] } {
  const df = new Map<string, number>();
  for (const document of documents) for (const gram of new Set(document)) df.set(gram, (df.get(gram) ?? 0) + 1);
  const kept = [...df.entries()].filter(([, count]) => count >= minDf).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, maxFeatures);
  const n = documents.length;
  return { vocabulary: kept.map(([gram]) => gram), idf: kept.map(([, count]) => Math.log((1 + n) / (1 + count)) + 1) };
}

/** Sublinear tf × idf, L2-normalised, as a sparse vector over the vocabulary. */
export function vectorize(tokens: readonly string[], lookup: ReadonlyMap<string, number>, idf: readonly number[]): SparseVector {
  const counts = new Map<number, number>();
  for (const token of tokens) {
    const index = lookup.get(token);
    if (index !== undefined) counts.set(index, (counts.get(index) ?? 0) + 1);
  }
  const indices = [...counts.keys()].sort((a, b) => a - b);
  const value = new Float64Array(indices.length);
  let norm = 0;
  indices.forEach((index, k) => {
    const v = (1 + Math.log(counts.get(index)!)) * idf[index]!;
    value[k] = v;
    norm += v * v;
  });
  norm = Math.sqrt(norm) || 1;
  for (let k = 0; k < value.length; k += 1) value[k]! /= norm;
  return { index: Int32Array.from(indices), value };
}

function sparseDot(a: SparseVector, b: SparseVector): number {
  let i = 0;
  let j = 0;
  let sum = 0;
  while (i < a.index.length && j < b.index.length) {
    const x = a.index[i]!;
    const y = b.index[j]!;
    if (x === y) {
      sum += a.value[i]! * b.value[j]!;
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return sum;
}

/** The cosine kernel of the vectors (symmetric, computed once per fit). */
export function kernel(vectors: readonly SparseVector[]): Float64Array[] {
  const n = vectors.length;
  const k = Array.from({ length: n }, () => new Float64Array(n));
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      const value = sparseDot(vectors[i]!, vectors[j]!);
      k[i]![j] = value;
      k[j]![i] = value;
    }
  }
  return k;
}

/** Dual ridge on a precomputed kernel over a subset of rows; returns primal weights over the vocabulary. */
export function fitNgramRidge(
  vectors: readonly SparseVector[],
  gram: readonly Float64Array[],
  rows: readonly number[],
  targets: Record<string, readonly number[]>,
  size: number,
  lambda: number,
): NgramModel['targets'] {
  const a = rows.map((i, r) => {
    const row = new Float64Array(rows.length);
    const source = gram[i]!;
    rows.forEach((j, c) => {
      row[c] = source[j]! + (r === c ? lambda : 0);
    });
    return row;
  });
  const factor = cholesky(a);
  const out: NgramModel['targets'] = {};
  for (const [name, y] of Object.entries(targets)) {
    const values = rows.map((i) => y[i]!);
    const intercept = values.reduce((sum, value) => sum + value, 0) / values.length;
    const alpha = choleskySolve(factor, values.map((value) => value - intercept));
    const weights = new Array<number>(size).fill(0);
    rows.forEach((i, r) => {
      const vector = vectors[i]!;
      for (let k = 0; k < vector.index.length; k += 1) weights[vector.index[k]!]! += alpha[r]! * vector.value[k]!;
    });
    out[name] = { intercept, weights };
  }
  return out;
}

export function predictNgram(targets: NgramModel['targets'], vector: SparseVector): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, target] of Object.entries(targets)) {
    let value = target.intercept;
    for (let k = 0; k < vector.index.length; k += 1) value += target.weights[vector.index[k]!]! * vector.value[k]!;
    out[name] = value;
  }
  return out;
}

/** Predictions of a stored n-gram model for a text. */
export function predictNgramText(model: NgramModel, text: string, lookup?: Map<string, number>): Record<string, number> {
  const map = lookup ?? new Map(model.vocabulary.map((gram, index) => [gram, index]));
  return predictNgram(model.targets, vectorize(ngramTokens(text), map, model.idf));
}
