import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

/**
 * Static media: the content folder and the uploads folder are served from fixed roots; no spelling of '..' reaches a
 * file outside them. Requests go out raw (node:http), because fetch would normalise the dot segments itself.
 */
let server: TestServer;
let root: string;
const SECRET = 'top-secret-outside-the-media-roots';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'bw-static-'));
  await mkdir(path.join(root, 'content/ielts'), { recursive: true });
  await mkdir(path.join(root, 'content-evil'), { recursive: true });
  await mkdir(path.join(root, 'uploads/ielts'), { recursive: true });
  await writeFile(path.join(root, 'content/ielts/plan.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>plan</title></svg>');
  await writeFile(path.join(root, 'content/.hidden'), SECRET);
  await writeFile(path.join(root, 'content-evil/x.txt'), SECRET);
  await writeFile(path.join(root, 'uploads/ielts/abc.wav'), 'RIFF....WAVE');
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
    const audio = await rawGet('/api/media/uploads/ielts/abc.wav');
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
  ])('refuses %s', async (requestPath) => {
    const response = await rawGet(requestPath);
    expect(response.status).not.toBe(200);
    expect(response.status).toBeLessThan(500);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain('root:');
  });
});
