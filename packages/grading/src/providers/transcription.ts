import { z } from 'zod';
import { ProviderError, configFromEnv, postJson } from './http';
import type { ProviderConfig } from './http';

/**
 * Speech-to-text through any OpenAI-compatible (Whisper-style) endpoint: POST {base}/audio/transcriptions as
 * multipart form data with `file` and `model`. Off unless BW_STT_BASE_URL and BW_STT_MODEL are set.
 */

export type Transcriber = {
  transcribe(audio: Uint8Array, mimeType?: string, options?: { language?: string; prompt?: string }): Promise<string>;
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

/** The transcriber configured by BW_STT_BASE_URL, BW_STT_MODEL and BW_STT_API_KEY, or null when not configured. */
export function transcriberFromEnv(env: Record<string, string | undefined> = process.env): Transcriber | null {
  const config = configFromEnv('BW_STT', env);
  return config ? createTranscriber(config) : null;
}
