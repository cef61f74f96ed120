import { describe, expect, it } from 'vitest';
import { mattr, mtld } from '../text/diversity';
import { sentences, paragraphs, words } from '../text/tokenize';
import { buildVocabulary, fitNgramRidge, kernel, ngramTokens, predictNgram, vectorize } from './ngrams';
import { fitRidge, predictRidge } from './ridge';
import { ellipseToBand } from './scale';
import { MAX_ENCODED_WORDS, MAX_SENTENCES, sentencesToEncode } from './sense';
import { multiLevelScore } from '@bandwise/core';

describe('ridge regression', () => {
  it('recovers a linear relation and clips to the rating range', () => {
    const rows: number[][] = [];
    const y: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const a = Math.sin(i) * 2;
      const b = Math.cos(i * 1.7);
      rows.push([a, b]);
      y.push(3 + 0.5 * a - 0.25 * b);
    }
    const model = fitRidge(['a', 'b'], rows, { score: y }, { lambda: 1e-6, range: [1, 5] });
    expect(predictRidge(model, [1, 0]).score).toBeCloseTo(3.5, 2);
    expect(predictRidge(model, [0, 1]).score).toBeCloseTo(2.75, 2);
    // Outside the training range features are clipped to its 1st-99th percentile, and the output to 1-5.
    expect(predictRidge(model, [1000, 0]).score).toBeLessThanOrEqual(5);
    const heavy = fitRidge(['a', 'b'], rows, { score: y }, { lambda: 1e6 });
    expect(predictRidge(heavy, [1, 0]).score).toBeCloseTo(3, 1);
  });

  it('fits the n-gram ridge in dual form and predicts from text', () => {
    const texts = ['he have a car', 'he has a car', 'she have a dog', 'she has a dog', 'they has a cat', 'they have a cat'];
    const scores = [2, 4, 2, 4, 2, 4];
    const documents = texts.map(ngramTokens);
    expect(documents[0]).toContain('he have');
    expect(documents[0]).toContain('<s> he');
    const { vocabulary, idf } = buildVocabulary(documents, 1, 100);
    const lookup = new Map(vocabulary.map((gram, index) => [gram, index]));
    const vectors = documents.map((document) => vectorize(document, lookup, idf));
    const model = fitNgramRidge(vectors, kernel(vectors), [0, 1, 2, 3], { grammar: scores }, vocabulary.length, 0.1);
    const good = predictNgram(model, vectorize(ngramTokens('he has a dog'), lookup, idf)).grammar!;
    const bad = predictNgram(model, vectorize(ngramTokens('he have a dog'), lookup, idf)).grammar!;
    expect(good).toBeGreaterThan(bad);
  });
});

describe('scale links', () => {
  it('maps ELLIPSE to bands through the stated anchors', () => {
    const cases: Array<[number, number]> = [[1, 3], [2, 4.5], [3, 6], [3.5, 6.75], [5, 9], [0.5, 3]];
    for (const [ellipse, band] of cases) expect(ellipseToBand(ellipse), `ELLIPSE ${ellipse}`).toBe(band);
  });

  it('maps bands to the multi-level 0-75 scale and its levels', () => {
    expect(multiLevelScore(4)).toEqual({ score: 38, level: 'B1' });
    expect(multiLevelScore(5.5)).toEqual({ score: 51, level: 'B2' });
    expect(multiLevelScore(7)).toEqual({ score: 65, level: 'C1' });
    expect(multiLevelScore(3).level).toBe('Below B1');
    expect(multiLevelScore(9).score).toBe(75);
  });
});

describe('text measures', () => {
  it('splits sentences but not at abbreviations or initials, and paragraphs at line breaks', () => {
    const text = 'Dr. Smith and J. Jones arrived at five today. He said: "It works!" Did it?\n\nYes, e.g. here.';
    const list = sentences(text).map((sentence) => sentence.text);
    expect(list).toEqual(['Dr. Smith and J. Jones arrived at five today.', 'He said: "It works!"', 'Did it?', 'Yes, e.g. here.']);
    expect(paragraphs(text)).toHaveLength(2);
    const offsets = sentences(text)[1]!;
    expect(text.slice(offsets.start, offsets.end)).toBe('He said: "It works!"');
    expect(words("People's don’t 42 go").map((word) => word.lower)).toEqual(["people's", "don't", 'go']);
  });

  it('ends a sentence at a full stop with no space before the next capitalised word, not inside U.S. or e.g.', () => {
    const text = 'Noise is a concern.This essay looks at it.Laws help!Do they?Some say no. U.S.Steel said no, e.g.Tokyo.';
    expect(sentences(text).map((sentence) => sentence.text)).toEqual(['Noise is a concern.', 'This essay looks at it.', 'Laws help!', 'Do they?', 'Some say no.', 'U.S.Steel said no, e.g.Tokyo.']);
    expect(sentences('It costs 3.5 dollars.Fine.')).toHaveLength(2);
    expect(sentences('Some say no. Others agree.')).toHaveLength(2);
  });

  it('MATTR and MTLD do not fall with length for the same kind of text', () => {
    const base = 'the quick brown fox jumps over a lazy dog while seven wise owls watch from the old oak tree'.split(' ');
    const short = base.concat(base);
    const long = Array.from({ length: 10 }, () => base).flat();
    expect(Math.abs(mattr(short, 20) - mattr(long, 20))).toBeLessThan(0.05);
    expect(mtld(long)).toBeGreaterThan(10);
    expect(mattr(['a', 'a', 'a', 'a'])).toBe(0.25);
    expect(mtld([])).toBe(0);
  });
});

describe('what the sentence encoder reads of an answer', () => {
  const sentence = (n: number) => `${Array.from({ length: n - 1 }, () => 'word').join(' ')} end.`;
  it('takes whole first sentences up to the word budget, never fewer than three', () => {
    const short = Array.from({ length: 20 }, () => sentence(10));
    expect(sentencesToEncode(short)).toHaveLength(Math.min(MAX_SENTENCES, Math.floor(MAX_ENCODED_WORDS / 10)));
    const typical = Array.from({ length: 20 }, () => sentence(25));
    expect(sentencesToEncode(typical)).toHaveLength(Math.floor(MAX_ENCODED_WORDS / 25));
    const runOns = Array.from({ length: 5 }, () => sentence(MAX_ENCODED_WORDS));
    expect(sentencesToEncode(runOns)).toEqual(runOns.slice(0, 3));
    expect(sentencesToEncode([sentence(5), sentence(5)])).toHaveLength(2);
  });
});
