import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** `npm run chromatic`: the pinned CLI runs on this Node, and without a token nothing is published and the way to one is said. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('npm run chromatic', () => {
  it('has a chromatic CLI that runs on this Node', () => {
    const version = spawnSync('npx', ['--no-install', 'chromatic', '--version'], { cwd: root, encoding: 'utf8' });
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toMatch(/^16\.\d+\.\d+$/);
    expect(process.versions.node).toMatch(/^20\./);
  });

  it('without CHROMATIC_PROJECT_TOKEN publishes nothing, exits 1 and says how to get a token', () => {
    const env = { ...process.env };
    delete env.CHROMATIC_PROJECT_TOKEN;
    const run = spawnSync(process.execPath, ['scripts/chromatic.mjs'], { cwd: root, encoding: 'utf8', env });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CHROMATIC_PROJECT_TOKEN is not set');
    expect(run.stderr).toContain('https://www.chromatic.com/start');
    expect(run.stderr).toContain('Manage → Configure');
    expect(run.stderr).toContain('CHROMATIC_PROJECT_TOKEN=<the token> npm run chromatic');
  });
});
