/**
 * Fits and measures the pronunciation model (models/speaking-pronunciation.json) on speechocean762's `accuracy`
 * ratings (the 209 WAV utterances plus the 1,000 Ogg/Opus ones):
 *
 *   npx tsx --conditions=source packages/grading/scripts/calibrate-pronunciation.ts [--limit N] [--no-write] [--reference]
 *
 * 1. Each recording -> 16 kHz PCM (the grader's decoder), cached under packages/grading/.cache/pronunciation/.
 * 2. The built-in recogniser's words and confidences (PocketSphinx with the STT's speed flags, batch mode, `-ctm`):
 *    the product has no reference text, so the "expected" phones come from what was recognised.
 * 3. The free phone decode and the forced alignment of those words (src/speaking/pronunciation.ts), cached.
 * 4. 10-fold cross-validated ridge (the ridge's lambda chosen by an inner 5-fold inside each training fold; the clip
 *    and scale statistics fitted inside each fold by fitRidge): Pearson r, RMSE, and each feature's own r.
 * --reference also aligns speechocean's `text` column instead (what a reference text would buy; never used in the product).
 * All PocketSphinx processes run at niceness 10.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCsvRecords } from '../src/csv';
import { kFolds, pearson, rmse } from '../src/metrics';
import { decodeAudio, resampleSinc } from '../src/speaking/audio';
import {
  PHONE_RATE, PRONUNCIATION_FEATURES, decodeAndAlign, dictionaryWord, loadDictionary, measureWords, pronunciationFeatures, runBatch, toPcm16,
} from '../src/speaking/pronunciation';
import type { PronunciationFeatures, Segment, WordMeasures } from '../src/speaking/pronunciation';
import type { TimedWord } from '../src/providers/transcription';
import { featureRow, fitRidge, predictRidge } from '../src/writing/ridge';
import type { RidgeModel } from '../src/writing/ridge';
import { dataDir, parseArgs, stringFlag } from './args';

const { flags } = parseArgs(process.argv.slice(2));
const limit = Number(stringFlag(flags, 'limit', '100000'));
const root = new URL('..', import.meta.url).pathname;
const cache = join(root, '.cache', 'pronunciation');
const pcmDir = join(cache, 'pcm');
mkdirSync(pcmDir, { recursive: true });
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
/** The built-in recogniser's search settings (src/stt/pocketsphinx.ts), so the words match what the product hears. */
const STT_FLAGS = ['-ds', '2', '-topn', '2', '-maxwpf', '5', '-maxhmmpf', '3000', '-pl_window', '10'];
const CHUNK = 25;
/** Chunks decoded at once: the machine is shared, and each process runs at niceness 10. */
const PARALLEL = Number(stringFlag(flags, 'parallel', '3'));

type Utterance = { id: string; audio: string; text: string; accuracy: number };
const utterances: Utterance[] = [];
for (const [folder, sub, ext] of [['speechocean762', 'wav', '.wav'], ['speechocean762-more', 'audio', '.ogg']] as const) {
  const dir = join(dataDir(), 'speaking', folder);
  for (const row of readCsvRecords(readFileSync(join(dir, 'scores.csv'), 'utf8'))) {
    utterances.push({ id: row.utt!, audio: join(dir, sub, `${row.utt}${ext}`), text: row.text!, accuracy: Number(row.accuracy) });
  }
}
const used = utterances.slice(Number(stringFlag(flags, 'from', '0')), limit);
/** In the order of the data's CSVs: the 209 WAV utterances first, then the Ogg/Opus ones. */

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

// 1. PCM
const durations = readJson<Record<string, number>>(join(cache, 'durations.json')) ?? {};
for (const utterance of used) {
  const file = join(pcmDir, `${utterance.id}.raw`);
  if (existsSync(file) && durations[utterance.id] !== undefined) continue;
  const decoded = await decodeAudio(new Uint8Array(readFileSync(utterance.audio)));
  const samples = resampleSinc(decoded.samples, decoded.sampleRate, PHONE_RATE);
  writeFileSync(file, toPcm16(samples));
  durations[utterance.id] = samples.length / PHONE_RATE;
}
writeFileSync(join(cache, 'durations.json'), JSON.stringify(durations));
console.error(`pcm: ${used.length} utterances`);

