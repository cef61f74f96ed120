import { Worker } from 'node:worker_threads';
import { AudioFormatError } from '../speaking/audio';
import type { SpeakingGrader, SpeakingInput, SpeakingResult } from '../speaking/grader';
import type { WritingGrader, WritingInput, WritingResult } from '../writing/grader';
import type { GradeReply, GradeRequest } from './protocol';

/** The graders as the server uses them: grade and dispose, wherever they run. */
export type GraderSet = { writing: Pick<WritingGrader, 'grade'>; speaking: Pick<SpeakingGrader, 'grade'>; dispose(): void };

/**
 * The built-in graders on a worker thread of their own. Grading an essay is 150-260 ms of synchronous WebAssembly and
 * arithmetic; on the server's thread every other request waits behind it (the exam-day benchmark's p95 rose past its
 * target). Here the server's thread only posts the answer and awaits the reply.
 *
 * Resolves once the thread has made and warmed its graders (a few seconds). If the thread dies (a crash, an
 * out-of-memory), the calls in flight fail and the next call starts a new thread.
 */
export async function createThreadedGraders(options: { onThreadStart?: (worker: Worker) => void } = {}): Promise<GraderSet> {
  const start = () => {
    const started = startThread();
    options.onThreadStart?.(started.worker);
    return started.ready;
  };
  let thread = await start();
  // Calls that find the thread dead at once wait for one new thread, not one each.
  let restarting: Promise<Thread> | null = null;
  let nextId = 1;
  let disposed = false;

  async function call<R>(request: Omit<GradeRequest, 'id'>): Promise<R> {
    if (disposed) throw new Error('The graders were disposed');
    if (!thread.alive) {
      restarting ??= start().finally(() => (restarting = null));
      thread = await restarting;
    }
    const id = nextId++;
    return thread.send({ ...request, id } as GradeRequest) as Promise<R>;
  }

  return {
    writing: { grade: (input: WritingInput) => call<WritingResult>({ kind: 'writing', input }) },
    speaking: { grade: (input: SpeakingInput) => call<SpeakingResult>({ kind: 'speaking', input }) },
    dispose() {
      disposed = true;
      void thread.worker.terminate();
    },
  };
}

type Thread = { worker: Worker; alive: boolean; send(request: GradeRequest): Promise<unknown> };

/** A new grading thread, and when it is ready: its graders made and warm. */
function startThread(): { worker: Worker; ready: Promise<Thread> } {
  const worker = new Worker(new URL('./graderThread.mjs', import.meta.url));
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const thread: Thread = {
    worker,
    alive: true,
    send(request) {
      return new Promise((resolve, reject) => {
        // An idle grading thread must not keep the process alive on its own; one with work in hand must.
        if (pending.size === 0) worker.ref();
        pending.set(request.id, { resolve, reject });
        worker.postMessage(request);
      });
    },
  };
  const ready = new Promise<Thread>((resolve, reject) => {
    let ready = false;
    worker.on('message', (reply: GradeReply) => {
      if ('ready' in reply) {
        ready = true;
        worker.unref();
        resolve(thread);
        return;
      }
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if (reply.ok) waiter.resolve(reply.result);
      else waiter.reject(rebuildError(reply.name, reply.message));
    });
    const die = (error: Error) => {
      thread.alive = false;
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
      if (!ready) reject(error);
    };
    worker.on('error', die);
    worker.on('exit', (code) => die(new Error(`The grading thread stopped (exit code ${code})`)));
  });
  return { worker, ready };
}

/** Errors cross the thread boundary as name and message; the kinds the server tells apart come back as themselves. */
function rebuildError(name: string, message: string): Error {
  if (name === 'AudioFormatError') return new AudioFormatError(message);
  const error = new Error(message);
  error.name = name;
  return error;
}
