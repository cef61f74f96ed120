import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../speaking/audio';
import { configFromEnv, ProviderError } from './http';
import { createLlmGrader, llmGraderFromEnv, LlmOutputError } from './llm';
import { createTranscriber, transcriberFromEnv } from './transcription';

/** A local stand-in for an OpenAI-compatible server: real HTTP on 127.0.0.1, never the network. */
type Handler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => void;
let server: Server;
let base = '';
let handler: Handler = (_request, _body, response) => response.end();
const seen: Array<{ url: string; headers: IncomingMessage['headers']; body: Buffer }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ url: request.url ?? '', headers: request.headers, body });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function json(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

function chat(content: string) {
  return { id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] };
}

describe('configuration', () => {
  it('is off unless base URL and model are both set', () => {
    expect(configFromEnv('BW_LLM', {})).toBeNull();
    expect(configFromEnv('BW_LLM', { BW_LLM_BASE_URL: 'http://x' })).toBeNull();
    expect(llmGraderFromEnv({})).toBeNull();
    // Without an endpoint the built-in offline recogniser stands in (installed here; see stt/pocketsphinx.test.ts).
    expect(transcriberFromEnv({ BW_STT_MODEL: 'whisper-1' })?.name).toMatch(/pocketsphinx/);
    expect(transcriberFromEnv({ BW_STT_MODEL: 'whisper-1', BW_STT_BUILTIN: 'off' })).toBeNull();
    expect(transcriberFromEnv({ BW_STT_BASE_URL: 'http://x/v1', BW_STT_MODEL: 'whisper-1' })?.name).toBe('whisper-1 at http://x/v1');
    expect(configFromEnv('BW_STT', { BW_STT_BASE_URL: 'http://x/v1', BW_STT_MODEL: 'm', BW_STT_API_KEY: 'k' })).toEqual({ baseUrl: 'http://x/v1', model: 'm', apiKey: 'k' });
  });
});

