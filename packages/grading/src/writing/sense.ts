import { cosine } from '../text/encoder';
import type { SentenceEncoder } from '../text/encoder';
import { mean } from '../metrics';
import { AUXILIARIES, PREPOSITIONS } from '../text/grammar';
import { lmWords } from '../text/languageModel';
import type { LanguageModel, SentenceLm } from '../text/languageModel';
import { unigramLogProb } from '../text/lexicon';
import type { Features } from './features';

/**
 * Evidence of meaning and of English from the two pretrained models, as a few summary features (not raw vectors: as
 * 512 raw features the embedding hurt task 2 in a 10-fold ridge, see the design notes):
 * - the sentence encoder: is the answer about the prompt (meaning, not shared stems), do neighbouring sentences follow
 *   on from each other more than any two sentences of the answer do (a shuffled copy loses that), are sentences
 *   near-repeats of earlier ones;
 * - the trigram language model: how probable the sentences are as English per word, and how many of them are very
 *   improbable (word salad, broken grammar), the share of words it does not know, and how much more probable the
 *   sentences are than their words on their own (SLOR: raw probability punishes the rare words strong writers use),
 *   and word by word how well each word fits after the words before it ('the people is' against 'the people are').
 * A feature is absent when its model is not there; the link then reads it at its training mean.
 */

export type SenseTools = { encoder?: SentenceEncoder; languageModel?: LanguageModel | null };

/**
 * The encoder reads an answer's first sentences, at most MAX_SENTENCES of them and no more than MAX_ENCODED_WORDS words
 * (whole sentences, at least three): they say enough about its order and topic, and its cost grows with the words it
 * reads. On the IELTS calibration essays (10-fold CV, seed 2024) a 150-word budget left r and MAE where the full first
 * twelve sentences had them (all 0.571 / 0.649 against 0.573 / 0.651) and keeps a long essay inside its time budget
 * (docs/GRADING.md, Latency).
 */
export const MAX_SENTENCES = 12;
export const MAX_ENCODED_WORDS = 150;

/** The sentences the encoder reads: the answer's first, up to MAX_SENTENCES and MAX_ENCODED_WORDS. */
export function sentencesToEncode(sentences: readonly string[]): string[] {
  const chosen: string[] = [];
  let words = 0;
  for (const sentence of sentences.slice(0, MAX_SENTENCES)) {
    const count = sentence.split(/\s+/u).filter(Boolean).length;
    if (chosen.length >= 3 && words + count > MAX_ENCODED_WORDS) break;
    chosen.push(sentence);
    words += count;
  }
  return chosen;
}

/** Cosine at or above which a sentence restates an earlier one. */
export const NEAR_DUPLICATE = 0.9;
/** Per-word log probability (nats) below which a sentence is not likely English: under 1% of calibration sentences. */
export const IMPROBABLE = -9;

/**
 * How well each word fits where the learner put it: its log probability after the words before it minus its unigram
 * probability, both from the trigram model, in nats, over every known word of the answer. In 'The people is going to
 * school' 'is' is 1.7 nats less likely than on its own; 'are' there is 1.7 nats more likely. The mean, the shares of
 * words under -2 and -4, and the 5th and 25th percentiles: an agreement slip or a wrong preposition shows as a word that
 * fits worse than its frequency. On the calibration sets (docs/GRADING.md) the mean has r +0.61 with ELLIPSE grammar
 * and +0.44 with task 2 bands (against SUBTLEXus's frequencies instead of the model's own: +0.59 and +0.48).
 */
export const WORD_FIT_FEATURES = ['lmFitMean', 'lmFitUnder2', 'lmFitUnder4', 'lmFitP05', 'lmFitP25'] as const;

/**
 * The same fit by the kind of word, as the mean and the share under -2 nats: articles, prepositions, auxiliaries and
 * every other word. An essay's fit can be middling because its function words fit badly or because its content words
 * are unusual together; the mean alone cannot tell which. An agreement slip shows at the auxiliary ('people is': -1.7
 * against +1.7), an article slip at the word after it ('bought a apples' at 'apples', as 'a' is likely after 'bought').
 */
