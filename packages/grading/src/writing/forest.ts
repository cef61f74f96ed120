import { z } from 'zod';
import { seededRandom } from '../metrics';

/**
 * Extremely randomised trees (Geurts, Ernst & Wehenkel 2006) for regression: each split draws one threshold per
 * feature at random between the node's smallest and largest value and keeps the draw that most reduces the squared
 * error, summed over the outputs. The IELTS link averages a one-output forest with its band ridge where that helps
 * (link.ts); the ELLIPSE model averages a forest over its seven scores, and boosted trees, with its ridge (fit.ts):
 * the trees pick up interactions a ridge cannot (docs/GRADING.md).
 *
 * A forest's trees are grown on all rows and their predictions averaged; boosted trees (fitBoostedTrees, `boost` set)
 * are shallow, each grown on a sample of the rows to what the trees before it left unexplained, and their predictions
 * added, shrunk by `boost.rate`, to `boost.base`.
 *
 * A tree is stored flat: node i splits when feature[i] >= 0, sending rows with x[feature[i]] <= value[i] to left[i] and
 * the rest to right[i]; when feature[i] is -1 it is leaf number value[i], whose predictions are
 * leaves[value[i] * k + o] for the forest's k outputs (one number per output per leaf, none per split).
 */
export const treeSchema = z.object({
  feature: z.array(z.number().int().min(-1)),
  value: z.array(z.number()),
  left: z.array(z.number().int().nonnegative()),
  right: z.array(z.number().int().nonnegative()),
  leaves: z.array(z.number()),
});
export const forestSchema = z.object({
  minLeaf: z.number().int().positive(),
  /** What each output is (the ELLIPSE scores; the link's one band). */
  outputs: z.array(z.string()).min(1),
  trees: z.array(treeSchema).min(1),
  /** Set for boosted trees: the starting prediction of each output and the shrinkage applied to every tree. */
  boost: z.object({ base: z.array(z.number()), rate: z.number().positive() }).optional(),
});
export type Tree = z.infer<typeof treeSchema>;
export type Forest = z.infer<typeof forestSchema>;

export interface ForestOptions {
  trees?: number;
  /** Rows a leaf must keep: fewer make the trees chase single essays' marks. */
  minLeaf?: number;
  seed?: number;
}

/** Grows one tree on `rows` of x (all by default), at most `maxDepth` splits deep. */
function growTree(x: readonly (readonly number[])[], y: readonly (readonly number[])[], minLeaf: number, random: () => number, maxDepth = Infinity, rows?: readonly number[]): Tree {
  const tree: Tree = { feature: [], value: [], left: [], right: [], leaves: [] };
  const features = x[0]?.length ?? 0;
  const k = y[0]?.length ?? 0;
  const sumLeft = new Float64Array(k);
  const sumAll = new Float64Array(k);
  const leaf = (node: number, rows: readonly number[]) => {
    tree.value[node] = tree.leaves.length / k;
    for (let o = 0; o < k; o += 1) tree.leaves.push(rows.reduce((sum, row) => sum + y[row]![o]!, 0) / rows.length);
  };
  const grow = (rows: readonly number[], depth: number): number => {
    const node = tree.feature.length;
    tree.feature.push(-1);
    tree.value.push(0);
    tree.left.push(0);
    tree.right.push(0);
    if (rows.length < 2 * minLeaf || depth >= maxDepth) {
      leaf(node, rows);
      return node;
    }
    sumAll.fill(0);
    for (const row of rows) for (let o = 0; o < k; o += 1) sumAll[o]! += y[row]![o]!;
    let best: { feature: number; threshold: number; score: number } | undefined;
    for (let feature = 0; feature < features; feature += 1) {
      let low = Infinity;
      let high = -Infinity;
      for (const row of rows) {
        const value = x[row]![feature]!;
        if (value < low) low = value;
        if (value > high) high = value;
      }
      if (!(high > low)) continue;
      const threshold = low + random() * (high - low);
      // The split's worth: the sum of squares it explains, n_left * mean_left^2 + n_right * mean_right^2 per output.
      let countLeft = 0;
      sumLeft.fill(0);
      for (const row of rows) {
        if (x[row]![feature]! <= threshold) {
          countLeft += 1;
          for (let o = 0; o < k; o += 1) sumLeft[o]! += y[row]![o]!;
        }
      }
      const countRight = rows.length - countLeft;
      if (countLeft < minLeaf || countRight < minLeaf) continue;
      let score = 0;
      for (let o = 0; o < k; o += 1) score += (sumLeft[o]! * sumLeft[o]!) / countLeft + ((sumAll[o]! - sumLeft[o]!) * (sumAll[o]! - sumLeft[o]!)) / countRight;
      if (!best || score > best.score) best = { feature, threshold, score };
    }
    if (!best) {
      leaf(node, rows);
      return node;
    }
    const { feature, threshold } = best;
    tree.feature[node] = feature;
    tree.value[node] = threshold;
    tree.left[node] = grow(rows.filter((row) => x[row]![feature]! <= threshold), depth + 1);
    tree.right[node] = grow(rows.filter((row) => x[row]![feature]! > threshold), depth + 1);
    return node;
  };
  grow(rows ?? x.map((_, index) => index), 0);
  return tree;
}

