import { describe, expect, it } from 'vitest';
import { matchesKey, type WordLimit } from '@bandwise/core';
import { gapFillState } from './state';

/** Every word-limit kind the content uses, and answers on both sides of each. */
const limits: WordLimit[] = [1, 2, 3].flatMap((maxWords) => [
  { maxWords, number: false },
  { maxWords, number: true },
]);
const answers = [
  'harbour',
  'the harbour',
  'the old harbour',
  'the old stone harbour',
  '3',
  '3 rooms',
  'three rooms',
  '3 large rooms',
  'twenty-one large rooms',
  '3 very large rooms',
  '9.30 am',
  'half past nine',
];

describe('the blank warns exactly when the scorer refuses for length', () => {
  for (const limit of limits) {
    it(`${limit.maxWords} word(s)${limit.number ? ' and/or a number' : ''}`, () => {
      for (const answer of answers) {
        // Keyed with the answer itself, the scorer can refuse it only for its length.
        const refused = !matchesKey(answer, [answer], limit);
        expect({ answer, warned: gapFillState(answer, limit) === 'over-limit' }).toEqual({ answer, warned: refused });
      }
    });
  }

  it("flags 'the harbour' under ONE WORD AND/OR A NUMBER, which the scorer marks wrong", () => {
    expect(gapFillState('the harbour', { maxWords: 1, number: true })).toBe('over-limit');
    expect(gapFillState('3 rooms', { maxWords: 1, number: true })).toBe('answered');
  });

  it('is unanswered for blank text, and never over without a limit', () => {
    expect(gapFillState('   ')).toBe('unanswered');
    expect(gapFillState('a very long answer indeed')).toBe('answered');
  });
});
