import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';

/**
 * A submission that is retried until it lands, never lost and never applied twice (PRODUCT.md section 7):
 * - a network failure, a timeout, a 5xx, 408 or 429 is retried with backoff (1 s, 2 s, 4s ... at most 30 s, never
 *   sooner than a busy server's Retry-After), and while the browser is offline it waits for the connection to come back;
 * - a retry sends the very same request: the server takes the same answers again as the first submission (its body
 *   again, nothing stored twice: apps/api/src/exams/replay.ts), so a submission whose answer was lost is not lost;
 * - the server refuses a repeated submission with 409 '... already submitted' / 'already been answered': a retry
 *   that meets it means an earlier try did land, so it counts as success;
 * - 401 and every other refusal end the loop and are handed back to the caller (seed error catalogue).
 */

export const submitPhases = ['idle', 'sending', 'retrying', 'offline', 'failed', 'done'] as const;
export type SubmitPhase = (typeof submitPhases)[number];

export type SubmitOutcome<T> =
  | { kind: 'ok'; result: T }
  /** The server already has it (409 on a retry, or on a submit after a lost answer). */
  | { kind: 'already'; message: string }
  | { kind: 'unauthorized'; error: ApiError }
  | { kind: 'failed'; error: unknown }
  /** The screen went away while waiting. */
  | { kind: 'cancelled' };

export type FailureClass = 'transient' | 'already' | 'unauthorized' | 'fatal';

export function classifyFailure(error: unknown): FailureClass {
  if (!(error instanceof ApiError)) return 'transient';
  if (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429) return 'transient';
  if (error.status === 401) return 'unauthorized';
  if (error.status === 409 && /already/i.test(error.serverMessage ?? error.message)) return 'already';
  return 'fatal';
}

export const MAX_BACKOFF_MS = 30_000;

/** Wait before retry number `attempt` (1-based). */
export function backoffMs(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempt - 1));
}

export interface SubmitStatus {
  phase: SubmitPhase;
  /** Failed tries so far. */
  failures: number;
  /** When the next automatic try happens (epoch ms), while retrying. */
  retryAt: number | null;
  /** The last failure, for the banner's wording. */
  lastError: unknown;
}

export interface RunOptions {
  /** Called once, on the first failed try that will be retried (the seeds' error toast). */
  onFirstFailure?: (error: unknown) => void;
}

export interface ReliableSubmit {
  status: SubmitStatus;
  /** Sends until it lands or is refused. One run at a time: a second call while one runs joins it. */
  run: <T>(send: (signal: AbortSignal) => Promise<T>, options?: RunOptions) => Promise<SubmitOutcome<T>>;
  /** Skips the wait (the banner's 'Retry now'). */
  retryNow: () => void;
  busy: boolean;
}

const idle: SubmitStatus = { phase: 'idle', failures: 0, retryAt: null, lastError: null };

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function useReliableSubmit(): ReliableSubmit {
  const [status, setStatus] = useState<SubmitStatus>(idle);
  const alive = useRef(true);
  const controller = useRef<AbortController | null>(null);
  const wake = useRef<(() => void) | null>(null);
  const running = useRef<Promise<SubmitOutcome<unknown>> | null>(null);

  useEffect(() => {
    alive.current = true;
    const onOnline = () => wake.current?.();
    window.addEventListener('online', onOnline);
    return () => {
      alive.current = false;
      window.removeEventListener('online', onOnline);
      controller.current?.abort();
      wake.current?.();
    };
  }, []);

  const update = useCallback((next: SubmitStatus) => {
    if (alive.current) setStatus(next);
  }, []);

  const pause = useCallback((ms: number | null) => {
    return new Promise<void>((resolve) => {
      const timer = ms === null ? undefined : setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake.current = null;
        resolve();
      }
      wake.current = done;
    });
  }, []);

  const run = useCallback(
    <T,>(send: (signal: AbortSignal) => Promise<T>, options: RunOptions = {}): Promise<SubmitOutcome<T>> => {
      if (running.current) return running.current as Promise<SubmitOutcome<T>>;
      const loop = async (): Promise<SubmitOutcome<T>> => {
        let failures = 0;
        let lastError: unknown = null;
        while (alive.current) {
          if (isOffline()) {
            update({ phase: 'offline', failures, retryAt: null, lastError });
            await pause(null);
            if (!alive.current) break;
          }
          update({ phase: 'sending', failures, retryAt: null, lastError });
          const abort = new AbortController();
          controller.current = abort;
          try {
            const result = await send(abort.signal);
            update({ phase: 'done', failures, retryAt: null, lastError: null });
            return { kind: 'ok', result };
          } catch (error) {
            if (!alive.current) break;
            const kind = classifyFailure(error);
            if (kind === 'already') {
              update({ phase: 'done', failures, retryAt: null, lastError: null });
              return { kind: 'already', message: error instanceof ApiError ? error.message : '' };
            }
            if (kind === 'unauthorized') {
              update({ phase: 'failed', failures, retryAt: null, lastError: error });
              return { kind: 'unauthorized', error: error as ApiError };
            }
            if (kind === 'fatal') {
              update({ phase: 'failed', failures, retryAt: null, lastError: error });
              return { kind: 'failed', error };
            }
            failures += 1;
            lastError = error;
            if (failures === 1) options.onFirstFailure?.(error);
            if (isOffline()) continue;
            // A busy server's Retry-After is a floor: it said when it can take the submission.
            const wait = Math.max(backoffMs(failures), error instanceof ApiError ? (error.retryAfterMs ?? 0) : 0);
            update({ phase: 'retrying', failures, retryAt: Date.now() + wait, lastError });
            await pause(wait);
          }
        }
        return { kind: 'cancelled' };
      };
      const promise = loop().finally(() => {
        running.current = null;
      });
      running.current = promise as Promise<SubmitOutcome<unknown>>;
      return promise;
    },
    [pause, update],
  );

  const retryNow = useCallback(() => wake.current?.(), []);
  const busy = status.phase === 'sending' || status.phase === 'retrying' || status.phase === 'offline';
  return { status, run, retryNow, busy };
}
