import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * `npm run visual:review` as a designer uses it, on two real stories of the built Storybook (storybook-static; built
 * here only when missing) against a scratch baselines folder in which both stories' baselines were deliberately
 * changed: the report shows each story's baseline, new shot and difference, its filters and accept list work in
 * Chromium, and `--accept` of one story rewrites exactly that one baseline.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FILTER = 'site-shell--manual-';
const STORIES = ['site-shell--manual-video', 'site-shell--manual-without-video'];
const [ACCEPTED, KEPT] = STORIES as [string, string];

let scratch: string;
const baseline = (id: string) => path.join(scratch, 'baselines', `${id}.png`);
const review = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/visual-review.mjs', '--visual-dir', scratch, ...args], { cwd: root, encoding: 'utf8' });

/** A baseline with a magenta square painted on it: what the story looked like before a deliberate change. */
function tamper(file: string): void {
  const png = PNG.sync.read(readFileSync(file));
  for (let y = 200; y < 260; y += 1) {
    for (let x = 40; x < 140; x += 1) png.data.set([255, 0, 255, 255], (y * png.width + x) * 4);
  }
  writeFileSync(file, PNG.sync.write(png));
}

beforeAll(() => {
  if (!existsSync(path.join(root, 'storybook-static', 'index.json'))) {
    const build = spawnSync('npm', ['run', 'build-storybook'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`storybook build failed:\n${build.stderr}`);
  }
  scratch = mkdtempSync(path.join(os.tmpdir(), 'bandwise-visual-review-'));
  mkdirSync(path.join(scratch, 'baselines'));
  for (const id of STORIES) {
    copyFileSync(path.join(root, 'visual', 'baselines', `${id}.png`), baseline(id));
    tamper(baseline(id));
  }
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('npm run visual:review', () => {
  let html = '';

  it('writes one report page with the baseline, the new shot and the difference of every changed story', () => {
    const run = review('--no-build', '--filter', FILTER);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/0 passed, 2 failed/);
    const report = path.join(scratch, 'report', 'index.html');
    expect(run.stdout).toContain('report/index.html');
    html = readFileSync(report, 'utf8');
    for (const id of STORIES) {
      for (const [folder, label] of [['baselines', 'Baseline'], ['actual', 'New'], ['diff', 'Difference']] as const) {
        const image = `images/${id}.${folder}.png`;
        expect(html).toContain(`<img src="${image}" alt="${label} of ${id}"`);
        expect(existsSync(path.join(scratch, 'report', image))).toBe(true);
      }
      // The report's copy of the baseline is the tampered one, its new shot is not.
      expect(readFileSync(path.join(scratch, 'report', `images/${id}.baselines.png`))).toEqual(readFileSync(baseline(id)));
    }
    const diff = PNG.sync.read(readFileSync(path.join(scratch, 'report', `images/${ACCEPTED}.diff.png`)));
    const red = (x: number, y: number) => diff.data[(y * diff.width + x) * 4] === 255 && diff.data[(y * diff.width + x) * 4 + 1] === 0;
    expect(red(60, 220)).toBe(true);
  });

  it('filters the stories and builds the accept command from the ticked ones, in Chromium', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const page = await browser.newPage();
      await page.goto(`file://${path.join(scratch, 'report', 'index.html')}`);
      await expect.poll(() => page.getByRole('status').innerText()).toBe('2 of 2 shown');
      await page.getByRole('searchbox', { name: 'Search stories' }).fill('without');
      expect(await page.getByRole('status').innerText()).toBe('1 of 2 shown');
      await page.getByRole('searchbox', { name: 'Search stories' }).fill('');
      await page.locator(`.story[data-id="${ACCEPTED}"]`).getByRole('checkbox', { name: 'Accept' }).check();
      expect(await page.getByRole('region', { name: 'Accept' }).locator('code').innerText()).toBe(`npm run visual:review -- --accept ${ACCEPTED}`);
      await page.getByRole('checkbox', { name: 'Only ticked' }).check();
      expect(await page.getByRole('status').innerText()).toBe('1 of 2 shown');
      for (const id of STORIES) {
        const images = page.locator(`.story[data-id="${id}"] img`);
        expect(await images.count()).toBe(3);
      }
    } finally {
      await browser.close();
    }
  });

  it('--accept rewrites exactly the accepted baseline, with the new shot', () => {
    const before = Object.fromEntries(STORIES.map((id) => [id, readFileSync(baseline(id))]));
    const newShot = readFileSync(path.join(scratch, 'actual', `${ACCEPTED}.png`));
    const run = review('--accept', ACCEPTED);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('1 baseline(s) updated');
    expect(readFileSync(baseline(ACCEPTED))).toEqual(newShot);
    expect(readFileSync(baseline(ACCEPTED))).not.toEqual(before[ACCEPTED]);
    expect(readFileSync(baseline(KEPT))).toEqual(before[KEPT]);
    expect(review('--accept', 'no-such-story').status).toBe(1);
    expect(review('--accept', '../../etc/passwd').status).toBe(1);
  });
});
