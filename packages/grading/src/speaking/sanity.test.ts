import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChecker } from '../text/checker';
import type { Checker } from '../text/checker';
import { multiLevelScore } from '@bandwise/core';
import { createPocketsphinxTranscriber, pocketsphinxMissing } from '../stt/pocketsphinx';
import { loadSentenceEncoder } from '../text/encoder';
import type { SentenceEncoder } from '../text/encoder';
import { encodeWav } from './audio';
import { speakingCriteria } from '@bandwise/core';
import { createSpeakingGrader, speakingMultiLevel } from './grader';
import type { SpeakingGrader, SpeakingResult } from './grader';
import { SANITY_QUESTION, SANITY_RECORDINGS } from './sanity';
import { SIGNAL_RATE, fakeMicrophoneBeeps, musicLike, silence, tone, whiteNoise } from './signals';

/**
 * The speaking sanity suite: recordings with the outcome an examiner would give, graded the default way (the
 * built-in recogniser and the sentence encoder, as createGraders makes them, then the grader), in both exam kinds:
 * the IELTS part band and the multi-level 0-75 score from the same sub-scores. Non-speech is made in code
 * (signals.ts); speech is espeak-ng (fixtures/sanity, built by scripts/speaking-fixtures.ts; English, Russian and
 * Uzbek voices) and a speechocean762 learner (fixtures/README.md). These are the rows of issue 34's table.
 */

const fixtures = path.join(__dirname, 'fixtures');
let checker: Checker;
let encoder: SentenceEncoder;
let grader: SpeakingGrader;
beforeAll(async () => {
  const missing = pocketsphinxMissing();
  if (missing) throw new Error(`the sanity suite grades with the built-in recogniser: ${missing}`);
  [checker, encoder] = await Promise.all([createChecker(), loadSentenceEncoder()]);
  const transcriber = createPocketsphinxTranscriber();
  grader = await createSpeakingGrader({ checker, encoder, transcribe: (audio, mimeType, context) => transcriber.transcribeTimed!(audio, mimeType, context) });
}, 120_000);
afterAll(() => {
  grader?.dispose();
  checker?.dispose();
  encoder?.dispose();
});

const WORD_CRITERIA = speakingCriteria.filter((name) => name !== 'fluency');

/** Every note in the three UI languages; a note or comment quotes only words that were heard. */
function expectHonestComments(result: SpeakingResult) {
  for (const note of result.notes) for (const language of ['en', 'uz', 'ru'] as const) expect(note[language].length, `${note.key} in ${language}`).toBeGreaterThan(20);
  const heard = new Set((result.words ?? []).filter((word) => word.heard !== false).map((word) => word.word));
  const unheard = new Set((result.words ?? []).filter((word) => word.heard === false && !heard.has(word.word)).map((word) => word.word));
  for (const word of unheard) expect(result.feedback, `quotes "${word}", a word not heard`).not.toContain(`"${word}"`);
}
// Generous: the recogniser shares the machine with the rest of `npm test`; a wrong band still fails at once.
const SLOW = 180_000;

function expectBand(result: SpeakingResult, [low, high]: [number, number]) {
  const subs = speakingCriteria.map((name) => result[name]);
  const summary = `${speakingCriteria.map((name, i) => `${name} ${subs[i]}`).join(', ')}; transcript: ${result.transcript}`;
  expect(result.band, summary).toBeGreaterThanOrEqual(low);
  expect(result.band, summary).toBeLessThanOrEqual(high);
  // Multi-level: the same sub-scores, mapped to 0-75.
  const multiLevel = speakingMultiLevel(result).score;
  expect(multiLevel, summary).toBeGreaterThanOrEqual(multiLevelScore(low - 0.25).score);
  expect(multiLevel, summary).toBeLessThanOrEqual(multiLevelScore(high + 0.25).score);
}

