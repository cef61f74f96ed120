import { interpolate, meanOfAssessed, multiLevelScore, roundHalf, roundIeltsBand, speakingCriteria, type Anchor, type MultiLevelScore, type SpeakingCriterion } from '@bandwise/core';
import type { TimedTranscript, TimedWord } from '../providers/transcription';
import { checkerFor } from '../text/checker';
import type { Checker, Issue } from '../text/checker';
import { sentences, words } from '../text/tokenize';
import type { GraderNote } from '@bandwise/core';
import { joined, noted, said, type Said } from '../comment';
import { quoteAround, sentenceAt } from '../writing/feedback';
import { coherenceComment, developmentComment, fluencyComment, grammarCleanComment, grammarErrorComment, pronunciationComment, relevanceComment, shortAnswerComment, transcriptComment, vocabularyComment } from './comment';
import { featureRow, predictRidge } from '../writing/ridge';
import { decodeAudio, resampleSinc } from './audio';
import { analyseFluency, fluencyFeatures } from './fluency';
import type { FluencyMeasures } from './fluency';
import { loadFluencyModel } from './model';
import type { FluencyModel } from './model';
import { EXPECTED_WORDS, scoreTranscript } from './transcriptScores';
import type { TranscriptMeasures } from './transcriptScores';
import { decideSpeech, voiceEvidence } from './voice';
import type { SpeechDecision } from './voice';
import { cosine as vectorCosine } from '../text/encoder';
import type { SentenceEncoder } from '../text/encoder';
import { notes } from './notes';
import type { SpeakingNote } from './notes';

/**
 * The speaking grader, one for both exam kinds. First one speech / no-speech decision (voice.ts): silence, a tone,
 * noise or music get the lowest band and a note saying what was heard. Then each sub-score from its own evidence:
 * fluency from the audio (rate, pauses, phonation; fitted to human fluency ratings), vocabulary, grammar, relevance,
 * topic development and coherence from the transcript (transcriptScores.ts). Every sub-score is capped by how long
 * the learner spoke against what the part expects, so two seconds can never earn more than a low band.
 * Only the words the recogniser heard (`heard` is not false) are graded; a transcript too unsure to grade
 * (`reliable === false`) leaves the word-based sub-scores null with a note; an answer that is not English
 * (`english` < 0.5) gets the lowest band on them with a note. Pronunciation, the fourth official criterion, comes from
 * pronunciation.ts beside the six seed sub-scores (core's speakingCriteria) and counts in the band like each of them.
 */

export type SpeakingInput = {
  audio: Uint8Array;
  mimeType?: string;
  question: string;
  /** What was said; null or absent when there is no transcript (the grader's own transcriber, if any, is then used). */
  transcript?: string | null;
  /** The recogniser's words with times and confidences, when it gave them (words of `transcript`, in order). */
  words?: TimedWord[] | null;
  /** The transcriber's verdicts on that transcript, when it gave them (providers/transcription.ts's TimedTranscript). */
  reliable?: boolean | null;
  english?: number | null;
  part: 1 | 2 | 3;
};

export type { SpeakingNote } from './notes';
/** What the words could be used for: graded, too unsure to grade, not English, or no transcript at all. */
export type TranscriptStatus = 'graded' | 'unreliable' | 'not-english' | 'none';
/** Below this probability of being English (the transcriber's `english`), an answer is graded as not English. */
export const ENGLISH_BELOW = 0.5;
/** Fewer recognised words than this are too few to judge the language by. */
export const LANGUAGE_MIN_WORDS = 6;
/** The pronunciation assessor (speech contract point 2); null when it cannot judge. */
export type PronunciationAssessor = (
  samples: Float32Array,
  rate: number,
  words: TimedWord[],
) => Promise<{ rating: number; band: number; words: Array<{ index: number; score: number; hard: boolean }> } | null>;

export type { TranscriptMeasures } from './transcriptScores';

