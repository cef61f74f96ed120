import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase, rowsOf, type Db } from '../src/db/client';
import { s3Store } from '../src/media/s3Store';
import { localStore } from '../src/media/storage';
import { scratchPostgres } from '../src/scripts/bench/processes';
import { startLocalS3, type LocalS3 } from '../src/scripts/localS3';
import { BOOK_ID, fixtureBook, MULTI_LEVEL_EXAM_ID, sheet } from './fixtures';
import { speechWav } from './grading-support';
import { login, nextPhone, startServer, TEST_DB, type TestServer } from './helpers';

/** The cash desk key of the server here (set as an operator would; none is written in the source). */
const PAYME_KEY = randomBytes(16).toString('hex');

/**
 * The move from an embedded install to PostgreSQL and S3 (npm run db:move-to-postgres, docs/DEPLOY.md), run as the
 * operator runs it on a PGlite folder that holds what a real install holds: learners, an IELTS attempt with its
 * listening and reading answers, three speaking recordings and two essays, a Payme payment credited to the balance,
 * a multi-level exam bought with it. Every row of every table arrives unchanged (compared
 * table by table, row by row), the id sequences go on after the copied ids, and every file is in the bucket with the
 * same bytes. Runs once, in the PGlite project: its source is PGlite whichever project runs, its target the
 * PostgreSQL test server.
 */
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const apiDir = path.resolve(import.meta.dirname, '..');

describe.skipIf(TEST_DB !== 'pglite')('moving PGlite to PostgreSQL and S3', () => {
  let server: TestServer;
  let s3: LocalS3;
  let target: { url: string; drop(): Promise<void> };
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bw-move-'));
    s3 = await startLocalS3();
    target = await scratchPostgres(ADMIN_URL);
    server = await startServer({ env: { PAYME_KEY } });
  });
  afterAll(async () => {
    await server?.close();
    await target?.drop();
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** One row per line, each table in a stable order: what 'unchanged' is compared on. */
  async function contents(db: Db): Promise<Record<string, string[]>> {
    const tables = rowsOf<{ name: string }>(
      await db.execute(sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`),
    ).map((row) => row.name);
    const out: Record<string, string[]> = {};
    for (const table of tables) {
      const rows = rowsOf<{ row: string }>(await db.execute(sql`SELECT to_jsonb(t)::text AS row FROM ${sql.identifier(table)} t ORDER BY 1`));
      out[table] = rows.map((row) => row.row);
    }
    return out;
  }

  it('copies every row and every recording, and the ids go on after the copied ones', async () => {
    // What a learner leaves in a real install.
    const { token, userId } = await login(server, nextPhone());
    await login(server, nextPhone());
    const examId = Number((await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token })).body.message);
    for (const sectionType of ['LISTENING', 'READING'] as const) {
      expect((await server.call('/ielts/exam/attempt/create/inline', { token, json: { examId, sectionType, userAnswer: sheet(sectionType, 30) } })).status).toBe(200);
    }
    for (const part of fixtureBook.speaking.parts) {
      const question = encodeURIComponent(part.questions[0]!.text);
      const sent = await server.call(`/ielts/exam/attempt/create/outline-speaking/${examId}?question=${question}&partNumber=${part.number}`, {
        token,
        form: { voiceAnswer: { bytes: speechWav(), filename: 'a.wav' } },
      });
      expect(sent.status).toBe(200);
    }
    const list = fixtureBook.writing.tasks.map((task) => ({ question: task.prompt, userAnswer: 'Cities grow because people move to them for work and study. '.repeat(20) }));
    expect((await server.call('/ielts/exam/attempt/create/outline-writing', { token, json: { examId, list } })).status).toBe(200);
    // A Payme payment credits the balance; the multi-level exam bought with it debits it.
    const payme = async (method: string, params: Record<string, unknown>) =>
      (await server.call('/payme', { json: { jsonrpc: '2.0', id: 1, method, params }, headers: { authorization: `Basic ${Buffer.from(`Paycom:${PAYME_KEY}`).toString('base64')}` } })).body;
    const paymentId = 'a1'.repeat(12);
    expect((await payme('CreateTransaction', { id: paymentId, time: Date.now(), amount: 100_000 * 100, account: { id: String(userId) } })).result).toBeDefined();
    expect((await payme('PerformTransaction', { id: paymentId })).result.state).toBe(2);
    const bought = await server.call('/user/buy-exam', { token, form: { mock_exam_id: String(MULTI_LEVEL_EXAM_ID), type: 'ai' } });
    expect(bought.status).toBe(200);

    // The operator's folder: the install's database as PGlite keeps it on disk.
    const dataDir = path.join(dir, 'pglite');
    if (server.database.driver !== 'pglite') throw new Error('PGlite only');
    const dump = await server.database.client.dumpDataDir('none');
    const folder = await openDatabase({ dataDir, loadDataDir: dump });
    const before = await contents(folder.db);
    await folder.close();
    expect(before.ielts_speaking_answers).toHaveLength(3);
    expect(before.ielts_writing_answers).toHaveLength(2);
    expect(before.payme_transactions).toHaveLength(1);
    expect(before.ledger_entries!.length).toBeGreaterThanOrEqual(2);
    expect(before.users!.length).toBeGreaterThanOrEqual(2);
    expect(before.ml_attempts).toHaveLength(1);

    const run = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/scripts/move-to-postgres.ts', target.url], {
        cwd: apiDir,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, BW_DATA_DIR: dataDir, BW_MEDIA_DIR: server.mediaDir, ...s3.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => resolve({ code, output }));
    });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/all arrived/);

    const moved = await openDatabase({ databaseUrl: target.url, dataDir: 'memory://' });
    try {
      const after = await contents(moved.db);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
      // A new row gets the next id, not one the copy already used.
      const [next] = rowsOf<{ id: number }>(await moved.db.execute(sql`INSERT INTO users (phone_number, ref_code) VALUES ('+998900000001', 'after-move') RETURNING id`));
      expect(next!.id).toBeGreaterThan(Math.max(...before.users!.map((row) => JSON.parse(row).id as number)));
    } finally {
      await moved.close();
    }

    // Every file (the recordings, their grader copies) is in the bucket with the same bytes.
    const bucket = s3Store(loadConfig(s3.env));
    const local = localStore(server.mediaDir);
    let files = 0;
    for await (const key of local.keys()) {
      files += 1;
      expect(Buffer.from((await bucket.read(key))!).equals(Buffer.from((await local.read(key))!)), key).toBe(true);
    }
    expect(files).toBeGreaterThanOrEqual(3);

    // A second run refuses: the target is no longer empty.
    const again = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/scripts/move-to-postgres.ts', target.url], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, BW_DATA_DIR: dataDir, BW_MEDIA_DIR: server.mediaDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let refusal = '';
    again.stderr.on('data', (chunk: Buffer) => (refusal += chunk.toString()));
    expect(await new Promise((resolve) => again.on('exit', resolve))).not.toBe(0);
    expect(refusal).toMatch(/already holds rows/);
  });
});
