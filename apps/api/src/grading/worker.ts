import { languageModelMissing, type GraderSet } from '@bandwise/grading';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ObjectStore } from '../media/storage';
import { claim, complete, fail, handBack, renewLease, type Job, type JobKind } from '../jobs/queue';
import { createGradingEngine, type GradingEngine } from './engine';
import type { JobHandler } from './handler';
import { ieltsSpeakingHandler, ieltsWritingHandler } from './ieltsHandlers';
import { multiLevelHandler } from './multiLevelHandler';
import { PermanentGradingError, describeError, failureOf, failureReasonOf, isPermanent } from './records';
import { transcriptHandler } from './transcriptHandler';

/**
 * The grading workers of one process: each loop claims a queued AI-checked job (jobs/queue.ts: FOR UPDATE SKIP LOCKED
 * and a lease), grades it outside any transaction, then in ONE transaction completes the job under its claim and
 * stores the scores and the attempt's refreshed state. While it grades, a heartbeat renews the job's short lease
 * (BW_GRADING_LEASE_SECONDS, renewed every third of it). So a worker that dies before that commit leaves the job
 * running only until its lease runs out, seconds later, and another worker grades it (regraded once, never lost), and a worker whose
 * lease ran out and whose job was claimed again cannot commit (its complete finds a newer claim and the transaction
 * stores nothing: never graded twice). Failures are retried with back-off, then marked failed with the error on the
 * job and on the answer; human-checked jobs are left for the examiners, whose recordings the workers only transcribe
 * (speaking.transcript jobs, queued beside them).
 */

export const GRADED_KINDS = ['ielts.writing', 'ielts.speaking', 'multiLevel.writing', 'multiLevel.speaking', 'speaking.transcript'] as const satisfies readonly JobKind[];

const HANDLERS: Record<(typeof GRADED_KINDS)[number], JobHandler> = {
  'ielts.writing': ieltsWritingHandler,
  'ielts.speaking': ieltsSpeakingHandler,
  'multiLevel.writing': multiLevelHandler,
  'multiLevel.speaking': multiLevelHandler,
  'speaking.transcript': transcriptHandler,
};

/**
 * How long stop() lets the jobs in hand finish and commit; past it they are handed back untried (jobs/queue.ts
 * handBack) so the next worker grades them with every try they had. Under main.ts's 30 s shutdown limit.
 */
const STOP_GRACE_MS = 15_000;

export type GradingSettings = {
  /** Worker loops; 0 starts none. */
  workers: number;
  pollMs: number;
  leaseSeconds: number;
  maxAttempts: number;
  /** Back-off base: the n-th retry waits retrySeconds * 2^n (at most an hour). */
  retrySeconds: number;
};

export function gradingSettingsFrom(config: Config): GradingSettings {
  return {
    // An 'api' process grades nothing: separate worker processes do (BW_ROLE).
    workers: config.BW_ROLE === 'api' ? 0 : config.BW_GRADING_WORKERS,
    pollMs: config.BW_GRADING_POLL_MS,
    leaseSeconds: config.BW_GRADING_LEASE_SECONDS,
    maxAttempts: config.BW_GRADING_MAX_ATTEMPTS,
    retrySeconds: config.BW_GRADING_RETRY_SECONDS,
  };
}

export type GradingOutcome = 'graded' | 'lost-lease' | 'retry' | 'failed' | 'handed-back';

/** One finished run, newest last (the last 200 are kept): for logs, health checks and tests. */
export type GradingEvent = {
  jobId: number;
  kind: string;
  /** The claim's number (1 for the first try). */
  attempt: number;
  outcome: GradingOutcome;
  detail: string;
  /** Grading and storing, this run. */
  runMs: number;
  /** From the job's creation (the learner's submit) to the end of this run. */
  sinceQueuedMs: number;
};

export type GradingHooks = {
  /** Runs between grading and storing (tests use it to hold a worker past its lease). */
  afterGrade?: (job: Job) => Promise<void> | void;
};

export type GradingOptions = GradingSettings & {
  /** Graders of the caller's (tests start several servers); else the process's shared grading thread. */
  graders?: Promise<GraderSet>;
  hooks?: GradingHooks;
};

export type GradingService = {
  /** True once the graders are warm and the loops claim jobs; false if the graders could not be created. */
  ready: Promise<boolean>;
  events: GradingEvent[];
  /**
   * Stops claiming and lets each loop finish (and commit) the job in hand; a job that cannot finish within the grace,
   * or fails while stopping (its recogniser killed with the process group, say), is handed back untried.
   */
  stop(): Promise<void>;
};

type Providers = Parameters<typeof createGradingEngine>[0];

