import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForChanges } from '../src/cache/changes';
import { loadConfig } from '../src/config';
import { readRecording } from '../src/grading/recordings';
import { s3Store } from '../src/media/s3Store';
import { localStore, type ObjectStore } from '../src/media/storage';
import { storeBrandAsset } from '../src/media/brandUploads';
import { BOOK_ID, fixtureBook, sheet } from './fixtures';
import { login, nextPhone, startServer, type TestServer } from './helpers';
import { startLocalS3, type LocalS3 } from '../src/scripts/localS3';

/**
 * The object store (src/media/storage.ts): the same behaviour on the local disk and on an S3-compatible server
 * speaking the real protocol (s3rver on loopback, reached with the official SDK); a server configured for S3 keeps a
 * learner's recording there, plays it back with ranges and its owner check, and grades from it. And the caches
 * follow a change another process commits, through LISTEN/NOTIFY.
 */
let s3: LocalS3;
let scratch: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'bw-store-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(scratch, { recursive: true, force: true });
});

const text = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('utf8') : null);

async function streamed(store: ObjectStore, key: string, range?: { start: number; end: number }): Promise<string | null> {
  const body = await store.stream(key, range);
  if (!body) return null;
  let out = '';
  for await (const chunk of body) out += Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}

describe.each([
  ['local disk', () => localStore(path.join(scratch, 'local'))],
  ['S3-compatible', () => s3Store(loadConfig(s3.env))],
])('the %s store', (_name, make) => {
  it('keeps, reads, measures, streams a range of and removes an object; a missing one is null', async () => {
    const store = make();
    await store.check();
    const key = `ielts/${'1f'.repeat(16)}.wav`;
    await store.put(key, new TextEncoder().encode('RIFF-0123456789'), 'audio/wav');
    expect(text(await store.read(key))).toBe('RIFF-0123456789');
    expect(await store.size(key)).toBe(15);
    expect(await streamed(store, key)).toBe('RIFF-0123456789');
    expect(await streamed(store, key, { start: 5, end: 8 })).toBe('0123');
    await store.put(key, new TextEncoder().encode('replaced'), 'audio/wav');
    expect(text(await store.read(key))).toBe('replaced');
    await store.remove(key);
    expect(await store.read(key)).toBeNull();
    expect(await store.size(key)).toBeNull();
    expect(await store.stream(key)).toBeNull();
    await store.remove(key); // removing nothing is no error
  });

  it.each(['../secret.txt', '/etc/passwd', 'ielts/../../x', '.hidden', 'ielts/.env', ''])('refuses the key %j', async (key) => {
    const store = make();
    await expect(store.put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/not a storage key/);
    await expect(store.read(key)).rejects.toThrow(/not a storage key/);
  });
});

it('the local store lists its keys (the PGlite-to-PostgreSQL move copies them)', async () => {
  const store = localStore(path.join(scratch, 'listed'));
  for (const key of ['ielts/a.wav', 'multi-level/b.ogg', 'media/c.mp4']) await store.put(key, new Uint8Array([1]), 'x');
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  expect(keys).toEqual(['ielts/a.wav', 'media/c.mp4', 'multi-level/b.ogg']);
});

it('an S3 store that cannot be used fails its check: a missing bucket, a wrong secret', async () => {
  await expect(s3Store(loadConfig({ ...s3.env, BW_S3_BUCKET: 'no-such-bucket' })).check()).rejects.toThrow();
  await expect(s3Store(loadConfig({ ...s3.env, BW_S3_SECRET_ACCESS_KEY: 'wrong' })).check()).rejects.toThrow();
  expect(() => loadConfig({ BW_STORAGE: 's3' })).toThrow(/BW_S3_BUCKET: required/);
});

