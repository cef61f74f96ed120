import { describe, expect, it } from 'vitest';
import { formatHalfBand, roundHalf } from './roundHalf';

describe('roundHalf', () => {
  it('given a whole or half band, keeps it', () => {
    expect(roundHalf(6)).toBe(6);
    expect(roundHalf(6.5)).toBe(6.5);
    expect(roundHalf(0)).toBe(0);
    expect(roundHalf(9)).toBe(9);
  });

  it('given a quarter, rounds up to the next half', () => {
    expect(roundHalf(6.25)).toBe(6.5);
    expect(roundHalf(6.75)).toBe(7);
  });

  it('given values either side of a quarter, rounds to the nearest half', () => {
    expect(roundHalf(6.24)).toBe(6);
    expect(roundHalf(6.26)).toBe(6.5);
    expect(roundHalf(6.74)).toBe(6.5);
    expect(roundHalf(6.76)).toBe(7);
    expect(roundHalf(5.1)).toBe(5);
    expect(roundHalf(5.9)).toBe(6);
  });

  it('given float noise just under a quarter, still rounds up', () => {
    expect(roundHalf((6.1 + 6.4) / 2)).toBe(6.5);
    expect(roundHalf(6.2499999999)).toBe(6.5);
  });

  it('given a non-finite value, returns it unchanged', () => {
    expect(roundHalf(Number.NaN)).toBeNaN();
    expect(roundHalf(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('formatHalfBand', () => {
  it('shows one decimal after rounding', () => {
    expect(formatHalfBand(6.25)).toBe('6.5');
    expect(formatHalfBand(6)).toBe('6.0');
    expect(formatHalfBand(7.8)).toBe('8.0');
    expect(formatHalfBand(4.6)).toBe('4.5');
  });
});
