import { z } from 'zod';
import { seededRandom } from '../metrics';

/**
 * Extremely randomised trees (Geurts, Ernst & Wehenkel 2006) for regression: each split draws one threshold per
 * feature at random between the node's smallest and largest value and keeps the draw that most reduces the squared
 * error. The IELTS link averages such a forest with its band ridge where that helps (link.ts): on task 2 the trees
 * pick up interactions a ridge cannot (docs/GRADING.md).
 *
 * A tree is stored flat: node i is a leaf when feature[i] is -1 (its prediction in value[i]), otherwise rows with
 * x[feature[i]] <= value[i] go to left[i] and the rest to right[i].
 */
export const treeSchema = z.object({
  feature: z.array(z.number().int().min(-1)),
  value: z.array(z.number()),
  left: z.array(z.number().int().nonnegative()),
  right: z.array(z.number().int().nonnegative()),
});
export const forestSchema = z.object({ minLeaf: z.number().int().positive(), trees: z.array(treeSchema).min(1) });
export type Tree = z.infer<typeof treeSchema>;
export type Forest = z.infer<typeof forestSchema>;

export interface ForestOptions {
  trees?: number;
  /** Rows a leaf must keep: fewer make the trees chase single essays' marks. */
  minLeaf?: number;
  seed?: number;
}

const mean = (y: readonly number[], rows: readonly number[]) => rows.reduce((sum, row) => sum + y[row]!, 0) / rows.length;

function growTree(x: readonly (readonly number[])[], y: readonly number[], minLeaf: number, random: () => number): Tree {
  const tree: Tree = { feature: [], value: [], left: [], right: [] };
  const features = x[0]?.length ?? 0;
  const grow = (rows: readonly number[]): number => {
    const node = tree.feature.length;
    tree.feature.push(-1);
    tree.value.push(mean(y, rows));
    tree.left.push(0);
    tree.right.push(0);
    if (rows.length < 2 * minLeaf) return node;
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
      // The split's worth: the sum of squares it explains, n_left * mean_left^2 + n_right * mean_right^2.
      let countLeft = 0;
      let sumLeft = 0;
      let sumAll = 0;
      for (const row of rows) {
        sumAll += y[row]!;
        if (x[row]![feature]! <= threshold) {
          countLeft += 1;
          sumLeft += y[row]!;
        }
      }
      const countRight = rows.length - countLeft;
      if (countLeft < minLeaf || countRight < minLeaf) continue;
      const score = (sumLeft * sumLeft) / countLeft + ((sumAll - sumLeft) * (sumAll - sumLeft)) / countRight;
      if (!best || score > best.score) best = { feature, threshold, score };
    }
    if (!best) return node;
    const { feature, threshold } = best;
    tree.feature[node] = feature;
    tree.value[node] = threshold;
    tree.left[node] = grow(rows.filter((row) => x[row]![feature]! <= threshold));
    tree.right[node] = grow(rows.filter((row) => x[row]![feature]! > threshold));
    return node;
  };
  grow(x.map((_, index) => index));
  return tree;
}

/** Fits a forest on rows of feature values (any scale: trees only compare values). */
export function fitForest(x: readonly (readonly number[])[], y: readonly number[], options: ForestOptions = {}): Forest {
  const minLeaf = options.minLeaf ?? 5;
  const random = seededRandom(options.seed ?? 1);
  return { minLeaf, trees: Array.from({ length: options.trees ?? 100 }, () => growTree(x, y, minLeaf, random)) };
}

export function predictForest(forest: Forest, row: readonly number[]): number {
  let sum = 0;
  for (const tree of forest.trees) {
    let node = 0;
    while (tree.feature[node]! >= 0) node = row[tree.feature[node]!]! <= tree.value[node]! ? tree.left[node]! : tree.right[node]!;
    sum += tree.value[node]!;
  }
  return sum / forest.trees.length;
}

/** Throws unless every tree is well formed for rows of `features` values (a corrupt file fails at load, not mid-grade). */
export function checkForestShape(forest: Forest, features: number, label: string): void {
  forest.trees.forEach((tree, index) => {
    const nodes = tree.feature.length;
    if (tree.value.length !== nodes || tree.left.length !== nodes || tree.right.length !== nodes) throw new Error(`${label}: tree ${index} has arrays of different lengths`);
    tree.feature.forEach((feature, node) => {
      if (feature >= features) throw new Error(`${label}: tree ${index} splits on feature ${feature} of ${features}`);
      if (feature >= 0 && (tree.left[node]! <= node || tree.right[node]! <= node || tree.left[node]! >= nodes || tree.right[node]! >= nodes)) throw new Error(`${label}: tree ${index} node ${node} points outside the tree`);
    });
  });
}
