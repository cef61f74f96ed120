/**
 * IELTS raw-score-to-band tables and band rounding. Tables are data so an operator can set their own per test.
 */

export type BandTable = Array<{ min: number; max: number; band: number }>;

/**
 * Listening, 40 questions (PRODUCT.md section 4). Below 11 the published table stops; we continue by half bands
 * over ever narrower ranges (8-10 = 3.5, 6-7 = 3, 4-5 = 2.5, 2-3 = 2), then 1 correct = band 1 and 0 = band 0,
 * because band 0 means 'no assessable answer' and band 1 'non-user'.
 */
export const listeningBands: BandTable = [
  { min: 39, max: 40, band: 9 },
  { min: 37, max: 38, band: 8.5 },
  { min: 35, max: 36, band: 8 },
  { min: 32, max: 34, band: 7.5 },
  { min: 30, max: 31, band: 7 },
  { min: 26, max: 29, band: 6.5 },
  { min: 23, max: 25, band: 6 },
  { min: 18, max: 22, band: 5.5 },
  { min: 16, max: 17, band: 5 },
  { min: 13, max: 15, band: 4.5 },
  { min: 11, max: 12, band: 4 },
  { min: 8, max: 10, band: 3.5 },
  { min: 6, max: 7, band: 3 },
  { min: 4, max: 5, band: 2.5 },
  { min: 2, max: 3, band: 2 },
  { min: 1, max: 1, band: 1 },
  { min: 0, max: 0, band: 0 },
];

/** Academic Reading (PRODUCT.md section 4); below 15 continued by half bands the same way as listening. */
export const academicReadingBands: BandTable = [
  { min: 39, max: 40, band: 9 },
  { min: 37, max: 38, band: 8.5 },
  { min: 35, max: 36, band: 8 },
  { min: 33, max: 34, band: 7.5 },
  { min: 30, max: 32, band: 7 },
  { min: 27, max: 29, band: 6.5 },
  { min: 23, max: 26, band: 6 },
  { min: 19, max: 22, band: 5.5 },
  { min: 15, max: 18, band: 5 },
  { min: 13, max: 14, band: 4.5 },
  { min: 10, max: 12, band: 4 },
  { min: 8, max: 9, band: 3.5 },
  { min: 6, max: 7, band: 3 },
  { min: 4, max: 5, band: 2.5 },
  { min: 2, max: 3, band: 2 },
  { min: 1, max: 1, band: 1 },
  { min: 0, max: 0, band: 0 },
];

/** General Training Reading (PRODUCT.md section 4); below 23 continued by half bands down to 2-5 = 2, 1 = 1, 0 = 0. */
export const generalReadingBands: BandTable = [
  { min: 40, max: 40, band: 9 },
  { min: 39, max: 39, band: 8.5 },
  { min: 37, max: 38, band: 8 },
  { min: 36, max: 36, band: 7.5 },
  { min: 34, max: 35, band: 7 },
  { min: 32, max: 33, band: 6.5 },
  { min: 30, max: 31, band: 6 },
  { min: 27, max: 29, band: 5.5 },
  { min: 23, max: 26, band: 5 },
  { min: 19, max: 22, band: 4.5 },
  { min: 15, max: 18, band: 4 },
  { min: 12, max: 14, band: 3.5 },
  { min: 9, max: 11, band: 3 },
  { min: 6, max: 8, band: 2.5 },
  { min: 2, max: 5, band: 2 },
  { min: 1, max: 1, band: 1 },
  { min: 0, max: 0, band: 0 },
];

/** The reading table for a book's module. */
export function readingBandsFor(module: 'academic' | 'general'): BandTable {
  return module === 'general' ? generalReadingBands : academicReadingBands;
}

/**
 * The band of a raw score. A raw score above every row takes the top band; one that no row covers (a gap in an
 * operator's table, or below it) takes the band of the nearest row below it, else 0.
 */
export function bandForRaw(raw: number, table: BandTable): number {
  const row = table.find((entry) => raw >= entry.min && raw <= entry.max);
  if (row) return row.band;
  const below = table.filter((entry) => entry.max < raw).sort((a, b) => b.max - a.max)[0];
  return below?.band ?? 0;
}

/** Removes floating-point noise such as 6.749999999 before comparing fractions. */
function clean(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/**
 * IELTS rounding to the nearest half band, used for the overall band and for writing: a fraction below .25 rounds
 * down to the whole band, .25 up to below .75 becomes .5, .75 and above goes to the next whole band.
 * 6.125 -> 6, 6.25 -> 6.5, 6.625 -> 6.5, 6.75 -> 7, 6.875 -> 7.
 */
export function roundIeltsBand(x: number): number {
  const value = clean(x);
  const whole = Math.floor(value);
  const fraction = clean(value - whole);
  if (fraction < 0.25) return whole;
  if (fraction < 0.75) return whole + 0.5;
  return whole + 1;
}

/**
 * The mean of the sub-scores that were assessed: a null one was not (a recording with no transcript has no words
 * to judge grammar or vocabulary by), so it neither counts as 0 nor borrows another's value. Null when none was.
 */
export function meanOfAssessed(values: Iterable<number | null | undefined>): number | null {
  const assessed = [...values].filter((value): value is number => typeof value === 'number');
  return assessed.length === 0 ? null : assessed.reduce((sum, value) => sum + value, 0) / assessed.length;
}

/** Overall band: the mean of the section bands, IELTS-rounded. No bands gives 0. */
export function overallBand(bands: readonly number[]): number {
  if (bands.length === 0) return 0;
  return roundIeltsBand(bands.reduce((sum, band) => sum + band, 0) / bands.length);
}

/**
 * Writing band: task 2 counts twice task 1, (T1 + 2 * T2) / 3, IELTS-rounded to the nearest half band as the overall
 * is (.25 -> .5, .75 -> next whole). writingBand(6, 7) = 6.67 -> 6.5.
 */
export function writingBand(task1: number, task2: number): number {
  return roundIeltsBand((task1 + 2 * task2) / 3);
}

/** Nearest half (speaking sub-scores, seed section 9); exact quarters go up: 6.25 -> 6.5, 6.75 -> 7. */
export function roundHalf(x: number): number {
  return Math.round(clean(x) * 2) / 2;
}
