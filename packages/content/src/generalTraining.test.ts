/**
 * The General Training book (card 4) is scored on the General Training reading table, not the Academic one: the same
 * raw score is a lower band because GT reading texts are easier (PRODUCT.md section 4, core's generalReadingBands).
 */
import { describe, expect, it } from 'vitest';
import { bandForRaw, readingBandsFor } from '@bandwise/core';
import { ieltsBooks } from './public';

describe('General Training content', () => {
  const general = ieltsBooks.filter((book) => book.module === 'general');

  it('ships one General Training book beside the Academic ones', () => {
    expect(general.map((book) => book.slug)).toEqual(['book4']);
    expect(ieltsBooks.filter((book) => book.module === 'academic').length).toBeGreaterThanOrEqual(3);
  });

  it('bands its reading with the General Training table', () => {
    const table = readingBandsFor('general');
    // 30 correct: band 6 in General Training, 7 in Academic; 40 is 9 in both, 23 is 5 against 6.
    expect(bandForRaw(30, table)).toBe(6);
    expect(bandForRaw(30, readingBandsFor('academic'))).toBe(7);
    expect(bandForRaw(23, table)).toBe(5);
    expect(bandForRaw(40, table)).toBe(9);
  });

  it('has no picture in writing task 1 (a letter, not a chart)', () => {
    for (const book of general) expect(book.writing.tasks[0]?.image).toBeUndefined();
  });
});
