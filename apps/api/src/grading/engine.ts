import { chooseTranscriber, llmGraderFromEnv, type GraderSet, type LlmGrader, type Transcriber } from '@bandwise/grading';
import type { Config } from '../config';
import { sharedGraders } from './sharedGraders';

/**
 * What a grading worker grades with: the built-in graders (the process's one set, on their own thread:
 * sharedGraders.ts), and the optional providers when the environment configures them. Default offline.
 */
export type GradingEngine = {
  graders: GraderSet;
  /** BW_STT_* (a Whisper-style endpoint) when set, else the built-in PocketSphinx; null means fluency-only speaking grades. */
  transcriber: Transcriber | null;
  /** Why the built-in recogniser is not in use, when it is not (for the start-up log). */
  transcriberMissing: string | null;
  /** OpenAI-compatible LLM grader (BW_LLM_*); null means the built-in grader's scores are stored. */
  llm: LlmGrader | null;
};

type ProviderSettings = Pick<Config, 'BW_STT_BASE_URL' | 'BW_STT_MODEL' | 'BW_STT_API_KEY' | 'BW_STT_BUILTIN' | 'BW_LLM_BASE_URL' | 'BW_LLM_MODEL' | 'BW_LLM_API_KEY'>;

/** The providers from the parsed config (not process.env), so tests and operators set them in one place. */
export function providersFrom(config: ProviderSettings): { transcriber: Transcriber | null; transcriberMissing: string | null; llm: LlmGrader | null } {
  const env = { ...config } as Record<string, string | undefined>;
  const { transcriber, missing } = chooseTranscriber(env);
  return { transcriber, transcriberMissing: missing, llm: llmGraderFromEnv(env) };
}

/** Builds the engine: `graders` may be passed in (tests share in-thread graders between servers), else the process's. */
export async function createGradingEngine(config: ProviderSettings, graders?: Promise<GraderSet>): Promise<GradingEngine> {
  return { graders: await (graders ?? sharedGraders()), ...providersFrom(config) };
}
