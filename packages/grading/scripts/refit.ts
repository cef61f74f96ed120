/**
 * Fits the writing model on a scored CSV and writes a weights JSON; prints 5-fold cross-validated MCRMSE for
 * predicting the mean, the 7-feature shallow baseline and the full model first (same folds).
 *
 *   npx tsx --conditions=source packages/grading/scripts/refit.ts --csv scores.csv --out my-weights.json \
 *     [--source "who scored it"] [--licence "their terms"] [--lints cache.json] [--no-cv] [--correlations] [--sense all|none] [--no-forest] [--no-boost] [--kernel] [--export rows.json]
 *
 * The CSV needs id,prompt,text and the score columns cohesion,syntax,vocabulary,phraseology,grammar,conventions,
 * overall on the ELLIPSE 1-5 scale (the grader links that scale to IELTS bands). Without --csv it refits the
 * shipped model on the ELLIPSE calibration file. --sense all (the default) adds the sentence encoder's and the language
 * model's evidence on how sentences follow one another and how likely they are as English (ELLIPSE_SENSE_FEATURES), read
 * from scripts/senseCache.ts's cache (filled on first use: ~0.3 s an essay); --sense none fits without them.
 * --no-forest and --no-boost leave out the forest and the boosted trees that by default join the ridge on the same
 * features (fit.ts); with both, the ridge alone. --kernel adds a Gaussian kernel ridge as a fourth voice (not in the
 * shipped model: it helped the ELLIPSE figure and cost the IELTS link; docs/GRADING.md).
 * --embedding W (an experiment, cross-validation only): the n-gram ridge also reads the essay's mean sentence vector
 * (centred on the corpus mean, unit length, times W), so its kernel is the n-gram cosine plus W² times the meaning cosine.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readCsvRecords } from '../src/csv';
import { pearson } from '../src/metrics';
import { createChecker, createDictionary } from '../src/text/checker';
import type { Checker, Issue } from '../src/text/checker';
import { ELLIPSE_SENSE_FEATURES, MODEL_FEATURES, SHALLOW_FEATURES } from '../src/writing/ellipse';
import { analyseText } from '../src/writing/features';
import { roundForest } from '../src/writing/forest';
import { WRITING_TARGETS, crossValidate, crossValidateStacked, fitFinalStacked, formatReport, prepareNgrams } from '../src/writing/fit';
import type { Table } from '../src/writing/fit';
import { fittingFiles, parseArgs, stringFlag } from './args';
import { kernel } from '../src/writing/ngrams';
import { embeddingsFor, senseFor } from './senseCache';

const { flags } = parseArgs(process.argv.slice(2));
const files = fittingFiles(flags, 'ellipse-calibration.csv', 'writing-ellipse.json');
const { csvPath, shipped: isEllipse, lintPath } = files;
const embeddingWeight = Number(stringFlag(flags, 'embedding', '0'));
// The experiment writes no model: the grader does not read the mean vector into the n-gram ridge.
const out = embeddingWeight > 0 ? undefined : files.out;

const records = readCsvRecords(readFileSync(csvPath, 'utf8'));
const missing = ['id', 'text', ...WRITING_TARGETS.filter((name) => name !== 'overall')].filter((name) => !(name in (records[0] ?? {})));
if (records.length < 20 || missing.length > 0) {
  console.error(`need at least 20 scored rows with columns id,prompt,text,cohesion,syntax,vocabulary,phraseology,grammar,conventions[,overall]; missing: ${missing.join(', ') || 'rows'}`);
  process.exit(1);
}

const cache: Record<string, Issue[]> = {};
for (const file of [lintPath, lintPath.replace(/\.json$/u, '.reverse.json')]) {
  if (existsSync(file)) Object.assign(cache, JSON.parse(readFileSync(file, 'utf8')));
}
const voices = { forest: !flags['no-forest'], boost: !flags['no-boost'], kernel: Boolean(flags.kernel) };
const withSense = stringFlag(flags, 'sense', 'all') !== 'none';
const sense = withSense ? await senseFor(csvPath, records) : {};
const features: readonly string[] = withSense ? [...MODEL_FEATURES, ...ELLIPSE_SENSE_FEATURES] : MODEL_FEATURES;
console.log(`sense evidence: ${withSense ? 'all' : 'none'}`);
const known = await createDictionary();
let checker: Checker | undefined;
let started = Date.now();
const rows: Array<Record<string, number>> = [];
for (const record of records) {
  let issues = cache[record.id ?? ''];
  if (!issues) {
    checker ??= await createChecker();
    issues = await checker.lint(record.text ?? '', { prompt: record.prompt ?? '' });
  }
  rows.push({ ...analyseText({ text: record.text ?? '', prompt: record.prompt ?? '', minWords: 0, issues, known }).features, ...sense[record.id ?? ''] });
}
console.log(`features for ${records.length} essays in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const targets: Record<string, number[]> = {};
for (const name of WRITING_TARGETS) {
  if (!(name in records[0]!)) continue;
  targets[name] = records.map((record) => Number(record[name]));
}
// --export rows.json: every essay's features and scores, for analysis outside this script (as calibrate-ielts.ts --export).
const exportPath = stringFlag(flags, 'export', '');
if (exportPath) {
  writeFileSync(exportPath, JSON.stringify(records.map((record, index) => ({ id: record.id, features: rows[index], scores: Object.fromEntries(Object.entries(targets).map(([name, values]) => [name, values[index]])) }))));
  console.log(`wrote ${exportPath}`);
}
if (!targets.overall) {
  // Without an overall column, overall is the mean of the six analytic scores.
  targets.overall = records.map((_, index) => WRITING_TARGETS.filter((name) => name !== 'overall').reduce((sum, name) => sum + targets[name]![index]!, 0) / 6);
}
const table: Table = { rows, targets };
started = Date.now();
const ngrams = prepareNgrams(records.map((record) => record.text ?? ''));
if (embeddingWeight > 0) {
  const embedded = embeddingsFor(csvPath, records);
  const offset = ngrams.vocabulary.length;
  // Centred on the corpus's own mean (no score read): every essay's vector shares a large common part.
  const means = records.map((record) => embedded[record.id ?? '']!.mean);
  const centre = new Float32Array(512);
  for (const mean of means) for (let d = 0; d < 512; d++) centre[d]! += mean[d]! / means.length;
  ngrams.vectors = ngrams.vectors.map((vector, index) => {
    const mean = means[index]!.map((value, d) => value - centre[d]!);
    const norm = Math.hypot(...mean) || 1;
    return {
      index: Int32Array.from([...vector.index, ...mean.map((_, d) => offset + d)]),
      value: Float64Array.from([...vector.value, ...[...mean].map((value) => (embeddingWeight * value) / norm)]),
    };
  });
  ngrams.gram = kernel(ngrams.vectors);
  ngrams.vocabulary = [...ngrams.vocabulary, ...Array.from({ length: 512 }, (_, d) => `<meaning ${d}>`)];
  console.log(`n-gram ridge reads the mean sentence vector too, weight ${embeddingWeight}`);
}
console.log(`n-gram vocabulary ${ngrams.vocabulary.length}, kernel in ${((Date.now() - started) / 1000).toFixed(1)} s`);

let cvFull: number | null = null;
if (!flags['no-cv']) {
  console.log(formatReport(crossValidate(table, null, { label: 'predict the training mean' })));
  console.log(formatReport(crossValidate(table, SHALLOW_FEATURES, { label: `shallow ${SHALLOW_FEATURES.length}-feature ridge` })));
  console.log(formatReport(crossValidate(table, features, { label: `${features.length}-feature ridge` })));
  const joined = [voices.forest ? 'a forest' : '', voices.boost ? 'boosted trees' : '', voices.kernel ? 'a kernel ridge' : ''].filter(Boolean).join(', ');
  const stacked = crossValidateStacked(table, ngrams, features, { label: `${features.length}-feature ridge + n-gram ridge (stacked)${joined ? `, averaged with ${joined}` : ''}`, ...voices });
  console.log(formatReport(stacked));
  cvFull = Math.round(stacked.mcrmse * 10000) / 10000;
}
if (flags.correlations) {
  const overall = targets.overall;
  const list = features.map((name) => [name, pearson(overall, rows.map((row) => row[name] ?? 0))] as const);
  for (const [name, r] of list.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))) console.log(`${name.padEnd(26)} ${r.toFixed(3)}`);
}

if (out) {
  const { ridge: model, ngram, forest, boosted, kernel: kernelRidge } = fitFinalStacked(table, ngrams, features, voices);
  const header = isEllipse
    ? {
        about:
          'Bandwise writing model: ridge regression weights fitted on the ELLIPSE corpus (Crossley et al.), public calibration release. Derived weights inherit its licence: CC BY-NC-SA 4.0 (non-commercial use only, attribution, share alike). Refit on your own scored essays for other use (packages/grading/scripts/refit.ts).',
        trainedOn: `ELLIPSE calibration set, ${records.length} essays (Crossley, Tian, Baffour, Franklin, Kim, Morris, Benner, Picou, Boser)`,
        licence: 'CC BY-NC-SA 4.0',
      }
    : {
        about: `Bandwise writing model refitted on ${path.basename(csvPath)} with packages/grading/scripts/refit.ts.`,
        trainedOn: stringFlag(flags, 'source', `${path.basename(csvPath)}, ${records.length} essays`)!,
        licence: stringFlag(flags, 'licence', 'as the scored data')!,
      };
  const round = (values: number[]) => values.map((value) => Number(value.toPrecision(8)));
  const json = {
    ...header,
    rows: records.length,
    cvMcrmse: cvFull,
    features: model.features,
    low: round(model.low),
    high: round(model.high),
    mean: round(model.mean),
    scale: round(model.scale),
    lambda: model.lambda,
    targets: Object.fromEntries(Object.entries(model.targets).map(([name, target]) => [name, { intercept: Number(target.intercept.toPrecision(8)), weights: round(target.weights) }])),
    range: model.range,
    ngram: {
      vocabulary: ngram.vocabulary,
      idf: round(ngram.idf),
      lambda: ngram.lambda,
      targets: Object.fromEntries(Object.entries(ngram.targets).map(([name, target]) => [name, { intercept: Number(target.intercept.toPrecision(8)), weights: target.weights.map((value) => Number(value.toPrecision(5))) }])),
    },
    ...(forest ? { forest: roundForest(forest, 5) } : {}),
    ...(boosted ? { boosted: roundForest(boosted, 5) } : {}),
    ...(kernelRidge
      ? { kernel: { ...kernelRidge, rows: kernelRidge.rows.map((row) => row.map((value) => Number(value.toPrecision(5)))), intercepts: round(kernelRidge.intercepts), weights: kernelRidge.weights.map(round) } }
      : {}),
  };
  writeFileSync(out, `${JSON.stringify(json)}\n`);
  console.log(`wrote ${out} (lambda ${model.lambda})`);
}
