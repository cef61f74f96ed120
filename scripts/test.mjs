#!/usr/bin/env node
/**
 * The one test command (`npm test`): every layer, in the two lanes below, each failure reported, one summary
 * line at the end.
 * Steps: type check, content lint, the story tests with axe in Chromium, the unit and API tests (PGlite and PostgreSQL),
 * end-to-end journeys, every story's screenshot against its baseline and every story in each language, the visual
 * review tool, the built kit in a scratch consumer.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const reports = {
  stories: 'test-results/stories.json',
  unit: 'test-results/unit.json',
  api: 'test-results/api.json',
  e2e: 'test-results/e2e.json',
  tools: 'test-results/tools.json',
};
/**
 * What a vitest JSON report says: the tests passed, and every failed test as 'file > test: first line of the error'
 * (a file that failed to load too). The failures are counted from that list: the report's numFailedTestSuites counts
 * each describe block around a failed test as one more failure.
 */
function readReport(report) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const firstLine = (messages) => String(messages?.[0] ?? '').split('\n')[0].slice(0, 200);
  const failedTests = json.testResults.flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${where}: ${firstLine([file.message])}`];
    return tests.map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages)}`);
  });
  return { passed: json.numPassedTests, failed: failedTests.length, failedTests };
}
const vitest = (projects, report, extra = []) => ({
  cmd: 'npx',
  args: ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  report,
});

const steps = {
  types: { name: 'types', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  lint: { name: 'content lint', cmd: 'npm', args: ['run', '--silent', 'lint', '-w', '@bandwise/content'] },
  // Every story's play function with axe in Chromium, one story file at a time (the vitest default on two cores).
  stories: { name: 'story tests', ...vitest(['stories'], reports.stories) },
  // Unit tests of the packages' and apps' own modules (the speaking sanity suite through the real recogniser).
  unit: { name: 'unit tests', ...vitest(['unit'], reports.unit) },
  // The API on PGlite and on PostgreSQL. Three files at a time: an API file spends most of its time waiting on its own
  // server (a grader, a killed worker, a restart), and each has its own database and free port.
  api: { name: 'API tests', ...vitest(['api-pglite', 'api-pg'], reports.api, ['--maxWorkers=3']) },
  // Journeys in Chromium against the built site and the real server (its own run: one server, files in sequence).
  e2e: { name: 'e2e', ...vitest(['e2e'], reports.e2e) },
  // Every story's screenshot against visual/baselines, pixel for pixel, and every story re-rendered in uz and ru
  // (builds Storybook itself).
  visual: { name: 'visual', cmd: 'node', args: ['scripts/visual.mjs'], countsFromOutput: true },
  // The designers' review on two real stories of the Storybook just built, in a scratch baselines folder.
  review: { name: 'visual review', ...vitest(['tools'], reports.tools) },
  // The published shape of the kit: build, pack, install into a scratch consumer, render from dist.
  consumer: { name: 'kit consumer', cmd: 'node', args: ['scripts/consumer.mjs'], countsFromOutput: true },
};

/**
 * Two lanes side by side, each lane's steps in order. The machine has two cores and every step keeps one busy, so the
 * lanes hold about the same work (docs/PERFORMANCE.md has the times): one the type check and the browser work on
 * Storybook (story tests, then the screenshots, then the review that reads their build) and the kit's build; the
 * other the API suites, the unit tests, then the e2e journeys (idle two fifths of their time: audio that plays in real
 * time, a grader, a server restart). CI's budget is 30 minutes.
 */
const lanes = [
  [steps.types, steps.stories, steps.visual, steps.review, steps.consumer],
  [steps.lint, steps.api, steps.unit, steps.e2e],
];

let passed = 0;
let failed = 0;
const failures = [];
// Every failed test by name, printed again at the very end: a CI log that keeps only its tail still says what failed.
const failedTests = [];
for (const report of Object.values(reports)) rmSync(report, { force: true });

/** Runs one step; its output is printed in one piece when it ends, so the two lanes' logs do not interleave. */
function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, step.args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const out = Buffer.concat(chunks).toString();
      process.stdout.write(`\n=== ${step.name} ===\n${out}`);
      let counts;
      if (step.countsFromOutput) {
        const match = [...out.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
        if (match) counts = { passed: Number(match[1]), failed: Number(match[2]) };
        if (code !== 0) failedTests.push(...[...out.matchAll(/^\s*FAIL\s+(.+)$/gm)].map((m) => `${step.name}: ${m[1].slice(0, 240)}`));
      } else if (step.report && existsSync(step.report)) {
        const report = readReport(step.report);
        counts = report;
        failedTests.push(...report.failedTests);
      }
      const ok = code === 0;
      passed += counts?.passed ?? (ok ? 1 : 0);
      failed += counts?.failed ?? (ok ? 0 : 1);
      if (!ok) failures.push(step.name);
      console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
      resolve();
    });
  });
}

await Promise.all(
  lanes.map(async (lane) => {
    for (const step of lane) await run(step);
  }),
);

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
