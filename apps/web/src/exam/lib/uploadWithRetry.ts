import { backoffMs, classifyFailure } from './reliableSubmit';

/** Automatic tries of one recording before the recorder offers its own 'Try again' button. */
export const UPLOAD_TRIES = 3;

function waitOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * Sends one recording: transient failures (network, timeout, 5xx) are retried with backoff, waiting for the
 * connection while offline; a 409 'already answered' means an earlier try landed, so it counts as sent. Other
 * refusals, and the last transient failure, reject: the recorder then shows its failure text and a retry button
 * that sends the same recording again.
 */
export async function uploadWithRetry<T>(send: () => Promise<T>, tries = UPLOAD_TRIES): Promise<T | 'already'> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    await waitOnline();
    try {
      return await send();
    } catch (error) {
      const kind = classifyFailure(error);
      if (kind === 'already') return 'already';
      if (kind !== 'transient') throw error;
      lastError = error;
      if (attempt < tries) await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
    }
  }
  throw lastError;
}
