import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

/**
 * The checks a process manager and the proxy use (routes/health.ts), the process's name on every answer, and the
 * roles: a worker process answers the checks and nothing else.
 */
describe('an API process', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { BW_PROCESS_NAME: 'api-7', BW_ROLE: 'api' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is alive and ready, names itself on every answer, and answers not ready once it is shutting down', async () => {
    const health = await server.call('/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', role: 'api', process: 'api-7' });
    expect(health.headers.get('x-bandwise-process')).toBe('api-7');
    expect((await server.call('/user/top-10')).headers.get('x-bandwise-process')).toBe('api-7');
    const ready = await server.call('/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', shuttingDown: false, checks: { database: 'ok', storage: 'ok', grading: 'none in this process' } });
    server.app.draining = true;
    try {
      const draining = await server.call('/ready');
      expect(draining.status).toBe(503);
      expect(draining.body).toMatchObject({ status: 'not ready', shuttingDown: true });
      // Requests it already takes are still answered while the proxy moves away.
      expect((await server.call('/user/top-10')).status).toBe(200);
    } finally {
      server.app.draining = false;
    }
  });

  it('runs no grading workers, whatever BW_GRADING_WORKERS says', () => {
    expect(server.config.BW_GRADING_WORKERS).toBeGreaterThan(0);
    expect(server.app.grading).toBeNull();
  });
});

describe('a worker process', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { BW_ROLE: 'worker' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the health and readiness checks and no API call', async () => {
    expect((await server.call('/health')).body).toEqual({ status: 'ok', role: 'worker', process: null });
    expect((await server.call('/ready')).status).toBe(200);
    expect((await server.call('/health')).headers.get('x-bandwise-process')).toBeNull();
    expect((await server.call('/user/top-10')).status).toBe(404);
    expect((await server.call('/settings/public')).status).toBe(404);
  });
});
