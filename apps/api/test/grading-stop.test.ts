import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../src/db/client';
import { speechWav, until } from './grading-support';
import { call } from './helpers';
import { databaseForProcesses, serverEnv, startServerProcess, type ServerProcess } from './serverProcess';

/**
 * SIGTERM to a server process while its grading worker holds a job (docs/DEPLOY.md, 'Stopping'): the worker either
 * finishes the job and stores the grade before the process exits, or hands the job back queued with its try not
 * counted. Never what issue 31 found: the job re-queued with a try used (the grading thread was ended under it).
 * The job is held in flight by the transcription provider, a loopback server that answers only when the test says.
 */
const TRANSCRIPT = 'I live in a small town near the river and I like it because it is quiet.';
let transcriber: Server;
let transcriberUrl: string;
/** Requests the provider holds, oldest first, and a wake-up for whoever waits for the next one. */
const held: ServerResponse[] = [];
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  transcriber = createServer((request, response) => {
    request.resume();
    request.on('end', () => held.push(response));
  });
  await new Promise<void>((resolve) => transcriber.listen(0, '127.0.0.1', resolve));
  const address = transcriber.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  transcriberUrl = `http://127.0.0.1:${address.port}/v1`;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bw-stop-'));
  ({ url: databaseUrl, drop: dropDatabase } = await databaseForProcesses(dataDir));
});
afterAll(async () => {
  for (const response of held) response.destroy();
  await new Promise((resolve) => transcriber.close(resolve));
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  await dropDatabase?.().catch(() => {});
});

const start = (): Promise<ServerProcess> =>
  startServerProcess(
    serverEnv(dataDir, databaseUrl, { BW_GRADING_WORKERS: '1', BW_GRADING_POLL_MS: '200', BW_STT_BASE_URL: transcriberUrl, BW_STT_MODEL: 'whisper-test' }),
    children,
  );

/** A learner's IELTS exam taken up to one speaking recording, whose grading job the process's worker then claims. */
async function speakingJobInHand(server: ServerProcess, phoneNumber: string): Promise<number> {
  const issued = await call(`${server.base}/dev/codes`, { json: { phoneNumber } });
  const token = (await call(`${server.base}/auth/login/${issued.body.code}`, { method: 'POST' })).body.message as string;
  const books = await call(`${server.base}/ielts/books`);
  const examId = Number((await call(`${server.base}/ielts/exam/create?bookId=${books.body[0].id}`, { method: 'POST', token })).body.message);
  for (const sectionType of ['LISTENING', 'READING']) {
    await call(`${server.base}/ielts/exam/attempt/create/inline`, { token, json: { examId, sectionType, userAnswer: new Array(40).fill('') } });
  }
  const heldBefore = held.length;
  const sent = await call(`${server.base}/ielts/exam/attempt/create/outline-speaking/${examId}?question=${encodeURIComponent('Where do you live?')}&partNumber=1`, {
    token,
    form: { voiceAnswer: { bytes: speechWav(), filename: 'answer.wav' } },
  });
  expect(sent.status).toBe(200);
  await until('the worker asks for the transcript', async () => held.length, (n) => n > heldBefore, 180_000);
  return examId;
}

/** SIGTERM, then resolves once the process has logged it is shutting down. */
async function terminate(server: ServerProcess): Promise<Promise<number | null>> {
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGTERM');
  await until('the process starts shutting down', async () => server.output(), (text) => /SIGTERM: shutting down/.test(text), 10_000);
  return exited;
}

/** The speaking job of the exam, read after the process is gone (PGlite opens its folder in one process only). */
async function jobOf(examId: number): Promise<{ status: string; attempts: number; last_error: string | null; graded: boolean }> {
  const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'pglite') });
  try {
    const [job] = rowsOf<{ status: string; attempts: number; last_error: string | null }>(
      await database.db.execute(sql`SELECT status, attempts, last_error FROM jobs WHERE kind = 'ielts.speaking' AND (payload->>'attemptId')::int = ${examId}`),
    );
    const [answer] = rowsOf<{ status: string }>(await database.db.execute(sql`SELECT status FROM ielts_speaking_parts WHERE attempt_id = ${examId} AND part_number = 1`));
    if (!job) throw new Error(`no speaking job for exam ${examId}`);
    return { status: job.status, attempts: Number(job.attempts), last_error: job.last_error, graded: answer?.status === 'GRADED' };
  } finally {
    await database.close();
  }
}

describe('SIGTERM while grading', () => {
  it('the job in hand, its transcript arriving after the stop, is stored before the process exits, or handed back untried', { timeout: 420_000 }, async () => {
    const server = await start();
    const examId = await speakingJobInHand(server, '+998909990201');
    const exited = await terminate(server);
    // The transcript arrives after the stop began: the worker must still grade with it and commit.
    held.shift()!.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: TRANSCRIPT }));
    expect(await exited).toBe(0);
    const job = await jobOf(examId);
    // Stored, or (a machine too busy to grade within the stop's 15 s) handed back untried: never a used try.
    const outcome = job.status === 'done' ? { status: 'done', attempts: 1, graded: true } : { status: 'queued', attempts: 0, graded: false };
    expect(job, server.output().slice(-2000)).toMatchObject(outcome);
    if (job.status === 'queued') expect(server.output()).toMatch(/job \d+ \(ielts\.speaking, try 1\) handed-back/);
  });

  it('a job that cannot finish within the grace is handed back queued, its try not counted', { timeout: 420_000 }, async () => {
    const server = await start();
    const examId = await speakingJobInHand(server, '+998909990202');
    // The transcript never comes: the stop's grace runs out with the job in hand.
    const exited = await terminate(server);
    expect(await exited).toBe(0);
    const job = await jobOf(examId);
    expect(job, server.output().slice(-2000)).toMatchObject({ status: 'queued', attempts: 0, graded: false });
    expect(server.output()).toMatch(/job \d+ \(ielts\.speaking, try 1\) handed-back/);
  });
});
