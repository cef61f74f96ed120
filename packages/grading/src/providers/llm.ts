import { roundHalf, roundIeltsBand, speakingCriteria, writingCriteria, type WritingCriterion } from '@bandwise/core';
import { z } from 'zod';
import { ProviderError, configFromEnv, postJson } from './http';
import type { ProviderConfig } from './http';

/**
 * The optional LLM grader: any OpenAI-compatible chat endpoint (POST {base}/chat/completions) with a rubric prompt
 * and a JSON-schema structured output. The model's answer is validated with zod and rejected with an LlmOutputError
 * when it is not what the schema promises; scores are then rounded to half bands here, not trusted as given.
 * Off unless BW_LLM_BASE_URL and BW_LLM_MODEL are set.
 */

export class LlmOutputError extends Error {
  override name = 'LlmOutputError';
}

const band = z.number().min(0).max(9);

/** One field per criterion, in core's order (the order the JSON schema lists them to the model). */
const fieldsOf = <K extends string, T extends z.ZodType>(keys: readonly K[], field: T) =>
  Object.fromEntries(keys.map((key) => [key, field])) as Record<K, T>;

export const llmWritingSchema = z.strictObject({
  ...fieldsOf(writingCriteria, band),
  feedback: z.strictObject(fieldsOf(writingCriteria, z.string().min(1))),
});

export const llmSpeakingSchema = z.strictObject({
  ...fieldsOf(speakingCriteria, band),
  feedback: z.string().min(1),
});

export type LlmWritingResult = {
  criteria: Record<WritingCriterion, number>;
  band: number;
  feedback: z.infer<typeof llmWritingSchema>['feedback'];
  model: string;
};

export type LlmSpeakingResult = Omit<z.infer<typeof llmSpeakingSchema>, 'feedback'> & { band: number; feedback: string; model: string };

/** The site's languages: the learner reads the feedback in the one they use the site in. */
export type FeedbackLanguage = 'en' | 'uz' | 'ru';
export type LlmWritingInput = { kind: string; prompt: string; text: string; minWords?: number; language?: FeedbackLanguage };
export type LlmSpeakingInput = { question: string; transcript: string; part: 1 | 2 | 3; language?: FeedbackLanguage };

const LANGUAGE_NAMES: Record<FeedbackLanguage, string> = { en: 'English', uz: 'Uzbek (Latin script)', ru: 'Russian' };

/**
 * The rubric's last line: the feedback in the learner's language, the candidate's words quoted as they wrote or said
 * them (English), so the quotes match the marked answer on the result page.
 */
export function languageInstruction(language: FeedbackLanguage = 'en'): string {
  return `Write all feedback in ${LANGUAGE_NAMES[language]}, the language the candidate reads; keep every quotation of the candidate's words exactly as written, in English.`;
}

export type LlmGrader = {
  gradeWriting(input: LlmWritingInput): Promise<LlmWritingResult>;
  gradeSpeaking(input: LlmSpeakingInput): Promise<LlmSpeakingResult>;
};

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const out = z.toJSONSchema(schema) as Record<string, unknown>;
  delete out.$schema;
  return out;
}

const WRITING_RUBRIC = [
  'You are an experienced IELTS writing examiner. Rate the candidate\'s answer on the four public IELTS criteria,',
  'each from 0 to 9 in half bands: Task Achievement/Response (taskAchievement), Coherence and Cohesion (coherence),',
  'Lexical Resource (lexicalResource), Grammatical Range and Accuracy (grammar). Penalise answers under the minimum',
  'length and answers that do not address the prompt. For each criterion write two or three sentences of feedback that',
  'quote the candidate\'s own words (errors with corrections, and strengths). Reply with JSON only, matching the schema.',
].join(' ');

const SPEAKING_RUBRIC = [
  'You are an experienced IELTS speaking examiner. From the transcript of one answer, rate six aspects from 0 to 9 in',
  'half bands: coherence, fluency (as far as a transcript shows it: fillers, restarts), grammar, vocabulary, relevance',
  'to the question, topicDevelopment (how fully ideas are extended with reasons and examples). Write short feedback that',
  'quotes the candidate\'s words. Reply with JSON only, matching the schema.',
].join(' ');

async function complete(config: ProviderConfig, system: string, user: string, name: string, schema: z.ZodType): Promise<unknown> {
  const json = await postJson(config, 'chat/completions', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: config.model,
      temperature: 0,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: jsonSchema(schema) } },
    }),
  });
  const content = (json as { choices?: Array<{ message?: { content?: unknown; refusal?: unknown } }> })?.choices?.[0]?.message;
  if (typeof content?.refusal === 'string' && content.refusal) throw new LlmOutputError(`the model refused to grade: ${content.refusal}`);
  if (typeof content?.content !== 'string') throw new LlmOutputError('LLM grader output: the response has no choices[0].message.content string');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.content.trim().replace(/^```(?:json)?\s*|\s*```$/gu, ''));
  } catch {
    throw new LlmOutputError(`LLM grader output is not JSON: ${content.content.slice(0, 120)}`);
  }
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    throw new LlmOutputError(`LLM grader output does not match the rubric schema: ${issues}`);
  }
  return result.data;
}

/** The model's criteria, each rounded to a half band, and the band their mean rounds to. */
function halfBands<K extends string>(data: Record<K, number>, keys: readonly K[]): { scores: Record<K, number>; band: number } {
  const scores = Object.fromEntries(keys.map((key) => [key, roundHalf(data[key])])) as Record<K, number>;
  const band = roundIeltsBand(keys.reduce((sum, key) => sum + scores[key], 0) / keys.length);
  return { scores, band };
}

export function createLlmGrader(config: ProviderConfig): LlmGrader {
  return {
    async gradeWriting(input) {
      const user = [
        `Task type: ${input.kind}${input.minWords ? ` (at least ${input.minWords} words)` : ''}`,
        `Prompt:\n${input.prompt}`,
        `Candidate's answer:\n${input.text}`,
      ].join('\n\n');
      const data = (await complete(config, `${WRITING_RUBRIC} ${languageInstruction(input.language)}`, user, 'writing_grade', llmWritingSchema)) as z.infer<typeof llmWritingSchema>;
      const { scores: criteria, band } = halfBands(data, writingCriteria);
      return { criteria, band, feedback: data.feedback, model: config.model };
    },
    async gradeSpeaking(input) {
      const user = [`Part ${input.part} question: ${input.question}`, `Transcript of the answer:\n${input.transcript}`].join('\n\n');
      const data = (await complete(config, `${SPEAKING_RUBRIC} ${languageInstruction(input.language)}`, user, 'speaking_grade', llmSpeakingSchema)) as z.infer<typeof llmSpeakingSchema>;
      const { scores, band } = halfBands(data, speakingCriteria);
      return { ...scores, band, feedback: data.feedback, model: config.model };
    },
  };
}

/** The LLM grader configured by BW_LLM_BASE_URL, BW_LLM_MODEL and BW_LLM_API_KEY, or null when not configured. */
export function llmGraderFromEnv(env: Record<string, string | undefined> = process.env): LlmGrader | null {
  const config = configFromEnv('BW_LLM', env);
  return config ? createLlmGrader(config) : null;
}

export { ProviderError };
