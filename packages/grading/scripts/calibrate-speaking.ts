/**
 * Fits the fluency model: audio measures (de Jong & Wempe style) -> human fluency, with 10-fold cross-validation
 * (lambda chosen inside each training part), and writes the weights JSON.
 *
 *   npx tsx --conditions=source packages/grading/scripts/calibrate-speaking.ts \
 *     [--dir folder-with-scores.csv-and-wav/] [--out weights.json] [--column fluency] [--source "..."] [--licence "..."]
 *
 * scores.csv needs columns utt and the score column (0-10); audio is wav/<utt>.wav (or .ogg). Default: the
 * speechocean762 calibration folder, writing models/speaking-fluency.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
const defaultDir = path.join(dataDir(), 'speaking', 'speechocean762');
const dir = stringFlag(flags, 'dir', defaultDir)!;
const isDefault = path.resolve(dir) === path.resolve(defaultDir);
const out = stringFlag(flags, 'out', isDefault ? path.join(here, '..', 'models', 'speaking-fluency.json') : undefined);
const scoreColumn = stringFlag(flags, 'column', 'fluency')!;
const LAMBDAS = [0.3, 1, 3, 10, 30, 100];

const records = readCsvRecords(readFileSync(path.join(dir, 'scores.csv'), 'utf8'));
const measures: FluencyMeasures[] = [];
const started = Date.now();
for (const record of records) {
  const base = path.join(dir, 'wav', record.utt ?? '');
  const file = [`${base}.wav`, `${base}.ogg`].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no audio for ${record.utt}`);
  const audio = await decodeAudio(new Uint8Array(readFileSync(file)));
  measures.push(analyseFluency(audio.samples, audio.sampleRate).measures);
}
console.log(`measured ${records.length} recordings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const human = records.map((record) => Number(record[scoreColumn]));
const rows = measures.map((m) => fluencyFeatures(m));

console.log('single measures, Pearson r with human fluency:');
for (const name of ['speechRate', 'articulationRate', 'phonationRatio', 'pauseCount', 'meanPause', 'longestPause', 'pausesPerSyllable', 'meanLengthOfRun'] as const) {
  console.log(`  ${name.padEnd(20)} ${pearson(human, measures.map((m) => m[name])).toFixed(3)}`);
}

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
  return { r: pearson(human, predicted), rmse: rmse(human, predicted) };
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

if (out) {
  const all = records.map((_, index) => index);
  const lambda = chooseLambda(FLUENCY_FEATURES, all, rows);
  const model = fitRidge(FLUENCY_FEATURES, matrix(FLUENCY_FEATURES, all, rows), { fluency: human }, { lambda, range: [0, 10] });
  const header = isDefault
    ? {
        about: 'Bandwise speaking fluency model: ridge weights from audio fluency measures to human sentence fluency (0-10), fitted on speechocean762 read speech (Zhang et al. 2021). Refit on your own examiners\' marks with packages/grading/scripts/calibrate-speaking.ts.',
        trainedOn: `speechocean762 calibration set, ${records.length} utterances, median of five raters`,
        licence: 'speechocean762: free for commercial and non-commercial use (dataset README)',
      }
    : {
        about: `Bandwise speaking fluency model refitted on ${dir}.`,
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
