import { meanOfAssessed, multiLevelScore, roundIeltsBand, speakingCriteria } from '@bandwise/core';
import { decodeAudio, joined, noted, said, type FeedbackLanguage, type Said, type TimedWord, type WritingCriteria, type WritingKind } from '@bandwise/grading';
import type { GradingEngine } from './engine';
import { describeError, spokenOf, type GradingRecord, type SpeakingScores } from './records';

/**
 * Runs the built-in graders, and the optional providers when configured, for one answer. A provider that fails is
 * retried with the job (the error propagates); on the job's last attempt the built-in grade stands and a note says so.
 */

type Base = Omit<GradingRecord, 'gradedAt' | 'job'>;

export type EssayGrade = {
  criteria: WritingCriteria;
  band: number;
  /** The single comment the result pages show: per criterion, quoting the learner's own sentences. */
  comment: string;
  /** Multi-level kinds: 0-75. */
  multiLevel: number | null;
  record: Base;
};

export async function gradeEssay(
  engine: GradingEngine,
  input: { kind: WritingKind; prompt: string; text: string; minWords?: number | undefined; maxWords?: number | undefined },
  lastAttempt: boolean,
  /** The learner's site language when they submitted: an LLM writes its comment in it. */
  language: FeedbackLanguage = 'en',
): Promise<EssayGrade> {
  const { minWords, maxWords, ...rest } = input;
  const builtIn = await engine.graders.writing.grade({ ...rest, ...(minWords ? { minWords } : {}), ...(maxWords ? { maxWords } : {}) });
  const record: Base = {
    grader: 'built-in',
    errors: builtIn.errors,
    builtIn: {
      criteria: builtIn.criteria,
      band: builtIn.band,
      analytic: builtIn.analytic,
      adjustments: builtIn.adjustments,
      words: builtIn.features.words ?? 0,
      ...(builtIn.multiLevel ? { multiLevel: builtIn.multiLevel } : {}),
      // What the learner is told about how the answer was read (not English, repeated sentences...), in en/uz/ru.
      notes: builtIn.notes,
    },
    notes: [],
  };
  const mean = (c: WritingCriteria) => (c.taskAchievement + c.coherence + c.lexicalResource + c.grammar) / 4;
  const fromBuiltIn: EssayGrade = {
    criteria: builtIn.criteria,
    band: builtIn.band,
    comment: builtIn.comment,
    multiLevel: builtIn.multiLevel?.score ?? null,
    // The comment in each site language, for the result pages; an LLM's comment below replaces it.
    record: { ...record, comment: builtIn.commentNote },
  };
  // An empty or near-empty answer has nothing an LLM could add.
  if (!engine.llm || (builtIn.features.words ?? 0) <= 20) return fromBuiltIn;
  try {
    const llm = await engine.llm.gradeWriting({ kind: input.kind, prompt: input.prompt, text: input.text, ...(minWords ? { minWords } : {}), language });
    const comment = [llm.feedback.taskAchievement, llm.feedback.coherence, llm.feedback.lexicalResource, llm.feedback.grammar].join('\n\n');
    return {
      criteria: llm.criteria,
      band: llm.band,
      comment,
      multiLevel: input.kind.startsWith('multi-level-') ? multiLevelScore(mean(llm.criteria)).score : null,
      record: { ...record, grader: 'llm', model: llm.model, llm: { criteria: llm.criteria, band: llm.band, feedback: llm.feedback } },
    };
  } catch (error) {
    if (!lastAttempt) throw error;
    return { ...fromBuiltIn, record: { ...fromBuiltIn.record, notes: [`The LLM grader failed (${describeError(error)}); the built-in grade stands.`] } };
  }
}

export type RecordingGrade = {
  scores: SpeakingScores;
  transcript: string | null;
  /** This recording's comment: fluency measured from the audio, and what the transcript showed (or that there was none). */
  feedback: string;
  record: Base;
};

/**
 * What the engine's recogniser heard: the built-in one times its words and gives their confidence, a Whisper-style
 * endpoint gives text only. `text` (only the words heard with confidence) is null when nothing was heard or there is no
 * recogniser; `reliable` and `english` are the built-in recogniser's verdicts (null from a text-only endpoint). A
 * provider error throws.
 */
export type HeardRecording = { text: string | null; words: TimedWord[] | null; reliable: boolean | null; english: number | null };
export async function transcribeRecording(engine: Pick<GradingEngine, 'transcriber'>, audio: Uint8Array, mimeType: string, question?: string): Promise<HeardRecording> {
  if (!engine.transcriber) return { text: null, words: null, reliable: null, english: null };
  if (engine.transcriber.transcribeTimed) {
    // The question's words join the recogniser's vocabulary (stt/vocabulary.ts).
    const timed = await engine.transcriber.transcribeTimed(audio, mimeType, question ? { question } : undefined);
    return { text: timed.text.trim() || null, words: timed.words, reliable: timed.reliable ?? null, english: timed.english ?? null };
  }
  return { text: (await engine.transcriber.transcribe(audio, mimeType, { language: 'en' })).trim() || null, words: null, reliable: null, english: null };
}

