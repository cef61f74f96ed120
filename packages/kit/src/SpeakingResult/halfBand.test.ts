import { describe, expect, it } from 'vitest';
import { formatHalfBand } from './halfBand';

describe('formatHalfBand', () => {
  it.each([
    [6.25, '6.5'],
    [6, '6.0'],
    [7.8, '8.0'],
    [4.6, '4.5'],
  ])('shows %d as %s: one decimal after rounding', (value, shown) => {
    expect(formatHalfBand(value)).toBe(shown);
  });
});
