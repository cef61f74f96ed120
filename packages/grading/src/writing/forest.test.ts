import { describe, expect, it } from 'vitest';
import { checkForestShape, fitBoostedTrees, fitForest, predictForest, roundForest } from './forest';
import { measureAnswer } from './grader';
import { averageVoices, loadWritingModel, treeVoice } from './model';

describe('extremely randomised trees', () => {
  // Two outputs, each a step on its own feature, with a third feature that is noise: one forest must learn both steps.
  const x = Array.from({ length: 300 }, (_, i) => [(i % 20) / 20, (Math.floor(i / 20) % 15) / 15, ((i * 37) % 101) / 101]);
  const y = x.map(([a, b]) => [a! > 0.5 ? 4 : 2, b! > 0.5 ? 1 : 3]);
  const forest = fitForest(x, y, ['first', 'second'], { trees: 30, minLeaf: 5, seed: 3 });

  it('predicts each output from the feature that drives it, not from the others', () => {
    const [highFirst, lowSecond] = predictForest(forest, [0.9, 0.9, 0.5]);
    const [lowFirst, highSecond] = predictForest(forest, [0.1, 0.1, 0.5]);
    expect(highFirst).toBeGreaterThan(3.5);
    expect(lowFirst).toBeLessThan(2.5);
    expect(highSecond).toBeGreaterThan(2.5);
    expect(lowSecond).toBeLessThan(1.5);
    // The noise feature moves neither prediction much.
    const [noisyFirst] = predictForest(forest, [0.9, 0.9, 0.01]);
    expect(Math.abs(noisyFirst! - highFirst!)).toBeLessThan(0.5);
  });

  it("keeps every leaf at its minimum size, so no leaf is a single essay's mark", () => {
    for (const tree of forest.trees) {
      const counts = new Map<number, number>();
      for (const row of x) {
        let node = 0;
        while (tree.feature[node]! >= 0) node = row[tree.feature[node]!]! <= tree.value[node]! ? tree.left[node]! : tree.right[node]!;
        counts.set(node, (counts.get(node) ?? 0) + 1);
      }
      expect(Math.min(...counts.values())).toBeGreaterThanOrEqual(5);
    }
  });

  it('is the same forest for the same seed, and survives rounding for a model file', () => {
    expect(fitForest(x, y, ['first', 'second'], { trees: 3, seed: 9 })).toEqual(fitForest(x, y, ['first', 'second'], { trees: 3, seed: 9 }));
    const rounded = roundForest(forest, 5);
    expect(() => checkForestShape(rounded, 3, 'rounded')).not.toThrow();
    expect(predictForest(rounded, [0.7, 0.2, 0.4])[0]).toBeCloseTo(predictForest(forest, [0.7, 0.2, 0.4])[0]!, 3);
  });

  it('refuses a tree whose leaves do not hold one value per output', () => {
    const broken = structuredClone(forest);
    broken.trees[0]!.leaves.pop();
    expect(() => checkForestShape(broken, 3, 'broken')).toThrow(/tree 0 has \d+ leaf values/u);
    const pointing = structuredClone(forest);
    const leaf = pointing.trees[1]!.feature.indexOf(-1);
    pointing.trees[1]!.value[leaf] = 10_000;
    expect(() => checkForestShape(pointing, 3, 'pointing')).toThrow(/names no leaf/u);
  });

  it('is averaged with a ridge only for the scores it predicts', () => {
    const ridge = { first: 3, second: 3, overall: 3 };
    const row = [0.9, 0.9, 0.5];
    const mixed = averageVoices(ridge, [treeVoice(forest, row)]);
    expect(mixed.first).toBeGreaterThan(3.2);
    expect(mixed.second).toBeLessThan(2.5);
    expect(mixed.overall).toBe(3);
    expect(averageVoices(ridge, [treeVoice(undefined, row)])).toEqual(ridge);
    // With two tree models each score is the mean of three voices.
    const [first] = predictForest(forest, row);
    expect(averageVoices(ridge, [treeVoice(forest, row), treeVoice(forest, row)]).first).toBeCloseTo((3 + 2 * first!) / 3, 10);
  });
});

