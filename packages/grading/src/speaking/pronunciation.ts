import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { checkRidgeShape, modelSourceFields, ridgeSchema } from '../modelFile';
import type { TimedWord } from '../providers/transcription';
import { featureRow, predictRidge } from '../writing/ridge';
import type { RidgeModel } from '../writing/ridge';
import { resampleSinc } from './audio';

/**
 * Pronunciation (speechocean762 "accuracy", 0-10) from goodness of pronunciation, with no reference text: the words the
 * recogniser heard stand in for what the learner meant to say. Two PocketSphinx passes over the same 16 kHz audio, both
 * scoring each 10 ms frame against the frame's best senone (so their scores are comparable):
 *  - a free phone decode (`-allphone_ci`): the phones the audio sounds most like, with nothing expected;
 *  - a forced alignment of the heard words (a linear FSG of those words): the same frames scored as the CMUdict phones
 *    of the words.
 * Per word, GOP = (aligned score - free score) / frames (0 = the expected phones fit as well as any phones; very
 * negative = the audio sounds like other phones), and the edit distance between the free decode's phones in the word's
 * span and the word's dictionary phones. The answer's features are frame-weighted means of the words' plus the
 * recogniser's confidences and the phone rate; a ridge fitted on speechocean762 (scripts/calibrate-pronunciation.ts)
 * maps them to the accuracy scale. The same ridge applied to one word's features scores that word.
 */

export const PHONE_RATE = 16_000;
const FRAME_SECONDS = 0.01;
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const NICENESS = 10;
const run = promisify(execFile);

/** Narrow beams for the phone loop: context-independent phones decode about ten times faster than triphones. */
const PHONE_LOOP_FLAGS = ['-allphone_ci', 'yes', '-beam', '1e-30', '-pbeam', '1e-30'];
const ALIGN_FLAGS = ['-beam', '1e-20', '-pbeam', '1e-20', '-wbeam', '1e-20', '-bestpath', 'no'];

export type Segment = { label: string; start: number; end: number; score: number };

/**
 * Parses a `-hypseg` file: `utt S sf T total A ascr L lscr` then `sf ascr lscr label` per segment and the last frame.
 * Frames are inclusive; labels lose their alternate-pronunciation suffix ('and(2)' -> 'and').
 */
export function parseHypseg(text: string): Map<string, Segment[]> {
  const out = new Map<string, Segment[]>();
  for (const line of text.split('\n')) {
    const tokens = line.trim().split(/\s+/u);
    if (tokens.length < 9 || tokens[1] !== 'S') continue;
    const body = tokens.slice(9);
    const segments: Segment[] = [];
    for (let i = 0; i + 3 < body.length; i += 4) {
      const start = Number(body[i]);
      const next = Number(body[i + 4] ?? start);
      segments.push({ label: body[i + 3]!.replace(/\(\d+\)$/u, ''), start, end: Math.max(start, next - 1), score: Number(body[i + 1]) });
    }
    out.set(tokens[0]!, segments);
  }
  return out;
}

/** CMUdict as shipped with PocketSphinx: word -> its pronunciations (phones without stress marks). */
export type Dictionary = Map<string, string[][]>;

let sharedDictionary: Dictionary | undefined;
export function loadDictionary(path = `${MODEL_DIR}/cmudict-en-us.dict`): Dictionary {
  if (path === `${MODEL_DIR}/cmudict-en-us.dict` && sharedDictionary) return sharedDictionary;
  const dictionary: Dictionary = new Map();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [head, ...phones] = line.trim().split(/\s+/u);
    if (!head || phones.length === 0) continue;
    const word = head.replace(/\(\d+\)$/u, '');
    const list = dictionary.get(word) ?? [];
    list.push(phones);
    dictionary.set(word, list);
  }
  if (path === `${MODEL_DIR}/cmudict-en-us.dict`) sharedDictionary = dictionary;
  return dictionary;
}

/** Levenshtein distance between two phone sequences. */
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[b.length]!;
}

/** The dictionary's spelling of a recognised word (lower case, curly apostrophes straightened), or null if it has none. */
export function dictionaryWord(word: string, dictionary: Dictionary): string | null {
  const key = word.toLowerCase().replace(/[’‘]/gu, "'").replace(/^[^a-z']+|[^a-z']+$/gu, '');
  return key && dictionary.has(key) ? key : null;
}

