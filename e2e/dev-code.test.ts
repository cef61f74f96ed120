import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRoot } from '../apps/api/src/config';
import { freePort } from '../apps/api/src/scripts/layout';
import { devServerEnv, startApi, type Started } from '../apps/api/src/scripts/bench/processes';

/**
 * `npm run dev:code` gives a code the running server accepts, whatever port that server listens on, or refuses in
 * words; it never opens the PGlite folder a running server holds (issue 33: it used to, and printed a code the server
 * then rejected). Each test starts its own server on a scratch folder and a free port (never the default PORT).
 */
const PHONE = '+998907339901';

let server: Started | undefined;
let dir: string | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Runs the command as a developer would, in the API's folder, with the data folder and no PORT. */
function devCode(dataDir: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', BW_DATA_DIR: dataDir };
  delete env.PORT;
  delete env.HOST;
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/scripts/dev-code.ts', PHONE], { cwd: apiRoot, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function startOn(devTools: boolean): Promise<{ url: string; dataDir: string }> {
  dir = mkdtempSync(path.join(os.tmpdir(), 'bw-dev-code-'));
  const env = devServerEnv(dir, null);
  const port = await freePort();
  server = await startApi(port, { ...env, BW_DEV_TOOLS: devTools ? '1' : '' });
  return { url: server.url, dataDir: env.BW_DATA_DIR! };
}

describe('npm run dev:code', () => {
  it('asks the server running on the data folder, on whatever port it listens: the code logs in there', async () => {
    const { url, dataDir } = await startOn(true);
    const run = await devCode(dataDir);
    expect(run.status, run.stderr).toBe(0);
    const code = /: (\d{6}) /.exec(run.stdout)?.[1];
    expect(code, run.stdout).toBeDefined();
    const login = await fetch(`${url}/api/auth/login/${code}`, { method: 'POST' });
    expect(login.status, await login.clone().text()).toBe(200);
  }, 240_000);

  it('a server running without the development tools gets a clear refusal, and its folder is left alone', async () => {
    const { dataDir } = await startOn(false);
    const run = await devCode(dataDir);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/runs without the development tools/);
    expect(run.stderr).toMatch(/BW_DEV_TOOLS=1 npm start/);
    expect(run.stdout).not.toMatch(/Login code/);
    // Stopped, the server leaves the folder free: the command writes the code there itself.
    await server!.stop();
    server = undefined;
    const alone = await devCode(dataDir);
    expect(alone.status, alone.stderr).toBe(0);
    expect(alone.stdout).toMatch(/Login code for \+998907339901: \d{6} /);
  }, 240_000);
});