describe('not speech: the lowest band and a note saying what was heard', () => {
  const cases: Array<[string, () => Float32Array, RegExp]> = [
    ['silence', () => silence(5), /silent/u],
    ['a pure 440 Hz tone', () => tone(5), /tone or music/u],
    ['a 140 Hz tone (in the voice range)', () => tone(5, 140), /tone or music/u],
    ['white noise', () => whiteNoise(5), /noise/u],
    ['music-like audio', () => musicLike(8), /tone or music/u],
    ["Chromium's fake-microphone beeps, 1.6 s", () => fakeMicrophoneBeeps(1.6), /beeps or clicks/u],
    ["Chromium's fake-microphone beeps, 2.2 s", () => fakeMicrophoneBeeps(2.2), /beeps or clicks/u],
  ];
  for (const [name, make, note] of cases) {
    it(name, async () => {
      const result = await grader.grade({ audio: encodeWav(make(), SIGNAL_RATE), question: SANITY_QUESTION, part: 1 });
      expect(result.speech).not.toBe('speech');
      expect(result.note).toMatch(note);
      expect(result.feedback).toMatch(/^No speech/u);
      for (const sub of speakingCriteria) expect(result[sub], sub).toBe(0);
      expect(result.pronunciation).toBe(0);
      expect(result.notes.map((item) => item.key)).toEqual([`no-speech-${result.speech}`]);
      expectHonestComments(result);
      expectBand(result, [0, 0]);
    }, SLOW);
  }
});

describe('speech: graded for what it is, however short', () => {
  const graded = new Map<string, SpeakingResult>();
  for (const recording of SANITY_RECORDINGS) {
    const test = recording.gap ? it.fails : it;
    test(`${recording.file} (part ${recording.part}): band ${recording.band[0]}-${recording.band[1]}${recording.gap ? ` (not reached yet: ${recording.gap})` : ''}`, async () => {
      const audio = new Uint8Array(readFileSync(path.join(fixtures, 'sanity', `${recording.file}.ogg`)));
      const result = await grader.grade({ audio, mimeType: 'audio/ogg', question: recording.question, part: recording.part });
      graded.set(recording.file, result);
      expect(result.speech).toBe('speech');
      expectBand(result, recording.band);
      expectHonestComments(result);
      if (recording.notEnglish) {
        expect(result.transcriptStatus).toBe('not-english');
        expect(result.notes.map((note) => note.key)).toContain('not-english');
      } else {
        expect(result.transcriptStatus).not.toBe('not-english');
      }
      // Word-based sub-scores are assessed exactly when the words could be used; never a guess from noise.
      const assessed = result.transcriptStatus === 'graded' || result.transcriptStatus === 'not-english';
      for (const sub of WORD_CRITERIA) expect(result[sub] === null, `${sub} null when ${result.transcriptStatus}`).toBe(!assessed);
      if (result.transcriptStatus === 'unreliable') expect(result.notes.map((note) => note.key)).toContain('unreliable');
      if (recording.maxRelevance !== undefined) {
        expect(result.transcriptStatus).toBe('graded');
        expect(result.relevance).toBeLessThanOrEqual(recording.maxRelevance);
      }
      if (recording.below) {
        const other = graded.get(recording.below);
        expect(other, `${recording.below} is graded first`).toBeDefined();
        expect(result.band, `${recording.file} below ${recording.below}`).toBeLessThan(other!.band);
      }
      // No sub-score stands in for another.
      if (result.transcriptStatus === 'graded' && result.measures.lengthCap >= 9) expect(new Set(speakingCriteria.map((name) => result[name])).size).toBeGreaterThan(2);
    }, SLOW);
  }

  it('a learner\'s 1.6 s sentence (human fluency 10) is speech, graded low for its length; the same sentence cut to 1.3 s too', async () => {
    const bytes = new Uint8Array(readFileSync(path.join(fixtures, 'fluent.wav')));
    const whole = await grader.grade({ audio: bytes, question: SANITY_QUESTION, part: 1 });
    expect(whole.speech).toBe('speech');
    expectBand(whole, [1, 3.5]);
    expectHonestComments(whole);
    expect(whole.feedback).toMatch(/short for part 1/u);
    // The issue's case: the first 1.3 s of speech (0.45 s of lead-in kept) must not flip to 'no speech'.
    const { decodeWav } = await import('./audio');
    const decoded = decodeWav(bytes);
    const cut = encodeWav(decoded.samples.subarray(0, Math.round(decoded.sampleRate * 1.75)), decoded.sampleRate);
    const short = await grader.grade({ audio: cut, question: SANITY_QUESTION, part: 1 });
    expect(short.speech).toBe('speech');
    expectBand(short, [1, 3.5]);
  }, SLOW);
});