/** A linear finite-state grammar of the words, for forced alignment (PocketSphinx inserts optional silences and fillers). */
export function alignmentGrammar(name: string, words: readonly string[]): string {
  const lines = [`FSG_BEGIN ${name}`, `NUM_STATES ${words.length + 1}`, 'START_STATE 0', `FINAL_STATE ${words.length}`];
  words.forEach((word, i) => lines.push(`TRANSITION ${i} ${i + 1} 1.0 ${word}`));
  lines.push('FSG_END', '');
  return lines.join('\n');
}

export function toPcm16(samples: Float32Array): Buffer {
  const out = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i += 1) out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), i * 2);
  return out;
}

export type BatchOptions = { binary?: string; modelDir?: string; timeoutMs?: number };
/** `phoneLoop: false` aligns only (the free phone decode of the same audio is already known). */
export type DecodeOptions = BatchOptions & { phoneLoop?: boolean };

export async function runBatch(args: string[], options: BatchOptions): Promise<void> {
  const pending = run(options.binary ?? 'pocketsphinx_batch', args, { timeout: options.timeoutMs ?? 600_000, maxBuffer: 16 * 1024 * 1024 });
  // Learners' requests come first: the scoring waits on a busy core rather than slowing the API.
  if (pending.child.pid !== undefined) {
    try {
      setPriority(pending.child.pid, NICENESS);
    } catch {
      // Not permitted here: it runs at the caller's priority.
    }
  }
  await pending;
}

/**
 * Runs the free phone decode and the forced alignment of each utterance's words over 16 kHz 16-bit raw files in `dir`
 * (`<id>.raw`): one process per pass for the whole batch, so the acoustic model loads once.
 */
export async function decodeAndAlign(dir: string, utterances: ReadonlyArray<{ id: string; words: readonly string[] }>, options: DecodeOptions = {}): Promise<Map<string, { phones: Segment[]; aligned: Segment[] }>> {
  const modelDir = options.modelDir ?? MODEL_DIR;
  const common = ['-adcin', 'yes', '-cepdir', dir, '-cepext', '.raw', '-hmm', `${modelDir}/en-us`, '-samprate', String(PHONE_RATE), '-remove_silence', 'no', '-logfn', '/dev/null'];
  const withWords = utterances.filter((utterance) => utterance.words.length > 0);
  await writeFile(join(dir, 'all.ctl'), utterances.map((utterance) => utterance.id).join('\n') + '\n');
  await writeFile(join(dir, 'words.ctl'), withWords.map((utterance) => utterance.id).join('\n') + '\n');
  await writeFile(join(dir, 'fsg.ctl'), withWords.map((utterance) => utterance.id).join('\n') + '\n');
  await Promise.all(withWords.map((utterance) => writeFile(join(dir, `${utterance.id}.fsg`), alignmentGrammar(utterance.id, utterance.words))));
  await Promise.all([
    options.phoneLoop === false
      ? writeFile(join(dir, 'phones.seg'), '')
      : runBatch([...common, '-ctl', join(dir, 'all.ctl'), '-allphone', `${modelDir}/en-us-phone.lm.bin`, ...PHONE_LOOP_FLAGS, '-hypseg', join(dir, 'phones.seg')], options),
    withWords.length === 0
      ? Promise.resolve()
      : runBatch([...common, '-ctl', join(dir, 'words.ctl'), '-dict', `${modelDir}/cmudict-en-us.dict`, '-fsgctl', join(dir, 'fsg.ctl'), '-fsgdir', dir, '-fsgext', '.fsg', ...ALIGN_FLAGS, '-hypseg', join(dir, 'aligned.seg')], options),
  ]);
  const phones = parseHypseg(await readFile(join(dir, 'phones.seg'), 'utf8'));
  const aligned = withWords.length === 0 ? new Map<string, Segment[]>() : parseHypseg(await readFile(join(dir, 'aligned.seg'), 'utf8').catch(() => ''));
  return new Map(utterances.map((utterance) => [utterance.id, { phones: phones.get(utterance.id) ?? [], aligned: aligned.get(utterance.id) ?? [] }]));
}

const SILENT = new Set(['SIL', '<sil>', '<s>', '</s>', '+NSN+', '+SPN+', '+BREATH+', '+COUGH+', '+NOISE+', '+SMACK+', '+UH+', '+UM+', '[NOISE]', '[SPEECH]']);
const isSilent = (label: string): boolean => SILENT.has(label) || label.startsWith('+') || label.startsWith('[');

/** One heard word's measures: its index in the given words, frames, GOP, phone mismatch and the recogniser's confidence. */
export type WordMeasures = { index: number; frames: number; gop: number; alignedScore: number; freeScore: number; phoneErrors: number; phones: number; confidence: number };