// 2. Recognised words (CTM: utt 1 start duration word confidence)
const recognisedFile = join(cache, 'recognised.json');
const recognised = readJson<Record<string, TimedWord[]>>(recognisedFile) ?? {};
/** The CTM lines of one PocketSphinx run, by utterance (markers and fillers dropped). */
function readCtm(text: string, into: Record<string, TimedWord[]>): void {
  for (const line of text.split('\n')) {
    const [id, , start, duration, word, confidence] = line.trim().split(/\s+/u);
    if (!id || !word || !into[id] || /^(<s>|<\/s>|<sil>|\[.*\]|\+\+.*\+\+)$/u.test(word)) continue;
    into[id]!.push({ word: word.replace(/\(\d+\)$/u, ''), start: Number(start), end: Number(start) + Number(duration), confidence: Number(confidence ?? 1) });
  }
}
// An interrupted run's CTM files keep the utterances they finished (all but the last one named, which may be cut off).
for (const name of readdirSync(cache).filter((file) => /^lm-[\d-]+\.ctm$/u.test(file))) {
  const text = readFileSync(join(cache, name), 'utf8');
  const ids = [...new Set(text.split('\n').map((line) => line.split(' ')[0]!).filter(Boolean))].slice(0, -1).filter((id) => !recognised[id]);
  const found: Record<string, TimedWord[]> = Object.fromEntries(ids.map((id) => [id, []]));
  readCtm(text, found);
  Object.assign(recognised, found);
}
// --recognised-only: calibrate on the utterances already recognised (a shared, busy machine), never recognising more.
if (flags['recognised-only']) used.splice(0, used.length, ...used.filter((utterance) => recognised[utterance.id]));
const toRecognise = used.filter((utterance) => !recognised[utterance.id]);
/** Runs `work` on chunks of `items`, PARALLEL chunks at a time (each chunk one PocketSphinx process: one model load). */
async function inChunks<T>(items: T[], work: (chunk: T[], index: number) => Promise<void>): Promise<void> {
  const chunks = Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
  let next = 0;
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    while (next < chunks.length) {
      const index = next;
      next += 1;
      await work(chunks[index]!, index);
    }
  }));
}
const stamp = Date.now();
await inChunks(toRecognise, async (chunk, index) => {
  const ctl = join(cache, `lm-${stamp}-${index}.ctl`);
  const ctm = join(cache, `lm-${stamp}-${index}.ctm`);
  writeFileSync(ctl, chunk.map((utterance) => utterance.id).join('\n') + '\n');
  await runBatch(['-adcin', 'yes', '-cepdir', pcmDir, '-cepext', '.raw', '-ctl', ctl, '-hmm', `${MODEL_DIR}/en-us`, '-lm', `${MODEL_DIR}/en-us.lm.bin`, '-dict', `${MODEL_DIR}/cmudict-en-us.dict`, '-samprate', String(PHONE_RATE), '-ctm', ctm, '-logfn', '/dev/null', ...STT_FLAGS], { timeoutMs: 3 * 3600_000 });
  const found: Record<string, TimedWord[]> = Object.fromEntries(chunk.map((utterance) => [utterance.id, []]));
  readCtm(readFileSync(ctm, 'utf8'), found);
  Object.assign(recognised, found);
  writeFileSync(recognisedFile, JSON.stringify(recognised));
  console.error(`recognised ${Object.keys(recognised).length}/${used.length}`);
});

