import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeWav } from '../speaking/audio';
import type { TimedWord } from '../providers/transcription';
import { judgeHeard, loadHeardModel, tonality, TONE } from './heard';
import type { HeardModel } from './heard';

const RATE = 16_000;
const tone = (seconds: number, hz: number) => Float32Array.from({ length: seconds * RATE }, (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / RATE));
/** White noise from a fixed-seed generator: no single frequency stands out. */
const noise = (seconds: number) => {
  let state = 12345;
  return Float32Array.from({ length: seconds * RATE }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  });
};
const word = (text: string, start: number, confidence: number): TimedWord => ({ word: text, start, end: start + 0.4, confidence });

describe('tonality', () => {
  it('tells a beep from speech', () => {
    expect(tonality(tone(1, 1000), RATE, 0, 1)).toBeGreaterThan(0.9);
    expect(tonality(noise(1), RATE, 0, 1)).toBeLessThan(0.1);
    const speech = decodeWav(new Uint8Array(readFileSync(new URL('../speaking/fixtures/wanted.wav', import.meta.url))));
    expect(tonality(speech.samples, speech.sampleRate, 0, speech.samples.length / speech.sampleRate)).toBeLessThan(TONE);
  });
});

describe('what was heard', () => {
  // A model with known behaviour: P(said) = logistic(10 × confidence − 5), heard from 0.5, i.e. from confidence 0.5.
  const model: HeardModel = {
    ...loadHeardModel(),
    word: { features: ['confidence'], mean: [0], scale: [1], intercept: -5, weights: [10] },
    threshold: 0.5,
    reliable: { minHeardWords: 12, minHeardShare: 0.33 },
  };
  const sure = 0.9;
  const unsure = 0.2;

  it('ships a fitted model that loads', () => {
    const shipped = loadHeardModel();
    expect(shipped.threshold).toBeGreaterThan(0);
    expect(shipped.word.weights).toHaveLength(shipped.word.features.length);
    expect(shipped.english.weights).toHaveLength(shipped.english.features.length);
  });

  it('keeps only words whose P(said) reaches the threshold in the text, and flags every word', () => {
    const result = judgeHeard([word('i', 0, sure), word('buy', 0.5, unsure), word('books', 1, sure)], noise(3), RATE, model);
    expect(result.text).toBe('i books');
    expect(result.words.map((w) => w.heard)).toEqual([true, false, true]);
  });

  it('never hears a word in a tone, however sure the recogniser is', () => {
    const result = judgeHeard([word('three', 0.2, 1), word('too', 1, 1)], tone(2, 1000), RATE, model);
    expect(result.text).toBe('');
    expect(result.reliable).toBe(false);
  });

  it('is unreliable with fewer heard words than the fitted minimum, reliable with enough', () => {
    const recording = noise(40);
    const few = Array.from({ length: model.reliable.minHeardWords - 1 }, (_, i) => word('yes', i, sure));
    const enough = Array.from({ length: model.reliable.minHeardWords + 5 }, (_, i) => word('yes', i, sure));
    expect(judgeHeard(few, recording, RATE, model).reliable).toBe(false);
    expect(judgeHeard(enough, recording, RATE, model).reliable).toBe(true);
  });

  it('gives no English likelihood to silence and a number between 0 and 1 otherwise', () => {
    expect(judgeHeard([], new Float32Array(RATE), RATE, model).english).toBeUndefined();
    const english = judgeHeard([word('well', 0, sure), word('i', 0.5, unsure)], new Float32Array(RATE * 2), RATE, model).english!;
    expect(english).toBeGreaterThanOrEqual(0);
    expect(english).toBeLessThanOrEqual(1);
  });
});
