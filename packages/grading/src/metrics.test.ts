import { describe, expect, it } from 'vitest';
import { kFolds, mcrmse, pearson, qwk, rmse } from './metrics';

describe('metrics', () => {
  it('pearson is 1 for a linear relation, -1 reversed, 0 without variance', () => {
    expect(pearson([1, 2, 3, 4], [2, 4, 6, 8])).toBeCloseTo(1, 10);
    expect(pearson([1, 2, 3, 4], [8, 6, 4, 2])).toBeCloseTo(-1, 10);
    expect(pearson([1, 2, 3], [5, 5, 5])).toBe(0);
    // Hand-computed: x = [1,2,3], y = [1,3,2] -> r = 0.5
    expect(pearson([1, 2, 3], [1, 3, 2])).toBeCloseTo(0.5, 10);
  });

  it('rmse and mcrmse match hand computation', () => {
    expect(rmse([1, 2, 3], [1, 2, 3])).toBe(0);
    expect(rmse([0, 0], [3, 4])).toBeCloseTo(Math.sqrt(12.5), 10);
    const truth = { a: [1, 2], b: [3, 3] };
    const predicted = { a: [1, 4], b: [4, 2] };
    // a: sqrt((0 + 4) / 2) = 1.4142; b: sqrt((1 + 1) / 2) = 1
    expect(mcrmse(truth, predicted)).toBeCloseTo((Math.SQRT2 + 1) / 2, 10);
    expect(() => mcrmse(truth, { a: [1, 2] })).toThrow(/column 'b'/u);
  });

  it('qwk is 1 for perfect agreement, about 0 for chance, negative for reversed', () => {
    const a = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5];
    expect(qwk(a, a)).toBeCloseTo(1, 10);
    // Symmetric, and one step off everywhere costs agreement without reversing it.
    const offByOne = a.map((x) => (x === 5 ? 4 : x + 1));
    expect(qwk(a, offByOne)).toBeCloseTo(qwk(offByOne, a), 10);
    expect(qwk(a, offByOne)).toBeGreaterThan(0.5);
    expect(qwk(a, offByOne)).toBeLessThan(0.95);
    expect(qwk([1, 2, 3, 4, 5], [5, 4, 3, 2, 1])).toBeLessThan(-0.9);
    // Rounding to half steps first: 2.2 -> 2.0, 2.3 -> 2.5
    expect(qwk([2, 2.5, 3], [2.2, 2.3, 3.1])).toBeCloseTo(1, 10);
    // A classic small example: categories 0-2, one disagreement by one step.
    expect(qwk([0, 1, 2, 2], [0, 1, 2, 1], { step: 1 })).toBeCloseTo(0.8, 10);
  });

  it('rejects mismatched or empty input', () => {
    expect(() => pearson([1], [1, 2])).toThrow(/differ in length/u);
    expect(() => rmse([], [])).toThrow(/empty/u);
  });

  it('kFolds is deterministic and balanced', () => {
    const folds = kFolds(103, 5);
    expect(kFolds(103, 5)).toEqual(folds);
    const sizes = [0, 1, 2, 3, 4].map((fold) => folds.filter((f) => f === fold).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });
});
