import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from './browser';
import { launchWithMicrophone, loginAs, startRunner } from './exam-support';

/**
 * The catalogue a learner sees with the shipped content (issue 21): six IELTS cards, 1-4 open books 1-4 (4 is General
 * Training) and 5-6 are still coming; four multi-level exams on sale. A learner of their own, so the three-a-day IELTS
 * limit is not shared with the other journeys.
 */
const PHONE = '+998907770021';

const browser = browserForFile(launchWithMicrophone);
let page: Page;

beforeAll(async () => {
  ({ page } = await loginAs(browser(), PHONE));
});

describe('the shipped catalogue', () => {
  it('shows six IELTS cards: tests 1-4 available, 5 and 6 coming soon', async () => {
    await page.goto('/test');
    const cards = page.getByRole('button', { name: /^Test \d Cambridge/ });
    // The cards show while the books load, disabled and each 'Coming soon' until then: read them once they are enabled.
    await cards.and(page.locator(':enabled')).first().waitFor();
    expect(await cards.count()).toBe(6);
    for (const n of [1, 2, 3, 4]) {
      await expect(page.getByRole('button', { name: new RegExp(`^Test ${n} .*Available`) }).count()).resolves.toBe(1);
    }
    for (const n of [5, 6]) {
      await expect(page.getByRole('button', { name: new RegExp(`^Test ${n} .*Coming soon`) }).count()).resolves.toBe(1);
    }
  });

  it('card 4 starts the General Training book: its first listening table is on screen', async () => {
    await page.getByRole('button', { name: /^Test 4 / }).click();
    await page.getByRole('dialog', { name: 'Ready to submit tests?' }).getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/book2\/\d+$/);
    await startRunner(page, 'input[aria-label="Question 1"]');
    await page.getByText('Harwood Leisure Centre: children’s summer clubs').waitFor();
  });

  it('offers four multi-level exams', async () => {
    await page.goto('/multi-level');
    for (const n of [1, 2, 3, 4]) await page.getByRole('button', { name: new RegExp(`Multi Level Mock ${n}`) }).waitFor();
    expect(await page.getByRole('button', { name: /Multi Level Mock \d/ }).count()).toBe(4);
  });
});
