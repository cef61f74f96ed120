import { meanOfAssessed, roundHalf, roundIeltsBand, speakingCriteria, type SpeakingCriterion } from '@bandwise/core';
import type { TimedTranscript, TimedWord } from '../providers/transcription';
import { checkerFor } from '../text/checker';
import type { Checker, Issue } from '../text/checker';
import { sentences, words } from '../text/tokenize';
import { quoteAround, sentenceAt } from '../writing/feedback';
import { interpolate, multiLevelScore } from '../writing/scale';
import type { Anchor, MultiLevelScore } from '../writing/scale';
import { featureRow, predictRidge } from '../writing/ridge';
import { decodeAudio, resampleSinc } from './audio';
import { analyseFluency, fluencyFeatures } from './fluency';
import type { FluencyMeasures } from './fluency';
import { loadFluencyModel } from './model';
import type { FluencyModel } from './model';
import { EXPECTED_WORDS, SURE_CONFIDENCE, scoreTranscript } from './transcriptScores';
import type { TranscriptMeasures } from './transcriptScores';
import { decideSpeech, voiceEvidence } from './voice';
import type { SpeechDecision } from './voice';

/**
 * The speaking grader, one for both exam kinds. First one speech / no-speech decision (voice.ts): silence, a tone,
 * noise or music get the lowest band and a note saying what was heard. Then each sub-score from its own evidence:
 * fluency from the audio (rate, pauses, phonation; fitted to human fluency ratings), vocabulary, grammar, relevance,
 * topic development and coherence from the transcript (transcriptScores.ts). Every sub-score is capped by how long
 * the learner spoke against what the part expects, so two seconds can never earn more than a low band.
 * Pronunciation, the fourth official criterion, is not assessed by this grader. The six sub-scores are core's
 * speakingCriteria, the names the result pages, examiners and the LLM grader use.
 */

export type SpeakingInput = {
  audio: Uint8Array;
  mimeType?: string;
  question: string;
  /** What was said; null or absent when there is no transcript (the grader's own transcriber, if any, is then used). */
  transcript?: string | null;
  /** The recogniser's words with times and confidences, when it gave them (words of `transcript`, in order). */
  words?: TimedWord[] | null;
  part: 1 | 2 | 3;
};

export type { TranscriptMeasures } from './transcriptScores';

/** The sub-scores read from the words: without a transcript there is nothing to judge them by, and they are null. */
type WordCriterion = Exclude<SpeakingCriterion, 'fluency'>;

