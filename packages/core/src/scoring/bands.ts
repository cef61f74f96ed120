/**
 * IELTS raw-score-to-band tables and band rounding. Tables are data so an operator can set their own per test.
 */

export type BandTable = Array<{ min: number; max: number; band: number }>;

/** The bands of every built-in table, top first: 9 down by half bands to 2, then 1 ('non-user') and 0 ('no assessable answer'). */
const LADDER = [9, 8.5, 8, 7.5, 7, 6.5, 6, 5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1, 0] as const;

/**
 * A 40-question table from the lowest raw score of each LADDER band, top first: each band runs up to one below the
 * band above it, so the rows cover 0-40 with no gap and no overlap by construction.
 */
function fromLowest(lowest: readonly number[]): BandTable {
  if (lowest.length !== LADDER.length) throw new Error(`A band table needs ${LADDER.length} lowest scores, got ${lowest.length}`);
  return LADDER.map((band, i) => ({ min: lowest[i]!, max: i === 0 ? 40 : lowest[i - 1]! - 1, band }));
}

/**
 * Listening, 40 questions (PRODUCT.md section 4). Below 11 the published table stops; we continue by half bands
 * over ever narrower ranges (8-10 = 3.5, 6-7 = 3, 4-5 = 2.5, 2-3 = 2), then 1 correct = band 1 and 0 = band 0,
 * because band 0 means 'no assessable answer' and band 1 'non-user'.
 */
export const listeningBands: BandTable = fromLowest([39, 37, 35, 32, 30, 26, 23, 18, 16, 13, 11, 8, 6, 4, 2, 1, 0]);

/** Academic Reading (PRODUCT.md section 4); below 15 continued by half bands the same way as listening. */
export const academicReadingBands: BandTable = fromLowest([39, 37, 35, 33, 30, 27, 23, 19, 15, 13, 10, 8, 6, 4, 2, 1, 0]);

/** General Training Reading (PRODUCT.md section 4); below 23 continued by half bands down to 2-5 = 2, 1 = 1, 0 = 0. */
export const generalReadingBands: BandTable = fromLowest([40, 39, 37, 36, 34, 32, 30, 27, 23, 19, 15, 12, 9, 6, 2, 1, 0]);

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

/**
 * Nearest half (speaking sub-scores, seed section 9, and each criterion); exact quarters go up: 6.25 -> 6.5, 6.75 -> 7.
 * clean() first, so a mean meant to be 6.25 that float arithmetic left at 6.2499999 still goes up. NaN and infinities
 * come back unchanged, for callers that show them as ungraded.
 */
export function roundHalf(x: number): number {
  return Math.round(clean(x) * 2) / 2;
}

/** A half-band score with one decimal, rounded as roundHalf rounds: 6 -> '6.0', 6.25 -> '6.5'. */
export function formatHalfBand(score: number): string {
  return roundHalf(score).toFixed(1);
}
