import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitKernelRidge, predictKernelRidge, predictKernelRidgeStandardised } from './kernelRidge';
import { DEFAULT_WRITING_MODEL_URL, loadWritingModel, predictWritingModel } from './model';
import { fitRidge, predictRidge, standardise } from './ridge';

describe('Gaussian kernel ridge', () => {
  // A hump on the first feature (5 in the middle, 3 at both ends) that no straight line can draw, and a second
  // output that is linear in the second feature; the third feature is noise.
  const x = Array.from({ length: 240 }, (_, i) => [(i % 24) / 24, (Math.floor(i / 24) % 10) / 10, ((i * 37) % 101) / 101]);
  const y = x.map(([a, b]) => [3 + 2 * (1 - 4 * (a! - 0.5) ** 2), 1 + 2 * b!]);
  const names = ['a', 'b', 'noise'];
  const ridge = fitRidge(names, x, { bump: y.map((row) => row[0]!), line: y.map((row) => row[1]!) }, { lambda: 1 });
  const kernel = fitKernelRidge(x.map((row) => standardise(ridge, row)), y, ['bump', 'line']);

  it('draws the hump a linear ridge on the same rows cannot', () => {
    const [middle] = predictKernelRidge(kernel, ridge, [0.5, 0.5, 0.5]);
    const [edge] = predictKernelRidge(kernel, ridge, [0.05, 0.5, 0.5]);
    expect(middle).toBeGreaterThan(4.5);
    expect(edge).toBeLessThan(3.5);
    const linearMiddle = predictRidge(ridge, [0.5, 0.5, 0.5]).bump!;
    const linearEdge = predictRidge(ridge, [0.05, 0.5, 0.5]).bump!;
    expect(Math.abs(linearMiddle - linearEdge)).toBeLessThan(0.5);
  });

  it('follows each output on its own feature, and the noise feature moves little', () => {
    const [, low] = predictKernelRidge(kernel, ridge, [0.5, 0.1, 0.5]);
    const [, high] = predictKernelRidge(kernel, ridge, [0.5, 0.8, 0.5]);
    expect(high! - low!).toBeGreaterThan(1);
    const [moved] = predictKernelRidge(kernel, ridge, [0.5, 0.5, 0.05]);
    const [middle] = predictKernelRidge(kernel, ridge, [0.5, 0.5, 0.5]);
    expect(Math.abs(moved! - middle!)).toBeLessThan(0.5);
  });

  it('keeps one weight per training row and output, and chose its width and regularisation from the grid', () => {
    expect(kernel.rows).toHaveLength(x.length);
    expect(kernel.weights.map((weights) => weights.length)).toEqual([x.length, x.length]);
    expect([0.1, 0.3, 1]).toContain(kernel.alpha);
    expect([4, 8, 16].map((width) => 1 / (width * names.length))).toContain(kernel.gamma);
  });

  it('far from every training row falls back to the training mean', () => {
    const far = predictKernelRidgeStandardised(kernel, [50, -50, 50]);
    expect(far[0]).toBeCloseTo(kernel.intercepts[0]!, 6);
    expect(far[1]).toBeCloseTo(kernel.intercepts[1]!, 6);
  });

  it('joins a model file as a fourth voice when a refit with --kernel wrote one, and a file whose rows do not fit is refused', () => {
    const shipped = JSON.parse(readFileSync(DEFAULT_WRITING_MODEL_URL, 'utf8'));
    const features = shipped.features.length;
    // A kernel that predicts 5 for cohesion wherever the row is: one kept row of weight 5, a kernel so wide it is 1 everywhere.
    const kernel = { outputs: ['cohesion'], gamma: 1e-9, alpha: 1, rows: [new Array(features).fill(0)], intercepts: [0], weights: [[5]] };
    const dir = mkdtempSync(path.join(tmpdir(), 'kernel-'));
    const file = path.join(dir, 'model.json');
    writeFileSync(file, JSON.stringify({ ...shipped, kernel }));
    const withKernel = loadWritingModel(file);
    const row = new Array(features).fill(0);
    const without = predictWritingModel(loadWritingModel(), row);
    const joined = predictWritingModel(withKernel, row);
    // The shipped model's cohesion is the mean of three voices; with the kernel it is the mean of four.
    expect(joined.cohesion).toBeCloseTo((3 * without.cohesion! + 5) / 4, 3);
    expect(joined.syntax).toBeCloseTo(without.syntax!, 10);
    writeFileSync(file, JSON.stringify({ ...shipped, kernel: { ...kernel, rows: [[0, 0]] } }));
    expect(() => loadWritingModel(file)).toThrow(/kernel ridge's rows do not have the \d+ features/u);
    writeFileSync(file, JSON.stringify({ ...shipped, kernel: { ...kernel, weights: [[5, 1]] } }));
    expect(() => loadWritingModel(file)).toThrow(/one weight per kept row/u);
  });
});
