import { createThreadedGraders, type GraderSet } from '@bandwise/grading';

/**
 * The process's one set of built-in graders, on a worker thread of their own (the grading package's
 * createThreadedGraders: an essay is 150-260 ms of synchronous work the server's requests must not wait behind).
 * The grading workers and the examiner's suggestion both grade with it, so the models sit in memory once; made on
 * first use, warmed in the thread, and made again after a failed start or a dispose.
 */
let shared: Promise<GraderSet> | null = null;

export function sharedGraders(): Promise<GraderSet> {
  shared ??= createThreadedGraders().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}

/** Ends the grading thread (server close, tests). */
export async function disposeSharedGraders(): Promise<void> {
  const made = shared;
  shared = null;
  if (made) (await made.catch(() => null))?.dispose();
}