/** The free decode's score over frames [start, end], each phone's score spread evenly over its frames. */
function freeScoreOver(phones: readonly Segment[], start: number, end: number): number {
  let total = 0;
  for (const phone of phones) {
    const overlap = Math.min(end, phone.end) - Math.max(start, phone.start) + 1;
    if (overlap > 0) total += (phone.score * overlap) / (phone.end - phone.start + 1);
  }
  return total;
}

/**
 * Matches the aligned words back to the given words (in order, by spelling) and measures each. Words the dictionary
 * lacks or the alignment dropped get no measures.
 */
export function measureWords(words: readonly TimedWord[], keys: ReadonlyArray<string | null>, aligned: readonly Segment[], phones: readonly Segment[], dictionary: Dictionary): WordMeasures[] {
  const out: WordMeasures[] = [];
  let cursor = 0;
  for (const segment of aligned) {
    if (isSilent(segment.label)) continue;
    let index = cursor;
    while (index < keys.length && keys[index] !== segment.label) index += 1;
    if (index >= keys.length) continue;
    cursor = index + 1;
    const frames = segment.end - segment.start + 1;
    const free = freeScoreOver(phones, segment.start, segment.end);
    const heard = phones.filter((phone) => !isSilent(phone.label) && (phone.start + phone.end) / 2 >= segment.start && (phone.start + phone.end) / 2 <= segment.end + 0.5).map((phone) => phone.label);
    const expected = dictionary.get(segment.label) ?? [[]];
    const errors = Math.min(...expected.map((pron) => editDistance(heard, pron)));
    const phoneCount = Math.max(1, Math.min(...expected.map((pron) => pron.length)));
    out.push({ index, frames, gop: (segment.score - free) / frames, alignedScore: segment.score / frames, freeScore: free / frames, phoneErrors: errors, phones: phoneCount, confidence: words[index]!.confidence });
  }
  return out;
}

/** The features the ridge reads, for a set of measured words (one word, or an answer's). */
export const PRONUNCIATION_FEATURES = ['gop', 'gopLow', 'alignedScore', 'freeScore', 'phoneErrorRate', 'confidence', 'lowConfidence', 'phoneRate'] as const;
export type PronunciationFeatures = Record<(typeof PRONUNCIATION_FEATURES)[number], number>;

/**
 * Below this GOP (per frame) a word's phones fit the audio clearly worse than the free decode's: about the 20th
 * percentile of the recognised words' GOP on the first 30 calibration utterances (quantiles 10/20/50/80%: -35, -26, -13, -2).
 */
const LOW_GOP = -25;

export function pronunciationFeatures(measures: readonly WordMeasures[], spanSeconds?: number): PronunciationFeatures | null {
  const frames = measures.reduce((sum, word) => sum + word.frames, 0);
  if (frames === 0) return null;
  const weighted = (pick: (word: WordMeasures) => number) => measures.reduce((sum, word) => sum + pick(word) * word.frames, 0) / frames;
  const phones = measures.reduce((sum, word) => sum + word.phones, 0);
  const seconds = spanSeconds ?? frames * FRAME_SECONDS;
  return {
    gop: weighted((word) => word.gop),
    gopLow: weighted((word) => (word.gop < LOW_GOP ? 1 : 0)),
    alignedScore: weighted((word) => word.alignedScore),
    freeScore: weighted((word) => word.freeScore),
    phoneErrorRate: measures.reduce((sum, word) => sum + word.phoneErrors, 0) / phones,
    confidence: measures.reduce((sum, word) => sum + word.confidence, 0) / measures.length,
    lowConfidence: measures.filter((word) => word.confidence < 0.5).length / measures.length,
    phoneRate: phones / Math.max(seconds, FRAME_SECONDS),
  };
}

/** The shipped weights (models/speaking-pronunciation.json). */
export const pronunciationModelSchema = ridgeSchema.extend({
  ...modelSourceFields,
  cvPearson: z.number().nullable(),
  /** A word whose own predicted rating is below this (0-10) is marked hard to understand. */
  hardBelow: z.number(),
});
export type PronunciationModel = z.infer<typeof pronunciationModelSchema> & RidgeModel;
export const DEFAULT_PRONUNCIATION_MODEL_URL = new URL('../../models/speaking-pronunciation.json', import.meta.url);