export function startGrading(input: { db: Db; storage: ObjectStore; providers: Providers; log: FastifyBaseLogger; options: GradingOptions }): GradingService {
  const { db, storage, log, options } = input;
  const events: GradingEvent[] = [];
  const sleepers = new Set<() => void>();
  /** The jobs the loops hold now: what stop() hands back if they outlast the grace. */
  const inHand = new Map<number, Job>();
  let stopped = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  const note = (job: Job, outcome: GradingOutcome, detail: string, started: number) => {
    const event: GradingEvent = {
      jobId: job.id,
      kind: job.kind,
      attempt: job.attempts,
      outcome,
      detail,
      runMs: Math.round(performance.now() - started),
      sinceQueuedMs: Date.now() - job.createdAt.getTime(),
    };
    events.push(event);
    if (events.length > 200) events.shift();
    const line = `grading: job ${job.id} (${job.kind}, try ${job.attempts}) ${outcome}: ${detail} [run ${event.runMs} ms, ${event.sinceQueuedMs} ms since queued]`;
    if (outcome === 'graded') log.info(line);
    else if (outcome === 'failed') log.error(line);
    else log.warn(line);
  };

  /** Renews the job's lease every third of it until stopped: a live worker keeps its job however long grading takes. */
  function heartbeat(job: Job): () => void {
    const timer = setInterval(() => {
      renewLease(db, job.id, job.attempts, options.leaseSeconds).catch((error: unknown) => {
        log.warn({ err: error }, `grading: job ${job.id}: renewing the lease failed; it may be graded again elsewhere`);
      });
    }, Math.max(1000, (options.leaseSeconds * 1000) / 3));
    return () => clearInterval(timer);
  }

  /** Queued again with its try not counted; false when the claim is no longer this worker's (nothing to hand back). */
  async function giveBack(job: Job, why: string, started: number): Promise<boolean> {
    try {
      const returned = await handBack(db, job.id, job.attempts);
      if (returned) note(job, 'handed-back', why, started);
      return returned;
    } catch (error) {
      // The database is away: the lease runs out and the job is claimed again (that claim counts a try).
      log.error({ err: error }, `grading: job ${job.id} could not be handed back (${why})`);
      return false;
    }
  }

  async function run(engine: GradingEngine, job: Job): Promise<void> {
    const started = performance.now();
    inHand.set(job.id, job);
    try {
      await gradeAndStore(engine, job, started);
    } finally {
      inHand.delete(job.id);
    }
  }

  async function gradeAndStore(engine: GradingEngine, job: Job, started: number): Promise<void> {
    const handler = HANDLERS[job.kind as keyof typeof HANDLERS];
    try {
      if (!handler) throw new PermanentGradingError('no-grader', `no grader for job kind '${job.kind}'`);
      const stopBeating = heartbeat(job);
      const graded = await handler.grade({ db, engine, storage, job, lastAttempt: job.attempts >= options.maxAttempts }).finally(stopBeating);
      await options.hooks?.afterGrade?.(job);
      const stored = await db.transaction(async (tx) => {
        // First, under this claim only: the row lock also keeps other workers off the job until the commit.
        if (!(await complete(tx, job.id, job.attempts))) return false;
        await graded.store(tx);
        return true;
      });
      note(job, stored ? 'graded' : 'lost-lease', stored ? graded.summary : 'the lease ran out and another worker holds the job; nothing stored', started);
    } catch (error) {
      const message = describeError(error);
      // A failure while the process stops is most likely the stop's doing, not the answer's: no try is used.
      if (stopped && (await giveBack(job, `stopping: ${message}`, started))) return;
      try {
        const status = await db.transaction(async (tx) => {
          const left = await fail(tx, job.id, message, options.maxAttempts, {
            attempts: job.attempts,
            permanent: isPermanent(error) || !handler,
            backoffSeconds: options.retrySeconds,
            reason: failureReasonOf(error),
          });
          if (left === 'failed' && handler) await handler.recordFailure(tx, job, failureOf(job, message));
          return left;
        });
        note(job, status === 'failed' ? 'failed' : status === 'queued' ? 'retry' : 'lost-lease', message, started);
      } catch (storeError) {
        // The database is away: the lease runs out and the job is tried again later.
        log.error({ err: storeError }, `grading: job ${job.id} failed (${message}) and the failure could not be stored`);
      }
    }
  }

  async function loop(engine: GradingEngine): Promise<void> {
    while (!stopped) {
      let job: Job | null;
      try {
        job = await claim(db, GRADED_KINDS, options.leaseSeconds, { checker: 'ai' });
      } catch (error) {
        log.error({ err: error }, 'grading: claiming a job failed; trying again shortly');
        await pause(Math.max(options.pollMs, 1000));
        continue;
      }
      if (job) await run(engine, job);
      else await pause(options.pollMs);
    }
  }

  let loops: Promise<void>[] = [];
  let engine: GradingEngine | null = null;
  const ready = (async () => {
    const started = performance.now();
    try {
      engine = await createGradingEngine(input.providers, options.graders);
    } catch (error) {
      log.error({ err: error }, 'grading: the built-in graders could not start; answers stay queued');
      return false;
    }
    if (stopped) return false;
    log.info(
      `grading: ${options.workers} worker(s) ready in ${Math.round(performance.now() - started)} ms` +
        ` (transcription ${engine.transcriber ? `on: ${engine.transcriber.name}` : 'off'}, LLM grader ${engine.llm ? 'on' : 'off'})`,
    );
    if (!engine.transcriber) {
      log.warn(
        `grading: no speech recogniser (${engine.transcriberMissing}): speaking answers get fluency-only grades from the audio,` +
          ' and vocabulary, grammar, relevance, topic development and coherence are not assessed. Install pocketsphinx and pocketsphinx-en-us, or set BW_STT_*.',
      );
    }
    const lmMissing = languageModelMissing();
    if (lmMissing) {
      log.warn(
        `grading: no English language model (${lmMissing}): essays are graded without how likely their sentences are as English,` +
          ' so word salad and unpunctuated text are judged by the checker and the encoder alone.',
      );
    }
    loops = Array.from({ length: options.workers }, () => loop(engine!));
    return true;
  })();

  return {
    ready,
    events,
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const wake of [...sleepers]) wake();
      await ready;
      // A job in hand gets a while to commit; past that its lease runs out and another process grades it again.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(loops), new Promise((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)))]);
      clearTimeout(timer);
      // Still grading past the grace: handed back untried before the database closes. Should the grade end after all,
      // its commit finds the claim gone and stores nothing (complete() under the claim's token).
      for (const job of [...inHand.values()]) await giveBack(job, `still grading ${STOP_GRACE_MS / 1000} s after the stop`, performance.now());
    },
  };
}