describe('transcription provider', () => {
  it('posts multipart file + model to /audio/transcriptions and returns the text', async () => {
    handler = (request, body, response) => {
      const type = request.headers['content-type'] ?? '';
      if (request.url !== '/v1/audio/transcriptions' || !type.startsWith('multipart/form-data')) return json(response, 404, { error: 'wrong route' });
      const text = body.toString('latin1');
      const ok = text.includes('name="model"') && text.includes('whisper-test') && /name="file"; filename="answer\.wav"/u.test(text) && text.includes('RIFF');
      json(response, ok ? 200 : 400, ok ? { text: ' I usually cook at home. ' } : { error: 'bad form' });
    };
    const transcriber = transcriberFromEnv({ BW_STT_BASE_URL: base, BW_STT_MODEL: 'whisper-test', BW_STT_API_KEY: 'secret-stt' });
    expect(transcriber).not.toBeNull();
    const audio = encodeWav(new Float32Array(1600), 16_000);
    await expect(transcriber!.transcribe(audio, 'audio/wav')).resolves.toBe('I usually cook at home.');
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer secret-stt');
  });

  it('reports HTTP errors with the status', async () => {
    handler = (_request, _body, response) => json(response, 401, { error: { message: 'invalid key' } });
    const transcriber = createTranscriber({ baseUrl: base, model: 'whisper-test' });
    const error = await transcriber.transcribe(encodeWav(new Float32Array(160), 16_000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(401);
    expect((error as Error).message).toMatch(/HTTP 401.*invalid key/u);
  });
});

describe('LLM grader', () => {
  const good = {
    taskAchievement: 6.4,
    coherence: 6,
    lexicalResource: 5.5,
    grammar: 5.75,
    feedback: { taskAchievement: 'Clear position.', coherence: 'Good paragraphs.', lexicalResource: "'tecnology' -> 'technology'.", grammar: "'he have' -> 'he has'." },
  };

  it('sends a rubric prompt with a json_schema response format and validates the answer', async () => {
    handler = (request, body, response) => {
      if (request.url !== '/v1/chat/completions') return json(response, 404, {});
      const payload = JSON.parse(body.toString('utf8'));
      const ok =
        payload.model === 'grader-test' &&
        payload.response_format?.type === 'json_schema' &&
        payload.response_format.json_schema.strict === true &&
        payload.response_format.json_schema.schema.required.includes('lexicalResource') &&
        payload.messages[0].role === 'system' &&
        /IELTS writing examiner/u.test(payload.messages[0].content) &&
        payload.messages[1].content.includes('He have a car.');
      json(response, ok ? 200 : 400, ok ? chat(JSON.stringify(good)) : { error: 'unexpected request' });
    };
    const grader = llmGraderFromEnv({ BW_LLM_BASE_URL: `${base}/`, BW_LLM_MODEL: 'grader-test', BW_LLM_API_KEY: 'secret-llm' })!;
    const result = await grader.gradeWriting({ kind: 'ielts-task2', prompt: 'Discuss cars.', text: 'He have a car.', minWords: 250 });
    // Rounded to half bands here: 6.4 -> 6.5, 5.75 -> 6; mean 6 -> band 6.
    expect(result.criteria).toEqual({ taskAchievement: 6.5, coherence: 6, lexicalResource: 5.5, grammar: 6 });
    expect(result.band).toBe(6);
    expect(result.feedback.grammar).toContain('he has');
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer secret-llm');
  });

  it("asks for the feedback in the learner's language, the quotes kept as written (issue 33)", async () => {
    const systems: string[] = [];
    handler = (_request, body, response) => {
      const payload = JSON.parse(body.toString('utf8'));
      systems.push(payload.messages[0].content);
      const speaking = /speaking examiner/u.test(payload.messages[0].content);
      json(response, 200, chat(JSON.stringify(speaking ? { coherence: 6, fluency: 6, grammar: 6, vocabulary: 6, relevance: 6, topicDevelopment: 6, feedback: 'Yaxshi misol.' } : good)));
    };
    const grader = createLlmGrader({ baseUrl: base, model: 'grader-test' });
    await grader.gradeWriting({ kind: 'ielts-task2', prompt: 'Discuss cars.', text: 'He have a car.', language: 'uz' });
    await grader.gradeSpeaking({ question: 'Do you like cooking?', transcript: 'Yes I cook every day.', part: 1, language: 'ru' });
    await grader.gradeWriting({ kind: 'ielts-task2', prompt: 'Discuss cars.', text: 'He have a car.' });
    expect(systems[0]).toMatch(/Write all feedback in Uzbek \(Latin script\).*quotation of the candidate's words exactly as written/u);
    expect(systems[1]).toMatch(/speaking examiner.*Write all feedback in Russian/u);
    expect(systems[2]).toMatch(/Write all feedback in English/u);
  });

  it('grades a speaking transcript on the six sub-scores', async () => {
    handler = (_request, _body, response) =>
      json(response, 200, chat(JSON.stringify({ coherence: 6, fluency: 5.5, grammar: 6, vocabulary: 6.5, relevance: 7, topicDevelopment: 6, feedback: 'Good example.' })));
    const grader = createLlmGrader({ baseUrl: base, model: 'grader-test' });
    const result = await grader.gradeSpeaking({ question: 'Do you like cooking?', transcript: 'Yes I cook every day.', part: 1 });
    expect(result).toMatchObject({ fluency: 5.5, relevance: 7, band: 6 });
  });

  it('rejects malformed model output with a clear error', async () => {
    const grader = createLlmGrader({ baseUrl: base, model: 'grader-test' });
    const input = { kind: 'ielts-task2', prompt: 'p', text: 't' };
    handler = (_request, _body, response) => json(response, 200, chat('Band 6 overall, well done!'));
    await expect(grader.gradeWriting(input)).rejects.toThrow(LlmOutputError);
    await expect(grader.gradeWriting(input)).rejects.toThrow(/not JSON/u);
    handler = (_request, _body, response) => json(response, 200, chat(JSON.stringify({ ...good, grammar: 11 })));
    await expect(grader.gradeWriting(input)).rejects.toThrow(/does not match the rubric schema: grammar/u);
    handler = (_request, _body, response) => json(response, 200, chat(JSON.stringify({ taskAchievement: 6, coherence: 6 })));
    await expect(grader.gradeWriting(input)).rejects.toThrow(/lexicalResource/u);
    handler = (_request, _body, response) => json(response, 200, { choices: [] });
    await expect(grader.gradeWriting(input)).rejects.toThrow(/no choices\[0\]\.message\.content/u);
    handler = (_request, _body, response) => json(response, 500, { error: 'overloaded' });
    await expect(grader.gradeWriting(input)).rejects.toThrow(/HTTP 500/u);
  });
});