// 3. Phone decode + forced alignment
const dictionary = loadDictionary();
type Decoded = Record<string, { phones: Segment[]; aligned: Segment[] }>;
/** `phonesFrom`: an earlier pass's free phone decode of the same audio, reused (only the alignment differs). */
async function decoded(kind: 'recognised' | 'reference', wordsOf: (utterance: Utterance) => TimedWord[], phonesFrom?: Decoded): Promise<Decoded> {
  const file = join(cache, `decoded-${kind}.json`);
  const out = readJson<Record<string, { phones: Segment[]; aligned: Segment[] }>>(file) ?? {};
  const todo = used.filter((utterance) => !out[utterance.id]);
  await inChunks(todo, async (chunk, index) => {
    // Each chunk its own folder of grammars and segmentations; the PCM is linked in, not copied.
    const dir = join(cache, `${kind}-${index}`);
    mkdirSync(dir, { recursive: true });
    for (const utterance of chunk) {
      const link = join(dir, `${utterance.id}.raw`);
      if (!existsSync(link)) symlinkSync(join(pcmDir, `${utterance.id}.raw`), link);
    }
    const result = await decodeAndAlign(dir, chunk.map((utterance) => ({ id: utterance.id, words: wordsOf(utterance).map((word) => dictionaryWord(word.word, dictionary)).filter((key): key is string => key !== null) })), { phoneLoop: !phonesFrom, timeoutMs: 3 * 3600_000 });
    for (const [id, value] of result) out[id] = phonesFrom ? { ...value, phones: phonesFrom[id]?.phones ?? [] } : value;
    writeFileSync(file, JSON.stringify(out));
    console.error(`${kind}: decoded ${Object.keys(out).length}/${used.length}`);
  });
  return out;
}

/** Reference words carry no times or confidences: they are spread over the recording and trusted. */
const referenceWords = (utterance: Utterance): TimedWord[] => utterance.text.toLowerCase().split(/\s+/u).filter(Boolean).map((word) => ({ word, start: 0, end: durations[utterance.id] ?? 0, confidence: 1 }));

type Measured = { features: PronunciationFeatures | null; measures: WordMeasures[] };
function featuresFor(kind: Decoded, wordsOf: (utterance: Utterance) => TimedWord[]): Measured[] {
  return used.map((utterance) => {
    const words = wordsOf(utterance);
    const keys = words.map((word) => dictionaryWord(word.word, dictionary));
    const { phones, aligned } = kind[utterance.id] ?? { phones: [], aligned: [] };
    const measures: WordMeasures[] = measureWords(words, keys, aligned, phones, dictionary);
    if (measures.length === 0) return { features: null, measures };
    const span = words[measures.at(-1)!.index]!.end - words[measures[0]!.index]!.start;
    return { features: pronunciationFeatures(measures, span > 0 ? span : undefined), measures };
  });
}

/** Each word's own predicted rating (the answer's phone rate), as scoreMeasured scores it. */
function wordRatings(model: RidgeModel, measured: Measured): number[] {
  if (!measured.features) return [];
  return measured.measures.map((word) => predictRidge(model, featureRow(model, { ...pronunciationFeatures([word])!, phoneRate: measured.features!.phoneRate })).accuracy!);
}

/** The share of words marked hard at which a word is marked: its rating in the lowest tenth of the training words'. */
const HARD_SHARE = 0.1;
function hardThreshold(model: RidgeModel, measured: readonly Measured[]): number {
  const all = measured.flatMap((m) => wordRatings(model, m)).sort((a, b) => a - b);
  return all[Math.floor(all.length * HARD_SHARE)] ?? 0;
}

const LAMBDAS = [0.1, 1, 3, 10, 30, 100];
/** An utterance with nothing aligned has no features: the ridge reads each missing value as the training mean. */
function rowsOf(measured: readonly Measured[]): number[][] {
  return measured.map(({ features: f }) => (f ? PRONUNCIATION_FEATURES.map((name) => f[name]) : PRONUNCIATION_FEATURES.map(() => Number.NaN)));
}


/**
 * The sign each feature must take, from what it means: a better fit of the expected phones, fewer phone errors and
 * surer words can only raise the rating. Recognised words are chosen by the recogniser to fit the audio, so on a
 * small sample a feature can fit the other way (a mumbled answer recognised as words that match it); such a feature is
 * dropped and the ridge refitted (inside each fold, like everything else), so the model never rewards a worse fit.
 */
