import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPocketsphinxTranscriber, parseCtm, parsePocketsphinxOutput, splitAtQuiet } from './pocketsphinx';
import { encodeWav } from '../speaking/audio';
import { wordErrors } from './wer';

describe('PocketSphinx output', () => {
  it('keeps words with times and confidences, drops markers and pronunciation variants', () => {
    const out = parsePocketsphinxOutput('he wanted me\n<s> 0.000 0.500 0.999300\nhe 0.510 0.640 0.806683\non(2) 1.470 1.720 0.838685\n[SPEECH] 2.260 2.580 0.746743\n<sil> 2.6 2.7 1\n</s> 2.590 2.810 1.000000\n');
    expect(out).toEqual([
      { word: 'he', start: 0.51, end: 0.64, confidence: 0.806683 },
      { word: 'on', start: 1.47, end: 1.72, confidence: 0.838685 },
    ]);
  });

  it('reads the batch decoder\'s CTM per recording, fillers dropped, a recording with no words kept empty', () => {
    const out = parseCtm('u0 1 0.72 0.20 and(2) 0.767\nu0 1 0.93 0.08 [NOISE] 0.419\nu0 1 1.02 0.22 is 1.002\nu1 1 0.10 0.30 <sil> 0.9\n');
    expect(out.get('u0')).toEqual([
      { word: 'and', start: 0.72, end: 0.92, confidence: 0.767 },
      { word: 'is', start: 1.02, end: 1.24, confidence: 1 },
    ]);
    expect(out.get('u1')).toEqual([]);
  });

  it('cuts long recordings at the quietest moment before each limit', () => {
    const rate = 1000;
    const samples = new Float32Array(75 * rate).fill(0.5);
    samples.fill(0, 28_500, 28_600);
    samples.fill(0, 57_000, 57_100);
    const pieces = splitAtQuiet(samples, rate, 30);
    expect(pieces.map((piece) => [Math.round(piece.start / 100), Math.round(piece.end / 100)])).toEqual([[0, 285], [285, 570], [570, 750]]);
  });
});

describe('the built-in recogniser', () => {
  it('transcribes a learner\'s read sentence with timed, scored words, and shows only the heard ones', async () => {
    // speechocean762 utterance 010270314: "he wanted me on this job".
    const audio = new Uint8Array(readFileSync(path.join(__dirname, '../speaking/fixtures/wanted.wav')));
    const result = await createPocketsphinxTranscriber().transcribeTimed!(audio);
    expect(result.words.length).toBeGreaterThan(2);
    expect(result.words[0]!.start).toBeLessThan(result.words.at(-1)!.end);
    for (const word of result.words) expect(word.confidence).toBeGreaterThanOrEqual(0);
    const all = result.words.map((word) => word.word).join(' ');
    expect(wordErrors('he wanted me on this job', all).errors).toBeLessThanOrEqual(2);
    expect(all).toMatch(/\bwanted\b/u);
    expect(result.text).toBe(result.words.filter((word) => word.heard).map((word) => word.word).join(' '));
    expect(result.english).toBeGreaterThan(0.5);
  }, 300_000);

  it('hears no word in a beep', async () => {
    const rate = 16_000;
    const beep = Float32Array.from({ length: 2 * rate }, (_, i) => (i > 0.3 * rate && i < 1.6 * rate ? 0.4 * Math.sin((2 * Math.PI * 1000 * i) / rate) : 0));
    const result = await createPocketsphinxTranscriber().transcribeTimed!(encodeWav(beep, rate));
    expect(result.text).toBe('');
    expect(result.reliable).toBe(false);
  }, 300_000);
});

describe('word error rate', () => {
  it('counts substitutions, deletions and insertions against the reference words', () => {
    expect(wordErrors('I buy books online.', 'i buy the books on line')).toEqual({ errors: 3, words: 4 });
    expect(wordErrors("It's fine", 'its fine')).toEqual({ errors: 1, words: 2 });
  });
});
