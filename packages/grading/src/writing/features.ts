import { countWords } from '@bandwise/core';
import type { Issue, IssueCategory } from '../text/checker';
import { mattr, mtld } from '../text/diversity';
import {
  COORDINATORS,
  INFORMAL_WORDS,
  INSTRUCTION_WORDS,
  LINKING_PHRASES,
  REFERENCE_WORDS,
  STOPWORDS,
  SUBORDINATORS,
  frequencyRank,
  informationWeight,
  logFrequency,
  stem,
} from '../text/lexicon';
import { cosine, paragraphs, sentences, words } from '../text/tokenize';
import type { Paragraph, Sentence, Word } from '../text/tokenize';

/**
 * Measured features of a piece of writing. Every value is a plain number so the same extraction feeds the fitted
 * model, the task-achievement rules and the feedback. Rates are per 100 words or per sentence so they do not grow with
 * length; length itself is its own feature.
 */

export type FeatureInput = {
  text: string;
  /** The task prompt, for relevance. */
  prompt: string;
  /** The task's minimum word count (0 when the task sets none). */
  minWords: number;
  /** The checker's issues for the text (checker.lint with the prompt). */
  issues: readonly Issue[];
  /** Dictionary look-up (either dialect). */
  known: (word: string) => boolean;
};

export type TextAnalysis = {
  words: Word[];
  sentences: Sentence[];
  paragraphs: Paragraph[];
  /** The checker's issues, sorted by position. */
  issues: Issue[];
  linking: Array<{ phrase: string; start: number }>;
  /** Content words of the prompt (as the prompt spells them) found in the text / missing from it. */
  promptCovered: string[];
  promptMissing: string[];
  /** The most repeated content words (lower case) with their counts. */
  repeated: Array<{ word: string; count: number }>;
};

export type Features = Record<string, number>;

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function sd(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - m) ** 2, 0) / (values.length - 1));
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

function isContent(word: Word): boolean {
  return !STOPWORDS.has(word.lower) && word.lower.length > 2;
}

/** Weighted bag of stems (information weight as an IDF stand-in), for a TF-IDF style cosine. */
function weightedBag(list: readonly Word[]): Map<string, number> {
  const bag = new Map<string, number>();
  for (const word of list) {
    if (!isContent(word)) continue;
    const key = stem(word.lower);
    bag.set(key, (bag.get(key) ?? 0) + informationWeight(word.lower));
  }
  return bag;
}

/** Frequent function words whose rates profile a writer's syntax (article use, pronoun-heavy style, and so on). */
export const FUNCTION_PROFILE = [
  'the', 'a', 'an', 'to', 'of', 'and', 'in', 'is', 'that', 'it', 'you', 'they', 'for', 'be', 'are', 'not', 'can', 'have',
  'this', 'with', 'on', 'people', 'because', 'will', 'do', 'so', 'but', 'if', 'more', 'their', 'would', 'which', 'i',
  'we', 'he', 'was', 'by', 'as', 'some', 'very', 'like', 'get', 'thing', 'when', 'also', 'could', 'should', 'think',
] as const;

const LINKING_PATTERNS = LINKING_PHRASES.map((phrase) => ({
  phrase,
  pattern: new RegExp(`\\b${phrase.replace(/ /gu, '\\s+')}\\b`, 'giu'),
}));

