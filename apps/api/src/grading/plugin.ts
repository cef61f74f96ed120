import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { disposeSharedGraders } from './sharedGraders';
import { startGrading, type GradingOptions, type GradingService } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The grading workers of this process, or null when none run (BW_GRADING_WORKERS=0, tests by default). */
    grading: GradingService | null;
  }
}

/**
 * Starts the grading workers with the server (not awaiting the graders' warm-up: the server answers meanwhile and
 * queued answers wait) and stops them when it closes, before the database goes, then ends the grading thread.
 */
export function registerGrading(app: FastifyInstance, deps: { db: Db; config: Config; options: GradingOptions | undefined }): void {
  const { db, config, options } = deps;
  const service =
    options && options.workers > 0 ? startGrading({ db, storage: app.storage, providers: config, log: app.log, options }) : null;
  app.decorate('grading', service);
  // One hook, in this order: Fastify runs onClose hooks last-registered first, and two hooks once ended the grading
  // thread under the job in hand, whose grade then failed and used a try (issue 31). The thread serves the workers
  // and the examiner's suggestion alike; it ends with the server, after the workers.
  app.addHook('onClose', async () => {
    await service?.stop();
    await disposeSharedGraders();
  });
}
