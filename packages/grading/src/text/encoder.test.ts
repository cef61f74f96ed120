import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIECE_WORDS, cosine, loadSentenceEncoder, piecesOf } from './encoder';
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

  it('reads a run-on sentence in even pieces, and gives it one unit vector that keeps its topic', async () => {
    const clause = 'public transport in the city should be cheaper for students and workers';
    const runOn = Array.from({ length: 6 }, () => clause).join(' and ');
    const words = runOn.split(' ').length;
    const pieces = piecesOf(runOn);
    expect(pieces.length).toBe(Math.ceil(words / PIECE_WORDS));
    expect(pieces.join(' ')).toBe(runOn);
    expect(Math.max(...pieces.map((piece) => piece.split(' ').length)) - Math.min(...pieces.map((piece) => piece.split(' ').length))).toBeLessThanOrEqual(1);
    expect(piecesOf('Buses should be free.')).toEqual(['Buses should be free.']);
    const [long, topic, other] = await encoder.embed([runOn, 'Buses and trains should cost less.', 'My grandmother grows tomatoes in her garden.']);
    expect(cosine(long!, long!)).toBeCloseTo(1, 4);
    expect(cosine(long!, topic!)).toBeGreaterThan(cosine(long!, other!) + 0.2);
  }, 30_000);
});
