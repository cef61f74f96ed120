import type { Issue } from '../text/checker';
import { mattr } from '../text/diversity';
import { COORDINATORS, INSTRUCTION_WORDS, LINKING_PHRASES, STOPWORDS, SUBORDINATORS, frequencyRank, informationWeight, stem } from '../text/lexicon';
import { cosine, words } from '../text/tokenize';
import type { Word } from '../text/tokenize';

/**
 * The five sub-scores that read the words of a spoken answer, each from its own evidence in the words the recogniser
 * heard (the grader passes only those): vocabulary (range and less common words, repetition counted against it),
 * grammar (errors the writing grader's checker finds, and clause complexity), relevance (the answer against the
 * question: the sentence encoder's similarity when the grader has one, and the question's content words the answer
 * uses), topic development (how much was said for the part, idea units, reasons and examples) and coherence (discourse
 * markers and linking between ideas). Before any of them, what the words are: counting, one word said again and again,
 * or the question read back are not answers (`notAnAnswer`), and every sub-score says so. The formulas' anchors are
 * stated in docs/GRADING.md.
 */

export type TranscriptMeasures = {
  words: number;
  wordsPerMinute: number;
  mattr: number;
  offList2k: number;
  grammarErrors: number;
  grammarErrorsPer100: number;
  subordinatorsPer100: number;
  ideaUnits: number;
  linkingDevices: number;
  relevance: number;
  questionCoverage: number;
  /** Share of the answer's content words that are the question's own (1: the question read back). */
  echo: number;
  /** Mean recogniser confidence over the words (1 when the transcript was typed or has no confidences). */
  confidence: number;
  /** Share of the words taken by the most frequent one ("hello hello hello": 1). */
  topWordShare: number;
  /** Share of the words that are numbers (counting: most of them). */
  numberShare: number;
  /** Cosine of the question's and the answer's sentence embeddings, when the grader has an encoder; else null. */
  semantic: number | null;
};

/** Words that are not an answer: counting, one word repeated, the question read back. */
export type NotAnAnswer = { kind: 'counting' | 'repetition' | 'question-read-back'; words: string[] };

export type TranscriptScores = {
  measures: TranscriptMeasures;
  vocabulary: number;
  grammar: number;
  relevance: number;
  topicDevelopment: number;
  coherence: number;
  /** Grammar issues counted (in words the recogniser was sure of). */
  issues: Issue[];
  /** Less common words the learner used, for the comment. */
  rareWords: string[];
  linking: string[];
  echoesQuestion: boolean;
  notAnAnswer: NotAnAnswer | null;
  /** The content word said most often and how many times, when it is said often enough to count against range. */
  repeated: { word: string; count: number } | null;
};

/** Words an answer of each part would have at a comfortable pace and length (30 s, up to 2 min, about 45 s). */
export const EXPECTED_WORDS: Record<1 | 2 | 3, number> = { 1: 45, 2: 160, 3: 90 };
const EXPECTED_IDEAS: Record<1 | 2 | 3, number> = { 1: 4, 2: 12, 3: 7 };
/** A word the recogniser gave below this confidence does not count as evidence of a grammar error. */
export const SURE_CONFIDENCE = 0.5;
/** The highest sub-score words that are not an answer can earn (a list of numbers or one word shows neither range nor control). */
export const NOT_AN_ANSWER_CAP = 2.5;

const NUMBER_WORDS = new Set(
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand'.split(' '),
);
const isNumber = (token: string) => NUMBER_WORDS.has(token) || /^\d+$/u.test(token) || token.split('-').every((part) => NUMBER_WORDS.has(part));

const clamp01 = (x: number) => Math.min(Math.max(x, 0), 1);
const LINKING_PATTERNS = LINKING_PHRASES.map((phrase) => ({ phrase, pattern: new RegExp(`\\b${phrase.replace(/ /gu, '\\s+')}\\b`, 'giu') }));

function bag(list: readonly Word[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const word of list) {
    if (STOPWORDS.has(word.lower) || word.lower.length < 3) continue;
    const key = stem(word.lower);
    out.set(key, (out.get(key) ?? 0) + informationWeight(word.lower));
  }
  return out;
}

export type TranscriptEvidence = {
  text: string;
  issues: readonly Issue[];
  known: (word: string) => boolean;
  /** Per-word recogniser confidence, in the order of the transcript's words; absent for typed transcripts. */
  confidences?: readonly number[];
  /** Cosine of the question's and the answer's sentence embeddings (src/text/encoder.ts), when the grader has an encoder. */
  semantic?: number | null;
  /** How many words were said, heard or not (the recogniser's word slots): the answer's length, for topic development. */
  spokenWords?: number;
};