const SIGN: Record<(typeof PRONUNCIATION_FEATURES)[number], 1 | -1> = {
  gop: 1, gopLow: -1, alignedScore: 1, freeScore: 1, phoneErrorRate: -1, confidence: 1, lowConfidence: -1, phoneRate: 1,
};
function fitSigned(rows: readonly number[][], y: readonly number[], lambda: number): RidgeModel {
  let names: string[] = [...PRONUNCIATION_FEATURES];
  for (;;) {
    const columns = names.map((name) => PRONUNCIATION_FEATURES.indexOf(name as (typeof PRONUNCIATION_FEATURES)[number]));
    const model = fitRidge(names, rows.map((row) => columns.map((j) => row[j]!)), { accuracy: [...y] }, { lambda, range: [0, 10] });
    const wrong = names.filter((name, j) => model.targets.accuracy!.weights[j]! * SIGN[name as keyof typeof SIGN] < 0);
    if (wrong.length === 0 || wrong.length === names.length) return model;
    names = names.filter((name) => !wrong.includes(name));
  }
}
/** One row (PRONUNCIATION_FEATURES order) through a model that may keep only some of the features. */
const predictRow = (model: RidgeModel, row: readonly number[]): number =>
  predictRidge(model, featureRow(model, Object.fromEntries(PRONUNCIATION_FEATURES.map((name, j) => [name, Number.isFinite(row[j]!) ? row[j]! : Number.NaN])))).accuracy!;
type FoldHook = (model: RidgeModel, train: number[], test: number[]) => void;
function crossValidate(rows: number[][], y: number[], onFold?: FoldHook, k = 10, seed = 42): { predicted: number[]; lambdas: number[] } {
  const folds = kFolds(rows.length, k, seed);
  const predicted = new Array<number>(rows.length).fill(0);
  const lambdas: number[] = [];
  for (let fold = 0; fold < k; fold += 1) {
    const train = rows.map((_, i) => i).filter((i) => folds[i] !== fold);
    // Inner 5-fold on the training part only picks lambda.
    const inner = kFolds(train.length, 5, seed + fold + 1);
    let best = { lambda: LAMBDAS[0]!, r: -Infinity };
    for (const lambda of LAMBDAS) {
      const out: number[] = [];
      const truth: number[] = [];
      for (let f = 0; f < 5; f += 1) {
        const fit = train.filter((_, j) => inner[j] !== f);
        const test = train.filter((_, j) => inner[j] === f);
        const model = fitSigned(fit.map((i) => rows[i]!), fit.map((i) => y[i]!), lambda);
        for (const i of test) {
          out.push(predictRow(model, rows[i]!));
          truth.push(y[i]!);
        }
      }
      const r = pearson(out, truth);
      if (r > best.r) best = { lambda, r };
    }
    lambdas.push(best.lambda);
    const model = fitSigned(train.map((i) => rows[i]!), train.map((i) => y[i]!), best.lambda);
    rows.forEach((row, i) => {
      if (folds[i] === fold) predicted[i] = predictRow(model, row);
    });
    onFold?.(model, train, rows.map((_, i) => i).filter((i) => folds[i] === fold));
  }
  return { predicted, lambdas };
}

function report(label: string, measured: Measured[]): { rows: number[][]; r: number } {
  const y = used.map((utterance) => utterance.accuracy);
  const rows = rowsOf(measured);
  console.log(`\n== ${label}: ${rows.length} utterances, ${measured.filter((m) => m.features === null).length} with nothing aligned`);
  for (const [j, name] of PRONUNCIATION_FEATURES.entries()) {
    const pairs = rows.map((row, i) => [row[j]!, y[i]!] as const).filter(([value]) => Number.isFinite(value));
    console.log(`  ${name.padEnd(16)} r = ${pearson(pairs.map((p) => p[0]), pairs.map((p) => p[1])).toFixed(3)}`);
  }
  // Hard words, judged inside the folds too: the threshold from the training words, the share marked per held-out answer.
  const hardShare = new Array<number>(rows.length).fill(Number.NaN);
  const { predicted, lambdas } = crossValidate(rows, y, (model, train, test) => {
    const threshold = hardThreshold(model, train.map((i) => measured[i]!));
    for (const i of test) {
      const ratings = wordRatings(model, measured[i]!);
      if (ratings.length > 0) hardShare[i] = ratings.filter((rating) => rating < threshold).length / ratings.length;
    }
  });
  const r = pearson(predicted, y);
  console.log(`  10-fold CV: r = ${r.toFixed(3)}, RMSE = ${rmse(predicted, y).toFixed(3)} (predicting the mean: ${rmse(y.map(() => y.reduce((a, b) => a + b, 0) / y.length), y).toFixed(3)}); lambdas chosen ${lambdas.join(',')}`);
  const scored = hardShare.map((share, i) => [share, y[i]!] as const).filter(([share]) => Number.isFinite(share));
  const meanShare = (keep: (accuracy: number) => boolean) => {
    const list = scored.filter(([, accuracy]) => keep(accuracy)).map(([share]) => share);
    return `${((list.reduce((a, b) => a + b, 0) / Math.max(list.length, 1)) * 100).toFixed(1)}% (${list.length})`;
  };
  console.log(`  hard words (CV): share marked against accuracy r = ${pearson(scored.map((p) => p[0]), scored.map((p) => p[1])).toFixed(3)}; mean share marked at accuracy <= 5: ${meanShare((a) => a <= 5)}, 6-7: ${meanShare((a) => a > 5 && a < 8)}, >= 8: ${meanShare((a) => a >= 8)}`);
  return { rows, r };
}

