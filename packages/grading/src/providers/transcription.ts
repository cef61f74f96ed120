import { z } from 'zod';
import { ProviderError, configFromEnv, postJson } from './http';
import type { ProviderConfig } from './http';
import { createPocketsphinxTranscriber, pocketsphinxMissing } from '../stt/pocketsphinx';

/**
 * Speech-to-text through any OpenAI-compatible (Whisper-style) endpoint: POST {base}/audio/transcriptions as
 * multipart form data with `file` and `model`, when BW_STT_BASE_URL and BW_STT_MODEL are set; otherwise the built-in
 * offline recogniser (../stt/pocketsphinx.ts).
 */

/**
 * One recognised word with its time in the recording (seconds) and the recogniser's confidence (0-1). `heard` is true
 * when the confidence reaches the threshold fitted on the calibration data (so that at least 0.8 of kept words were
 * really said); a transcriber that gives no confidences leaves it undefined, which counts as heard.
 */
export type TimedWord = { word: string; start: number; end: number; confidence: number; heard?: boolean };
/**
 * `text` holds only the heard words, `words` every word with its flag. `reliable` is false when too few words were
 * heard to grade the words at all; `english` (0-1) is how likely the speech is English.
 */
export type TimedTranscript = { text: string; words: TimedWord[]; reliable?: boolean; english?: number };

export type Transcriber = {
  /** For logs: which recogniser this is. */
  name: string;
  transcribe(audio: Uint8Array, mimeType?: string, options?: { language?: string; prompt?: string }): Promise<string>;
  /**
   * Recognisers that time their words (the built-in one) also give each word's confidence. `question`, when given,
   * adds the question's words to the built-in recogniser's vocabulary.
   */
  transcribeTimed?(audio: Uint8Array, mimeType?: string, context?: { question?: string }): Promise<TimedTranscript>;
};

const responseSchema = z.object({ text: z.string() });

function fileName(mimeType: string | undefined, audio: Uint8Array): { name: string; type: string } {
  const head = String.fromCharCode(...audio.subarray(0, 4));
  if (head === 'OggS' || mimeType?.includes('ogg')) return { name: 'answer.ogg', type: 'audio/ogg' };
  if (mimeType?.includes('webm')) return { name: 'answer.webm', type: 'audio/webm' };
  if (mimeType?.includes('mp4') || mimeType?.includes('m4a')) return { name: 'answer.m4a', type: 'audio/mp4' };
  return { name: 'answer.wav', type: 'audio/wav' };
}

export function createTranscriber(config: ProviderConfig): Transcriber {
  return {
    name: `${config.model} at ${config.baseUrl}`,
    async transcribe(audio, mimeType, options = {}) {
      const { name, type } = fileName(mimeType, audio);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio)], { type }), name);
      form.append('model', config.model);
      form.append('response_format', 'json');
      if (options.language) form.append('language', options.language);
      if (options.prompt) form.append('prompt', options.prompt);
      const json = await postJson(config, 'audio/transcriptions', { body: form });
      const parsed = responseSchema.safeParse(json);
      if (!parsed.success) throw new ProviderError(`transcription response has no 'text' string: ${JSON.stringify(json).slice(0, 200)}`);
      return parsed.data.text.trim();
    },
  };
}

export type TranscriberChoice = { transcriber: Transcriber | null; /** Why the built-in recogniser is not used, when it is not. */ missing: string | null };

/**
 * The transcriber to grade with: the Whisper-style endpoint when BW_STT_BASE_URL and BW_STT_MODEL are set, else the
 * built-in offline recogniser (PocketSphinx) when it is installed, else none (fluency-only speaking grades).
 * BW_STT_BUILTIN=off turns the built-in one off.
 */
export function chooseTranscriber(env: Record<string, string | undefined> = process.env): TranscriberChoice {
  const config = configFromEnv('BW_STT', env);
  if (config) return { transcriber: createTranscriber(config), missing: null };
  if (env.BW_STT_BUILTIN === 'off') return { transcriber: null, missing: 'BW_STT_BUILTIN=off' };
  const missing = pocketsphinxMissing();
  return { transcriber: missing ? null : createPocketsphinxTranscriber(), missing };
}

/** The configured transcriber (see chooseTranscriber), or null when there is none. */
export function transcriberFromEnv(env: Record<string, string | undefined> = process.env): Transcriber | null {
  return chooseTranscriber(env).transcriber;
}
