import { roundHalf, roundIeltsBand } from '@bandwise/core';
import { createChecker } from '../text/checker';
import type { Checker, Issue } from '../text/checker';
import { mattr } from '../text/diversity';
import { COORDINATORS, INSTRUCTION_WORDS, LINKING_PHRASES, STOPWORDS, SUBORDINATORS, frequencyRank, informationWeight, stem } from '../text/lexicon';
import { cosine, sentences, words } from '../text/tokenize';
import type { Word } from '../text/tokenize';
import { quoteAround, sentenceAt } from '../writing/feedback';
import { interpolate } from '../writing/scale';
import type { Anchor } from '../writing/scale';
import { featureRow, predictRidge } from '../writing/ridge';
import { decodeAudio } from './audio';
import { analyseFluency, fluencyFeatures } from './fluency';
import type { FluencyMeasures } from './fluency';
import { loadFluencyModel } from './model';
import type { FluencyModel } from './model';

/**
 * The speaking grader. Fluency comes from the audio itself (measures fitted to human fluency ratings); vocabulary,
 * grammar, relevance, topic development and the coherence half of 'fluency and coherence' need words, so they are
 * measured only when a transcript exists (typed by the learner's examiner, or from a transcription provider).
 * Pronunciation, the fourth official criterion, is not assessed by this grader.
 */

export const speakingSubScores = ['coherence', 'fluency', 'grammar', 'vocabulary', 'relevance', 'topicDevelopment'] as const;
export type SpeakingSubScore = (typeof speakingSubScores)[number];

export type SpeakingInput = {
  audio: Uint8Array;
  mimeType?: string;
  question: string;
  /** What was said; null or absent for audio-only (fluency) grading. */
  transcript?: string | null;
  part: 1 | 2 | 3;
};

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
};

export type SpeakingResult = Record<SpeakingSubScore, number> & {
  /** Part band: the mean of the six sub-scores, IELTS-rounded. */
  band: number;
  measures: { audio: FluencyMeasures; fluencyRating: number; transcript: TranscriptMeasures | null };
  transcriptUsed: boolean;
  /** Sub-scores that were not measured and repeat the fluency estimate (no transcript). */
  estimated: SpeakingSubScore[];
  note: string;
  feedback: string;
};

/** speechocean762 fluency (0-10) -> IELTS-style band, piecewise linear (a stated judgement; docs/GRADING.md). */
export const FLUENCY_TO_BAND: readonly Anchor[] = [
  [0, 1],
  [3, 3],
  [5, 4.5],
  [7, 6],
  [9, 8],
  [10, 9],
];

/** Words an answer of each part would have at a comfortable pace and length (30 s, up to 2 min, about 45 s). */
const EXPECTED_WORDS: Record<1 | 2 | 3, number> = { 1: 45, 2: 160, 3: 90 };
const EXPECTED_IDEAS: Record<1 | 2 | 3, number> = { 1: 4, 2: 12, 3: 7 };

const clamp01 = (x: number) => Math.min(Math.max(x, 0), 1);
const clampBand = (x: number) => roundHalf(Math.min(Math.max(x, 0), 9));

const LINKING_PATTERNS = LINKING_PHRASES.map((phrase) => new RegExp(`\\b${phrase.replace(/ /gu, '\\s+')}\\b`, 'giu'));

function bag(list: readonly Word[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const word of list) {
    if (STOPWORDS.has(word.lower) || word.lower.length < 3) continue;
    const key = stem(word.lower);
    out.set(key, (out.get(key) ?? 0) + informationWeight(word.lower));
  }
  return out;
}

export type TranscriptScores = { measures: TranscriptMeasures; vocabulary: number; grammar: number; relevance: number; topicDevelopment: number; cohesion: number; issues: Issue[] };

