import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { keysForBook } from '@bandwise/content/keys';
import { apiAs, loginAs, typed } from './exam-support';
import { browserForFile } from './browser';

/**
 * Progress you can see (issue 17): a learner with two scored IELTS attempts finds both on My Result's band history,
 * one point per attempt in each scored section, reachable by keyboard, and axe finds nothing wrong with it. The
 * attempts are made through the API (listening and reading are scored at submit), the page is the built site.
 */
const PHONE = '+998907770131';
const keys = keysForBook(1)!;
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

const browser = browserForFile();
let page: Page;
let token: string;
const attempts: Array<{ examId: number; listening: number; reading: number }> = [];

/** The first `correct` slots answered from the key, the rest left empty. */
const sheet = (key: Record<string, readonly string[]>, correct: number) =>
  Array.from({ length: 40 }, (_, index) => (index < correct ? typed(key[String(index + 1)]) : ''));

async function scoredAttempt(correct: number) {
  const { examId } = await apiAs<{ examId: number }>(token, 'POST', '/ielts/exam/create?bookId=1');
  const band = async (sectionType: 'LISTENING' | 'READING', key: Record<string, readonly string[]>) =>
    (await apiAs<{ band: number }>(token, 'POST', '/ielts/exam/attempt/create/inline', { examId, sectionType, userAnswer: sheet(key, correct) })).band;
  const listening = await band('LISTENING', keys.listening);
  const reading = await band('READING', keys.reading);
  attempts.push({ examId, listening, reading });
}

beforeAll(async () => {
  ({ page, token } = await loginAs(browser(), PHONE));
});

const band = (value: number) => value.toFixed(1);

describe('My Result after two attempts', () => {
  it('shows both attempts on the listening and reading histories', async () => {
    await scoredAttempt(14);
    await scoredAttempt(36);
    expect(attempts[1]!.listening).toBeGreaterThan(attempts[0]!.listening);

    await page.goto('/myResult');
    const history = page.getByRole('region', { name: 'Band history' });
    for (const [section, scores] of [
      ['Listening', attempts.map((attempt) => attempt.listening)],
      ['Reading', attempts.map((attempt) => attempt.reading)],
    ] as const) {
      const points = history.getByRole('group', { name: section }).getByRole('button');
      await points.nth(1).waitFor();
      expect(await points.count(), section).toBe(2);
      // Oldest first: the first attempt's band, then the second's, in the points' names and in the hidden table.
      const names = await points.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
      expect(names[0], section).toMatch(new RegExp(`: ${band(scores[0]!)}, open the result$`));
      expect(names[1], section).toMatch(new RegExp(`: ${band(scores[1]!)}, open the result$`));
      const rows = await history.getByRole('table', { name: section }).getByRole('row').allTextContents();
      expect(rows.slice(1).map((row) => row.slice(-3))).toEqual(scores.map(band));
    }
    // Writing and speaking were never submitted: their histories say so instead of drawing.
    expect(await history.getByRole('figure', { name: 'Writing' }).textContent()).toContain('No scores yet');
  });

  it('has no axe violations in the history', async () => {
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe;
      const result = await axe.run({ include: [['section[aria-labelledby="band-history"]']] });
      return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
    });
    expect(violations).toEqual([]);
  });

  it('reaches the points by keyboard and opens the first attempt from its point', async () => {
    const listening = page.getByRole('region', { name: 'Band history' }).getByRole('group', { name: 'Listening' });
    // Tab from the top of the page: each chart is one tab stop, at its latest point.
    await page.locator('body').focus();
    let reached = false;
    for (let press = 0; press < 40 && !reached; press += 1) {
      await page.keyboard.press('Tab');
      reached = await listening.evaluate((group) => group.contains(document.activeElement));
    }
    expect(reached).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      new RegExp(`: ${band(attempts[1]!.listening)}, open the result$`),
    );
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      new RegExp(`: ${band(attempts[0]!.listening)}, open the result$`),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/listening/${attempts[0]!.examId}`);
    await page.getByRole('table', { name: /Listening result/ }).waitFor();
  });
});

describe('the band history on a 390 px phone', () => {
  it('names attempts under each axis without two dates running into each other', async () => {
    // Three attempts of one day (the daily limit): each date carries its time, the longest labels there are.
    await scoredAttempt(28);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/myResult');
    const history = page.getByRole('region', { name: 'Band history' });
    await history.getByRole('group', { name: 'Listening' }).getByRole('button').nth(2).waitFor();
    for (const section of ['Listening', 'Reading']) {
      const boxes = await history
        .getByRole('figure', { name: section })
        .locator('svg text[text-anchor]')
        .evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect()).map((box) => ({ left: box.left, right: box.right })));
      expect(boxes.length, section).toBeGreaterThanOrEqual(1);
      const sorted = [...boxes].sort((a, b) => a.left - b.left);
      for (let index = 1; index < sorted.length; index++) {
        expect(sorted[index]!.left, `${section}: label ${index} starts after label ${index - 1} ends`).toBeGreaterThan(sorted[index - 1]!.right);
      }
      const figure = (await history.getByRole('figure', { name: section }).boundingBox())!;
      // Within the chart's own column (two abreast): the outer labels do not spill into the next chart.
      expect(sorted[0]!.left, section).toBeGreaterThanOrEqual(figure.x - 1);
      expect(sorted.at(-1)!.right, section).toBeLessThanOrEqual(figure.x + figure.width + 1);
    }
  });
});