describe('a server whose media live in S3', () => {
  let server: TestServer;
  let token: string;
  let examId: number;
  const webm = () => {
    const file = path.join(scratch, 'answer.webm');
    execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=300:duration=2', '-c:a', 'libopus', '-f', 'webm', file]);
    return readFile(file);
  };

  beforeAll(async () => {
    server = await startServer({ env: s3.env });
    ({ token } = await login(server, nextPhone()));
    examId = Number((await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token })).body.message);
    for (const sectionType of ['LISTENING', 'READING'] as const) {
      await server.call('/ielts/exam/attempt/create/inline', { token, json: { examId, sectionType, userAnswer: sheet(sectionType, 25) } });
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps a WebM answer in the bucket, plays it back whole and by range to its owner, and grades from the WAV made there', async () => {
    const bytes = new Uint8Array(await webm());
    const question = fixtureBook.speaking.parts[0]!.questions[0]!.text;
    const sent = await server.call(`/ielts/exam/attempt/create/outline-speaking/${examId}?question=${encodeURIComponent(question)}&partNumber=1`, {
      token,
      form: { voiceAnswer: { bytes, filename: 'answer.webm' } },
    });
    expect(sent.status).toBe(200);
    const part = await server.call(`/ielts/exam/result/get-results-outline-speaking/${examId}/1`, { token });
    const voiceUrl: string = part.body.transcription[0].voiceUrl;
    const key = voiceUrl.replace('/media/uploads/', '');

    // In the bucket, as sent, with the grader's WAV beside it; nothing on this machine's media folder.
    const bucket = s3Store(loadConfig(s3.env));
    expect(Buffer.from((await bucket.read(key))!).equals(Buffer.from(bytes))).toBe(true);
    expect(text(await bucket.read(key.replace(/\.webm$/, '.wav')))?.slice(0, 4)).toBe('RIFF');
    expect(existsSync(server.mediaDir) ? await readdir(server.mediaDir) : []).toEqual([]);

    const whole = await fetch(`${server.url}${voiceUrl}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/webm');
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    const ranged = await fetch(`${server.url}${voiceUrl}`, { headers: { range: 'bytes=4-11' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 4-11/${bytes.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(Buffer.from(bytes.subarray(4, 12)))).toBe(true);
    expect((await fetch(`${server.url}${voiceUrl}`, { headers: { range: `bytes=${bytes.length + 10}-` } })).status).toBe(416);

    const owner = await server.call(`/ielts/exam/result/speaking-voice${voiceUrl}`, { token });
    expect(owner.status).toBe(200);
    const other = await login(server, nextPhone());
    expect((await server.call(`/ielts/exam/result/speaking-voice${voiceUrl}`, { token: other.token })).status).toBe(404);

    const forGrader = await readRecording(server.app.storage, key);
    expect(forGrader.mimeType).toBe('audio/wav');
    expect(Buffer.from(forGrader.bytes).readUInt32LE(24)).toBe(16_000);
  });

  it('keeps an uploaded tutorial video in the bucket and serves it by range, sandboxed', async () => {
    const mp4 = path.join(scratch, 'clip.mp4');
    execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=5:duration=1', '-pix_fmt', 'yuv420p', mp4]);
    const bytes = new Uint8Array(await readFile(mp4));
    const url = await storeBrandAsset(server.app.storage, 'video', bytes);
    expect(url).toMatch(/^\/media\/uploads\/brand\/[0-9a-f]{32}\.mp4$/);
    expect((await s3Store(loadConfig(s3.env)).size(url.replace('/media/uploads/', '')))).toBe(bytes.length);
    const head = await fetch(`${server.url}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    const first = await fetch(`${server.url}${url}`, { headers: { range: 'bytes=0-99' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-type')).toBe('video/mp4');
    expect(first.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(bytes.subarray(0, 100)))).toBe(true);
    expect((await fetch(`${server.url}/media/uploads/brand/${'0'.repeat(32)}.mp4`)).status).toBe(404);
  });
});

describe('caches follow a change another process commits (LISTEN/NOTIFY)', () => {
  let server: TestServer;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    server = await startServer();
    stop = await listenForChanges(server.database, console);
  });
  afterAll(async () => {
    await stop?.();
    await server?.close();
  });

  it('keeps the cached settings until the change commits, then shows it at once', async () => {
    expect((await server.call('/settings/public')).body.maintenance.enabled).toBe(false);
    // What another process's saveSetting does, without this process's own clearing.
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO settings (key, value) VALUES ('maintenance', '{"enabled": true, "text": "Back soon."}'::jsonb)
        ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
      await tx.execute(sql`SELECT pg_notify('bw_cache_changes', 'settings')`);
      if (server.database.driver === 'postgres') {
        // Not committed yet: every process still answers the old value.
        expect((await server.call('/settings/public')).body.maintenance.enabled).toBe(false);
      }
    });
    const started = Date.now();
    let enabled = false;
    while (!enabled && Date.now() - started < 1000) {
      enabled = (await server.call('/settings/public')).body.maintenance.enabled;
      if (!enabled) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(enabled).toBe(true);
  });
});