export async function gradeRecording(
  engine: GradingEngine,
  input: { audio: Uint8Array; mimeType: string; question: string; part: 1 | 2 | 3 },
  lastAttempt: boolean,
  /** The learner's site language when they submitted: an LLM writes its comment in it. */
  language: FeedbackLanguage = 'en',
): Promise<RecordingGrade> {
  const notes: string[] = [];
  // What the learner is told beside the grader's comment, in each site language (the English is in `notes`).
  const told: Said[] = [];
  const tell = (text: Said) => {
    notes.push(text.en);
    told.push(text);
  };
  let heard: HeardRecording = { text: null, words: null, reliable: null, english: null };
  if (engine.transcriber) {
    // Decode first: a recording nobody can decode fails for good here, not after a provider round trip.
    await decodeAudio(input.audio, input.mimeType);
    try {
      heard = await transcribeRecording(engine, input.audio, input.mimeType, input.question);
    } catch (error) {
      if (!lastAttempt) throw error;
      tell(said(
        `Transcription failed (${describeError(error)}): fluency-only grading from the audio.`,
        "Yozuvni matnga aylantirib bo'lmadi: faqat ravonlik audiodan baholandi.",
        'Не удалось расшифровать запись: оценена только беглость, по аудио.',
      ));
    }
  }
  const transcript = heard.text;
  const builtIn = await engine.graders.speaking.grade({ ...input, transcript, words: heard.words, reliable: heard.reliable, english: heard.english });
  if (!builtIn.transcriptUsed && builtIn.speech === 'speech' && !engine.transcriber) {
    // Said to the learner in their terms; the operator's start-up log names the reason (no pocketsphinx, BW_STT_BUILTIN=off).
    tell(said(
      'Speech recognition is not available on this server, so your words could not be assessed.',
      "Bu serverda nutqni tanib olish mavjud emas, shuning uchun so'zlaringizni baholab bo'lmadi.",
      'На этом сервере нет распознавания речи, поэтому ваши слова не удалось оценить.',
    ));
  }
  let scores: SpeakingScores = { ...Object.fromEntries(speakingCriteria.map((k) => [k, builtIn[k]])), band: builtIn.band } as SpeakingScores;
  let feedback = builtIn.feedback;
  const record: Base = {
    grader: 'built-in',
    builtIn: {
      scores,
      measures: builtIn.measures,
      speech: builtIn.speech,
      transcriptUsed: builtIn.transcriptUsed,
      note: builtIn.note,
    },
    // Pronunciation, the heard words with the hard ones marked, the transcript's status and the notes: for the result pages.
    spoken: spokenOf(builtIn),
    notes,
  };
  if (engine.llm && transcript && builtIn.transcriptUsed) {
    try {
      const llm = await engine.llm.gradeSpeaking({ question: input.question, transcript, part: input.part, language });
      // The LLM reads words only: fluency stays the audio's measure.
      const next = { coherence: llm.coherence, fluency: builtIn.fluency, grammar: llm.grammar, vocabulary: llm.vocabulary, relevance: llm.relevance, topicDevelopment: llm.topicDevelopment };
      scores = { ...next, band: roundIeltsBand(meanOfAssessed(Object.values(next)) ?? 0) };
      // Keep the built-in grader's first sentence, in the LLM's language: the measured speech rate and pauses.
      feedback = `${llm.feedback} ${builtIn.commentNote[language].split(/(?<=\.) (?=\p{Lu})/u)[0] ?? ''}`.trim();
      record.grader = 'llm';
      record.model = llm.model;
      record.llm = { scores: llm, feedback: llm.feedback };
    } catch (error) {
      if (!lastAttempt) throw error;
      tell(said(
        `The LLM grader failed (${describeError(error)}); the built-in grade stands.`,
        "Qo'shimcha baholovchi ishlamadi; o'rnatilgan baholovchining bahosi qoladi.",
        'Дополнительный оценщик не сработал; остаётся оценка встроенного оценщика.',
      ));
    }
  }
  // The built-in comment in each site language for the result pages; an LLM's comment is in the learner's language already.
  if (record.grader === 'built-in') record.comment = noted('comment', joined([builtIn.commentNote, ...told]));
  return { scores, transcript, feedback: [feedback, ...notes].join(' '), record };
}
