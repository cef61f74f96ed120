import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosine, loadSentenceEncoder } from './encoder';
import type { SentenceEncoder } from './encoder';

describe('the sentence encoder (USE-lite from node_modules)', () => {
  let encoder: SentenceEncoder;
  beforeAll(async () => {
    encoder = await loadSentenceEncoder();
  }, 60_000);
  afterAll(() => encoder.dispose());

  it('is loaded once per process: a second load returns the same encoder', async () => {
    expect(await loadSentenceEncoder()).toBe(encoder);
  });

  it('gives unit vectors in input order, and the zero vector for an empty text', async () => {
    const [a, empty, b] = await encoder.embed(['Buses should be free for students.', '  ', 'I like green apples.']);
    for (const v of [a!, b!]) expect(cosine(v, v)).toBeCloseTo(1, 4);
    expect(a!.length).toBe(512);
    expect(empty!.every((x) => x === 0)).toBe(true);
    expect(cosine(a!, empty!)).toBe(0);
  }, 30_000);

  it('places a paraphrase nearer than a sentence on another topic', async () => {
    const [city, paraphrase, other] = await encoder.embed([
      'Cities should spend more money on public transport.',
      'Local governments ought to invest in buses and trains.',
      'My grandmother grows tomatoes in her garden every summer.',
    ]);
    expect(cosine(city!, paraphrase!)).toBeGreaterThan(cosine(city!, other!) + 0.2);
  }, 30_000);
});