const FIT_CLASSES = { Article: new Set(['a', 'an', 'the']), Preposition: PREPOSITIONS, Auxiliary: AUXILIARIES } as const;
type FitClass = keyof typeof FIT_CLASSES | 'Other';
const FIT_CLASS_NAMES: readonly FitClass[] = [...(Object.keys(FIT_CLASSES) as Array<keyof typeof FIT_CLASSES>), 'Other'];
export const CLASS_FIT_FEATURES = FIT_CLASS_NAMES.flatMap((name) => [`lmFit${name}`, `lmFit${name}Under2`] as const);

export const SENSE_FEATURES = [
  'meaningRelevance', 'adjacentCos', 'orderGain', 'nearDuplicateShare', 'lmPerWord', 'lmImprobableShare', 'lmOovShare', 'lmSlor',
  ...WORD_FIT_FEATURES, ...CLASS_FIT_FEATURES,
] as const;

/** Prompt vectors, kept because every answer to a task shares its prompt. */
const promptVectors = new Map<string, Float32Array>();
const PROMPT_CACHE = 200;

export async function embedWithPrompt(encoder: SentenceEncoder, prompt: string, sentences: readonly string[]): Promise<{ prompt: Float32Array | null; sentences: Float32Array[] }> {
  const key = prompt.trim();
  const cached = key ? promptVectors.get(key) : undefined;
  const texts = cached || !key ? [...sentences] : [...sentences, key];
  const vectors = await encoder.embed(texts);
  let promptVector = cached ?? null;
  if (!cached && key) {
    promptVector = vectors.pop()!;
    if (promptVectors.size >= PROMPT_CACHE) promptVectors.delete(promptVectors.keys().next().value!);
    promptVectors.set(key, promptVector);
  }
  return { prompt: promptVector, sentences: vectors };
}

/** Encoder features from sentence vectors (in the answer's order) and the prompt's vector. */
export function meaningFeatures(prompt: Float32Array | null, vectors: readonly Float32Array[]): Features {
  const features: Features = {};
  const n = vectors.length;
  if (n === 0) return features;
  if (prompt) {
    const centre = new Float32Array(prompt.length);
    for (const vector of vectors) for (let i = 0; i < centre.length; i++) centre[i]! += vector[i]!;
    features.meaningRelevance = cosine(prompt, centre);
  }
  let duplicates = 0;
  for (let i = 1; i < n; i++) if (vectors.slice(0, i).some((earlier) => cosine(earlier, vectors[i]!) >= NEAR_DUPLICATE)) duplicates += 1;
  features.nearDuplicateShare = duplicates / n;
  if (n < 3) return features;
  let adjacent = 0;
  let others = 0;
  let otherPairs = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const value = cosine(vectors[i]!, vectors[j]!);
      if (j === i + 1) adjacent += value;
      else {
        others += value;
        otherPairs += 1;
      }
    }
  }
  features.adjacentCos = adjacent / (n - 1);
  // Sentences next to each other share more than sentences far apart when the writing progresses; shuffled, they do not.
  features.orderGain = features.adjacentCos - others / otherPairs;
  return features;
}

/**
 * Language-model features from per-sentence scores (and the sentences they score, in the same order). lmSlor is the
 * syntactic log-odds ratio (Pauls & Klein; Lau et al. on acceptability): per token, the trigram log probability minus
 * the words' unigram log probabilities (SUBTLEXus), over sentences whose words the model all knows. It rewards words
 * that fit together rather than common words: on the IELTS calibration essays r +0.41 with task 2 bands, where the raw
 * per-word probability has r -0.04.
 */
