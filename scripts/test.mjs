#!/usr/bin/env node
/**
 * The one test command (`npm test`): every layer in order, each failure reported, one summary line at the end.
 * Steps: type check, content lint, vitest (unit, story tests with axe in Chromium, API on PGlite and PostgreSQL),
 * end-to-end journeys, every story's screenshot against its baseline, the visual review tool, the built kit in a scratch
 * consumer.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const reports = { main: 'test-results/vitest.json', e2e: 'test-results/e2e.json', tools: 'test-results/tools.json' };
const countsFrom = (report) => () => {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  return { passed: json.numPassedTests, failed: json.numFailedTests + json.numFailedTestSuites };
};
const vitest = (projects, report) => ({
  cmd: 'npx',
  args: ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  report,
  counts: countsFrom(report),
});

const steps = [
  { name: 'types', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'content lint', cmd: 'npm', args: ['run', '--silent', 'lint', '-w', '@bandwise/content'] },
  // Unit tests, every story's play function with axe in Chromium, the API on PGlite and on PostgreSQL.
  { name: 'vitest', ...vitest(['unit', 'stories', 'api-pglite', 'api-pg'], reports.main) },
  // Journeys in Chromium against the built site and the real server (its own run: one server, files in sequence).
  { name: 'e2e', ...vitest(['e2e'], reports.e2e) },
  // Every story's screenshot against visual/baselines, pixel for pixel (builds Storybook itself).
  { name: 'visual', cmd: 'node', args: ['scripts/visual.mjs'], countsFromOutput: true },
  // The designers' review on two real stories of the Storybook just built, in a scratch baselines folder.
  { name: 'visual review', ...vitest(['tools'], reports.tools) },
  // The published shape of the kit: build, pack, install into a scratch consumer, render from dist.
  { name: 'kit consumer', cmd: 'node', args: ['scripts/consumer.mjs'], countsFromOutput: true },
];

let passed = 0;
let failed = 0;
const failures = [];
for (const report of Object.values(reports)) rmSync(report, { force: true });

for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.cmd, step.args, {
    stdio: step.countsFromOutput ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  let counts;
  if (step.countsFromOutput) {
    const out = result.stdout?.toString() ?? '';
    process.stdout.write(out);
    const match = [...out.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
    if (match) counts = { passed: Number(match[1]), failed: Number(match[2]) };
  } else if (step.counts && existsSync(step.report)) {
    counts = step.counts();
  }
  const ok = result.status === 0;
  passed += counts?.passed ?? (ok ? 1 : 0);
  failed += counts?.failed ?? (ok ? 0 : 1);
  if (!ok) failures.push(step.name);
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
