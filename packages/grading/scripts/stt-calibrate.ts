/**
 * Fits models/stt-heard.json from the shipped recogniser's decodes (scripts/stt-sets.ts caches them):
 *   - P(said) per word (logistic regression on wordFeatures: confidence, duration, length, frequency, neighbours) and
 *     its threshold: the lowest at which at least 0.8 of kept words were really said (each recognised word aligned to
 *     the reference text), on the learner recordings (speechocean762 calibration + more); held-out precision from 5
 *     speaker-grouped folds, model and threshold fitted inside each fold's training part;
 *   - P(English): a logistic regression on transcript confidence features, English = learner recordings and the
 *     listening scripts in English espeak-ng voices, not English = espeak-ng's Russian, Uzbek and other voices;
 *     held-out accuracy by leaving one language (or one fold of English recordings) out.
 *   npm run stt-calibrate -w @bandwise/grading -- [--setting shipped] [--more 1000] [--lines 30] [--cached-only] [--out models/stt-heard.json]
 * The reference texts are used to label words said / not said, never to shape the recogniser's language model.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HeardModel } from '../src/stt/heard';
import { logistic, saidProbabilities, transcriptFeatures, wordFeatures } from '../src/stt/heard';
import { matchedWords } from '../src/stt/wer';
import { parseArgs, stringFlag } from './args';
import { CACHE, decodeAll, loadItems } from './stt-sets';
import type { Decode, Item } from './stt-sets';
import { cacheName, SETTINGS } from './stt-settings';

const { flags } = parseArgs(process.argv.slice(2));
const name = stringFlag(flags, 'setting', 'shipped')!;
const out = stringFlag(flags, 'out', fileURLToPath(new URL('../models/stt-heard.json', import.meta.url)))!;
/** The precision of kept words the threshold aims for (--target; 0.8 is issue 34's aim, which these ears cannot keep words at). */
const TARGET = Number(stringFlag(flags, 'target', '0.8'));
const FOLDS = 5;

/** How many speechocean762-more utterances join the 209 calibration ones (all 1,000 by default; decoding them is the cost). */
const moreCount = Number(stringFlag(flags, 'more', '1000'));
/** --cached-only: fit on the recordings already decoded (a quick look while the rest decode elsewhere). */
const cachedOnly = flags['cached-only'] === true;
const cached = (items: Item[]) => {
  if (!cachedOnly) return items;
  const file = (set: string) => join(CACHE, 'hyp', cacheName(name), `${set}.json`);
  const have = new Map([...new Set(items.map((item) => item.set))].map((set) => [set, existsSync(file(set)) ? JSON.parse(readFileSync(file(set), 'utf8')) : {}]));
  return items.filter((item) => have.get(item.set)[item.id]);
};
const learner = cached([...loadItems('calib'), ...loadItems('more', moreCount)]);
const scripts = cached(loadItems('scripts', Number(stringFlag(flags, 'lines', '30'))));
const foreign = cached(loadItems('foreign'));
const { decodes } = await decodeAll(cacheName(name), SETTINGS[name]!, [...learner, ...scripts, ...foreign]);
const decodeOf = (item: Item): Decode => decodes.get(`${item.set}/${item.id}`)!;

/** Speaker-grouped fold (speechocean762 ids start with the speaker's five digits). */
const foldOf = (id: string) => [...id.slice(0, 5)].reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 9973, 7) % FOLDS;

const WORD_FEATURES = ['confidence', 'logDuration', 'letters', 'logRank', 'neighbours', 'meanConfidence', 'wordsPerSecond'];
type Row = { x: number[]; y: number; group: string };
const wordRows = (items: Item[]): Row[] => items.flatMap((item) => {
  const decode = decodeOf(item);
  const said = matchedWords(item.reference!, decode.words.map((word) => word.word));
  return decode.words.map((_, i) => {
    const f = wordFeatures(decode.words, i, decode.seconds);
    return { x: WORD_FEATURES.map((name) => f[name]!), y: said[i] ? 1 : 0, group: String(foldOf(item.id)) };
  });
});
const learnerWords = wordRows(learner);
const scriptWords = wordRows(scripts);

