import { describe, expect, it } from 'vitest';
import {
  academicReadingBands,
  bandForRaw,
  type BandTable,
  formatHalfBand,
  generalReadingBands,
  listeningBands,
  meanOfAssessed,
  overallBand,
  readingBandsFor,
  roundHalf,
  roundIeltsBand,
  writingBand,
} from './bands';

function expectTableCoversZeroToForty(table: BandTable) {
  for (let raw = 0; raw <= 40; raw += 1) {
    expect(table.filter((row) => raw >= row.min && raw <= row.max), `raw ${raw}`).toHaveLength(1);
  }
  const byRaw = Array.from({ length: 41 }, (_, raw) => bandForRaw(raw, table));
  for (let raw = 1; raw <= 40; raw += 1) expect(byRaw[raw]).toBeGreaterThanOrEqual(byRaw[raw - 1] as number);
  expect(byRaw[0]).toBe(0);
  expect(byRaw[40]).toBe(9);
}

describe('band tables', () => {
  it('each covers 0-40 exactly once, rising from 0 to 9', () => {
    expectTableCoversZeroToForty(listeningBands);
    expectTableCoversZeroToForty(academicReadingBands);
    expectTableCoversZeroToForty(generalReadingBands);
  });

  it('listening matches the published rows', () => {
    const cases: Array<[number, number]> = [
      [40, 9], [39, 9], [38, 8.5], [37, 8.5], [36, 8], [35, 8], [34, 7.5], [32, 7.5], [31, 7], [30, 7], [29, 6.5],
      [26, 6.5], [25, 6], [23, 6], [22, 5.5], [18, 5.5], [17, 5], [16, 5], [15, 4.5], [13, 4.5], [12, 4], [11, 4],
      [10, 3.5], [8, 3.5], [7, 3], [6, 3], [5, 2.5], [4, 2.5], [3, 2], [2, 2], [1, 1], [0, 0],
    ];
    for (const [raw, band] of cases) expect(bandForRaw(raw, listeningBands), `raw ${raw}`).toBe(band);
  });

  it('academic reading matches the published rows', () => {
    const cases: Array<[number, number]> = [
      [40, 9], [39, 9], [38, 8.5], [37, 8.5], [36, 8], [35, 8], [34, 7.5], [33, 7.5], [32, 7], [30, 7], [29, 6.5],
      [27, 6.5], [26, 6], [23, 6], [22, 5.5], [19, 5.5], [18, 5], [15, 5], [14, 4.5], [10, 4], [0, 0],
    ];
    for (const [raw, band] of cases) expect(bandForRaw(raw, academicReadingBands), `raw ${raw}`).toBe(band);
  });

  it('general training reading matches the published rows', () => {
    const cases: Array<[number, number]> = [
      [40, 9], [39, 8.5], [38, 8], [37, 8], [36, 7.5], [35, 7], [34, 7], [33, 6.5], [32, 6.5], [31, 6], [30, 6],
      [29, 5.5], [27, 5.5], [26, 5], [23, 5], [22, 4.5], [0, 0],
    ];
    for (const [raw, band] of cases) expect(bandForRaw(raw, generalReadingBands), `raw ${raw}`).toBe(band);
  });

  it('picks the reading table by module', () => {
    expect(readingBandsFor('academic')).toBe(academicReadingBands);
    expect(readingBandsFor('general')).toBe(generalReadingBands);
  });

  it('handles operator tables with gaps or raw scores beyond them', () => {
    const table: BandTable = [
      { min: 30, max: 40, band: 8 },
      { min: 10, max: 20, band: 5 },
    ];
    expect(bandForRaw(25, table)).toBe(5);
    expect(bandForRaw(45, table)).toBe(8);
    expect(bandForRaw(5, table)).toBe(0);
  });
});

describe('roundIeltsBand', () => {
  it('rounds quarters as IELTS does', () => {
    const cases: Array<[number, number]> = [[6.25, 6.5], [6.125, 6], [6.75, 7], [6.875, 7], [6.625, 6.5], [6, 6], [6.5, 6.5], [6.2, 6], [6.7, 6.5]];
    for (const [mean, band] of cases) expect(roundIeltsBand(mean), `mean ${mean}`).toBe(band);
  });
  it('is not fooled by floating-point noise', () => {
    expect(roundIeltsBand(0.1 + 0.15 + 6)).toBe(6.5);
    expect(roundIeltsBand((6.5 + 7 + 6.5 + 7) / 4)).toBe(7);
  });
});

describe('meanOfAssessed', () => {
  it('averages the assessed sub-scores and leaves the unassessed out, neither as 0 nor as a copy', () => {
    expect(meanOfAssessed([6, null, 7, undefined])).toBe(6.5);
    expect(meanOfAssessed([5, 6, 7])).toBe(6);
    expect(meanOfAssessed([0, null])).toBe(0);
  });
  it('is null when nothing was assessed', () => {
    expect(meanOfAssessed([null, null])).toBeNull();
    expect(meanOfAssessed([])).toBeNull();
  });
});

describe('overallBand', () => {
  it('is the IELTS-rounded mean of the four bands', () => {
    // Their means: 6.25, 6.125, 6.75, 6.875, 6.625.
    const cases: Array<[number[], number]> = [
      [[6.5, 6.5, 5, 7], 6.5], [[6, 6, 6, 6.5], 6], [[7, 7, 6.5, 6.5], 7], [[7, 7, 7, 6.5], 7], [[7, 6.5, 6.5, 6.5], 6.5],
    ];
    for (const [bands, overall] of cases) expect(overallBand(bands), `bands ${bands.join(', ')}`).toBe(overall);
  });
  it('is 0 without bands', () => {
    expect(overallBand([])).toBe(0);
  });
});

describe('writingBand', () => {
  it('weights task 2 twice task 1 and rounds to the nearest half band', () => {
    // Their weighted means: 6.67, 6.33, 6.33, 6, 6.83, 5.83.
    const cases: Array<[number, number, number]> = [[6, 7, 6.5], [7, 6, 6.5], [5, 7, 6.5], [6, 6, 6], [6.5, 7, 7], [5.5, 6, 6]];
    for (const [task1, task2, band] of cases) expect(writingBand(task1, task2), `tasks ${task1}, ${task2}`).toBe(band);
  });
});

/** What roundHalf does with a kind of value, and [value, rounded] pairs that show it. */
const roundings: { given: string; cases: [number, number][] }[] = [
  { given: 'a whole or half band, keeps it', cases: [[6, 6], [6.5, 6.5], [0, 0], [9, 9]] },
  { given: 'a quarter, rounds up to the next half', cases: [[6.25, 6.5], [6.75, 7]] },
  {
    given: 'values either side of a quarter, rounds to the nearest half',
    cases: [[6.2, 6], [6.24, 6], [6.26, 6.5], [6.74, 6.5], [6.76, 7], [5.1, 5], [5.9, 6]],
  },
  { given: 'float noise just under a quarter, still rounds up', cases: [[(6.1 + 6.4) / 2, 6.5], [6.2499999999, 6.5]] },
  // toBe compares with Object.is, so NaN is NaN.
  { given: 'a non-finite value, returns it unchanged', cases: [[Number.NaN, Number.NaN], [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY]] },
];

describe('roundHalf', () => {
  for (const { given, cases } of roundings) {
    it(`given ${given}`, () => {
      for (const [value, rounded] of cases) expect(roundHalf(value), `value ${value}`).toBe(rounded);
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
