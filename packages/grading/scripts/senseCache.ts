/**
 * The encoder's vectors per essay of a scored CSV, cached in .cache/<csv>-sense.json (they take ~0.3-3 s an essay
 * depending on machine load, and do not change while features and the link are being refitted), and the language
 * model's scores, cached apart in .cache/<csv>-lm.json (one run over every essay's sentences: seconds); the sense
 * features are computed from them. Made from the same own sentences the grader reads (ownAnswer:
 * copied rubric and repeated sentences left out).
 *   nice -n 10 npx tsx --conditions=source packages/grading/scripts/senseCache.ts [--reverse] [csv ...]   (fills the cache)
 * --reverse works from the last essay into .cache/<csv>-sense.reverse.json, --middle from the middle into
 * .cache/<csv>-sense.middle.json, so more processes can share the work; all the files are read.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsvRecords } from '../src/csv';
import { loadSentenceEncoder } from '../src/text/encoder';
import { scoreSentences } from '../src/text/languageModel';
import type { SentenceLm } from '../src/text/languageModel';
import { ownAnswer } from '../src/writing/grader';
import type { Features } from '../src/writing/features';
import { MAX_SENTENCES, embedWithPrompt, lmFeatures, meaningFeatures, sentencesToEncode } from '../src/writing/sense';
import { dataDir } from './args';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** An essay's encoder evidence (files written before the language model's scores moved to their own cache hold `lm` too). */
type Raw = { vectors: string[]; prompt: string | null };

export function sensePath(csvPath: string): string {
  return path.join(packageDir, '.cache', `${path.basename(csvPath, '.csv')}-sense.json`);
}

/** The sentences the grader's models read: the learner's own (ownAnswer), trimmed, empty ones left out. */
const ownSentences = (record: Record<string, string>) =>
  ownAnswer({ text: record.text ?? '', prompt: record.prompt ?? '' }).sentences.map((sentence) => sentence.trim()).filter(Boolean);

const toBase64 = (vector: Float32Array) => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('base64');
const fromBase64 = (text: string) => {
  const bytes = Buffer.from(text, 'base64');
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};

/** The cache's files: the main one, and the ones --reverse and --middle runs write. */
function cacheFiles(csvPath: string): { main: string; reversed: string; middle: string } {
  const main = sensePath(csvPath);
  return { main, reversed: main.replace(/\.json$/u, '.reverse.json'), middle: main.replace(/\.json$/u, '.middle.json') };
}

/** Every cached essay's raw evidence, from all the cache's files. */
function readSenseCache(csvPath: string): Record<string, Raw> {
  const cache: Record<string, Raw> = {};
  for (const each of Object.values(cacheFiles(csvPath))) if (existsSync(each)) Object.assign(cache, JSON.parse(readFileSync(each, 'utf8')));
  return cache;
}

/** The cached vectors of the sentences the grader's encoder reads (older entries hold more sentences than it reads). */
const encodedVectors = (raw: Raw, record: Record<string, string>) => raw.vectors.slice(0, sentencesToEncode(ownSentences(record)).length).map(fromBase64);

/**
 * Each essay's mean sentence vector (over the sentences the grader's encoder reads) and its prompt's vector, from the
 * cache senseFor fills (call that first).
 */
export function embeddingsFor(csvPath: string, records: ReadonlyArray<Record<string, string>>): Record<string, { mean: Float32Array; prompt: Float32Array | null }> {
  const cache = readSenseCache(csvPath);
  return Object.fromEntries(
    records.map((record) => {
      const raw = cache[record.id ?? ''];
      if (!raw) throw new Error(`essay ${record.id} is not in the sense cache: run senseCache.ts first`);
      const vectors = encodedVectors(raw, record);
      const mean = new Float32Array(512);
      for (const vector of vectors) for (let d = 0; d < 512; d++) mean[d]! += vector[d]! / vectors.length;
      return [record.id ?? '', { mean, prompt: raw.prompt ? fromBase64(raw.prompt) : null }];
    }),
  );
}

