import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

/** The built site as the API serves it: pre-compressed files, long caching for hashed assets, the SPA fallback. */
let server: TestServer;
let webDir: string;
const script = `console.log(${JSON.stringify('the home page '.repeat(100))});`;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'bw-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Bandwise</title><div id="root"></div>');
  await writeFile(path.join(webDir, 'assets/index-abc123.js'), script);
  await writeFile(path.join(webDir, 'assets/index-abc123.js.gz'), gzipSync(script));
  await writeFile(path.join(webDir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  server = await startServer({ env: { BW_WEB_DIR: webDir } });
});
afterAll(async () => {
  await server?.close();
  await rm(webDir, { recursive: true, force: true });
});

/** A GET with node:http, which (unlike fetch) hands over the bytes as sent, still compressed. */
function site(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(new URL(pathname, server.url), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

it('sends the brotli or gzip file to a browser that takes it, and the plain file otherwise', async () => {
  const br = await site('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.body).toString()).toBe(script);

  const gz = await site('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');

  const plain = await site('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(script);
});

it('caches hashed assets for a year and makes the page itself revalidate', async () => {
  const asset = await site('/assets/index-abc123.js');
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const page = await site('/book1/12');
  expect(page.status).toBe(200);
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(page.body.toString()).toContain('<div id="root">');
});