/** The sub-scores read from the words: without a transcript there is nothing to judge them by, and they are null. */
type WordCriterion = Exclude<SpeakingCriterion, 'fluency'>;

export type SpeakingResult = { fluency: number } & Record<WordCriterion, number | null> & {
  /** Pronunciation, half band (speechocean762 accuracy mapped by pronunciation.ts); null when not assessed. */
  pronunciation: number | null;
  /**
   * Part band: the IELTS-rounded mean of the assessed sub-scores, the six seed ones and pronunciation (each counted
   * once; without words, fluency and pronunciation alone).
   */
  band: number;
  measures: { audio: FluencyMeasures; fluencyRating: number; transcript: TranscriptMeasures | null; speech: SpeechDecision['evidence']; lengthCap: number; pronunciationRating: number | null };
  /** Every word the recogniser gave, `heard` as it judged it, `hard` where it was hard to understand; null without words. */
  words: Array<TimedWord & { hard: boolean }> | null;
  transcriptStatus: TranscriptStatus;
  /** What the learner should know about this grade, each in the three UI languages. */
  notes: SpeakingNote[];
  /** The one speech / no-speech decision. */
  speech: SpeechDecision['kind'];
  /** The words graded (the heard words of the transcript given or made by the grader's own transcriber), or null. */
  transcript: string | null;
  transcriptUsed: boolean;
  note: string;
  /** The same note in each site language, for an examiner reading the suggestion in theirs. */
  noteInLanguages: SpeakingNote;
  /** The comment on the recording in English (the answer's feedback). */
  feedback: string;
  /** The same comment in each site language (key 'comment'), heard words quoted as heard. */
  commentNote: GraderNote;
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
export function speakingMultiLevel(scores: Partial<Record<SpeakingCriterion | 'pronunciation', number | null>>): MultiLevelScore {
  return multiLevelScore(meanOfAssessed([...speakingCriteria.map((key) => scores[key]), scores.pronunciation]) ?? 0);
}

const clampBand = (x: number) => roundHalf(Math.min(Math.max(x, 0), 9));
/** The comment's English (the answer's feedback) and its three languages (the result pages'). */
const commentOf = (parts: readonly Said[]) => {
  const comment = joined(parts);
  return { feedback: comment.en, commentNote: noted('comment', comment) };
}

export type GradeEvidence = {
  audio: FluencyMeasures;
  decision: SpeechDecision;
  /** `text`: the heard words only; `words`: every word the recogniser gave (heard or not). */
  transcript: { text: string; issues: Issue[]; known: (word: string) => boolean; words: TimedWord[] | null; reliable?: boolean | null; english?: number | null; semantic?: number | null } | null;
  pronunciation?: Awaited<ReturnType<PronunciationAssessor>>;
};

const heardOf = (list: readonly TimedWord[]) => list.filter((word) => word.heard !== false);

/** What the words can be used for, language first: not English, then too unsure to grade, then graded. */
export function transcriptStatusOf(transcript: GradeEvidence['transcript']): TranscriptStatus {
  if (!transcript) return 'none';
  const said = transcript.words ? transcript.words.length : words(transcript.text).length;
  if (said === 0) return 'none';
  // A handful of words is too little to tell a language by (a 1.5 s answer): the language verdict needs a few more.
  if (said >= LANGUAGE_MIN_WORDS && typeof transcript.english === 'number' && Number.isFinite(transcript.english) && transcript.english < ENGLISH_BELOW) return 'not-english';
  const heard = transcript.words ? heardOf(transcript.words).length : words(transcript.text).length;
  if (transcript.reliable === false || heard === 0) return 'unreliable';
  return 'graded';
}

/** The lowest band, given on the word-based criteria to an answer that is not English. */
const NOT_ENGLISH_BAND = 1;
/** Fluency in another language is not fluency in English: at most this, beside the lowest band on the words. */
const NOT_ENGLISH_FLUENCY = 2;
/** Fluency and pronunciation of words that are not an answer (counting, one word) or are the question's: at most these. */
const NOT_AN_ANSWER_SOUND = { counting: 3, repetition: 3, 'question-read-back': 4 } as const;

/** Grades one spoken answer from its measured evidence. */
export function gradeFromMeasures(model: FluencyModel, input: Pick<SpeakingInput, 'question' | 'part'>, evidence: GradeEvidence): SpeakingResult {
  const { audio, decision } = evidence;
  const transcript = evidence.transcript && (words(evidence.transcript.text).length > 0 || (evidence.transcript.words?.length ?? 0) > 0) ? evidence.transcript : null;
  const status = decision.speech ? transcriptStatusOf(transcript) : 'none';
  const cap = lengthCap(audio.speakingSpan, input.part);
  const assessed = decision.speech && status !== 'not-english' ? (evidence.pronunciation ?? null) : null;
  const hardAt = new Set(assessed?.words.filter((word) => word.hard).map((word) => word.index) ?? []);
  const timed = transcript?.words ? transcript.words.map((word, index) => ({ ...word, hard: hardAt.has(index) || word.heard === false })) : null;
  const base = {
    measures: { audio, fluencyRating: 0, transcript: null, speech: decision.evidence, lengthCap: cap, pronunciationRating: assessed?.rating ?? null },
    speech: decision.kind,
    transcript: status === 'graded' ? transcript!.text : null,
    words: timed,
    transcriptStatus: status,
  };
  if (!decision.speech) {
    const noSpeech = notes.noSpeech(decision.kind, decision.note);
    return {
      coherence: 0, fluency: 0, grammar: 0, vocabulary: 0, relevance: 0, topicDevelopment: 0, pronunciation: 0, band: 0,
      ...base,
      words: null,
      transcriptUsed: false,
      note: decision.note,
      noteInLanguages: noSpeech,
      notes: [noSpeech],
      ...commentOf([said(`${decision.note} Nothing to assess: record your answer again, speaking clearly into the microphone.`, noSpeech.uz, noSpeech.ru)]),
    };
  }
  const fluencyRating = predictRidge(model, featureRow(model, fluencyFeatures(audio))).fluency ?? 0;
  let fluency = clampBand(Math.min(cap, interpolate(FLUENCY_TO_BAND, fluencyRating)));
  let pronunciation = assessed ? clampBand(Math.min(cap, assessed.band)) : null;
  const feedback: Said[] = [fluencyComment(audio)];
  if (cap < 9) feedback.push(shortAnswerComment(input.part, audio.speakingSpan, EXPECTED_SECONDS[input.part], clampBand(cap)));
  if (pronunciation !== null) feedback.push(pronunciationComment(pronunciation, hardOf(timed, hardAt)));
  const measures = { ...base.measures, fluencyRating };
  const bandOf = (subs: Array<number | null>) => roundIeltsBand(meanOfAssessed(subs) ?? 0);

  if (status === 'not-english') {
    // Language first: the words are not English, so the word-based criteria get the lowest band (not 'not assessed':
    // the answer was assessed, and it is not English), fluency cannot show English fluency, pronunciation of English is
    // not judged on another language.
    const note = notes.notEnglish();
    fluency = Math.min(fluency, NOT_ENGLISH_FLUENCY);
    const word = NOT_ENGLISH_BAND;
    return {
      coherence: word, fluency, grammar: word, vocabulary: word, relevance: word, topicDevelopment: word, pronunciation: null,
      band: bandOf([word, fluency, word, word, word, word]),
      ...base, measures, transcriptUsed: true, note: note.en, noteInLanguages: note, notes: [note], ...commentOf([note, ...feedback]),
    };
  }
  if (status === 'none' || status === 'unreliable') {
    // No words to read, or too few heard to be the learner's: the word-based sub-scores stay unassessed (null) rather
    // than borrowing the fluency figure or guessing from noise; the band is what the audio shows.
    const heard = transcript?.words ? heardOf(transcript.words).length : 0;
    const note = status === 'none' ? notes.noTranscript() : notes.unreliable(heard, transcript?.words?.length ?? 0);
    return {
      coherence: null, fluency, grammar: null, vocabulary: null, relevance: null, topicDevelopment: null, pronunciation,
      band: bandOf([fluency, pronunciation]),
      ...base, measures, transcriptUsed: false, note: note.en, noteInLanguages: note, notes: [note], ...commentOf([...feedback, note]),
    };
  }

  const graded = transcript!;
  const heardWords = graded.words ? heardOf(graded.words) : null;
  const confidences = heardWords ? heardWords.map((word) => word.confidence) : undefined;
  const scored = scoreTranscript(
    { text: graded.text, issues: graded.issues, known: graded.known, semantic: graded.semantic ?? null, ...(confidences ? { confidences } : {}), ...(graded.words ? { spokenWords: graded.words.length } : {}) },
    input.question, input.part, audio.speakingSpan || audio.duration,
  );
  // Band 1 at the least: words were said (0 is for no answer at all).
  const capped = (value: number) => clampBand(Math.max(1, Math.min(cap, value)));
  const m = scored.measures;
  const resultNotes: SpeakingNote[] = [];
  const notAnswer = scored.notAnAnswer;
  if (notAnswer) {
    // Counting, one word again and again or the question read back: the sound of it is not an answer's fluency or
    // pronunciation either (a memorised or read string shows little of either).
    fluency = Math.min(fluency, NOT_AN_ANSWER_SOUND[notAnswer.kind]);
    if (pronunciation !== null) pronunciation = Math.min(pronunciation, NOT_AN_ANSWER_SOUND[notAnswer.kind]);
    resultNotes.push(
      notAnswer.kind === 'counting' ? notes.counting(notAnswer.words)
        : notAnswer.kind === 'repetition' ? notes.repetition(notAnswer.words[0]!, words(graded.text).filter((word) => word.lower === notAnswer.words[0]).length)
          : notes.questionReadBack(notAnswer.words),
    );
  }
  const subs = {
    coherence: capped(scored.coherence),
    fluency,
    grammar: capped(scored.grammar),
    vocabulary: capped(scored.vocabulary),
    relevance: capped(scored.relevance),
    topicDevelopment: capped(scored.topicDevelopment),
  };

  if (resultNotes.length) feedback.push(resultNotes[0]!);
  if (scored.issues.length > 0) {
    const issue = scored.issues[0]!;
    feedback.push(grammarErrorComment(scored.issues.length, quoteAround(graded.text, sentenceAt(sentences(graded.text), issue.start), issue.start, issue.end), issue));
  } else if (!notAnswer) {
    feedback.push(grammarCleanComment(m.subordinatorsPer100 < 1));
  }
  if (!notAnswer) {
    feedback.push(vocabularyComment(m.words, m.mattr, scored.repeated ?? null, scored.rareWords));
    feedback.push(relevanceComment(m.questionCoverage < 0.34 && (m.semantic ?? m.relevance) < 0.2, input.question));
    feedback.push(developmentComment(m.words, input.part, m.ideaUnits, m.words < EXPECTED_WORDS[input.part] * 0.6));
    feedback.push(coherenceComment(scored.linking));
  }
  if (graded.words && graded.words.length > 0) feedback.push(transcriptComment(heardWords!.length, graded.words.length));
  const summary = resultNotes[0] ?? notes.fromAudio();
  return {
    ...subs,
    pronunciation,
    band: bandOf([...Object.values(subs), pronunciation]),
    ...base,
    measures: { ...measures, transcript: m },
    transcriptUsed: true,
    note: summary.en,
    noteInLanguages: summary,
    notes: resultNotes,
    ...commentOf(feedback),
  };
}

/** The heard words the pronunciation assessor found hard to understand, each once. */
function hardOf(timed: ReadonlyArray<TimedWord & { hard: boolean }> | null, hardAt: ReadonlySet<number>): string[] {
  return timed ? [...new Set(timed.filter((word, index) => hardAt.has(index) && word.heard !== false).map((word) => word.word))] : [];
}

export type SpeakingGrader = { grade(input: SpeakingInput): Promise<SpeakingResult>; dispose(): void };

export type SpeakingGraderOptions = {
  fluencyModel?: FluencyModel | string | URL;
  checker?: Checker;
  /** Used when no transcript is given (the built-in recogniser, or a provider); null to grade from the audio only. */
  transcribe?: ((audio: Uint8Array, mimeType?: string, context?: { question?: string }) => Promise<TimedTranscript | string | null>) | null;
  /** The sentence encoder (src/text/encoder.ts) for relevance; without it, relevance is lexical. */
  encoder?: SentenceEncoder;
  /** The pronunciation assessor; by default pronunciation.ts's assessPronunciation when it exists; null for none. */
  pronunciation?: PronunciationAssessor | null;
};

const ANALYSIS_RATE = 16_000;

/** pronunciation.ts's assessPronunciation, when that module provides one (it is built beside this grader). */
async function defaultAssessor(): Promise<PronunciationAssessor | null> {
  try {
    const module = (await import('./pronunciation')) as { assessPronunciation?: PronunciationAssessor };
    return typeof module.assessPronunciation === 'function' ? module.assessPronunciation : null;
  } catch {
    return null;
  }
}

export async function createSpeakingGrader(options: SpeakingGraderOptions = {}): Promise<SpeakingGrader> {
  const model = options.fluencyModel === undefined || typeof options.fluencyModel === 'string' || options.fluencyModel instanceof URL ? loadFluencyModel(options.fluencyModel) : options.fluencyModel;
  const { checker, release } = await checkerFor(options.checker);
  const assess = options.pronunciation === undefined ? await defaultAssessor() : options.pronunciation;
  return {
    async grade(input) {
      const decoded = await decodeAudio(input.audio, input.mimeType);
      const samples = resampleSinc(decoded.samples, decoded.sampleRate, ANALYSIS_RATE);
      const audio = analyseFluency(samples, ANALYSIS_RATE).measures;
      let text = input.transcript ?? null;
      let timed = input.words ?? null;
      let reliable = input.reliable ?? null;
      let english = input.english ?? null;
      if (text === null && input.transcript === undefined && options.transcribe) {
        const got = await options.transcribe(input.audio, input.mimeType, { question: input.question });
        text = typeof got === 'string' ? got : got?.text ?? null;
        timed = typeof got === 'string' || !got ? null : got.words;
        if (got && typeof got !== 'string') {
          reliable = got.reliable ?? null;
          english = got.english ?? null;
        }
      }
      const decision = decideSpeech(voiceEvidence(samples, timed ? timed.length : null));
      // Only heard words are the learner's: the graded text is rebuilt from them when the recogniser flagged its words.
      const heardText = timed ? heardOf(timed).map((word) => word.word).join(' ') : (text ?? '').trim();
      const hasWords = heardText !== '' || (timed?.length ?? 0) > 0;
      let semantic: number | null = null;
      if (options.encoder && heardText !== '' && decision.speech) {
        const [question, answer] = await options.encoder.embed([input.question, heardText]);
        semantic = vectorCosine(question!, answer!);
      }
      const pronunciation = assess && decision.speech && timed && heardOf(timed).length > 0 ? await assess(samples, ANALYSIS_RATE, timed).catch(() => null) : null;
      const transcript = hasWords
        ? { text: heardText, issues: heardText ? await checker.lint(heardText, { prompt: input.question }) : [], known: checker.known, words: timed, reliable, english, semantic }
        : null;
      return gradeFromMeasures(model, input, { audio, decision, transcript, pronunciation });
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
