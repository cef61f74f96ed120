/**
 * Fits the fluency model: audio measures (de Jong & Wempe style) -> human fluency, with 10-fold cross-validation
 * (every fit inside the folds: the ridge's clipping bounds, standardisation and lambda, chosen by an inner 5-fold CV on
 * each training part), and writes the weights JSON.
 *
 *   npm run calibrate-speaking -w @bandwise/grading -- [--dirs folder1,folder2] [--out weights.json] [--column fluency]
 *     [--source "..."] [--licence "..."]
 *
 * Each folder has scores.csv (columns utt and the score column, 0-10) and its audio as wav/<utt>.wav or
 * audio/<utt>.ogg. Default: both speechocean762 folders of the shared data (209 WAV + 1,000 Ogg/Opus utterances),
 * writing models/speaking-fluency.json. The audio measures are cached in .cache/speaking-measures.json, keyed by the
 * file's size and time and by a hash of fluency.ts and audio.ts (a change to the measures re-measures everything).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsvRecords } from '../src/csv';
import { kFolds, pearson, rmse } from '../src/metrics';
import { decodeAudio } from '../src/speaking/audio';
import { FLUENCY_FEATURES, analyseFluency, fluencyFeatures } from '../src/speaking/fluency';
import type { FluencyMeasures } from '../src/speaking/fluency';
import { fitRidge, predictRidge } from '../src/writing/ridge';
import { dataDir, parseArgs, stringFlag } from './args';

const here = path.dirname(fileURLToPath(import.meta.url));
const { flags } = parseArgs(process.argv.slice(2));
const defaultDirs = ['speechocean762', 'speechocean762-more'].map((name) => path.join(dataDir(), 'speaking', name));
const dirs = (stringFlag(flags, 'dirs') ?? stringFlag(flags, 'dir'))?.split(',') ?? defaultDirs;
const isDefault = dirs.length === defaultDirs.length && dirs.every((dir, i) => path.resolve(dir) === path.resolve(defaultDirs[i]!));
const out = stringFlag(flags, 'out', isDefault ? path.join(here, '..', 'models', 'speaking-fluency.json') : undefined);
const scoreColumn = stringFlag(flags, 'column', 'fluency')!;
const LAMBDAS = [0.3, 1, 3, 10, 30, 100];

const cacheFile = path.join(here, '..', '.cache', 'speaking-measures.json');
const codeHash = createHash('sha256')
  .update(readFileSync(path.join(here, '..', 'src', 'speaking', 'fluency.ts')))
  .update(readFileSync(path.join(here, '..', 'src', 'speaking', 'audio.ts')))
  .digest('hex')
  .slice(0, 16);
type CacheEntry = { key: string; measures: FluencyMeasures };
const cache: Record<string, CacheEntry> = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};

const records: Array<Record<string, string>> = [];
const setOf: string[] = [];
const measures: FluencyMeasures[] = [];
const started = Date.now();
let measured = 0;
for (const dir of dirs) {
  for (const record of readCsvRecords(readFileSync(path.join(dir, 'scores.csv'), 'utf8'))) {
    const utt = record.utt ?? '';
    const file = [path.join(dir, 'wav', `${utt}.wav`), path.join(dir, 'wav', `${utt}.ogg`), path.join(dir, 'audio', `${utt}.ogg`), path.join(dir, 'audio', `${utt}.wav`)].find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`no audio for ${utt} in ${dir}`);
    const stat = statSync(file);
    const key = `${codeHash}:${stat.size}:${stat.mtimeMs}`;
    let entry = cache[file];
    if (entry?.key !== key) {
      const audio = await decodeAudio(new Uint8Array(readFileSync(file)));
      entry = { key, measures: analyseFluency(audio.samples, audio.sampleRate).measures };
      cache[file] = entry;
      measured += 1;
      if (measured % 100 === 0) console.log(`  measured ${measured}...`);
    }
    records.push(record);
    setOf.push(path.basename(dir));
    measures.push(entry.measures);
  }
}
mkdirSync(path.dirname(cacheFile), { recursive: true });
writeFileSync(cacheFile, JSON.stringify(cache));
console.log(`${records.length} recordings (${measured} measured now, the rest from ${path.relative(process.cwd(), cacheFile)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const human = records.map((record) => Number(record[scoreColumn]));
const rows = measures.map((m) => fluencyFeatures(m));

console.log('single measures, Pearson r with human fluency (all rows):');
for (const name of ['speechRate', 'articulationRate', 'phonationRatio', 'pauseCount', 'meanPause', 'longestPause', 'pausesPerSyllable', 'meanLengthOfRun'] as const) {
  console.log(`  ${name.padEnd(20)} ${pearson(human, measures.map((m) => m[name])).toFixed(3)}`);
}
console.log('model features, Pearson r with human fluency (all rows):');
for (const name of FLUENCY_FEATURES) console.log(`  ${name.padEnd(20)} ${pearson(human, rows.map((row) => row[name] ?? 0)).toFixed(3)}`);

function matrix(names: readonly string[], indices: readonly number[], source: ReadonlyArray<Record<string, number>>) {
  return indices.map((index) => names.map((name) => source[index]![name] ?? 0));
}
function chooseLambda(names: readonly string[], train: readonly number[], source: ReadonlyArray<Record<string, number>>): number {
  const inner = kFolds(train.length, 5, 5);
  let best = LAMBDAS[0]!;
  let bestScore = Infinity;
  for (const lambda of LAMBDAS) {
    const predicted = new Array<number>(train.length).fill(0);
    for (let fold = 0; fold < 5; fold += 1) {
      const fit = train.filter((_, position) => inner[position] !== fold);
      const model = fitRidge(names, matrix(names, fit, source), { fluency: fit.map((index) => human[index]!) }, { lambda, range: [0, 10] });
      train.forEach((index, position) => {
        if (inner[position] === fold) predicted[position] = predictRidge(model, names.map((name) => source[index]![name] ?? 0)).fluency!;
      });
    }
    const score = rmse(train.map((index) => human[index]!), predicted);
    if (score < bestScore) {
      bestScore = score;
      best = lambda;
    }
  }
  return best;
}
function crossValidate(names: readonly string[], source: ReadonlyArray<Record<string, number>>) {
  const k = 10;
  const folds = kFolds(records.length, k, 11);
  const predicted = new Array<number>(records.length).fill(0);
  for (let fold = 0; fold < k; fold += 1) {
    const train = records.map((_, index) => index).filter((index) => folds[index] !== fold);
    const lambda = chooseLambda(names, train, source);
    const model = fitRidge(names, matrix(names, train, source), { fluency: train.map((index) => human[index]!) }, { lambda, range: [0, 10] });
    records.forEach((_, index) => {
      if (folds[index] === fold) predicted[index] = predictRidge(model, names.map((name) => source[index]![name] ?? 0)).fluency!;
    });
  }
  const bySet = [...new Set(setOf)].map((set) => {
    const index = setOf.flatMap((name, i) => (name === set ? [i] : []));
    return { set, rows: index.length, r: pearson(index.map((i) => human[i]!), index.map((i) => predicted[i]!)), rmse: rmse(index.map((i) => human[i]!), index.map((i) => predicted[i]!)) };
  });
  return { r: pearson(human, predicted), rmse: rmse(human, predicted), bySet };
}

const four = measures.map((m) => ({ speechRate: m.speechRate, phonationRatio: m.phonationRatio, pauseCount: m.pauseCount, meanPause: m.meanPause }));
const reference = crossValidate(['speechRate', 'phonationRatio', 'pauseCount', 'meanPause'], four);
console.log(`reference four (speech rate, phonation ratio, pause count, mean pause), 10-fold CV: r ${reference.r.toFixed(3)}, RMSE ${reference.rmse.toFixed(3)}`);
// Each measure's contribution, by cross-validating the model without it: what dropping it would cost.
for (const name of FLUENCY_FEATURES) {
  const without = crossValidate(FLUENCY_FEATURES.filter((other) => other !== name), rows);
  console.log(`  without ${name.padEnd(18)} 10-fold CV r ${without.r.toFixed(3)}`);
}
const cv = crossValidate(FLUENCY_FEATURES, rows);
console.log(`fluency model (${FLUENCY_FEATURES.join(', ')}), 10-fold CV: r ${cv.r.toFixed(3)}, RMSE ${cv.rmse.toFixed(3)} (0-10 scale)`);
for (const part of cv.bySet) console.log(`  of which ${part.set} (${part.rows}): r ${part.r.toFixed(3)}, RMSE ${part.rmse.toFixed(3)}`);

if (out) {
  const all = records.map((_, index) => index);
  const lambda = chooseLambda(FLUENCY_FEATURES, all, rows);
  const model = fitRidge(FLUENCY_FEATURES, matrix(FLUENCY_FEATURES, all, rows), { fluency: human }, { lambda, range: [0, 10] });
  const header = isDefault
    ? {
        about: 'Bandwise speaking fluency model: ridge weights from audio fluency measures to human sentence fluency (0-10), fitted on speechocean762 read speech (Zhang et al. 2021). Refit on your own examiners\' marks with packages/grading/scripts/calibrate-speaking.ts.',
        trainedOn: `speechocean762 calibration sets (speechocean762 and speechocean762-more), ${records.length} utterances, median of five raters`,
        licence: 'speechocean762: free for commercial and non-commercial use (dataset README)',
      }
    : {
        about: `Bandwise speaking fluency model refitted on ${dirs.join(', ')}.`,
        trainedOn: stringFlag(flags, 'source', `${records.length} recordings`)!,
        licence: stringFlag(flags, 'licence', 'as the scored data')!,
      };
  const round = (values: number[]) => values.map((value) => Number(value.toPrecision(8)));
  const json = {
    ...header,
    rows: records.length,
    cvPearson: Math.round(cv.r * 1000) / 1000,
    features: model.features,
    low: round(model.low),
    high: round(model.high),
    mean: round(model.mean),
    scale: round(model.scale),
    lambda,
    targets: { fluency: { intercept: Number(model.targets.fluency!.intercept.toPrecision(8)), weights: round(model.targets.fluency!.weights) } },
    range: model.range,
  };
  writeFileSync(out, `${JSON.stringify(json, null, 1)}\n`);
  console.log(`wrote ${out} (lambda ${lambda})`);
}
