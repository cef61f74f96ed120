import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRecording } from '../src/grading/recordings';
import { detectAudio, gradableRecording, storeRecording } from '../src/media/uploads';
import { startServer, type TestServer } from './helpers';

/**
 * Static media: the content folder and the uploads folder are served from fixed roots (under /api and from the host
 * root); no spelling of '..' reaches a file outside them. Recordings in every container a browser makes are kept as
 * sent and converted for the grader. Requests go out raw (node:http), because fetch would normalise the dot segments itself.
 */
let server: TestServer;
let root: string;
const SECRET = 'top-secret-outside-the-media-roots';
/** An upload's name as the server makes them: 128-bit random. */
const UPLOAD = `ielts/${'c0'.repeat(16)}.wav`;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'bw-static-'));
  await mkdir(path.join(root, 'content/ielts'), { recursive: true });
  await mkdir(path.join(root, 'content-evil'), { recursive: true });
  await mkdir(path.join(root, 'uploads/ielts'), { recursive: true });
  await writeFile(path.join(root, 'content/ielts/plan.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>plan</title></svg>');
  await writeFile(path.join(root, 'content/.hidden'), SECRET);
  await writeFile(path.join(root, 'content-evil/x.txt'), SECRET);
  await writeFile(path.join(root, 'uploads', UPLOAD), 'RIFF....WAVE');
  await writeFile(path.join(root, 'secret.txt'), SECRET);
  server = await startServer({ env: { BW_CONTENT_MEDIA_DIR: path.join(root, 'content'), BW_MEDIA_DIR: path.join(root, 'uploads') } });
});
afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

function rawGet(requestPath: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: Number(port), path: requestPath, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('GET /api/media/*', () => {
  it('serves content media and uploaded audio', async () => {
    const svg = await rawGet('/api/media/ielts/plan.svg');
    expect(svg.status).toBe(200);
    expect(svg.body).toContain('<title>plan</title>');
    const audio = await rawGet(`/api/media/uploads/${UPLOAD}`);
    expect(audio.status).toBe(200);
    expect(audio.body).toBe('RIFF....WAVE');
    expect((await rawGet('/api/media/ielts/missing.svg')).status).toBe(404);
  });

  it.each([
    '/api/media/../secret.txt',
    '/api/media/../../secret.txt',
    '/api/media/ielts/../../secret.txt',
    '/api/media/%2e%2e/secret.txt',
    '/api/media/%2E%2E/secret.txt',
    '/api/media/%2e%2e%2fsecret.txt',
    '/api/media/..%2fsecret.txt',
    '/api/media/..%2Fsecret.txt',
    '/api/media/..%5csecret.txt',
    '/api/media/..\\secret.txt',
    '/api/media/%252e%252e%252fsecret.txt',
    '/api/media/%c0%ae%c0%ae/secret.txt',
    '/api/media/....//secret.txt',
    '/api/media/../content-evil/x.txt',
    '/api/media/%2e%2e/content-evil/x.txt',
    '/api/media/uploads/../../secret.txt',
    '/api/media/uploads/%2e%2e/%2e%2e/secret.txt',
    '/api/media/uploads/..%2f..%2fsecret.txt',
    '/api/media//etc/passwd',
    '/api/media/%2fetc%2fpasswd',
    '/api/media/.hidden',
    '/api/media/%2ehidden',
    '/api/media/ielts/plan.svg%00.txt',
    // The same roots from the host root, and the speaking playback route.
    '/media/../secret.txt',
    '/media/%2e%2e/secret.txt',
    '/media/uploads/..%2f..%2fsecret.txt',
    '/media/.hidden',
    '/api/ielts/exam/result/speaking-voice/../../../secret.txt',
    '/api/ielts/exam/result/speaking-voice/media/uploads/%2e%2e/%2e%2e/secret.txt',
    `/api/ielts/exam/result/speaking-voice/media/uploads/${UPLOAD}`,
  ])('refuses %s', async (requestPath) => {
    const response = await rawGet(requestPath);
    expect(response.status).not.toBe(200);
    expect(response.status).toBeLessThan(500);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain('root:');
  });
});

describe('recordings as browsers make them', () => {
  /** A real recording of each container, made by ffmpeg from 1 s of tone. */
  function encode(args: string[], extension: string): Uint8Array {
    const file = path.join(root, `tone.${extension}`);
    execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=1', ...args, file]);
    return new Uint8Array(readFileSync(file));
  }

  it.each([
    ['WebM/Opus', ['-c:a', 'libopus', '-f', 'webm'], 'webm', 'webm'],
    ['MP4/AAC', ['-c:a', 'aac', '-f', 'mp4'], 'mp4', 'm4a'],
    ['Ogg/Vorbis', ['-c:a', 'libvorbis', '-f', 'ogg'], 'ogg', 'oga'],
  ])('%s: kept as sent for playback, and the grader reads a 16 kHz WAV converted from it', async (_name, args, extension, kind) => {
    const bytes = encode(args as string[], extension as string);
    expect(detectAudio(bytes)).toBe(kind);
    const relative = await storeRecording(server.app.storage, 'ielts', bytes, kind as 'webm');
    expect(relative).toMatch(new RegExp(`^ielts/[0-9a-f]{32}\\.${kind}$`));
    expect(Buffer.from(await readFile(path.join(root, 'uploads', relative))).equals(Buffer.from(bytes))).toBe(true);
    const forGrader = await readRecording(server.app.storage, relative);
    expect(forGrader.mimeType).toBe('audio/wav');
    const wav = Buffer.from(forGrader.bytes);
    expect(wav.toString('ascii', 0, 4) + wav.toString('ascii', 8, 12)).toBe('RIFFWAVE');
    expect(wav.readUInt32LE(24)).toBe(16_000);
    // About a second of 16-bit mono samples.
    expect(wav.length).toBeGreaterThan(30_000);
    expect(gradableRecording(relative)).toMatch(/\.wav$/);
  });

  it('a recording kept while ffmpeg was missing is converted when its grading job runs (a retry after installing it)', async () => {
    const bytes = encode(['-c:a', 'libopus', '-f', 'webm'], 'late.webm');
    // As storeRecording leaves it without ffmpeg: the original only.
    const relative = `ielts/${'ab'.repeat(16)}.webm`;
    await writeFile(path.join(root, 'uploads', relative), bytes);
    const forGrader = await readRecording(server.app.storage, relative);
    expect(Buffer.from(forGrader.bytes).toString('ascii', 0, 4)).toBe('RIFF');
    expect(await readFile(path.join(root, 'uploads', gradableRecording(relative)))).toHaveLength(forGrader.bytes.length);
  });

  it('a WAV and an Ogg/Opus recording are the grader\'s own: no copy is made', async () => {
    const opus = encode(['-c:a', 'libopus', '-f', 'ogg'], 'opus.ogg');
    expect(detectAudio(opus)).toBe('ogg');
    const relative = await storeRecording(server.app.storage, 'multi-level', opus, 'ogg');
    expect(gradableRecording(relative)).toBe(relative);
    expect((await readRecording(server.app.storage, relative)).mimeType).toBe('audio/ogg');
  });
});
