import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../http/routeDeps';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM (main.ts): the readiness check answers 503 while the process finishes what it holds. */
    draining: boolean;
  }
}

const healthSchema = z.object({ status: z.literal('ok'), role: z.enum(['all', 'api', 'worker']), process: z.string().nullable() });
const readySchema = z.object({
  status: z.enum(['ready', 'not ready']),
  shuttingDown: z.boolean(),
  checks: z.object({ database: z.string(), storage: z.string(), grading: z.string() }),
});

/**
 * Checks for a process manager, an orchestrator or the proxy: /api/health answers while the process runs (liveness:
 * restart it when this fails); /api/ready answers 200 only when it can do its work (the database answers, the
 * object store answers, its grading workers are warm) and is not shutting down, else 503 with what failed
 * (readiness: send it no traffic meanwhile). Neither needs a login, neither says more than ok or what is down.
 */
const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, storage }) => {
  const processName = config.BW_PROCESS_NAME ?? null;
  app.get(
    '/health',
    { schema: { tags: ['operations'], summary: 'Liveness: the process runs', response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const, role: config.BW_ROLE, process: processName }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database and object store answer, the grading workers are warm, and the process is not shutting down',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const failed = (error: unknown) => `down: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      const [database, store] = await Promise.all([
        db.execute(sql`SELECT 1`).then(() => 'ok', failed),
        storage.check().then(() => 'ok', failed),
      ]);
      const warm = app.grading ? await Promise.race([app.grading.ready, Promise.resolve(null)]) : undefined;
      const grading =
        warm === undefined ? 'none in this process' : warm === null ? 'warming up' : warm ? 'ok' : 'down: the graders could not start';
      const ok = !app.draining && database === 'ok' && store === 'ok' && (grading === 'ok' || grading === 'none in this process');
      const body = { status: ok ? ('ready' as const) : ('not ready' as const), shuttingDown: app.draining, checks: { database, storage: store, grading } };
      return reply.code(ok ? 200 : 503).send(body);
    },
  );
};

export default healthRoutes;
