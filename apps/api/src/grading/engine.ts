import {
  createGraders,
  encodeWav,
  llmGraderFromEnv,
  transcriberFromEnv,
  type Graders,
  type LlmGrader,
  type Transcriber,
} from '@bandwise/grading';
import type { Config } from '../config';

/**
 * What a grading worker grades with: the built-in graders (one shared harper checker; set-up takes seconds, so made
 * once per process and warmed), and the optional providers when the environment configures them. Default offline.
 */
export type GradingEngine = {
  graders: Graders;
  /** OpenAI-compatible transcription (BW_STT_*); null means fluency-only speaking grades. */
  transcriber: Transcriber | null;
  /** OpenAI-compatible LLM grader (BW_LLM_*); null means the built-in grader's scores are stored. */
  llm: LlmGrader | null;
};

type ProviderSettings = Pick<Config, 'BW_STT_BASE_URL' | 'BW_STT_MODEL' | 'BW_STT_API_KEY' | 'BW_LLM_BASE_URL' | 'BW_LLM_MODEL' | 'BW_LLM_API_KEY'>;

/** The providers from the parsed config (not process.env), so tests and operators set them in one place. */
export function providersFrom(config: ProviderSettings): { transcriber: Transcriber | null; llm: LlmGrader | null } {
  const env = { ...config } as Record<string, string | undefined>;
  return { transcriber: transcriberFromEnv(env), llm: llmGraderFromEnv(env) };
}

const WARM_ESSAY = [
  'Many people believe that cities offer a better life than the countryside. In my opinion this is partly true, because',
  'cities have more jobs, hospitals and universities. However, rural areas are quieter and the air is cleaner.',
  '',
  'Overall, I think the best choice depends on a person’s age and work, so there is no single answer for everyone.',
].join('\n');

/** One second of a voiced-like signal (a 140 Hz buzz in syllable-sized bursts), to run the speaking path once. */
function warmAudio(): Uint8Array {
  const rate = 16_000;
  const samples = new Float32Array(rate);
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / rate;
    const envelope = Math.max(0, Math.sin(2 * Math.PI * 4 * t));
    samples[i] = 0.3 * envelope * Math.sin(2 * Math.PI * 140 * t);
  }
  return encodeWav(samples, rate);
}

/** Runs each grader once so the first learner's essay does not pay for the WebAssembly's first calls. */
export async function warmUp(graders: Graders): Promise<void> {
  await graders.writing.grade({ kind: 'ielts-task2', prompt: 'Is life better in cities or in the countryside?', text: WARM_ESSAY });
  await graders.speaking.grade({ audio: warmAudio(), mimeType: 'audio/wav', question: 'Where do you live?', part: 1, transcript: 'I live in a small town near the river.' });
}

/**
 * Builds the engine: `graders` may be a shared promise (tests start several servers in one file), else new graders are
 * created and warmed here.
 */
export async function createGradingEngine(config: ProviderSettings, graders?: Promise<Graders>): Promise<GradingEngine> {
  const ready =
    graders ??
    (async () => {
      const made = await createGraders();
      await warmUp(made);
      return made;
    })();
  return { graders: await ready, ...providersFrom(config) };
}
