import { describe, expect, it } from 'vitest';
import { expandOptional, fitsWordLimit, matchesKey, normaliseAnswer, overWordLimit } from './match';

/** Each answer as normaliseAnswer stores it, the answer named when one differs. */
function expectStored(cases: Array<[typed: string, stored: string]>) {
  for (const [typed, stored] of cases) expect(normaliseAnswer(typed), typed).toBe(stored);
}

describe('normaliseAnswer', () => {
  it('ignores case, surrounding space and final punctuation, and collapses inner whitespace', () => {
    expectStored([['  Car   Park. ', 'car park'], ['harbour!?', 'harbour'], ['north\tgate,', 'north gate']]);
  });
  it('keeps inner punctuation', () => {
    expectStored([['9.30', '9.30'], ["O’Brien's", "o'brien's"]]);
  });
  it('stores NOT GIVEN as NOTGIVEN', () => {
    expectStored([['NOT GIVEN', 'notgiven'], ['not  given.', 'notgiven'], ['NOTGIVEN', 'notgiven']]);
  });
});

describe('expandOptional', () => {
  it('expands one optional word', () => {
    expect(expandOptional('(the) harbour')).toEqual(['the harbour', 'harbour']);
  });
  it('expands every combination of several brackets', () => {
    expect(expandOptional('(the) old (stone) bridge').sort()).toEqual(
      ['old bridge', 'old stone bridge', 'the old bridge', 'the old stone bridge'].sort(),
    );
  });
  it('leaves a plain answer alone', () => {
    expect(expandOptional('harbour')).toEqual(['harbour']);
  });
});

describe('matchesKey', () => {
  it('is case-insensitive and ignores surrounding space and final punctuation', () => {
    expect(matchesKey('  HARBOUR. ', ['harbour'])).toBe(true);
    expect(matchesKey('Car  park', ['car park'])).toBe(true);
  });
  it('accepts any listed alternative', () => {
    expect(matchesKey('parking', ['car park', 'parking'])).toBe(true);
    expect(matchesKey('garage', ['car park', 'parking'])).toBe(false);
  });
  it('accepts the answer with or without optional words', () => {
    expect(matchesKey('harbour', ['(the) harbour'])).toBe(true);
    expect(matchesKey('the harbour', ['(the) harbour'])).toBe(true);
    expect(matchesKey('a harbour', ['(the) harbour'])).toBe(false);
  });
  it('accepts number words and digits both ways', () => {
    const accepted: Array<[string, string]> = [
      ['three', '3'], ['3', 'three'], ['20', 'twenty'], ['twenty', '20'], ['Forty-five', '45'], ['100', 'one hundred'], ['0', 'zero'],
      ['three days', '3 days'],
    ];
    const refused: Array<[string, string]> = [['4', '3'], ['thirty', '13']];
    for (const [answer, key] of accepted) expect(matchesKey(answer, [key]), `${answer} for ${key}`).toBe(true);
    for (const [answer, key] of refused) expect(matchesKey(answer, [key]), `${answer} for ${key}`).toBe(false);
  });
  it('never accepts an empty answer', () => {
    expect(matchesKey('', ['harbour'])).toBe(false);
    expect(matchesKey('   ', ['harbour'])).toBe(false);
  });
  it('matches NOT GIVEN typed with a space against the NOTGIVEN key', () => {
    expect(matchesKey('NOT GIVEN', ['NOTGIVEN'])).toBe(true);
    expect(matchesKey('notgiven', ['NOTGIVEN'])).toBe(true);
    expect(matchesKey('FALSE', ['NOTGIVEN'])).toBe(false);
  });
  it('rejects an answer over the word limit even when it contains the key', () => {
    const oneWord = { maxWords: 1, number: false };
    expect(matchesKey('harbour', ['harbour'], oneWord)).toBe(true);
    expect(matchesKey('the harbour', ['(the) harbour'], oneWord)).toBe(false);
    expect(matchesKey('old harbour', ['harbour', 'old harbour'], oneWord)).toBe(false);
  });
  it('counts a number as a word when the limit allows no number', () => {
    const twoWords = { maxWords: 2, number: false };
    expect(matchesKey('3 rooms', ['3 rooms'], twoWords)).toBe(true);
    expect(matchesKey('3 large rooms', ['3 large rooms'], twoWords)).toBe(false);
  });
});

describe('fitsWordLimit', () => {
  it('lets one number stand beside the words for AND/OR A NUMBER', () => {
    const limit = { maxWords: 2, number: true };
    expect(fitsWordLimit('3 large rooms', limit)).toBe(true);
    expect(fitsWordLimit('three large rooms', limit)).toBe(true);
    expect(fitsWordLimit('very large rooms', limit)).toBe(false);
    expect(fitsWordLimit('3 very large rooms', limit)).toBe(false);
  });
  it('counts a hyphenated or spaced number word as one number', () => {
    expect(fitsWordLimit('twenty-one', { maxWords: 1, number: false })).toBe(true);
    expect(fitsWordLimit('twenty one', { maxWords: 1, number: false })).toBe(true);
  });
  it('ignores surrounding space and punctuation', () => {
    expect(fitsWordLimit('  harbour .', { maxWords: 1, number: false })).toBe(true);
  });
});

describe('overWordLimit', () => {
  it("is the scorer's own length rule: over exactly when a key equal to the answer is refused", () => {
    const answers = ['harbour', 'the harbour', '3 rooms', 'three large rooms', 'the 3 large rooms', '9.30 am'];
    for (const maxWords of [1, 2, 3]) {
      for (const number of [false, true]) {
        for (const answer of answers) {
          expect({ answer, maxWords, number, over: overWordLimit(answer, { maxWords, number }) }).toEqual({
            answer,
            maxWords,
            number,
            over: !matchesKey(answer, [answer], { maxWords, number }),
          });
        }
      }
    }
  });
  it('never calls an empty answer over', () => {
    expect(overWordLimit('   ', { maxWords: 1, number: false })).toBe(false);
  });
});