let sharedModel: PronunciationModel | undefined;
export function loadPronunciationModel(source: string | URL = DEFAULT_PRONUNCIATION_MODEL_URL): PronunciationModel {
  if (source === DEFAULT_PRONUNCIATION_MODEL_URL && sharedModel) return sharedModel;
  const parsed = pronunciationModelSchema.parse(JSON.parse(readFileSync(source, 'utf8')));
  checkRidgeShape(parsed, 'pronunciation model');
  if (!parsed.targets.accuracy) throw new Error("pronunciation model: no weights for target 'accuracy'");
  if (source === DEFAULT_PRONUNCIATION_MODEL_URL) sharedModel = parsed as PronunciationModel;
  return parsed as PronunciationModel;
}

/**
 * speechocean762 accuracy (0-10) -> IELTS pronunciation band. Its rubric: 9-10 excellent, 7-8 good (a few errors),
 * 5-6 understandable with many errors, 3-4 poor (heavy accent, some words unclear), 0-2 unintelligible; read against
 * the IELTS pronunciation descriptors (9 effortless, 7 easy to understand, 5-6 generally understood with mispronunciations,
 * 3-4 frequent unintelligibility, 0-2 none). A stated judgement, linear between anchors, rounded to half bands.
 */
export function accuracyToBand(rating: number): number {
  const anchors: Array<[number, number]> = [[0, 0], [2, 2], [4, 4], [6, 5.5], [8, 7], [10, 9]];
  const r = Math.min(10, Math.max(0, rating));
  for (let i = 1; i < anchors.length; i += 1) {
    const [x1, y1] = anchors[i]!;
    const [x0, y0] = anchors[i - 1]!;
    if (r <= x1) return Math.round((y0 + ((r - x0) / (x1 - x0)) * (y1 - y0)) * 2) / 2;
  }
  return 9;
}

export type PronunciationWord = { index: number; score: number; hard: boolean };
export type PronunciationAssessment = { rating: number; band: number; words: PronunciationWord[] };
export type PronunciationOptions = BatchOptions & { model?: PronunciationModel; dictionary?: Dictionary };

/** Fewer aligned heard words than this: pronunciation is not assessed. */
export const MIN_WORDS = 2;

/** Below this recogniser confidence a heard word is marked hard to understand whatever its phones. */
export const HARD_CONFIDENCE = 0.5;

/** Scores an answer and its words from measured words (the step after the PocketSphinx passes; pure). */
export function scoreMeasured(measures: readonly WordMeasures[], words: readonly TimedWord[], model: PronunciationModel): PronunciationAssessment | null {
  // One word is no evidence of how someone pronounces: it is not assessed rather than rated from a single word.
  if (measures.length < MIN_WORDS) return null;
  const span = measures.length === 0 ? 0 : words[measures.at(-1)!.index]!.end - words[measures[0]!.index]!.start;
  const features = pronunciationFeatures(measures, span > 0 ? span : undefined);
  if (!features) return null;
  const rating = predictRidge(model, featureRow(model, features)).accuracy!;
  const scored = measures.map((word) => {
    const own = pronunciationFeatures([word], undefined)!;
    // A word's phone rate is the answer's: one short word says nothing about the speaker's pace.
    const value = predictRidge(model, featureRow(model, { ...own, phoneRate: features.phoneRate })).accuracy!;
    return { index: word.index, score: Math.round((value / 10) * 1000) / 1000, hard: value < model.hardBelow || word.confidence < HARD_CONFIDENCE };
  });
  return { rating: Math.round(rating * 100) / 100, band: accuracyToBand(rating), words: scored };
}

/**
 * Pronunciation of an answer from its audio and the recogniser's words (only words heard are judged; words the
 * dictionary lacks are skipped). Null when it cannot judge: no heard words, no alignment, or no PocketSphinx.
 */
export async function assessPronunciation(samples: Float32Array, rate: number, words: readonly TimedWord[], options: PronunciationOptions = {}): Promise<PronunciationAssessment | null> {
  const dictionary = options.dictionary ?? loadDictionary();
  const keys = words.map((word) => (word.heard === false ? null : dictionaryWord(word.word, dictionary)));
  const expected = keys.filter((key): key is string => key !== null);
  if (expected.length === 0 || samples.length === 0) return null;
  const model = options.model ?? loadPronunciationModel();
  const dir = await mkdtemp(join(tmpdir(), 'bw-pron-'));
  try {
    await writeFile(join(dir, 'answer.raw'), toPcm16(rate === PHONE_RATE ? samples : resampleSinc(samples, rate, PHONE_RATE)));
    const decoded = (await decodeAndAlign(dir, [{ id: 'answer', words: expected }], options)).get('answer')!;
    return scoreMeasured(measureWords(words, keys, decoded.aligned, decoded.phones, dictionary), words, model);
  } catch {
    // PocketSphinx missing, or it failed on this audio: pronunciation is then not assessed rather than guessed.
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