/** Sense features for every record (by id), computing and storing the raw evidence of the missing ones. */
export async function senseFor(csvPath: string, records: ReadonlyArray<Record<string, string>>, options: { log?: boolean; reverse?: boolean; middle?: boolean } = {}): Promise<Record<string, Features>> {
  const { main, reversed, middle } = cacheFiles(csvPath);
  const file = options.reverse ? reversed : options.middle ? middle : main;
  const cache = readSenseCache(csvPath);
  const mine: Record<string, Raw> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const half = Math.floor(records.length / 2);
  const order = options.reverse ? [...records].reverse() : options.middle ? [...records.slice(half), ...records.slice(0, half)] : records;
  // An entry with fewer vectors than the encoder now reads was made from other sentences: embedded again.
  const missing = order.filter((record) => (cache[record.id ?? '']?.vectors.length ?? -1) < sentencesToEncode(ownSentences(record)).length);
  if (missing.length > 0) {
    mkdirSync(path.dirname(file), { recursive: true });
    const encoder = await loadSentenceEncoder();
    const started = Date.now();
    let done = 0;
    for (const record of missing) {
      const embedded = await embedWithPrompt(encoder, record.prompt ?? '', ownSentences(record).slice(0, MAX_SENTENCES));
      mine[record.id ?? ''] = cache[record.id ?? ''] = { vectors: embedded.sentences.map(toBase64), prompt: embedded.prompt ? toBase64(embedded.prompt) : null };
      done += 1;
      if (done % 10 === 0) {
        writeFileSync(file, JSON.stringify(mine));
        if (options.log !== false) console.log(`${path.basename(file)}: ${done}/${missing.length}, ${((Date.now() - started) / done).toFixed(0)} ms each`);
      }
    }
    writeFileSync(file, JSON.stringify(mine));
    encoder.dispose();
  }
  const lm = await lmFor(csvPath, records);
  return Object.fromEntries(
    records.map((record) => {
      const raw = cache[record.id ?? '']!;
      return [record.id ?? '', { ...meaningFeatures(raw.prompt ? fromBase64(raw.prompt) : null, encodedVectors(raw, record)), ...lm[record.id ?? ''] }];
    }),
  );
}

/**
 * Scores to compute again: written before the model's per-word and unigram probabilities were kept, or for other
 * sentences than the grader now reads (the cache is keyed by essay, and ownAnswer's sentences have changed before).
 */
const stale = (scores: ReadonlyArray<SentenceLm | null> | undefined, sentences: readonly string[]) =>
  !scores || scores.length !== sentences.length || scores.some((score) => score !== null && !(Array.isArray(score.tokens) && score.tokens.every((token) => typeof token.unigram === 'number')));

/**
 * The language model's features alone for every record: one sphinx_lm_eval run over all their sentences (seconds,
 * where the encoder takes 0.3-10 s an essay), cached in .cache/<csv>-lm.json.
 */
export async function lmFor(csvPath: string, records: ReadonlyArray<Record<string, string>>): Promise<Record<string, Features>> {
  const file = sensePath(csvPath).replace(/-sense\.json$/u, '-lm.json');
  const cache: Record<string, Array<SentenceLm | null>> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = records.filter((record) => stale(cache[record.id ?? ''], ownSentences(record)));
  if (missing.length > 0) {
    const perEssay = missing.map(ownSentences);
    const scores = await scoreSentences(perEssay.flat());
    let at = 0;
    missing.forEach((record, index) => {
      cache[record.id ?? ''] = scores.slice(at, at + perEssay[index]!.length);
      at += perEssay[index]!.length;
    });
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(cache));
  }
  return Object.fromEntries(records.map((record) => [record.id ?? '', lmFeatures(cache[record.id ?? '']!, ownSentences(record))]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const reverse = process.argv.includes('--reverse');
  const middle = process.argv.includes('--middle');
  const csvs = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  for (const csv of csvs.length > 0 ? csvs : ['ielts-calibration.csv', 'ellipse-calibration.csv'].map((name) => path.join(dataDir(), 'writing', name))) {
    const records = readCsvRecords(readFileSync(csv, 'utf8'));
    const features = await senseFor(csv, records, { reverse, middle });
    console.log(`${csv}: ${Object.keys(features).length} essays`);
  }
}
