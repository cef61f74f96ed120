import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../apps/api/src/scripts/layout';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * Builds the web app, starts the real API server serving it (one process, as in production) on a throwaway in-memory
 * database, and hands the address to the tests. E2E_SKIP_BUILD=1 reuses an existing apps/web/dist.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
// E2E_WEB_DIR: a build of one's own (helpers running e2e files side by side each rebuild the shared dist otherwise).
const distDir = process.env.E2E_WEB_DIR ? path.resolve(process.env.E2E_WEB_DIR) : path.join(webDir, 'dist');

async function waitForServer(url: string, child: ChildProcess, output: () => string, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The API server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/settings/public`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API server did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(path.join(distDir, 'index.html'))) {
    // NODE_ENV=production whatever the runner set (vitest sets 'test', which gives React's development build: the
    // site tested and measured would not be the one shipped).
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('vite build of apps/web failed');
  }

  const port = await freePort();
  const paymeKey = randomBytes(16).toString('hex');
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'bandwise-e2e-media-'));
  let log = '';
  const child = spawn('npx', ['tsx', '--conditions=source', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      BW_DATA_DIR: 'memory://',
      BW_MEDIA_DIR: mediaDir,
      BW_WEB_DIR: distDir,
      BOT_TOKEN: '',
      // The journeys log in and give roles through /api/dev/* (off unless asked for; this runner is on loopback).
      BW_DEV_TOOLS: '1',
      // Payme's key, as an operator sets it (none is written in the source): this run's own.
      PAYME_KEY: paymeKey,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(baseUrl, child, () => log);
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('chromium', { executablePath: chromiumPath, args: chromiumArgs });
  project.provide('paymeKey', paymeKey);

  return async () => {
    if (child.pid && child.exitCode === null) {
      // npx -> tsx -> node: the whole process group goes.
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    }
    rmSync(mediaDir, { recursive: true, force: true });
  };
}