/** Ridge-penalised logistic regression by gradient descent on standardised features; `balanced` weighs both classes alike. */
function fitLogistic(train: Row[], features: string[], balanced: boolean): HeardModel['english'] {
  const p = features.length;
  const mean = features.map((_, j) => train.reduce((a, row) => a + row.x[j]!, 0) / train.length);
  const scale = features.map((_, j) => Math.sqrt(train.reduce((a, row) => a + (row.x[j]! - mean[j]!) ** 2, 0) / train.length) || 1);
  const positives = train.filter((row) => row.y === 1).length;
  const weightOf = (row: Row) => (!balanced ? 1 : row.y === 1 ? train.length / (2 * positives) : train.length / (2 * (train.length - positives)));
  const z = train.map((row) => row.x.map((v, j) => (v - mean[j]!) / scale[j]!));
  const w = new Array<number>(p).fill(0);
  let b = 0;
  const lambda = 0.01;
  for (let step = 0; step < 1500; step += 1) {
    const gw = w.map((value) => lambda * value);
    let gb = 0;
    train.forEach((row, r) => {
      const zr = z[r]!;
      const err = (1 / (1 + Math.exp(-(b + zr.reduce((a, v, j) => a + w[j]! * v, 0)))) - row.y) * weightOf(row);
      gb += err / train.length;
      zr.forEach((v, j) => {
        gw[j] = gw[j]! + (err * v) / train.length;
      });
    });
    b -= 0.5 * gb;
    w.forEach((_, j) => {
      w[j] = w[j]! - 0.5 * gw[j]!;
    });
  }
  return { features, mean, scale, intercept: b, weights: w };
}
const featuresOf = (row: Row, features: string[]) => Object.fromEntries(features.map((feature, j) => [feature, row.x[j]!]));

const grid = Array.from({ length: 100 }, (_, i) => i / 100);
const precisionAt = (scores: number[], rows: Row[], t: number) => {
  const kept = rows.filter((_, i) => scores[i]! >= t);
  const said = kept.filter((row) => row.y === 1).length;
  return { kept: kept.length, said, precision: kept.length === 0 ? 1 : said / kept.length };
};
/**
 * Lowest threshold whose precision reaches the target (keeps the most words that can be trusted); where none does with
 * at least 20 words kept, the threshold of the best precision that does (the most trustworthy words there are), rather
 * than 1, which would hear nothing at all.
 */
const fitThreshold = (scores: number[], rows: Row[]) => {
  const candidates = grid.map((t) => ({ t, ...precisionAt(scores, rows, t) })).filter((c) => c.kept >= 20);
  const reaching = candidates.find((c) => c.precision >= TARGET);
  if (reaching) return reaching.t;
  return candidates.reduce((best, c) => (c.precision > best.precision ? c : best), candidates[0] ?? { t: 1, precision: 0 }).t;
};

// Fitted on the learners and the English voices together: the learners alone (speechocean762: many low-proficiency
// Mandarin-L1 readers, children among them) have so few words the recogniser gets right that no threshold keeps 0.8
// precision with more than a handful of words; the voices stand for the clear end of the speakers. The held-out
// precision is reported for each part separately.
const pooled = [...learnerWords, ...scriptWords];
const held = { learner: { kept: 0, said: 0 }, scripts: { kept: 0, said: 0 }, learnerConfidence: { kept: 0, said: 0 } };
const foldThresholds: number[] = [];
const learnerSet = new Set(learnerWords);
for (let fold = 0; fold < FOLDS; fold += 1) {
  const train = pooled.filter((row) => row.group !== String(fold));
  const model = fitLogistic(train, WORD_FEATURES, false);
  const t = fitThreshold(train.map((row) => logistic(featuresOf(row, WORD_FEATURES), model)), train);
  foldThresholds.push(t);
  for (const part of ['learner', 'scripts'] as const) {
    const test = pooled.filter((row) => row.group === String(fold) && learnerSet.has(row) === (part === 'learner'));
    const at = precisionAt(test.map((row) => logistic(featuresOf(row, WORD_FEATURES), model)), test, t);
    held[part].kept += at.kept;
    held[part].said += at.said;
  }
  // The posterior confidence alone, learners only, for the docs.
  const trainLearner = learnerWords.filter((row) => row.group !== String(fold));
  const testLearner = learnerWords.filter((row) => row.group === String(fold));
  const tc = fitThreshold(trainLearner.map((row) => row.x[0]!), trainLearner);
  const atC = precisionAt(testLearner.map((row) => row.x[0]!), testLearner, tc);
  held.learnerConfidence.kept += atC.kept;
  held.learnerConfidence.said += atC.said;
}
const said = (rows: Row[]) => rows.filter((row) => row.y === 1).length;
const wordModel = fitLogistic(pooled, WORD_FEATURES, false);
const threshold = fitThreshold(pooled.map((row) => logistic(featuresOf(row, WORD_FEATURES), wordModel)), pooled);
const heldPrecision = (held.learner.said + held.scripts.said) / Math.max(1, held.learner.kept + held.scripts.kept);
const describe = (label: string, h: { kept: number; said: number }, rows: Row[]) =>
  console.log(`${label}: ${rows.length} words recognised, ${(said(rows) / Math.max(1, rows.length)).toFixed(3)} really said; held out, kept ${h.kept} (${(100 * h.kept / Math.max(1, rows.length)).toFixed(0)}%), precision of kept ${(h.said / Math.max(1, h.kept)).toFixed(3)}, recall of said words ${(h.said / Math.max(1, said(rows))).toFixed(3)}`);
console.log(`P(said) threshold per fold ${foldThresholds.join(' ')}; on all ${threshold}; pooled held-out precision of kept words ${heldPrecision.toFixed(3)}`);
describe('learners (speechocean762)', held.learner, learnerWords);
describe('listening scripts (espeak-ng English voices)', held.scripts, scriptWords);
describe('learners, posterior confidence alone', held.learnerConfidence, learnerWords);