/** Sub-scores from a transcript (rules on measured features; see docs/GRADING.md for the formulas' anchors). */
export function scoreTranscript(transcript: string, question: string, part: 1 | 2 | 3, issues: readonly Issue[], known: (word: string) => boolean, durationSeconds: number): TranscriptScores {
  const list = words(transcript);
  const tokens = list.map((word) => word.lower);
  const n = Math.max(list.length, 1);
  const content = list.filter((word) => !STOPWORDS.has(word.lower) && word.lower.length > 2 && known(word.text));
  const ranks = content.map((word) => frequencyRank(word.lower) ?? 100_000);
  const offList2k = ranks.length ? ranks.filter((rank) => rank > 2000).length / ranks.length : 0;
  const diversity = mattr(tokens, 25);
  // Transcripts carry no reliable punctuation or capitals: only grammar counts.
  const grammarIssues = issues.filter((issue) => issue.category === 'grammar');
  const grammarPer100 = (100 * grammarIssues.length) / n;
  const subordinators = tokens.filter((token) => SUBORDINATORS.has(token) && token !== 'that').length;
  const coordinators = tokens.filter((token) => COORDINATORS.has(token)).length;
  const sentenceCount = sentences(transcript).length;
  const ideaUnits = Math.max(sentenceCount, 1) + subordinators + coordinators;
  let linkingDevices = 0;
  for (const pattern of LINKING_PATTERNS) linkingDevices += transcript.match(pattern)?.length ?? 0;
  const questionWords = words(question).filter((word) => !STOPWORDS.has(word.lower) && !INSTRUCTION_WORDS.has(word.lower) && word.lower.length > 2);
  const questionStems = [...new Set(questionWords.map((word) => stem(word.lower)))];
  const answerStems = new Set(list.map((word) => stem(word.lower)));
  const coverage = questionStems.length ? questionStems.filter((key) => answerStems.has(key)).length / questionStems.length : 1;
  const relevance = questionWords.length ? cosine(bag(questionWords), bag(list)) : 0;
  const measures: TranscriptMeasures = {
    words: list.length,
    wordsPerMinute: durationSeconds > 0 ? (60 * list.length) / durationSeconds : 0,
    mattr: diversity,
    offList2k,
    grammarErrors: grammarIssues.length,
    grammarErrorsPer100: grammarPer100,
    subordinatorsPer100: (100 * subordinators) / n,
    ideaUnits,
    linkingDevices,
    relevance,
    questionCoverage: coverage,
  };
  // A few words cannot show range: short answers are capped.
  const cap = list.length < 8 ? 3 : list.length < 20 ? 4.5 : 9;
  const vocabulary = Math.min(cap, 3.5 + 5 * (0.6 * clamp01((diversity - 0.62) / 0.28) + 0.4 * clamp01((offList2k - 0.05) / 0.3)));
  const complexity = measures.subordinatorsPer100 >= 3 ? 0.5 : measures.subordinatorsPer100 < 1 ? -1 : 0;
  const grammar = Math.min(cap, Math.max(2, 8 - 0.6 * grammarPer100 + complexity));
  const relevanceBand = Math.min(cap + 1, 4 + 5 * clamp01(0.6 * coverage + 3 * relevance));
  const topicDevelopment = Math.min(
    cap + 0.5,
    2 + 7 * (0.45 * clamp01(list.length / EXPECTED_WORDS[part]) + 0.35 * clamp01(ideaUnits / EXPECTED_IDEAS[part]) + 0.2 * clamp01(linkingDevices / (part === 2 ? 4 : 2))),
  );
  const cohesion = Math.min(cap, 3.5 + 5 * clamp01((linkingDevices + 0.5 * subordinators) / Math.max(2, list.length / 25)));
  return { measures, vocabulary, grammar, relevance: relevanceBand, topicDevelopment, cohesion, issues: grammarIssues };
}

export type SpeakingGrader = { grade(input: SpeakingInput): Promise<SpeakingResult>; dispose(): void };

export type SpeakingGraderOptions = {
  fluencyModel?: FluencyModel | string | URL;
  checker?: Checker;
  /** Called when no transcript is given (e.g. an OpenAI-compatible transcription provider); null to skip. */
  transcribe?: ((audio: Uint8Array, mimeType?: string) => Promise<string | null>) | null;
};

function describeFluency(m: FluencyMeasures): string {
  if (m.syllables < 3) return 'No speech was detected in the recording.';
  const pauses = m.pauseCount === 0 ? 'no pauses of 0.25 s or more' : `${m.pauseCount} pause${m.pauseCount === 1 ? '' : 's'} of 0.25 s or more (mean ${m.meanPause.toFixed(2)} s, longest ${m.longestPause.toFixed(2)} s)`;
  return `You spoke at about ${m.speechRate.toFixed(1)} syllables per second with ${pauses}; ${Math.round(m.phonationRatio * 100)}% of the time was speech.`;
}