describe('boosted trees', () => {
  // A smooth sum of two features and their product: what one shallow tree cannot draw, rounds of them add up to.
  const x = Array.from({ length: 400 }, (_, i) => [(i % 20) / 20, (Math.floor(i / 20) % 20) / 20, ((i * 53) % 97) / 97]);
  const y = x.map(([a, b]) => [2 * a! + b! + 2 * a! * b!, 1 - a!]);
  const boosted = fitBoostedTrees(x, y, ['sum', 'minus'], { rounds: 300, rate: 0.1, maxDepth: 3, minLeaf: 10, seed: 5 });
  const error = (model: ReturnType<typeof fitBoostedTrees>) =>
    Math.sqrt(x.reduce((sum, row, i) => sum + (predictForest(model, row)[0]! - y[i]![0]!) ** 2, 0) / x.length);

  it('learns a smooth target far better than one tree or the mean does', () => {
    const oneRound = fitBoostedTrees(x, y, ['sum', 'minus'], { rounds: 1, rate: 1, maxDepth: 3, minLeaf: 10, seed: 5 });
    const mean = y.reduce((sum, row) => sum + row[0]!, 0) / y.length;
    const spread = Math.sqrt(y.reduce((sum, row) => sum + (row[0]! - mean) ** 2, 0) / y.length);
    expect(error(boosted)).toBeLessThan(0.1 * spread);
    expect(error(boosted)).toBeLessThan(0.5 * error(oneRound));
    expect(predictForest(boosted, [0.9, 0.1, 0.5])[1]).toBeCloseTo(0.1, 1);
  });

  it('grows no tree deeper than asked, and keeps the base and rate through rounding and the shape check', () => {
    for (const tree of boosted.trees) {
      const depth = (node: number): number => (tree.feature[node]! < 0 ? 0 : 1 + Math.max(depth(tree.left[node]!), depth(tree.right[node]!)));
      expect(depth(0)).toBeLessThanOrEqual(3);
    }
    const rounded = roundForest(boosted, 5);
    expect(rounded.boost?.rate).toBe(0.1);
    expect(() => checkForestShape(rounded, 3, 'rounded')).not.toThrow();
    expect(predictForest(rounded, [0.3, 0.6, 0.2])[0]).toBeCloseTo(predictForest(boosted, [0.3, 0.6, 0.2])[0]!, 3);
    // Fewer rows than a split needs: every tree is one leaf, and the prediction is the mean.
    const few = fitBoostedTrees(x.slice(0, 8), y.slice(0, 8), ['sum', 'minus'], { rounds: 5, minLeaf: 20, seed: 2 });
    expect(few.trees.every((tree) => tree.feature.length === 1)).toBe(true);
    expect(predictForest(few, [0.5, 0.5, 0.5])[1]).toBeCloseTo(y.slice(0, 8).reduce((sum, row) => sum + row[1]!, 0) / 8, 10);
    const broken = { ...boosted, boost: { base: [1], rate: 0.1 } };
    expect(() => checkForestShape(broken, 3, 'broken')).toThrow(/1 base values for 2 outputs/u);
  });
});

describe('the shipped ELLIPSE model', () => {
  it('grades with its forest and its boosted trees: an essay scored without either gets other ELLIPSE scores', () => {
    const ellipse = loadWritingModel();
    expect(ellipse.forest?.outputs).toEqual(['cohesion', 'syntax', 'vocabulary', 'phraseology', 'grammar', 'conventions', 'overall']);
    expect(ellipse.boosted?.outputs).toEqual(ellipse.forest?.outputs);
    const input = {
      kind: 'ielts-task2' as const,
      prompt: 'Some people think cities should ban cars from their centres. To what extent do you agree?',
      text: 'Many cities are crowded with cars, and the air in their centres is often dirty. In my opinion, banning cars from city centres is a good idea, because it makes streets safer and quieter. However, shops need deliveries, so vans should be allowed early in the morning. In conclusion, a ban helps people more than it harms them.',
    };
    const withTrees = measureAnswer({ ellipse }, input, [], () => true).analytic;
    const ridgeOnly = measureAnswer({ ellipse: { ...ellipse, forest: undefined, boosted: undefined } }, input, [], () => true).analytic;
    const forestOnly = measureAnswer({ ellipse: { ...ellipse, boosted: undefined } }, input, [], () => true).analytic;
    expect(withTrees).not.toEqual(ridgeOnly);
    expect(withTrees).not.toEqual(forestOnly);
    for (const score of Object.values(withTrees)) expect(score).toBeGreaterThanOrEqual(1);
  });
});