if (foreign.length === 0) {
  console.log('no non-English recordings decoded: P(English) not refitted, model not written');
  process.exit(0);
}
// P(English) ---------------------------------------------------------------------------------------------------------
const FEATURES = ['meanConfidence', 'heardShare', 'heardPerSecond', 'wordsPerSecond', 'longShare'];
const rowOf = (item: Item, y: number, group: string): Row => {
  const decode = decodeOf(item);
  const heard = saidProbabilities(decode.words, decode.seconds, wordModel).map((p) => p >= threshold);
  const f = transcriptFeatures(decode.words, heard, decode.seconds);
  return { x: FEATURES.map((feature) => f[feature]!), y, group };
};
const rows: Row[] = [
  ...learner.map((item) => rowOf(item, 1, `en-learner-${foldOf(item.id)}`)),
  ...scripts.map((item, i) => rowOf(item, 1, `en-voice-${i % FOLDS}`)),
  ...foreign.map((item) => rowOf(item, 0, item.voice!.split('+')[0]!)),
];

const groups = [...new Set(rows.map((row) => row.group))];
const heldEnglish = new Map<Row, number>();
for (const group of groups) {
  const model = fitLogistic(rows.filter((row) => row.group !== group), FEATURES, true);
  for (const row of rows.filter((row) => row.group === group)) heldEnglish.set(row, logistic(featuresOf(row, FEATURES), model));
}
const report = (label: string, subset: Row[]) => {
  const right = subset.filter((row) => (heldEnglish.get(row)! >= 0.5) === (row.y === 1)).length;
  const probabilities = subset.map((row) => heldEnglish.get(row)!).sort((a, b) => a - b);
  console.log(`P(English) held out, ${label}: ${right}/${subset.length} right at 0.5; median ${probabilities[Math.floor(probabilities.length / 2)]!.toFixed(2)}, lowest ${probabilities[0]!.toFixed(2)}, highest ${probabilities.at(-1)!.toFixed(2)}`);
};
report('learners (speechocean762)', rows.filter((row) => row.group.startsWith('en-learner')));
report('listening scripts, English voices', rows.filter((row) => row.group.startsWith('en-voice')));
for (const language of groups.filter((group) => !group.startsWith('en-'))) report(`espeak-ng '${language}'`, rows.filter((row) => row.group === language));
// Calling an English answer 'not English' costs a learner the lowest band, so the decision is moved until no more than
// 1 in 20 English recordings (held out) falls below 0.5; what that costs in foreign answers let through is printed.
const logit = (p: number) => Math.log(Math.max(1e-6, p) / Math.max(1e-6, 1 - p));
const englishHeld = rows.filter((row) => row.y === 1).map((row) => heldEnglish.get(row)!).sort((a, b) => a - b);
const shift = Math.max(0, -logit(englishHeld[Math.floor(0.05 * englishHeld.length)]!));
const shifted = (row: Row) => 1 / (1 + Math.exp(-(logit(heldEnglish.get(row)!) + shift)));
for (const group of ['en-learner', 'en-voice', ...groups.filter((g) => !g.startsWith('en-'))]) {
  const subset = rows.filter((row) => row.group.startsWith(group));
  console.log(`after the shift (+${shift.toFixed(2)} logits), held out, ${group}: ${subset.filter((row) => (shifted(row) >= 0.5) === (row.y === 1)).length}/${subset.length} right`);
}
const fitted = fitLogistic(rows, FEATURES, true);
const english = { ...fitted, intercept: fitted.intercept + shift };

const model: HeardModel = {
  about: `Which recognised words count as heard (P(said) from the word's confidence and neighbourhood >= threshold), when a transcript is reliable enough to grade, and P(English); fitted by scripts/stt-calibrate.ts on the '${name}' recogniser setting`,
  trainedOn: `speechocean762 calibration (209) + speechocean762-more (first ${moreCount}) utterances; ${scripts.length} content listening-script lines and ${foreign.length} original non-English sentences in espeak-ng voices`,
  licence: 'speechocean762: free for commercial and non-commercial use',
  rows: learner.length + scripts.length + foreign.length,
  word: roundModel(wordModel),
  threshold,
  precision: Math.round(heldPrecision * 1000) / 1000,
  // Grammar, vocabulary, coherence and relevance are counts and rates over words: under 12 heard words (a sentence or
  // two) they measure the recogniser, not the learner; and when under a third of what was recognised passes the
  // threshold, the heard words are islands in noise, not the answer.
  reliable: { minHeardWords: 12, minHeardShare: 0.33 },
  english: roundModel(english),
};
function roundModel(model: HeardModel['english']): HeardModel['english'] {
  return { ...model, intercept: round(model.intercept), weights: model.weights.map(round), mean: model.mean.map(round), scale: model.scale.map(round) };
}
function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
writeFileSync(out, `${JSON.stringify(model, null, 2)}\n`);
console.log(`wrote ${out}`);