/** Grades one spoken answer. */
export function gradeFromMeasures(
  model: FluencyModel,
  input: Omit<SpeakingInput, 'audio' | 'mimeType'>,
  audio: FluencyMeasures,
  transcript: { text: string; issues: Issue[]; known: (word: string) => boolean } | null,
): SpeakingResult {
  const silent = audio.syllables < 3;
  const fluencyRating = silent ? 0 : predictRidge(model, featureRow(model, fluencyFeatures(audio))).fluency ?? 0;
  const fluency = silent ? 0 : clampBand(interpolate(FLUENCY_TO_BAND, fluencyRating));
  const feedback: string[] = [describeFluency(audio)];
  const hasWords = transcript !== null && words(transcript.text).length > 0;

  if (!hasWords) {
    const note = silent
      ? 'No speech detected in the recording: nothing to assess.'
      : 'No transcript: fluency-only grading from the audio; the other sub-scores repeat the fluency estimate.';
    const result: SpeakingResult = {
      coherence: fluency,
      fluency,
      grammar: fluency,
      vocabulary: fluency,
      relevance: fluency,
      topicDevelopment: fluency,
      band: roundIeltsBand(fluency),
      measures: { audio, fluencyRating, transcript: null },
      transcriptUsed: false,
      estimated: ['coherence', 'grammar', 'vocabulary', 'relevance', 'topicDevelopment'],
      note,
      feedback: feedback.join(' '),
    };
    return result;
  }

  const scored = scoreTranscript(transcript.text, input.question, input.part, transcript.issues, transcript.known, audio.speakingSpan || audio.duration);
  // Fluency and coherence is one official criterion: coherence here blends the audio fluency with cohesive devices.
  const coherence = clampBand(0.5 * (silent ? scored.cohesion : fluency) + 0.5 * scored.cohesion);
  const subs = {
    coherence,
    fluency: silent ? clampBand(Math.min(scored.topicDevelopment, 3)) : fluency,
    grammar: clampBand(scored.grammar),
    vocabulary: clampBand(scored.vocabulary),
    relevance: clampBand(scored.relevance),
    topicDevelopment: clampBand(scored.topicDevelopment),
  };
  const m = scored.measures;
  const all = sentences(transcript.text);
  if (scored.issues.length > 0) {
    const issue = scored.issues[0]!;
    const suggestion = issue.suggestions.find((value) => value.trim() !== '' && value !== issue.problem);
    feedback.push(`Grammar: ${scored.issues.length} error${scored.issues.length === 1 ? '' : 's'}, e.g. in ${quoteAround(transcript.text, sentenceAt(all, issue.start), issue.start, issue.end)} '${issue.problem}'${suggestion ? ` → '${suggestion}'` : ''} (${issue.message.replace(/\.$/u, '').replace(/`/gu, "'")}).`);
  } else {
    feedback.push('Grammar: no errors detected in the transcript.');
  }
  feedback.push(`Vocabulary: ${m.words} words, diversity ${m.mattr.toFixed(2)} (moving-average type/token), ${Math.round(m.offList2k * 100)}% of content words beyond the 2,000 most frequent.`);
  feedback.push(m.questionCoverage < 0.5 && m.relevance < 0.1 ? 'Relevance: the answer shares few words with the question; answer it directly first.' : 'Relevance: the answer addresses the question.');
  feedback.push(m.words < EXPECTED_WORDS[input.part] * 0.6 ? `Topic development: the answer is short for part ${input.part} (${m.words} words); add reasons and an example.` : `Topic development: ${m.ideaUnits} idea units and ${m.linkingDevices} linking expression${m.linkingDevices === 1 ? '' : 's'}.`);
  const values = Object.values(subs);
  return {
    ...subs,
    band: roundIeltsBand(values.reduce((sum, value) => sum + value, 0) / values.length),
    measures: { audio, fluencyRating, transcript: m },
    transcriptUsed: true,
    estimated: [],
    note: silent ? 'No speech detected in the audio; the transcript was graded and fluency set low.' : 'Fluency from the audio; the other sub-scores from the transcript.',
    feedback: feedback.join(' '),
  };
}

export async function createSpeakingGrader(options: SpeakingGraderOptions = {}): Promise<SpeakingGrader> {
  const model = options.fluencyModel === undefined || typeof options.fluencyModel === 'string' || options.fluencyModel instanceof URL ? loadFluencyModel(options.fluencyModel) : options.fluencyModel;
  const ownChecker = !options.checker;
  const checker = options.checker ?? (await createChecker());
  return {
    async grade(input) {
      const decoded = await decodeAudio(input.audio, input.mimeType);
      const audio = analyseFluency(decoded.samples, decoded.sampleRate).measures;
      let text = input.transcript ?? null;
      if (text === null && input.transcript === undefined && options.transcribe) text = await options.transcribe(input.audio, input.mimeType);
      const transcript = text && text.trim() !== '' ? { text, issues: await checker.lint(text, { prompt: input.question }), known: checker.known } : null;
      return gradeFromMeasures(model, input, audio, transcript);
    },
    dispose() {
      if (ownChecker) checker.dispose();
    },
  };
}

let shared: Promise<SpeakingGrader> | undefined;

/** Grades with a process-wide speaking grader created on first use. */
export async function gradeSpeaking(input: SpeakingInput): Promise<SpeakingResult> {
  shared ??= createSpeakingGrader();
  return (await shared).grade(input);
}
