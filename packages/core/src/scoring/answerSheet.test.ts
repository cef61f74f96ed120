import { describe, expect, it } from 'vitest';
import { ANSWER_SLOTS, applyAnswers, emptySheet, isAnswerSheet, slotValue } from './answerSheet';

describe('emptySheet', () => {
  it('has 40 empty slots', () => {
    expect(ANSWER_SLOTS).toBe(40);
    expect(emptySheet()).toEqual(Array.from({ length: 40 }, () => ''));
  });
  it('returns a fresh array each time', () => {
    const a = emptySheet();
    a[0] = 'x';
    expect(emptySheet()[0]).toBe('');
  });
});

describe('sheet updates', () => {
  it('writes answers into slot number - 1 and keeps the other 39 slots', () => {
    const sheet = applyAnswers(emptySheet(), [[1, 'Maskell'], [40, 'leaflet']]);
    expect(sheet).toHaveLength(40);
    expect(sheet[0]).toBe('Maskell');
    expect(sheet[39]).toBe('leaflet');
    expect(sheet.filter((value) => value !== '')).toHaveLength(2);
  });

  it('never changes the sheet it was given', () => {
    const before = emptySheet();
    applyAnswers(before, [[3, 'x']]);
    expect(before[2]).toBe('');
  });

  it('pads a short sheet to 40 slots and ignores numbers outside 1-40', () => {
    const sheet = applyAnswers(['a'], [[0, 'x'], [41, 'y'], [2.5, 'z']]);
    expect(sheet).toHaveLength(40);
    expect(sheet[0]).toBe('a');
    expect(sheet.join('')).toBe('a');
  });

  it('reads missing slots as empty', () => {
    expect(slotValue([], 7)).toBe('');
    expect(slotValue(['x'], 1)).toBe('x');
  });
});

describe('isAnswerSheet', () => {
  it('accepts exactly 40 strings and nothing else, so a damaged draft is never restored', () => {
    expect(isAnswerSheet(emptySheet())).toBe(true);
    expect(isAnswerSheet(emptySheet().slice(1))).toBe(false);
    expect(isAnswerSheet([...emptySheet().slice(1), 3])).toBe(false);
    expect(isAnswerSheet({ length: 40 })).toBe(false);
  });
});