/** What the words are when they are not an answer; null for an answer. */
export function notAnAnswer(tokens: readonly string[], questionStems: ReadonlySet<string>, echo: number, contentWords: number): NotAnAnswer | null {
  if (tokens.length < 6) return null;
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  const [topWord, topCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const numbers = tokens.filter(isNumber);
  if (numbers.length >= 0.5 * tokens.length) return { kind: 'counting', words: [...new Set(numbers)].slice(0, 4) };
  if (topCount >= 0.4 * tokens.length || counts.size <= 3) return { kind: 'repetition', words: [topWord] };
  if (contentWords > 0 && echo >= 0.6 && questionStems.size > 0) {
    return { kind: 'question-read-back', words: tokens.filter((token) => questionStems.has(stem(token))).filter((token, i, all) => all.indexOf(token) === i).slice(0, 4) };
  }
  return null;
}

export function scoreTranscript(evidence: TranscriptEvidence, question: string, part: 1 | 2 | 3, durationSeconds: number): TranscriptScores {
  const { text, known } = evidence;
  const list = words(text);
  const tokens = list.map((word) => word.lower);
  const n = Math.max(list.length, 1);
  const confidences = evidence.confidences && evidence.confidences.length === list.length ? evidence.confidences : null;
  const sureAt = (index: number) => (confidences ? confidences[index]! >= SURE_CONFIDENCE : true);
  const confidence = confidences && confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : 1;

  const content = list.filter((word, index) => !STOPWORDS.has(word.lower) && word.lower.length > 2 && known(word.text) && sureAt(index));
  const ranked = content.map((word) => ({ word: word.lower, rank: frequencyRank(word.lower) ?? 100_000 }));
  const rare = ranked.filter((entry) => entry.rank > 2000);
  const offList2k = ranked.length ? rare.length / ranked.length : 0;
  const diversity = mattr(tokens, 25);

  // Transcripts carry no reliable punctuation or capitals: only grammar counts, and only over words the recogniser was sure of.
  const sureIssue = (issue: Issue) => list.every((word, index) => word.end <= issue.start || word.start >= issue.end || sureAt(index));
  const grammarIssues = evidence.issues.filter((issue) => issue.category === 'grammar' && sureIssue(issue));
  const grammarPer100 = (100 * grammarIssues.length) / n;
  const subordinators = tokens.filter((token) => SUBORDINATORS.has(token) && token !== 'that').length;
  const coordinators = tokens.filter((token) => COORDINATORS.has(token)).length;
  const ideaUnits = 1 + subordinators + coordinators;
  const linking: string[] = [];
  for (const { phrase, pattern } of LINKING_PATTERNS) {
    const count = text.match(pattern)?.length ?? 0;
    for (let i = 0; i < count; i += 1) linking.push(phrase);
  }

  const questionWords = words(question).filter((word) => !STOPWORDS.has(word.lower) && !INSTRUCTION_WORDS.has(word.lower) && word.lower.length > 2);
  const questionStems = new Set(questionWords.map((word) => stem(word.lower)));
  const answerStems = new Set(list.map((word) => stem(word.lower)));
  const coverage = questionStems.size ? [...questionStems].filter((key) => answerStems.has(key)).length / questionStems.size : 1;
  const relevance = questionWords.length ? cosine(bag(questionWords), bag(list)) : 0;
  const answerContent = list.filter((word) => !STOPWORDS.has(word.lower) && word.lower.length > 2);
  const echo = answerContent.length ? answerContent.filter((word) => questionStems.has(stem(word.lower))).length / answerContent.length : 0;
  // The question said back (most content words are the question's, and barely more of them): not an answer.
  const echoesQuestion = answerContent.length > 0 && echo >= 0.7 && answerContent.length <= 1.5 * Math.max(questionStems.size, 1);
  const notAnswer = echoesQuestion && list.length >= 1 ? { kind: 'question-read-back' as const, words: answerContent.map((word) => word.lower).filter((w, i, all) => all.indexOf(w) === i).slice(0, 4) } : notAnAnswer(tokens, questionStems, echo, answerContent.length);
  const tokenCounts = new Map<string, number>();
  for (const token of tokens) tokenCounts.set(token, (tokenCounts.get(token) ?? 0) + 1);
  const topWordShare = tokens.length ? Math.max(...tokenCounts.values()) / tokens.length : 0;
  const contentCounts = new Map<string, number>();
  for (const word of answerContent) contentCounts.set(word.lower, (contentCounts.get(word.lower) ?? 0) + 1);
  const [repeatedWord, repeatedCount] = [...contentCounts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  // A content word said in more than a fifth of the content words (and at least three times) narrows the range shown.
  const repeatedShare = answerContent.length ? repeatedCount / answerContent.length : 0;
  const repeated = repeatedCount >= 3 && repeatedShare > 0.2 ? { word: repeatedWord, count: repeatedCount } : null;
  const semantic = evidence.semantic ?? null;

  const measures: TranscriptMeasures = {
    words: list.length,
    wordsPerMinute: durationSeconds > 0 ? (60 * list.length) / durationSeconds : 0,
    mattr: diversity,
    offList2k,
    grammarErrors: grammarIssues.length,
    grammarErrorsPer100: grammarPer100,
    subordinatorsPer100: (100 * subordinators) / n,
    ideaUnits,
    linkingDevices: linking.length,
    relevance,
    questionCoverage: coverage,
    echo,
    confidence,
    topWordShare,
    numberShare: tokens.length ? tokens.filter(isNumber).length / tokens.length : 0,
    semantic,
  };

  // A few words cannot show range or control: short answers are capped; the question read back shows neither.
  const cap = echoesQuestion ? 2.5 : list.length < 8 ? 3 : list.length < 20 ? 4.5 : 9;
  // Where the recogniser was unsure, the words are weaker evidence: vocabulary and grammar move toward the middle
  // of the scale (5) in proportion (mean confidence 0.2 or less: all the way; 0.7 or more: not at all).
  const sure = clamp01((confidence - 0.2) / 0.5);
  const shrink = (value: number) => 5 + sure * (value - 5);
  // Repetition counts against range: each tenth of the content words beyond a fifth taken by one word costs a band.
  const repetitionPenalty = 10 * Math.max(0, repeatedShare - 0.2);
  const vocabulary = Math.min(cap, shrink(3.5 + 5 * (0.6 * clamp01((diversity - 0.62) / 0.28) + 0.4 * clamp01((offList2k - 0.05) / 0.3))) - repetitionPenalty);
  const complexity = measures.subordinatorsPer100 >= 3 ? 0.5 : measures.subordinatorsPer100 < 1 ? -1 : 0;
  const grammar = Math.min(cap, shrink(Math.max(2, 8 - 0.6 * grammarPer100 + complexity)));
  // Relevance: with the sentence encoder, its similarity (0.15 or less: unrelated; 0.55 or more: on the question) with a
  // share for the question's own words; without it, the lexical measure alone.
  const lexical = clamp01(0.6 * coverage + 3 * relevance);
  const related = semantic === null ? lexical : clamp01(0.75 * clamp01((semantic - 0.15) / 0.4) + 0.25 * lexical);
  const relevanceBand = echoesQuestion ? 2 : Math.min(cap + 1, 3 + 6 * related);
  // Development of the topic asked about: an answer about something else develops nothing the examiner asked for.
  // Its length counts every word said (heard or not: how much was said is known even where the words are not).
  const said = Math.max(list.length, evidence.spokenWords ?? 0);
  const developed = 2 + 7 * (0.45 * clamp01(said / EXPECTED_WORDS[part]) + 0.35 * clamp01(ideaUnits / EXPECTED_IDEAS[part]) + 0.2 * clamp01(linking.length / (part === 2 ? 4 : 2)));
  const topicDevelopment = echoesQuestion ? 2 : Math.min(cap + 0.5, developed, relevanceBand + 1.5);
  // Discourse markers, subordinate and coordinate clauses per 100 words: none reads as a list of fragments (3.5),
  // about 8 (a linked, developed answer) reaches 8.5; off the question, the answer cannot cohere as an answer.
  const linkingPer100 = (100 * (linking.length + 0.5 * subordinators + 0.25 * coordinators)) / Math.max(n, 25);
  const coherence = Math.min(cap, relevanceBand + 2, 3.5 + 5 * clamp01(linkingPer100 / 8));
  const rareWords = [...new Set(rare.map((entry) => entry.word))].slice(0, 4);
  const scores = { vocabulary, grammar, relevance: relevanceBand, topicDevelopment, coherence };
  if (notAnswer) {
    // Counting, one word again and again, or the question read back: no sentence of the learner's own, so nothing shows
    // range, control, development or linking; relevance is what the words say about the question (the question's own
    // words read back do not answer it).
    scores.vocabulary = Math.min(scores.vocabulary, notAnswer.kind === 'repetition' ? 1.5 : NOT_AN_ANSWER_CAP);
    scores.grammar = Math.min(scores.grammar, NOT_AN_ANSWER_CAP);
    scores.relevance = Math.min(scores.relevance, 2);
    scores.topicDevelopment = Math.min(scores.topicDevelopment, 2);
    scores.coherence = Math.min(scores.coherence, 2);
  }
  return { measures, ...scores, issues: grammarIssues, rareWords, linking: [...new Set(linking)], echoesQuestion: echoesQuestion || notAnswer?.kind === 'question-read-back', notAnAnswer: notAnswer, repeated };
}
