import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGraders, warmUp, type Graders } from '@bandwise/grading';

/**
 * Support for the grading tests: real recordings, the built-in graders made once per file, an OpenAI-compatible
 * transcription server on loopback (the network edge, speaking the real multipart protocol), and polling.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
/** A speechocean762 learner reading 'and yes at the same time' (16 kHz mono WAV, 2.6 s; fixtures/README.md). */
export const speechWav = () => new Uint8Array(readFileSync(path.join(here, 'fixtures/speech.wav')));
/** One sentence said by espeak-ng, Ogg/Opus (5.6 s), as the multi-level recorder uploads. */
export const speechOgg = () => new Uint8Array(readFileSync(path.join(here, 'fixtures/speech.ogg')));

/** A WAV header with nothing decodable behind it: the upload accepts it (RIFF/WAVE), the grader cannot. */
export function brokenWav(): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  new DataView(bytes.buffer).setUint32(4, 56, true);
  bytes.set(new TextEncoder().encode('WAVEjunk'), 8);
  return bytes;
}

export async function warmGraders(): Promise<Graders> {
  const graders = await createGraders();
  await warmUp(graders);
  return graders;
}

export type FakeTranscriber = {
  baseUrl: string;
  requests: Array<{ model: string; hasFile: boolean; authorization: string | undefined }>;
  /** Answer HTTP 503 to the next n requests (a provider outage). */
  failNext(n: number): void;
  close(): Promise<void>;
};

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

/** POST /v1/audio/transcriptions (multipart file + model), answering { text } like Whisper-style servers do. */
export async function fakeTranscriber(text: string): Promise<FakeTranscriber> {
  const requests: FakeTranscriber['requests'] = [];
  let failing = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const raw = await body(request);
      if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions' || !request.headers['content-type']?.startsWith('multipart/form-data')) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      const model = /name="model"\r\n\r\n([^\r]*)/u.exec(raw)?.[1] ?? '';
      requests.push({ model, hasFile: /name="file"; filename="answer\.(wav|ogg)"/u.test(raw) && raw.includes('RIFF'), authorization: request.headers.authorization });
      if (failing > 0) {
        failing -= 1;
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"overloaded"}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    requests,
    failNext: (n) => (failing = n),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * How long a test waits for a grade. The recogniser runs below the API's priority (stt/pocketsphinx.ts): beside CI's
 * other suites on two cores one 2.6 s recording took over 40 s to grade in a fresh-clone run; alone, about 2 s.
 */
export const GRADE_WAIT_MS = 150_000;
/** The time limit of a test that waits for grades (`GRADE_WAIT_MS`, and the work around it). */
export const GRADING_TEST_MS = 240_000;

/** Reads until `done` holds (every 100 ms), answering the value and how long it took; fails after `timeoutMs`. */
export async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = GRADE_WAIT_MS): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  let value = await read();
  while (!done(value)) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s; last seen ${JSON.stringify(value).slice(0, 600)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return { value, ms: Date.now() - started };
}

/** A band on the IELTS scale: 0-9 in half steps. */
export const isBand = (x: unknown): boolean => typeof x === 'number' && x >= 0 && x <= 9 && Number.isInteger(x * 2);

export type FakeLlm = {
  baseUrl: string;
  requests: Array<{ model: string; schema: string; system: string; user: string }>;
  close(): Promise<void>;
};

/**
 * POST /v1/chat/completions answering structured output the way OpenAI-compatible servers do
 * ({ choices: [{ message: { content } }] }). `answer` gets the request number (1-based) and the schema's name.
 */
export async function fakeLlm(answer: (n: number, schema: string) => unknown): Promise<FakeLlm> {
  const requests: FakeLlm['requests'] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const raw = await body(request);
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      const parsed = JSON.parse(raw) as { model: string; messages: Array<{ role: string; content: string }>; response_format?: { json_schema?: { name?: string } } };
      const schema = parsed.response_format?.json_schema?.name ?? '';
      const said = (role: string) => parsed.messages.find((m) => m.role === role)?.content ?? '';
      requests.push({ model: parsed.model, schema, system: said('system'), user: said('user') });
      const content = answer(requests.length, schema);
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: `chatcmpl-${requests.length}`, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) }, finish_reason: 'stop' }] }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { baseUrl: `http://127.0.0.1:${address.port}/v1`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
