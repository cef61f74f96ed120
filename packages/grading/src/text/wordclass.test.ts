import { describe, expect, it } from 'vitest';
import { frequencyWords } from './lexicon';
import { warmWordClasses } from './wordclass';

describe('classing the common words ahead (the grading thread after its start)', () => {
  it('yields between small turns, so a grade that arrives meanwhile is not held up until all are classed', async () => {
    const words = frequencyWords().slice(20_000, 20_400);
    const order: string[] = [];
    const warming = warmWordClasses(words, 50).then(() => order.push('warmed'));
    setImmediate(() => order.push('a grade'));
    await warming;
    expect(order).toEqual(['a grade', 'warmed']);
  });
});