/** Where a row's walk down a tree ends: the index of its leaf's first value in `tree.leaves`. */
function leafStart(tree: Tree, row: readonly number[], k: number): number {
  let node = 0;
  while (tree.feature[node]! >= 0) node = row[tree.feature[node]!]! <= tree.value[node]! ? tree.left[node]! : tree.right[node]!;
  return tree.value[node]! * k;
}

/**
 * Fits a forest on rows of feature values (any scale: trees only compare values); y[row] holds that row's value of
 * each output, in the order `outputs` names them.
 */
export function fitForest(x: readonly (readonly number[])[], y: readonly (readonly number[])[], outputs: readonly string[], options: ForestOptions = {}): Forest {
  const minLeaf = options.minLeaf ?? 5;
  const random = seededRandom(options.seed ?? 1);
  return { minLeaf, outputs: [...outputs], trees: Array.from({ length: options.trees ?? 100 }, () => growTree(x, y, minLeaf, random)) };
}

export interface BoostOptions {
  rounds?: number;
  /** Shrinkage: each tree adds this share of what it learnt. */
  rate?: number;
  maxDepth?: number;
  minLeaf?: number;
  /** Share of the rows each tree is grown on (drawn without replacement). */
  subsample?: number;
  seed?: number;
}

/**
 * Gradient boosting of the same randomised trees for squared error (Friedman 2001/2002): each round grows a shallow
 * tree on a sample of the rows to the residuals of every output and adds `rate` times its leaves to the prediction.
 */
export function fitBoostedTrees(x: readonly (readonly number[])[], y: readonly (readonly number[])[], outputs: readonly string[], options: BoostOptions = {}): Forest {
  const { rounds = 500, rate = 0.03, maxDepth = 4, minLeaf = 20, subsample = 0.8 } = options;
  const random = seededRandom(options.seed ?? 1);
  const k = outputs.length;
  const base = outputs.map((_, o) => y.reduce((sum, row) => sum + row[o]!, 0) / y.length);
  const current = y.map(() => [...base]);
  const all = y.map((_, index) => index);
  // Never fewer rows than one split needs, never more than there are.
  const size = Math.min(y.length, Math.max(2 * minLeaf, Math.round(subsample * y.length)));
  const trees: Tree[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const residual = y.map((row, index) => row.map((value, o) => value - current[index]![o]!));
    // A partial Fisher-Yates shuffle: the first `size` rows are a sample without replacement.
    const order = [...all];
    for (let i = 0; i < size; i += 1) {
      const j = i + Math.floor(random() * (order.length - i));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const tree = growTree(x, residual, minLeaf, random, maxDepth, order.slice(0, size));
    trees.push(tree);
    x.forEach((row, index) => {
      const start = leafStart(tree, row, k);
      for (let o = 0; o < k; o += 1) current[index]![o]! += rate * tree.leaves[start + o]!;
    });
  }
  return { minLeaf, outputs: [...outputs], trees, boost: { base, rate } };
}

/** The forest's prediction of every output for one row, in the order of `forest.outputs`. */
export function predictForest(forest: Forest, row: readonly number[]): number[] {
  const k = forest.outputs.length;
  const sums = new Array<number>(k).fill(0);
  for (const tree of forest.trees) {
    const start = leafStart(tree, row, k);
    for (let o = 0; o < k; o += 1) sums[o]! += tree.leaves[start + o]!;
  }
  const { boost } = forest;
  return boost ? sums.map((sum, o) => boost.base[o]! + boost.rate * sum) : sums.map((sum) => sum / forest.trees.length);
}

/** Throws unless every tree is well formed for rows of `features` values (a corrupt file fails at load, not mid-grade). */
export function checkForestShape(forest: Forest, features: number, label: string): void {
  const k = forest.outputs.length;
  if (forest.boost && forest.boost.base.length !== k) throw new Error(`${label}: ${forest.boost.base.length} base values for ${k} outputs`);
  forest.trees.forEach((tree, index) => {
    const nodes = tree.feature.length;
    if (tree.value.length !== nodes || tree.left.length !== nodes || tree.right.length !== nodes) throw new Error(`${label}: tree ${index} has arrays of different lengths`);
    const leafCount = tree.feature.filter((feature) => feature < 0).length;
    if (tree.leaves.length !== leafCount * k) throw new Error(`${label}: tree ${index} has ${tree.leaves.length} leaf values for ${leafCount} leaves of ${k} outputs`);
    tree.feature.forEach((feature, node) => {
      if (feature >= features) throw new Error(`${label}: tree ${index} splits on feature ${feature} of ${features}`);
      if (feature >= 0 && (tree.left[node]! <= node || tree.right[node]! <= node || tree.left[node]! >= nodes || tree.right[node]! >= nodes)) throw new Error(`${label}: tree ${index} node ${node} points outside the tree`);
      if (feature < 0 && !(Number.isInteger(tree.value[node]) && tree.value[node]! >= 0 && tree.value[node]! < leafCount)) throw new Error(`${label}: tree ${index} node ${node} names no leaf`);
    });
  });
}

/** The forest with its thresholds and leaf values cut to `digits` significant digits, for a model file. */
export function roundForest(forest: Forest, digits: number): Forest {
  const round = (values: readonly number[]) => values.map((value) => Number(value.toPrecision(digits)));
  return {
    ...forest,
    trees: forest.trees.map((tree) => ({ ...tree, value: round(tree.value), leaves: round(tree.leaves) })),
    ...(forest.boost ? { boost: { ...forest.boost, base: round(forest.boost.base) } } : {}),
  };
}