export type SpeakingResult = { fluency: number } & Record<WordCriterion, number | null> & {
  /** Part band: the mean of the assessed sub-scores (all six with a transcript, fluency alone without), IELTS-rounded. */
  band: number;
  measures: { audio: FluencyMeasures; fluencyRating: number; transcript: TranscriptMeasures | null; speech: SpeechDecision['evidence']; lengthCap: number };
  /** The one speech / no-speech decision. */
  speech: SpeechDecision['kind'];
  /** The transcript graded (given, or from the grader's own transcriber), or null. */
  transcript: string | null;
  transcriptUsed: boolean;
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

/** The shortest answer each part expects, seconds of speaking: part 1 about 20-30 s, the long turn 1-2 min, part 3 30-60 s. */
export const EXPECTED_SECONDS: Record<1 | 2 | 3, number> = { 1: 20, 2: 60, 3: 30 };

/**
 * The highest band an answer this long can earn: 2 for nothing, rising linearly to 9 at 80% of the part's expected
 * length (1.5 s of a part 1 answer: 2.7; 10 s: 6.4; 16 s or more: 9).
 */
export function lengthCap(speakingSeconds: number, part: 1 | 2 | 3): number {
  return 2 + 7 * Math.min(1, speakingSeconds / (0.8 * EXPECTED_SECONDS[part]));
}

/**
 * A spoken answer's multi-level 0-75 score: the unrounded mean of the sub-scores it was assessed on (the built-in
 * grader's, or an LLM's with the audio's fluency), the same for the grading workers and the examiner's suggestion.
 */
export function speakingMultiLevel(scores: Partial<Record<SpeakingCriterion, number | null>>): MultiLevelScore {
  return multiLevelScore(meanOfAssessed(speakingCriteria.map((key) => scores[key])) ?? 0);
}

const clampBand = (x: number) => roundHalf(Math.min(Math.max(x, 0), 9));
const quote = (list: readonly string[]) => list.map((word) => `"${word}"`).join(', ');

function describeFluency(m: FluencyMeasures): string {
  const pauses = m.pauseCount === 0 ? 'no pauses of 0.25 s or more' : `${m.pauseCount} pause${m.pauseCount === 1 ? '' : 's'} of 0.25 s or more (mean ${m.meanPause.toFixed(2)} s, longest ${m.longestPause.toFixed(2)} s)`;
  return `Fluency: you spoke for ${m.speakingSpan.toFixed(1)} s at about ${m.speechRate.toFixed(1)} syllables per second with ${pauses}; ${Math.round(m.phonationRatio * 100)}% of that time was speech.`;
}

type GradeEvidence = {
  audio: FluencyMeasures;
  decision: SpeechDecision;
  transcript: { text: string; issues: Issue[]; known: (word: string) => boolean; words: TimedWord[] | null } | null;
};

/** Grades one spoken answer from its measured evidence. */
export function gradeFromMeasures(model: FluencyModel, input: Pick<SpeakingInput, 'question' | 'part'>, evidence: GradeEvidence): SpeakingResult {
  const { audio, decision } = evidence;
  const transcript = evidence.transcript && words(evidence.transcript.text).length > 0 ? evidence.transcript : null;
  const cap = lengthCap(audio.speakingSpan, input.part);
  const base = { measures: { audio, fluencyRating: 0, transcript: null, speech: decision.evidence, lengthCap: cap }, speech: decision.kind, transcript: transcript?.text ?? null };
  if (!decision.speech) {
    return {
      coherence: 0, fluency: 0, grammar: 0, vocabulary: 0, relevance: 0, topicDevelopment: 0, band: 0,
      ...base,
      transcriptUsed: false,
      note: decision.note,
      feedback: `${decision.note} Nothing to assess: record your answer again, speaking clearly into the microphone.`,
    };
  }
  const fluencyRating = predictRidge(model, featureRow(model, fluencyFeatures(audio))).fluency ?? 0;
  const fluency = clampBand(Math.min(cap, interpolate(FLUENCY_TO_BAND, fluencyRating)));
  const feedback: string[] = [describeFluency(audio)];
  const short = cap < 9 ? `The answer is short for part ${input.part} (${audio.speakingSpan.toFixed(1)} s; about ${EXPECTED_SECONDS[input.part]} s or more is expected), so no sub-score can go above ${clampBand(cap)}: say more, with a reason and an example.` : null;
  if (short) feedback.push(short);

  if (!transcript) {
    // No words to read: only fluency is measured. The word-based sub-scores stay unassessed (null) rather than
    // borrowing the fluency figure, and the band is fluency's alone, as the note says.
    const note = 'No transcript: only fluency is assessed, from the audio; grammar, vocabulary, relevance, topic development and coherence need the words and are not assessed.';
    return {
      coherence: null, fluency, grammar: null, vocabulary: null, relevance: null, topicDevelopment: null,
      band: fluency,
      ...base,
      measures: { ...base.measures, fluencyRating },
      transcriptUsed: false,
      note,
      feedback: [...feedback, note].join(' '),
    };
  }

  const confidences = transcript.words ? transcript.words.map((word) => word.confidence) : undefined;
  const scored = scoreTranscript({ text: transcript.text, issues: transcript.issues, known: transcript.known, ...(confidences ? { confidences } : {}) }, input.question, input.part, audio.speakingSpan || audio.duration);
  const capped = (value: number) => clampBand(Math.min(cap, value));
  const subs = {
    coherence: capped(scored.coherence),
    fluency,
    grammar: capped(scored.grammar),
    vocabulary: capped(scored.vocabulary),
    relevance: capped(scored.relevance),
    topicDevelopment: capped(scored.topicDevelopment),
  };
  const m = scored.measures;

  if (scored.issues.length > 0) {
    const issue = scored.issues[0]!;
    const suggestion = issue.suggestions.find((value) => value.trim() !== '' && value !== issue.problem);
    feedback.push(`Grammar: ${scored.issues.length} error${scored.issues.length === 1 ? '' : 's'} in what you said, e.g. ${quoteAround(transcript.text, sentenceAt(sentences(transcript.text), issue.start), issue.start, issue.end)}: '${issue.problem}'${suggestion ? ` → '${suggestion}'` : ''} (${issue.message.replace(/\.$/u, '').replace(/`/gu, "'")}).`);
  } else {
    feedback.push(m.subordinatorsPer100 < 1 ? 'Grammar: no errors heard, but the sentences are simple: join ideas with "because", "when" or "which".' : 'Grammar: no errors heard, and you joined ideas into longer sentences.');
  }
  feedback.push(
    `Vocabulary: ${m.words} words, ${m.mattr >= 0.75 ? 'varied' : 'with many repeats'} (diversity ${m.mattr.toFixed(2)})${scored.rareWords.length ? `; less common words: ${quote(scored.rareWords)}` : '; try a few more precise, less common words'}.`,
  );
  if (scored.echoesQuestion) feedback.push('Relevance: you said the question back instead of answering it; answer it directly, then explain.');
  else feedback.push(m.questionCoverage < 0.34 && m.relevance < 0.1 ? `Relevance: the answer shares few words with the question ("${input.question}"); answer it directly first.` : 'Relevance: the answer addresses the question.');
  feedback.push(
    m.words < EXPECTED_WORDS[input.part] * 0.6
      ? `Topic development: only ${m.words} words for part ${input.part}; add a reason ("because ...") and an example ("for example ...").`
      : `Topic development: ${m.words} words with ${m.ideaUnits} idea units.`,
  );
  feedback.push(scored.linking.length ? `Coherence: you linked ideas with ${quote(scored.linking)}.` : 'Coherence: no linking words heard; use "first", "because", "for example", "so" to connect your ideas.');
  const unsure = transcript.words ? [...new Set(transcript.words.filter((word) => word.confidence < SURE_CONFIDENCE).map((word) => word.word))] : [];
  if (transcript.words && transcript.words.length > 0) {
    feedback.push(
      `Transcript confidence ${Math.round(m.confidence * 100)}%${unsure.length ? `; the recogniser was unsure of ${quote(unsure.slice(0, 5))}, so the word-based scores are less certain there` : ''}.`,
    );
  }
  return {
    ...subs,
    band: roundIeltsBand(meanOfAssessed(Object.values(subs)) ?? 0),
    ...base,
    measures: { ...base.measures, fluencyRating, transcript: m },
    transcriptUsed: true,
    note: 'Fluency from the audio; the other sub-scores from the transcript.',
    feedback: feedback.join(' '),
  };
}

export type SpeakingGrader = { grade(input: SpeakingInput): Promise<SpeakingResult>; dispose(): void };

export type SpeakingGraderOptions = {
  fluencyModel?: FluencyModel | string | URL;
  checker?: Checker;
  /** Used when no transcript is given (the built-in recogniser, or a provider); null to grade from the audio only. */
  transcribe?: ((audio: Uint8Array, mimeType?: string) => Promise<TimedTranscript | string | null>) | null;
};

const ANALYSIS_RATE = 16_000;

export async function createSpeakingGrader(options: SpeakingGraderOptions = {}): Promise<SpeakingGrader> {
  const model = options.fluencyModel === undefined || typeof options.fluencyModel === 'string' || options.fluencyModel instanceof URL ? loadFluencyModel(options.fluencyModel) : options.fluencyModel;
  const { checker, release } = await checkerFor(options.checker);
  return {
    async grade(input) {
      const decoded = await decodeAudio(input.audio, input.mimeType);
      const samples = resampleSinc(decoded.samples, decoded.sampleRate, ANALYSIS_RATE);
      const audio = analyseFluency(samples, ANALYSIS_RATE).measures;
      let text = input.transcript ?? null;
      let timed = input.words ?? null;
      if (text === null && input.transcript === undefined && options.transcribe) {
        const got = await options.transcribe(input.audio, input.mimeType);
        text = typeof got === 'string' ? got : got?.text ?? null;
        timed = typeof got === 'string' || !got ? null : got.words;
      }
      const recognised = timed ? timed.length : null;
      const decision = decideSpeech(voiceEvidence(samples, recognised));
      const transcript = text && text.trim() !== '' ? { text, issues: await checker.lint(text, { prompt: input.question }), known: checker.known, words: timed } : null;
      return gradeFromMeasures(model, input, { audio, decision, transcript });
    },
    dispose: release,
  };
}

let shared: Promise<SpeakingGrader> | undefined;

/** Grades with a process-wide speaking grader created on first use. */
export async function gradeSpeaking(input: SpeakingInput): Promise<SpeakingResult> {
  shared ??= createSpeakingGrader();
  return (await shared).grade(input);
}
