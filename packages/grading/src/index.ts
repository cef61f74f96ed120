/**
 * @bandwise/grading: the built-in offline graders (writing and speaking), the optional OpenAI-compatible providers
 * (transcription and LLM grading) and the agreement metrics. Node only (harper.js WebAssembly, file access).
 */
import { createChecker } from './text/checker';
import type { Checker } from './text/checker';
import { loadSentenceEncoder } from './text/encoder';
import type { SentenceEncoder } from './text/encoder';
import { createSpeakingGrader } from './speaking/grader';
import type { SpeakingGrader, SpeakingGraderOptions } from './speaking/grader';
import { createWritingGrader } from './writing/grader';
import type { WritingGrader, WritingGraderOptions } from './writing/grader';

export { createWritingGrader, gradeWriting, writingKinds, DEFAULT_MIN_WORDS } from './writing/grader';
export type { WritingCriteria, WritingError, WritingGrader, WritingGraderOptions, WritingInput, WritingKind, WritingResult } from './writing/grader';
export type { CriterionFeedback } from './writing/feedback';
export { joined, noted, said, type Said } from './comment';
export { ELLIPSE_SCORES } from './writing/ellipse';
export type { EllipseScores } from './writing/ellipse';
export { ELLIPSE_TO_BAND, ellipseToBand } from './writing/scale';
export { loadWritingModel, DEFAULT_WRITING_MODEL_URL } from './writing/model';
export type { WritingModel } from './writing/model';
export { loadLinkModel, DEFAULT_LINK_MODEL_URL } from './writing/link';
export type { LinkModel } from './writing/link';

export { createSpeakingGrader, gradeSpeaking, speakingMultiLevel, FLUENCY_TO_BAND, EXPECTED_SECONDS, lengthCap } from './speaking/grader';
export type { PronunciationAssessor, SpeakingGrader, SpeakingGraderOptions, SpeakingInput, SpeakingNote, SpeakingResult, TranscriptMeasures, TranscriptStatus } from './speaking/grader';
export { analyseFluency } from './speaking/fluency';
export type { FluencyMeasures } from './speaking/fluency';
export { decodeAudio, decodeWav, decodeOggOpus, encodeWav, AudioFormatError } from './speaking/audio';
export type { DecodedAudio } from './speaking/audio';
export { loadFluencyModel, DEFAULT_FLUENCY_MODEL_URL } from './speaking/model';

export { createChecker } from './text/checker';
export type { Checker, Issue } from './text/checker';
export { loadSentenceEncoder, cosine } from './text/encoder';
export type { SentenceEncoder } from './text/encoder';
export { languageModelFromSystem, languageModelMissing, scoreSentences } from './text/languageModel';
export type { LanguageModel, SentenceLm } from './text/languageModel';
export type { WritingNote } from './writing/notes';

export { chooseTranscriber, createTranscriber, transcriberFromEnv } from './providers/transcription';
export type { TimedTranscript, TimedWord, Transcriber, TranscriberChoice } from './providers/transcription';
export { createPocketsphinxTranscriber, pocketsphinxMissing } from './stt/pocketsphinx';
export { createLlmGrader, llmGraderFromEnv, LlmOutputError, llmWritingSchema, llmSpeakingSchema } from './providers/llm';
export type { FeedbackLanguage, LlmGrader, LlmSpeakingInput, LlmSpeakingResult, LlmWritingInput, LlmWritingResult } from './providers/llm';
export { ProviderError, configFromEnv } from './providers/http';
export type { ProviderConfig } from './providers/http';

export { qwk, pearson, rmse, mcrmse, kFolds } from './metrics';
export type { QwkOptions } from './metrics';
export { parseCsv, readCsvRecords, writeCsv } from './csv';

export type Graders = { writing: WritingGrader; speaking: SpeakingGrader; checker: Checker; encoder: SentenceEncoder | null; dispose(): void };

export { createThreadedGraders } from './thread/threadedGraders';
export type { GraderSet } from './thread/threadedGraders';
export { warmUp } from './thread/warmUp';

/**
 * Both graders sharing one checker (harper's set-up takes 2-3 s and tens of MB) and one sentence encoder (USE-lite,
 * ~0.4-3 s and ~200 MB): what a grading worker should make once at start-up and keep. If the encoder cannot load, the
 * graders go without its evidence rather than not at all (the link reads its features at their training means).
 */
export async function createGraders(options: { writing?: Omit<WritingGraderOptions, 'checker'>; speaking?: Omit<SpeakingGraderOptions, 'checker'> } = {}): Promise<Graders> {
  const [checker, encoder] = await Promise.all([createChecker(), loadSentenceEncoder().catch(() => null)]);
  const shared = encoder ? { encoder } : {};
  const writing = await createWritingGrader({ ...shared, ...options.writing, checker });
  const speaking = await createSpeakingGrader({ ...shared, ...options.speaking, checker });
  return {
    writing,
    speaking,
    checker,
    encoder,
    dispose() {
      writing.dispose();
      speaking.dispose();
      checker.dispose();
      encoder?.dispose();
    },
  };
}
