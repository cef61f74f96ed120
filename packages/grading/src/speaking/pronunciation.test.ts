import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TimedWord } from '../providers/transcription';
import { pocketsphinxMissing } from '../stt/pocketsphinx';
import { decodeAudio } from './audio';
import {
  accuracyToBand, alignmentGrammar, assessPronunciation, editDistance, loadPronunciationModel, measureWords, parseHypseg, scoreMeasured,
} from './pronunciation';
import type { Dictionary } from './pronunciation';

describe('reading PocketSphinx segmentations', () => {
  it('parses segments with their frames and scores, alternate pronunciations losing their suffix', () => {
    const segments = parseHypseg('a S 0 T -2730 A -2056 L -674 0 -420 -337 <sil> 71 -191 0 and(2) 93 -115 0 he 101\n').get('a')!;
    expect(segments).toEqual([
      { label: '<sil>', start: 0, end: 70, score: -420 },
      { label: 'and', start: 71, end: 92, score: -191 },
      { label: 'he', start: 93, end: 100, score: -115 },
    ]);
  });

  it('writes a linear grammar of the words to align', () => {
    expect(alignmentGrammar('u', ['he', 'wanted'])).toBe('FSG_BEGIN u\nNUM_STATES 3\nSTART_STATE 0\nFINAL_STATE 2\nTRANSITION 0 1 1.0 he\nTRANSITION 1 2 1.0 wanted\nFSG_END\n');
  });

  it('counts phone edits', () => {
    expect(editDistance(['K', 'AE', 'T'], ['K', 'AE', 'T'])).toBe(0);
    expect(editDistance(['K', 'EH', 'T'], ['K', 'AE', 'T'])).toBe(1);
    expect(editDistance([], ['K', 'AE', 'T'])).toBe(3);
  });
});

describe('scoring measured words', () => {
  const dictionary: Dictionary = new Map([['cat', [['K', 'AE', 'T']]], ['sat', [['S', 'AE', 'T']]]]);
  const words: TimedWord[] = [
    { word: 'cat', start: 0, end: 0.3, confidence: 0.95 },
    { word: 'sat', start: 0.3, end: 0.6, confidence: 0.95 },
  ];
  const aligned = [
    { label: 'cat', start: 0, end: 29, score: -300 },
    { label: 'sat', start: 30, end: 59, score: -3000 },
  ];
  // The free decode hears 'cat' as its phones; 'sat' sounds like other phones entirely, and fits them far better.
  const phones = [
    { label: 'K', start: 0, end: 9, score: -100 },
    { label: 'AE', start: 10, end: 19, score: -100 },
    { label: 'T', start: 20, end: 29, score: -100 },
    { label: 'F', start: 30, end: 44, score: -150 },
    { label: 'OW', start: 45, end: 59, score: -150 },
  ];

  it('measures GOP and phone mismatch per word', () => {
    const [cat, sat] = measureWords(words, ['cat', 'sat'], aligned, phones, dictionary);
    expect(cat).toMatchObject({ index: 0, frames: 30, gop: 0, phoneErrors: 0 });
    expect(sat!.gop).toBeCloseTo(-90);
    expect(sat!.phoneErrors).toBe(3);
  });

  it('marks the word heard unsure as hard and scores it below the sure one', () => {
    const unsure = words.map((word, i) => (i === 1 ? { ...word, confidence: 0.2 } : word));
    const result = scoreMeasured(measureWords(unsure, ['cat', 'sat'], aligned, phones, dictionary), unsure, loadPronunciationModel())!;
    const [cat, sat] = result.words;
    expect(sat!.score).toBeLessThan(cat!.score);
    expect(sat!.hard).toBe(true);
    expect(cat!.hard).toBe(false);
  });

  it('maps the accuracy scale to bands in half steps, rising with the rating', () => {
    const bands = [0, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(accuracyToBand);
    expect(bands).toEqual([...bands].sort((a, b) => a - b));
    expect(bands.every((band) => Number.isInteger(band * 2))).toBe(true);
    expect(accuracyToBand(10)).toBe(9);
    expect(accuracyToBand(0)).toBe(0);
  });
});

describe.skipIf(pocketsphinxMissing() !== null)('assessing a recording (PocketSphinx)', () => {
  const fixture = new URL('./fixtures/wanted.wav', import.meta.url);
  const said = ['he', 'wanted', 'me', 'on', 'this', 'job'];
  const timed = (list: string[]): TimedWord[] => list.map((word, i) => ({ word, start: 0.5 + i * 0.25, end: 0.75 + i * 0.25, confidence: 0.9 }));

  it('rates an answer heard with confidence above the same answer heard unsure, and marks the unsure words hard', async () => {
    const audio = await decodeAudio(new Uint8Array(readFileSync(fixture)));
    const sure = await assessPronunciation(audio.samples, audio.sampleRate, timed(said));
    const unsure = await assessPronunciation(audio.samples, audio.sampleRate, timed(said).map((word) => ({ ...word, confidence: 0.15 })));
    expect(sure).not.toBeNull();
    expect(unsure).not.toBeNull();
    expect(sure!.rating).toBeGreaterThan(unsure!.rating);
    expect(sure!.words.map((word) => word.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(unsure!.words.every((word) => word.hard)).toBe(true);
    expect(sure!.words.filter((word) => word.hard).length).toBeLessThan(6);
    expect(sure!.band).toBe(accuracyToBand(sure!.rating));
  }, 60_000);

  it('judges nothing when fewer than two words were heard', async () => {
    const audio = await decodeAudio(new Uint8Array(readFileSync(fixture)));
    expect(await assessPronunciation(audio.samples, audio.sampleRate, timed(said).map((word) => ({ ...word, heard: false })))).toBeNull();
    expect(await assessPronunciation(audio.samples, audio.sampleRate, [])).toBeNull();
    expect(await assessPronunciation(audio.samples, audio.sampleRate, timed(said).map((word, i) => ({ ...word, heard: i === 1 })))).toBeNull();
  }, 60_000);
});
