import { describe, expect, it } from 'vitest';
import { formatHalfBand, roundHalf } from './roundHalf';

/** What roundHalf does with a kind of value, and [value, rounded] pairs that show it. */
const roundings: { given: string; cases: [number, number][] }[] = [
  { given: 'a whole or half band, keeps it', cases: [[6, 6], [6.5, 6.5], [0, 0], [9, 9]] },
  { given: 'a quarter, rounds up to the next half', cases: [[6.25, 6.5], [6.75, 7]] },
  {
    given: 'values either side of a quarter, rounds to the nearest half',
    cases: [[6.24, 6], [6.26, 6.5], [6.74, 6.5], [6.76, 7], [5.1, 5], [5.9, 6]],
  },
  { given: 'float noise just under a quarter, still rounds up', cases: [[(6.1 + 6.4) / 2, 6.5], [6.2499999999, 6.5]] },
  // toBe compares with Object.is, so NaN is NaN.
  { given: 'a non-finite value, returns it unchanged', cases: [[Number.NaN, Number.NaN], [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY]] },
];

describe('roundHalf', () => {
  for (const { given, cases } of roundings) {
    it(`given ${given}`, () => {
      for (const [value, rounded] of cases) expect(roundHalf(value)).toBe(rounded);
    });
  }
});

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