// --decoded-only: measure on the utterances whose decode is already cached (an interrupted run on a busy machine).
if (flags['decoded-only']) {
  const cached = readJson<Decoded>(join(cache, 'decoded-recognised.json')) ?? {};
  used.splice(0, used.length, ...used.filter((utterance) => cached[utterance.id] && recognised[utterance.id]));
  console.error(`decoded-only: ${used.length} utterances`);
}
const recognisedDecode = await decoded('recognised', (utterance) => recognised[utterance.id] ?? []);
const measuredRecognised = featuresFor(recognisedDecode, (utterance) => recognised[utterance.id] ?? []);
const { rows, r } = report('expected phones from the recognised words (the product)', measuredRecognised);
if (flags.reference) {
  const referenceDecode = await decoded('reference', referenceWords, recognisedDecode);
  report("expected phones from speechocean's reference text (not available in the product)", featuresFor(referenceDecode, referenceWords));
}

if (!flags['no-write']) {
  const y = used.map((utterance) => utterance.accuracy);
  // The shipped lambda: the one the folds chose most often.
  const { lambdas } = crossValidate(rows, y);
  const counts = new Map<number, number>();
  for (const lambda of lambdas) counts.set(lambda, (counts.get(lambda) ?? 0) + 1);
  const lambda = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const model = fitSigned(rows, y, lambda);
  console.log(`  shipped features: ${model.features.join(', ')}`);
  const hardBelow = hardThreshold(model, measuredRecognised);
  const file = join(root, 'models', 'speaking-pronunciation.json');
  const round = (values: number[]) => values.map((value) => Number(value.toPrecision(8)));
  writeFileSync(file, JSON.stringify({
    about: 'Bandwise pronunciation model: ridge weights from goodness-of-pronunciation measures (PocketSphinx free phone decode against a forced alignment of the recognised words) to human pronunciation accuracy (0-10), fitted on speechocean762 read speech (Zhang et al. 2021). Refit on your own examiners\' marks with packages/grading/scripts/calibrate-pronunciation.ts.',
    trainedOn: `${used.length} utterances of the speechocean762 calibration sets (${used.filter((u) => u.audio.endsWith('.wav')).length} of speechocean762/, ${used.filter((u) => u.audio.endsWith('.ogg')).length} of speechocean762-more/), median of five raters`,
    licence: 'speechocean762: free for commercial and non-commercial use (dataset README)',
    rows: used.length,
    cvPearson: Number(r.toFixed(3)),
    // A word whose own predicted rating is in the lowest tenth of the calibration words' is marked hard to understand.
    hardBelow: Number(hardBelow.toFixed(3)),
    features: model.features,
    low: round(model.low), high: round(model.high), mean: round(model.mean), scale: round(model.scale),
    lambda: model.lambda,
    targets: { accuracy: { intercept: Number(model.targets.accuracy!.intercept.toPrecision(8)), weights: round(model.targets.accuracy!.weights) } },
    range: [0, 10],
  }, null, 1) + '\n');
  console.log(`\nwrote ${file} (lambda ${lambda}, words marked hard below ${hardBelow.toFixed(2)})`);
}
