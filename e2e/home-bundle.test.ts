import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The build globalSetup made: the home route downloads no other page and stays within its gzip budget. */
it('keeps other pages and the exam runners out of the home route', () => {
  const run = spawnSync(process.execPath, [path.join(root, 'apps/web/scripts/home-size.mjs')], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^home route: JS [\d.]+ kB gzip/m);
});
