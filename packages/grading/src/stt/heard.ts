import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { modelSourceFields } from '../modelFile';
import type { TimedTranscript, TimedWord } from '../providers/transcription';
import { frequencyRank } from './vocabulary';

/**
 * Honest about what was heard: which of the recogniser's words to show and grade, whether there are enough of them to
 * grade the words at all, and how likely the speech is English. Every number comes from models/stt-heard.json, fitted
 * by scripts/stt-calibrate.ts on the calibration recordings and espeak-ng voices (cross-validated there).
 */

const logisticSchema = z.object({
  features: z.array(z.string()).min(1),
  mean: z.array(z.number()),
  scale: z.array(z.number()),
  intercept: z.number(),
  weights: z.array(z.number()),
});

export const heardModelSchema = z.object({
  ...modelSourceFields,
  /**
   * P(the word was really said) from its confidence and neighbourhood (wordFeatures); a word is heard when that is at
   * or above `threshold`, chosen so that at least 0.8 of kept words were said.
   */
  word: logisticSchema,
  threshold: z.number().min(0).max(1),
  /** Cross-validated share of kept words that were really said, at this threshold (for the docs). */
  precision: z.number(),
  /** Fewer heard words than this, or a smaller share of all words, and the words are not graded. */
  reliable: z.object({ minHeardWords: z.number().int().nonnegative(), minHeardShare: z.number().min(0).max(1) }),
  /** P(English) from the transcript's confidence features (see transcriptFeatures). */
  english: logisticSchema,
});
export type HeardModel = z.infer<typeof heardModelSchema>;

let shipped: HeardModel | undefined;
export function loadHeardModel(): HeardModel {
  shipped ??= heardModelSchema.parse(JSON.parse(readFileSync(new URL('../../models/stt-heard.json', import.meta.url), 'utf8')));
  return shipped;
}

const FRAME = 512;
const COS = Float64Array.from({ length: FRAME / 2 }, (_, k) => Math.cos((2 * Math.PI * k) / FRAME));
const SIN = Float64Array.from({ length: FRAME / 2 }, (_, k) => Math.sin((2 * Math.PI * k) / FRAME));
const HANN = Float64Array.from({ length: FRAME }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FRAME - 1)));

/** In-place iterative radix-2 FFT of FRAME points (re, im). */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const stride = n / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k += 1) {
        const wr = COS[k * stride]!;
        const wi = -SIN[k * stride]!;
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

/**
 * Share of a span's spectral energy that sits in its strongest peak (the peak bin and two bins either side), averaged
 * over Hann-windowed 32 ms frames. A steady tone or beep puts nearly all its energy there (about 0.9 or more); voiced
 * speech spreads it over many harmonics and formants (typically under 0.5).
 */
export function tonality(samples: Float32Array, rate: number, start: number, end: number): number {
  const from = Math.max(0, Math.floor(start * rate));
  const to = Math.min(samples.length, Math.floor(end * rate));
  let sum = 0;
  let weight = 0;
  for (let at = from; at + FRAME <= to; at += FRAME) {
    const re = new Float64Array(FRAME);
    const im = new Float64Array(FRAME);
    for (let i = 0; i < FRAME; i += 1) re[i] = samples[at + i]! * HANN[i]!;
    fft(re, im);
    const power = Array.from({ length: FRAME / 2 }, (_, k) => re[k]! * re[k]! + im[k]! * im[k]!);
    const total = power.reduce((a, b) => a + b, 0);
    if (total < 1e-6) continue;
    let peak = 1;
    for (let k = 2; k < power.length; k += 1) if (power[k]! > power[peak]!) peak = k;
    let near = 0;
    for (let k = Math.max(0, peak - 2); k <= Math.min(power.length - 1, peak + 2); k += 1) near += power[k]!;
    sum += (near / total) * total;
    weight += total;
  }
  return weight === 0 ? 0 : sum / weight;
}

/** Spans this tonal are a beep or a tone, never a word. */
export const TONE = 0.8;

/**
 * What P(said) is fitted on, for word `i`: its posterior confidence, length and duration, how common it is in speech
 * (frequent short words are what the decoder inserts into noise), its neighbours' confidence and the whole transcript's
 * (a speaker the recogniser follows well has most words right).
 */
export function wordFeatures(words: readonly TimedWord[], i: number, seconds: number): Record<string, number> {
  const word = words[i]!;
  const n = words.length;
  const around = [words[i - 1], words[i + 1]].filter((w): w is TimedWord => w !== undefined);
  return {
    confidence: word.confidence,
    logDuration: Math.log(Math.max(0.01, word.end - word.start)),
    letters: Math.min(12, word.word.length),
    logRank: Math.log(frequencyRank(word.word)),
    neighbours: around.length === 0 ? word.confidence : around.reduce((a, w) => a + w.confidence, 0) / around.length,
    meanConfidence: words.reduce((a, w) => a + w.confidence, 0) / n,
    wordsPerSecond: n / Math.max(1, seconds),
  };
}

/** P(said) of every word of a transcript. */
export function saidProbabilities(words: readonly TimedWord[], seconds: number, model: HeardModel['word']): number[] {
  return words.map((_, i) => logistic(wordFeatures(words, i, seconds), model));
}

/** The features P(English) is fitted on, from every recognised word and which of them were heard. */
export function transcriptFeatures(words: ReadonlyArray<TimedWord>, heardFlags: readonly boolean[], seconds: number): Record<string, number> {
  const n = words.length;
  const heard = heardFlags.filter(Boolean).length;
  const mean = n === 0 ? 0 : words.reduce((a, word) => a + word.confidence, 0) / n;
  const long = words.filter((word) => word.end - word.start >= 0.25).length;
  return {
    meanConfidence: mean,
    heardShare: n === 0 ? 0 : heard / n,
    heardPerSecond: heard / Math.max(1, seconds),
    wordsPerSecond: n / Math.max(1, seconds),
    longShare: n === 0 ? 0 : long / n,
  };
}

export function logistic(features: Record<string, number>, model: z.infer<typeof logisticSchema>): number {
  let z = model.intercept;
  model.features.forEach((name, i) => {
    z += model.weights[i]! * (((features[name] ?? 0) - model.mean[i]!) / model.scale[i]!);
  });
  return 1 / (1 + Math.exp(-z));
}

/**
 * Flags each word heard or not (P(said) against the fitted threshold; a tone is never heard), keeps only heard
 * words in `text`, and says whether the transcript can be graded and how likely it is English. `samples` (mono, at
 * `rate`) are the recording the word times refer to.
 */
export function judgeHeard(words: readonly TimedWord[], samples: Float32Array, rate: number, model: HeardModel = loadHeardModel()): TimedTranscript {
  const seconds = samples.length / rate;
  const said = saidProbabilities(words, seconds, model.word);
  const flagged = words.map((word, i) => ({ ...word, heard: said[i]! >= model.threshold && tonality(samples, rate, word.start, word.end) < TONE }));
  const heard = flagged.filter((word) => word.heard);
  const transcript: TimedTranscript = {
    text: heard.map((word) => word.word).join(' '),
    words: flagged,
    reliable: heard.length >= model.reliable.minHeardWords && heard.length >= model.reliable.minHeardShare * flagged.length,
  };
  // With no word recognised there is nothing to tell the language from (silence, a tone): left unsaid, not 'not English'.
  if (words.length > 0) transcript.english = Math.round(logistic(transcriptFeatures(flagged, flagged.map((word) => word.heard), seconds), model.english) * 1000) / 1000;
  return transcript;
}