export function analyseText(input: FeatureInput): { features: Features; analysis: TextAnalysis } {
  const { text, prompt } = input;
  const sentenceList = sentences(text);
  const paragraphList = paragraphs(text);
  const wordList = words(text);
  const tokens = wordList.map((word) => word.lower);
  const n = Math.max(wordList.length, 1);
  const per100 = (value: number) => (100 * value) / n;
  const sentenceStarts = new Set(sentenceList.map((sentence) => sentence.words[0]?.start ?? -1));
  const issues = [...input.issues];

  // The plain dictionary check, independent of harper: every unknown word that is not a likely name.
  const unknownWords = wordList.filter((word) => word.text.length >= 2 && !input.known(word.text) && !(/^\p{Lu}/u.test(word.text) && !sentenceStarts.has(word.start))).length;
  const byCategory = (category: IssueCategory) => issues.filter((issue) => issue.category === category).length;
  const dictionaryMisses = issues.filter((issue) => issue.kind === 'Dictionary').length;
  const harperSpelling = issues.filter((issue) => issue.category === 'spelling' && issue.kind !== 'Dictionary').length;

  const sentenceLengths = sentenceList.map((sentence) => sentence.words.length).filter((length) => length > 0);
  const sentenceCount = Math.max(sentenceLengths.length, 1);
  const paragraphLengths = paragraphList.map((paragraph) => words(paragraph.text).length);

  const content = wordList.filter(isContent);
  const knownContent = content.filter((word) => input.known(word.text));
  const ranks = knownContent.map((word) => frequencyRank(word.lower) ?? 100_000);
  const offList = (limit: number) => (ranks.length === 0 ? 0 : ranks.filter((rank) => rank > limit).length / ranks.length);

  const stemCounts = new Map<string, number>();
  const stemWord = new Map<string, string>();
  for (const word of content) {
    const key = stem(word.lower);
    stemCounts.set(key, (stemCounts.get(key) ?? 0) + 1);
    if (!stemWord.has(key)) stemWord.set(key, word.lower);
  }
  const topCounts = [...stemCounts.entries()].sort((a, b) => b[1] - a[1]);
  const top5 = topCounts.slice(0, 5).reduce((sum, [, value]) => sum + value, 0);

  const bigrams = new Map<string, number>();
  for (let i = 1; i < tokens.length; i += 1) {
    const key = `${tokens[i - 1]} ${tokens[i]}`;
    bigrams.set(key, (bigrams.get(key) ?? 0) + 1);
  }
  let repeatedBigrams = 0;
  for (const value of bigrams.values()) if (value > 1) repeatedBigrams += value - 1;
  const trigrams = new Map<string, number>();
  for (let i = 2; i < tokens.length; i += 1) {
    const key = `${tokens[i - 2]} ${tokens[i - 1]} ${tokens[i]}`;
    trigrams.set(key, (trigrams.get(key) ?? 0) + 1);
  }
  let repeatedTrigrams = 0;
  for (const value of trigrams.values()) if (value > 1) repeatedTrigrams += value - 1;

  const linking: TextAnalysis['linking'] = [];
  for (const { phrase, pattern } of LINKING_PATTERNS) {
    for (const match of text.matchAll(pattern)) linking.push({ phrase, start: match.index ?? 0 });
  }
  linking.sort((a, b) => a.start - b.start);
  const sentenceInitialLinks = sentenceList.filter((sentence) =>
    linking.some((link) => link.start >= sentence.start && link.start <= sentence.start + 2),
  ).length;

  const subordinators = tokens.filter((token) => SUBORDINATORS.has(token)).length;
  const coordinators = tokens.filter((token) => COORDINATORS.has(token)).length;
  const references = tokens.filter((token) => REFERENCE_WORDS.has(token)).length;

  const promptWords = words(prompt).filter((word) => isContent(word) && !INSTRUCTION_WORDS.has(word.lower));
  const promptForm = new Map<string, string>();
  for (const word of promptWords) if (!promptForm.has(stem(word.lower))) promptForm.set(stem(word.lower), word.lower);
  const promptStems = [...promptForm.keys()];
  const textStems = new Set(content.map((word) => stem(word.lower)));
  const promptCovered = promptStems.filter((key) => textStems.has(key)).map((key) => promptForm.get(key)!);
  const promptMissing = promptStems.filter((key) => !textStems.has(key)).map((key) => promptForm.get(key)!);
  const relevance = promptWords.length === 0 ? 0 : cosine(weightedBag(promptWords), weightedBag(wordList));

  const lettersOnly = wordList.map((word) => word.text.length);
  const lowercaseStarts = sentenceList.filter((sentence) => /^\p{Ll}/u.test(sentence.text)).length;
  const wordCount = countWords(text);

  const features: Features = {
    words: wordCount,
    logWords: Math.log(Math.max(wordCount, 1)),
    lengthRatio: input.minWords > 0 ? wordCount / input.minWords : 1,
    sentences: sentenceLengths.length,
    logSentences: Math.log(sentenceCount),
    wordsPerSentence: mean(sentenceLengths),
    sentenceLengthSd: sd(sentenceLengths),
    longSentenceShare: sentenceLengths.filter((length) => length > 35).length / sentenceCount,
    shortSentenceShare: sentenceLengths.filter((length) => length < 6).length / sentenceCount,
    maxSentenceLength: Math.max(0, ...sentenceLengths),
    paragraphs: paragraphList.length,
    logParagraphs: Math.log(Math.max(paragraphList.length, 1)),
    singleParagraph: paragraphList.length <= 1 ? 1 : 0,
    paragraphBalance: paragraphLengths.length < 2 ? 0 : 1 - Math.min(sd(paragraphLengths) / Math.max(mean(paragraphLengths), 1), 1),
    meanWordLength: mean(lettersOnly),
    longWordShare: lettersOnly.filter((length) => length > 6).length / n,
    guiraud: new Set(tokens).size / Math.sqrt(n),
    mattr: mattr(tokens),
    mtld: mtld(tokens),
    contentMattr: mattr(content.map((word) => stem(word.lower)), 25),
    commasPerWord: count(text, /,/gu) / n,
    commasPerSentence: count(text, /,/gu) / sentenceCount,
    offList2k: offList(2000),
    offList5k: offList(5000),
    offList10k: offList(10_000),
    meanLogFrequency: mean(knownContent.map((word) => logFrequency(word.lower))),
    grammarPer100: per100(byCategory('grammar')),
    spellingPer100: per100(harperSpelling),
    dictionaryPer100: per100(dictionaryMisses),
    unknownWordsPer100: per100(unknownWords),
    spellingAllPer100: per100(byCategory('spelling')),
    punctuationPer100: per100(byCategory('punctuation')),
    capitalisationPer100: per100(byCategory('capitalisation')),
    stylePer100: per100(byCategory('style')),
    errorsPer100: per100(issues.filter((issue) => issue.category !== 'style').length),
    logErrorsPer100: Math.log1p(per100(issues.filter((issue) => issue.category !== 'style').length)),
    lowercaseIPer100: per100(tokens.filter((token, index) => token === 'i' && wordList[index]!.text === 'i').length),
    lowercaseStartShare: lowercaseStarts / sentenceCount,
    missingSpacePer100: per100(count(text, /[a-z][,.;:!?][A-Za-z]/gu)),
    spaceBeforePunctPer100: per100(count(text, /\s[,.;:!?]/gu)),
    capsWordShare: wordList.filter((word) => word.text.length > 1 && word.text === word.text.toUpperCase()).length / n,
    apostropheMissingPer100: per100(tokens.filter((token) => /^(dont|doesnt|didnt|cant|wont|isnt|arent|im|ive|thats|theyre|youre|wouldnt|couldnt|shouldnt)$/u.test(token)).length),
    semicolonColonPer100: per100(count(text, /[;:]/gu)),
    subordinatorsPerSentence: subordinators / sentenceCount,
    coordinatorsPerSentence: coordinators / sentenceCount,
    clausesPerSentence: 1 + (subordinators + count(text, /,\s*(and|but|so|or)\s/giu)) / sentenceCount,
    linkingPerSentence: linking.length / sentenceCount,
    linkingTypes: new Set(linking.map((link) => link.phrase)).size,
    sentenceInitialLinkShare: sentenceInitialLinks / sentenceCount,
    referencePerSentence: references / sentenceCount,
    topFiveShare: content.length === 0 ? 0 : top5 / content.length,
    repeatedBigramShare: repeatedBigrams / n,
    repeatedTrigramShare: repeatedTrigrams / n,
    contractionsPer100: per100(tokens.filter((token) => /'(t|s|re|ve|ll|d|m)$/u.test(token)).length),
    informalPer100: per100(tokens.filter((token) => INFORMAL_WORDS.has(token)).length),
    firstPersonShare: tokens.filter((token) => /^(i|me|my|mine|we|us|our)$/u.test(token)).length / n,
    secondPersonShare: tokens.filter((token) => /^(you|your|yours)$/u.test(token)).length / n,
    questionShare: count(text, /\?/gu) / sentenceCount,
    exclamationShare: count(text, /!/gu) / sentenceCount,
    relevance,
    promptCoverage: promptStems.length === 0 ? 1 : promptCovered.length / promptStems.length,
    contentShare: content.length / n,
    digitShare: count(text, /\d+/gu) / n,
  };

  for (const word of FUNCTION_PROFILE) features[`fw_${word}`] = tokens.filter((token) => token === word).length / n;
  const repeated = topCounts.slice(0, 3).map(([key, value]) => ({ word: stemWord.get(key) ?? key, count: value }));
  return {
    features,
    analysis: { words: wordList, sentences: sentenceList, paragraphs: paragraphList, issues, linking, promptCovered, promptMissing, repeated },
  };
}