export function lmFeatures(scores: ReadonlyArray<SentenceLm | null>, sentences: readonly string[]): Features {
  const scored = scores.filter((score): score is SentenceLm => score !== null);
  const words = scored.reduce((sum, score) => sum + score.words, 0);
  if (words === 0) return {};
  const tokens = scored.reduce((sum, score) => sum + score.words - score.oov + 1, 0);
  return {
    lmPerWord: scored.reduce((sum, score) => sum + score.logProb, 0) / tokens,
    // Word-weighted, so one odd short heading does not count like a paragraph of salad.
    lmImprobableShare: scored.filter((score) => score.perWord < IMPROBABLE).reduce((sum, score) => sum + score.words, 0) / words,
    lmOovShare: scored.reduce((sum, score) => sum + score.oov, 0) / words,
    ...slor(scores, sentences),
    ...wordFit(scored),
  };
}

const shareUnder = (values: readonly number[], limit: number) => values.filter((value) => value < limit).length / values.length;

const fitClass = (word: string): FitClass => FIT_CLASS_NAMES.find((name) => name !== 'Other' && FIT_CLASSES[name].has(word)) ?? 'Other';

function wordFit(scored: readonly SentenceLm[]): Features {
  const tokens = scored.flatMap((score) => score.tokens);
  const fits = tokens.map((token) => token.logProb - token.unigram).sort((a, b) => a - b);
  if (fits.length === 0) return {};
  const at = (share: number) => fits[Math.floor(share * (fits.length - 1))]!;
  const byClass = new Map<FitClass, number[]>(FIT_CLASS_NAMES.map((name) => [name, []]));
  for (const token of tokens) byClass.get(fitClass(token.word))!.push(token.logProb - token.unigram);
  // A class the answer never uses is read as fitting neither well nor badly (0 nats, no share under -2).
  const classFits = Object.fromEntries(
    FIT_CLASS_NAMES.flatMap((name) => {
      const values = byClass.get(name)!;
      return [[`lmFit${name}`, values.length ? mean(values) : 0], [`lmFit${name}Under2`, values.length ? shareUnder(values, -2) : 0]];
    }),
  );
  return { lmFitMean: mean(fits), lmFitUnder2: shareUnder(fits, -2), lmFitUnder4: shareUnder(fits, -4), lmFitP05: at(0.05), lmFitP25: at(0.25), ...classFits };
}

function slor(scores: ReadonlyArray<SentenceLm | null>, sentences: readonly string[]): Features {
  let gain = 0;
  let tokens = 0;
  scores.forEach((score, index) => {
    const sentence = sentences[index];
    if (!score || score.oov > 0 || sentence === undefined) return;
    const unigrams = lmWords(sentence).reduce((sum, word) => sum + unigramLogProb(word), 0);
    gain += score.logProb - unigrams;
    tokens += score.words + 1;
  });
  return tokens === 0 ? {} : { lmSlor: gain / tokens };
}

/**
 * The encoder's WebAssembly arithmetic differs in the ninth decimal from one thread to another: six decimals keep the
 * same essay's grade the same wherever it is graded.
 */
const steady = (features: Features): Features =>
  Object.fromEntries(Object.entries(features).map(([name, value]) => [name, Math.round(value * 1e6) / 1e6]));

/** Both models' features for an answer's own sentences (copied and repeated text already left out), run side by side. */
export async function measureSense(tools: SenseTools, prompt: string, sentences: readonly string[]): Promise<Features> {
  const kept = sentences.map((sentence) => sentence.trim()).filter(Boolean);
  const [meaning, lm] = await Promise.all([
    tools.encoder && kept.length > 0
      ? embedWithPrompt(tools.encoder, prompt, sentencesToEncode(kept)).then((embedded) => steady(meaningFeatures(embedded.prompt, embedded.sentences)))
      : {},
    tools.languageModel && kept.length > 0 ? tools.languageModel.score(kept).then((scores) => lmFeatures(scores, kept), () => ({})) : {},
  ]);
  return { ...meaning, ...lm };
}
