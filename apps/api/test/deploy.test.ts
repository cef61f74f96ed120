import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';

/**
 * The deployment artefacts an operator uses (docs/DEPLOY.md) are checked here, since no Docker engine runs on this
 * machine: the Dockerfile by the Docker language server's linter (dockerfile-utils: unknown instructions and flags,
 * bad ports, deprecated forms), and the systemd units by systemd's own `systemd-analyze verify` where systemd is
 * installed. The nginx config runs for real in e2e/processes.test.ts.
 */
const repo = path.resolve(import.meta.dirname, '../../..');

describe('deployment artefacts', () => {
  it('the Dockerfile lints clean and starts the server this repository has', async () => {
    const dockerfile = await readFile(path.join(repo, 'Dockerfile'), 'utf8');
    expect(validate(dockerfile).map((d) => `line ${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
    const start = /^CMD \[(.*)\]$/m.exec(dockerfile)?.[1];
    expect(start).toContain('apps/api/src/main.ts');
    expect(existsSync(path.join(repo, 'apps/api/src/main.ts'))).toBe(true);
    // The image installs the Debian packages the grader needs, as .ci/run does.
    for (const pkg of ['ffmpeg', 'pocketsphinx', 'pocketsphinx-en-us']) expect(dockerfile).toMatch(new RegExp(`install[^\\n]*\\s${pkg}(\\s|$)`));
    // The linter does find faults: an unknown flag is one.
    expect(validate('FROM node:20\nHEALTHCHECK --bogus=1 CMD true\n').length).toBeGreaterThan(0);
  });

  it.skipIf(!existsSync('/usr/bin/systemd-analyze'))('the systemd units verify', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-units-'));
    try {
      const units = path.join(repo, 'deploy/systemd');
      // Templates verify as instances.
      await copyFile(path.join(units, 'bandwise-api@.service'), path.join(dir, 'bandwise-api@3001.service'));
      await copyFile(path.join(units, 'bandwise-worker@.service'), path.join(dir, 'bandwise-worker@3101.service'));
      for (const unit of ['bandwise-api@.service', 'bandwise-worker@.service', 'bandwise-bot.service', 'bandwise.target']) {
        await copyFile(path.join(units, unit), path.join(dir, unit));
      }
      const output = execFileSync(
        'systemd-analyze',
        ['verify', '--man=no', 'bandwise-api@3001.service', 'bandwise-worker@3101.service', 'bandwise-bot.service', 'bandwise.target'],
        { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(output.trim()).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
