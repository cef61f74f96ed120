import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { encodeWav } from '@bandwise/grading';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { migrate, migrationsFolder } from '../src/db/migrate';
import { users } from '../src/db/schema';
import { seedContent, type ContentBundle } from '../src/seed/content';
import { gradingSettingsFrom, type GradingOptions } from '../src/grading/worker';
import { scratchPostgres } from '../src/scripts/bench/processes';
import { fixtureContent } from './fixtures';

export const TEST_DB = process.env.BW_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh database for one test file: PGlite in memory, or a new PostgreSQL database created on the test server
 * (and dropped by `drop`), so files and runs never see each other's rows.
 */
export async function freshDatabase(): Promise<{ database: Database; url: string | undefined; drop(): Promise<void> }> {
  if (TEST_DB === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteSnapshot() });
    return { database, url: undefined, drop: () => database.close() };
  }
  const scratch = await scratchPostgres(ADMIN_URL, 'bw_test');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://', poolSize: 5 });
  return {
    database,
    url: scratch.url,
    drop: async () => {
      await database.close().catch(() => {});
      await scratch.drop();
    },
  };
}

async function pgliteVersion(): Promise<string> {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => null);
    if (manifest && (JSON.parse(manifest) as { name?: string }).name === '@electric-sql/pglite') {
      return (JSON.parse(manifest) as { version: string }).version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

/**
 * A migrated, empty PGlite data directory, dumped once and cached in the temp folder under a hash of the migrations
 * and the PGlite version: starting from it skips initdb and the migrations, most of PGlite's start-up time.
 */
export async function pgliteSnapshot(): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(await pgliteVersion());
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    const full = path.join(migrationsFolder, String(file));
    if (full.endsWith('.sql') || full.endsWith('.json')) hash.update(await readFile(full));
  }
  const file = path.join(os.tmpdir(), `bandwise-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([cached]);
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  if (database.driver !== 'pglite') throw new Error('unreachable');
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
  return new Blob([bytes]);
}

export type TestServer = {
  url: string;
  app: FastifyInstance;
  db: Db;
  /** The database handle itself (its driver and connection), e.g. to listen for announced changes. */
  database: Database;
  config: Config;
  mediaDir: string;
  call: typeof call;
  close(): Promise<void>;
};

/**
 * buildApp on a fresh database with the fixture content, listening on a free loopback port. `grading` starts the
 * grading workers (settings from the env, overridden by what is given; pass shared `graders` to save their set-up).
 */
export async function startServer(
  options: { content?: ContentBundle; env?: Record<string, string>; grading?: Partial<GradingOptions> } = {},
): Promise<TestServer> {
  const { database, drop } = await freshDatabase();
  await migrate(database);
  await seedContent(database.db, options.content ?? fixtureContent());
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'bw-media-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    BW_DATA_DIR: 'memory://',
    BW_MEDIA_DIR: mediaDir,
    BW_WEB_DIR: path.join(mediaDir, 'no-web'),
    // The tests log in through the development code issuer (loopback only, which the tests are).
    BW_DEV_TOOLS: '1',
    ...options.env,
  });
  const grading = options.grading ? { ...gradingSettingsFrom(config), ...options.grading } : undefined;
  const app = await buildApp({ db: database.db, config, ...(grading ? { grading } : {}) });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `${address}/api`;
  const bound: typeof call = (pathname, init) => call(pathname.startsWith('http') ? pathname : `${base}${pathname}`, init);
  return {
    url: base,
    app,
    db: database.db,
    database,
    config,
    mediaDir,
    call: bound,
    close: async () => {
      await app.close();
      await drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server of a whole test file: started before the file's first test, closed after its last. The object is filled
 * in when it starts, so the file can hold it in a const; a `beforeAll` registered after this call already sees it.
 */
export function serverForFile(options: Parameters<typeof startServer>[0] = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startServer(options));
  });
  afterAll(async () => {
    await server.close?.();
  });
  return server;
}

/**
 * A fresh database with every migration applied, for a whole test file: made before its first test, dropped after its
 * last. Filled in when made, as serverForFile's server is.
 */
export function databaseForFile(): Database {
  const database = {} as Database;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    await migrate(fresh.database);
    Object.assign(database, fresh.database);
  });
  afterAll(async () => {
    await drop?.();
  });
  return database;
}

export type CallInit = {
  method?: string;
  token?: string | null;
  json?: unknown;
  /** Raw body text (malformed JSON and the like), sent with `contentType`. */
  raw?: string | Uint8Array;
  contentType?: string;
  form?: Record<string, string | { bytes: Uint8Array; filename: string; type?: string }>;
  headers?: Record<string, string>;
};

export type CallResult<T = any> = { status: number; body: T; headers: Headers; text: string };

/** One HTTP call over the network, as a browser would make it. */
export async function call<T = any>(url: string, init: CallInit = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.raw !== undefined) {
    if (init.contentType) headers['content-type'] = init.contentType;
    body = init.raw as BodyInit;
  } else if (init.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries(init.form)) {
      if (typeof value === 'string') form.append(key, value);
      else form.append(key, new Blob([value.bytes as Uint8Array<ArrayBuffer>], { type: value.type ?? 'application/octet-stream' }), value.filename);
    }
    body = form;
  }
  const response = await fetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (static files)
  }
  return { status: response.status, body: parsed as T, headers: response.headers, text };
}

/** A logged-in learner: a development code for the phone, spent on POST /auth/login/{code}. */
export async function login(server: TestServer, phoneNumber: string): Promise<{ token: string; userId: number }> {
  const issued = await server.call('/dev/codes', { json: { phoneNumber } });
  if (issued.status !== 200) throw new Error(`dev code failed: ${issued.status} ${issued.text}`);
  const logged = await server.call(`/auth/login/${issued.body.code}`, { method: 'POST' });
  if (logged.status !== 200) throw new Error(`login failed: ${logged.status} ${logged.text}`);
  const profile = await server.call('/user/profile', { token: logged.body.message });
  return { token: logged.body.message, userId: profile.body.data.id };
}

let phoneCounter = 0;
/** A distinct phone number per call within a file. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `+99890${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

/** Asserts the `{ statusCode, status, message }` error shape with a non-empty message. */
export function isErrorBody(body: unknown, status: number): boolean {
  const b = body as { statusCode?: unknown; status?: unknown; message?: unknown };
  return b?.statusCode === status && b.status === status && typeof b.message === 'string' && b.message.length > 0;
}

export type StaffTestUser = { token: string; userId: number; phone: string };

/** A signed-in user given a role (and, when named, a name) straight in the database, as `make-admin` would. */
export async function userWithRole(server: TestServer, role: 'learner' | 'examiner' | 'admin', name?: string, surname = 'Test'): Promise<StaffTestUser> {
  const phone = nextPhone();
  const user = await login(server, phone);
  await server.db.update(users).set({ role, ...(name ? { name, surname } : {}) }).where(eq(users.id, user.userId));
  return { ...user, phone };
}

/** Seconds of a voiced-like buzz in syllable-sized bursts: enough for the fluency measures to run. */
export function speechLikeWav(seconds = 3): Uint8Array {
  const rate = 16_000;
  const samples = new Float32Array(rate * seconds);
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / rate;
    samples[i] = 0.3 * Math.max(0, Math.sin(2 * Math.PI * 4 * t)) * Math.sin(2 * Math.PI * 140 * t);
  }
  return encodeWav(samples, rate);
}
