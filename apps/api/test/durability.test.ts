import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { jobs } from '../src/db/schema';
import { call } from './helpers';
import { databaseForProcesses, killHard, serverEnv, startServerProcess } from './serverProcess';

/**
 * No answer lost: the real server runs as a child process (PGlite in a temp data folder, or PostgreSQL), takes a
 * writing submission, is killed with SIGKILL right after the acknowledgement, and after a restart the essays and their
 * grading jobs are there.
 */
let dataDir: string;
let mediaDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bw-durable-'));
  mediaDir = path.join(dataDir, 'media');
  ({ url: databaseUrl, drop: dropDatabase } = await databaseForProcesses(dataDir));
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  await dropDatabase?.().catch(() => {});
});

/** The server in its own process on this file's database; `gradingWorkers` 0 while a crash is staged. */
function startChild(gradingWorkers = 0) {
  return startServerProcess(
    // No grading while the crash is staged, so the jobs are provably still waiting after it; the last start grades.
    serverEnv(dataDir, databaseUrl, { BW_GRADING_WORKERS: String(gradingWorkers) }),
    children,
  );
}

async function loginAt(base: string, phoneNumber: string): Promise<string> {
  const issued = await call(`${base}/dev/codes`, { json: { phoneNumber } });
  const logged = await call(`${base}/auth/login/${issued.body.code}`, { method: 'POST' });
  expect(logged.status).toBe(200);
  return logged.body.message;
}

describe('no answer lost', () => {
  it('keeps an acknowledged writing submission and its grading jobs across kill -9 and restart', { timeout: 480_000 }, async () => {
    const phone = '+998909990001';
    const list = [
      { question: 'Task one prompt', userAnswer: 'An essay that must survive a crash, task one.' },
      { question: 'Task two prompt', userAnswer: 'An essay that must survive a crash, task two.' },
    ];

    const first = await startChild();
    const token = await loginAt(first.base, phone);
    const books = await call(`${first.base}/ielts/books`);
    const bookId = books.body[0].id as number;
    const created = await call(`${first.base}/ielts/exam/create?bookId=${bookId}`, { method: 'POST', token });
    const examId = Number(created.body.message);
    for (const sectionType of ['LISTENING', 'READING']) {
      const submitted = await call(`${first.base}/ielts/exam/attempt/create/inline`, {
        token,
        json: { examId, sectionType, userAnswer: new Array(40).fill('') },
      });
      expect(submitted.status).toBe(200);
    }
    const acknowledged = await call(`${first.base}/ielts/exam/attempt/create/outline-writing`, { token, json: { examId, list } });
    expect(acknowledged.status).toBe(200);
    await killHard(first.child);

    const second = await startChild();
    const token2 = await loginAt(second.base, phone);
    const result = await call(`${second.base}/ielts/exam/result/get-results-outline-writing/${examId}`, { token: token2 });
    expect(result.status).toBe(200);
    expect(result.body.answers.map((a: { userAnswer: string }) => a.userAnswer)).toEqual(list.map((t) => t.userAnswer));
    // Sent again to the new process (its first answer lost in the crash): acknowledged as the first, nothing stored twice.
    const again = await call(`${second.base}/ielts/exam/attempt/create/outline-writing`, { token: token2, json: { examId, list } });
    expect(again.status).toBe(200);
    const after = await call(`${second.base}/ielts/exam/result/get-results-outline-writing/${examId}`, { token: token2 });
    expect(after.body.answers).toHaveLength(list.length);
    await killHard(second.child);

    const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'pglite') });
    try {
      const queued = await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'ielts.writing'), sql`(${jobs.payload} ->> 'attemptId')::int = ${examId}`));
      expect(queued).toHaveLength(2);
      expect(queued.every((job) => job.status === 'queued')).toBe(true);
    } finally {
      await database.close();
    }

    // A server with grading workers takes the jobs that waited through the crash and grades both tasks.
    const third = await startChild(1);
    const token3 = await loginAt(third.base, phone);
    const deadline = Date.now() + 240_000;
    let answers: Array<{ status: string; taskBandScore: unknown }> = [];
    while (Date.now() < deadline) {
      answers = (await call(`${third.base}/ielts/exam/result/get-results-outline-writing/${examId}`, { token: token3 })).body.answers;
      if (answers.every((a) => a.status === 'GRADED')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(answers.map((a) => a.status)).toEqual(['GRADED', 'GRADED']);
    expect(answers.every((a) => typeof a.taskBandScore === 'number')).toBe(true);
    await killHard(third.child);
  });
});
