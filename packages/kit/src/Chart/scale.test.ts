import { describe, expect, it } from 'vitest';
import { chartScales, formatValue, percentOf, resolveScale, sparseTicks, ticks } from './scale';

describe('chart scales', () => {
  it('given the band scale, grid lines fall on each whole band and values print with one decimal', () => {
    const scale = resolveScale('band');
    expect(ticks(scale)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(formatValue(7, scale)).toBe('7.0');
    expect(formatValue(6.5, scale)).toBe('6.5');
    expect(percentOf(4.5, scale)).toBe(50);
  });

  it('given the multi-level scale, grid lines every 15 and whole scores', () => {
    expect(ticks(chartScales.multiLevel)).toEqual([0, 15, 30, 45, 60, 75]);
    expect(formatValue(52, chartScales.multiLevel)).toBe('52');
  });

  it('given a value outside the axis, it is clamped to the chart', () => {
    expect(percentOf(12, chartScales.band)).toBe(100);
    expect(percentOf(-1, chartScales.band)).toBe(0);
    expect(percentOf(3, { max: 0, step: 1, decimals: 0 })).toBe(0);
  });

  it('given a short chart, it keeps every k-th grid line and the top of the axis', () => {
    expect(sparseTicks(chartScales.band, 3)).toEqual([0, 3, 6, 9]);
    expect(sparseTicks(chartScales.multiLevel, 3)).toEqual([0, 30, 60, 75]);
  });
});
