import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_WORK_PROMPT, STRONG_ESSAY, WEAK_ESSAY } from '../fixtures/essays';
import { createGraders, type Graders } from '../index';
import { AudioFormatError } from '../speaking/audio';
import type { Worker } from 'node:worker_threads';
import { createThreadedGraders, type GraderSet } from './threadedGraders';

// The grading thread and an in-thread set for comparison: each makes its own harper checker (seconds under load).
let threaded: GraderSet;
let local: Graders;
const threads: Worker[] = [];
beforeAll(async () => {
  [threaded, local] = await Promise.all([createThreadedGraders({ onThreadStart: (worker) => threads.push(worker) }), createGraders()]);
}, 180_000);
afterAll(() => {
  threaded?.dispose();
  local?.dispose();
});
const SLOW = 60_000;

describe('graders on a worker thread', () => {
  it('grade an essay exactly as the graders on the server thread do', async () => {
    for (const text of [STRONG_ESSAY, WEAK_ESSAY]) {
      const input = { kind: 'ielts-task2' as const, prompt: REMOTE_WORK_PROMPT, text };
      const [there, here] = await Promise.all([threaded.writing.grade(input), local.writing.grade(input)]);
      expect(there).toEqual(here);
    }
  }, SLOW);

  it('leave the server thread free while they grade', async () => {
    // Timers keep firing on this thread while the essays are graded on the other one.
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    // Enough essays that grading outlasts ten ticks even on a fast machine (four took 58 ms once, nine ticks); on this
    // thread they would block the timer for their whole CPU time, and it would tick barely at all.
    const essays = Array.from({ length: 16 }, (_, i) => threaded.writing.grade({ kind: 'ielts-task2', prompt: REMOTE_WORK_PROMPT, text: `${STRONG_ESSAY}\n\n${i}` }));
    const results = await Promise.all(essays);
    clearInterval(timer);
    expect(results.every((result) => result.band >= 6)).toBe(true);
    expect(ticks).toBeGreaterThanOrEqual(10);
  }, SLOW);

  it('send an undecodable recording back as the audio error the server turns into a failed job', async () => {
    const broken = new Uint8Array(64);
    broken.set(new TextEncoder().encode('RIFF'), 0);
    const rejection = threaded.speaking.grade({ audio: broken, mimeType: 'audio/wav', question: 'Where do you live?', part: 1, transcript: null });
    await expect(rejection).rejects.toBeInstanceOf(AudioFormatError);
    // The thread is still there for the next answer.
    const next = await threaded.writing.grade({ kind: 'ielts-task2', prompt: REMOTE_WORK_PROMPT, text: WEAK_ESSAY });
    expect(next.band).toBeLessThanOrEqual(5);
  }, SLOW);

  it('fail the answer in hand when the thread dies, and grade the next on a new thread', async () => {
    const inHand = threaded.writing.grade({ kind: 'ielts-task2', prompt: REMOTE_WORK_PROMPT, text: STRONG_ESSAY });
    await threads.at(-1)!.terminate();
    await expect(inHand).rejects.toThrow(/grading thread stopped/);
    // Two answers at once after the crash: one new thread serves both.
    const before = threads.length;
    const [first, second] = await Promise.all([
      threaded.writing.grade({ kind: 'ielts-task2', prompt: REMOTE_WORK_PROMPT, text: STRONG_ESSAY }),
      threaded.writing.grade({ kind: 'ielts-task2', prompt: REMOTE_WORK_PROMPT, text: WEAK_ESSAY }),
    ]);
    expect(first.band).toBeGreaterThan(second.band);
    expect(threads.length).toBe(before + 1);
  }, SLOW);
});
