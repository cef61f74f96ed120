import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from './browser';
import { apiAs, DEMO_PHONE, launchWithMicrophone, loginAs, recordAnswer, startRunner } from './exam-support';

/**
 * A learner with balance (the server's demo learner starts with 200,000 uzs) buys a multi-level exam, takes all four
 * sections against the real server, reloading in the middle of each one, and reviews the CEFR result pages.
 */

const browser = browserForFile(launchWithMicrophone);
let page: Page;
let token: string;
let examId: number;

beforeAll(async () => {
  ({ page, token } = await loginAs(browser(), DEMO_PHONE));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.info(`[page ${message.type()}] ${message.text()}`);
  });
});

const panel = () => page.locator('[role="tabpanel"]:visible');

/** A reload in the middle of a section: the runner asks to start again and every answer is back. */
async function reloadAndStart(firstHeading: RegExp) {
  await page.reload();
  await page.getByRole('dialog', { name: 'Ready to submit tests?' }).getByRole('button', { name: 'Start' }).click();
  await page.getByRole('heading', { level: 1, name: firstHeading }).waitFor();
}

async function nextSection(button: 'Next Exam' | 'Finish exam', question: string) {
  await page.getByRole('banner').getByRole('button', { name: button }).click();
  await page.getByRole('alertdialog', { name: question }).getByRole('button', { name: 'Yes' }).click();
}

describe('a learner buys, takes and reviews a multi-level exam', () => {
  it('buys Multi Level Mock 1 checked by AI', async () => {
    const before = await apiAs<{ data: { balance: number } }>(token, 'GET', '/user/profile');
    expect(before.data.balance).toBeGreaterThanOrEqual(25_000);
    await page.goto('/multi-level');
    await page.getByRole('button', { name: /Multi Level Mock 1/ }).click();
    await page.getByRole('dialog', { name: /What will you choose/ }).getByRole('button', { name: /^AI/ }).click();
    await page.waitForURL(/\/multi-level\/exam\/\d+$/);
    examId = Number(new URL(page.url()).pathname.split('/').pop());
    const after = await apiAs<{ data: { balance: number } }>(token, 'GET', '/user/profile');
    expect(after.data.balance).toBeLessThan(before.data.balance);
  });

  it("starts: 'Successful!', listening with six parts and its countdown", async () => {
    const ms = await startRunner(page, '[role="radiogroup"]');
    console.info(`[exam e2e] multi-level runner: ${ms} ms from Start to the first question`);
    await page.getByText('Successful!').first().waitFor();
    await page.getByRole('heading', { level: 1, name: /^Listening/ }).waitFor();
    expect(await page.getByRole('tablist', { name: 'Listening parts' }).getByRole('tab').count()).toBe(6);
    expect(await page.getByRole('timer', { name: 'Listening time left' }).textContent()).toMatch(/^(45:00|44:\d\d)$/);
  });

  it('answers listening; a reload restores every answer; Next Exam checks it', async () => {
    await panel().getByRole('radio', { name: 'B 7:15' }).click();
    await panel().getByRole('radio', { name: 'B a watch' }).click();
    await page.getByRole('tab', { name: 'Part 2' }).click();
    await panel().getByRole('textbox', { name: 'Question 9' }).fill('40');
    await reloadAndStart(/^Listening/);
    expect(await panel().getByRole('radio', { name: 'B 7:15' }).getAttribute('aria-checked')).toBe('true');
    expect(await panel().getByRole('radio', { name: 'B a watch' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('tab', { name: 'Part 2' }).click();
    expect(await panel().getByRole('textbox', { name: 'Question 9' }).inputValue()).toBe('40');
    await nextSection('Next Exam', 'You definitely want to move to the next section?');
    await page.getByRole('heading', { level: 1, name: /^Reading/ }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('mlSection'))).toBe('reading');
  });

  it('answers reading; a reload restores it; Next Exam', async () => {
    await panel().getByRole('textbox', { name: 'Question 1' }).fill('as');
    await panel().getByRole('textbox', { name: 'Question 2' }).fill('whom');
    await reloadAndStart(/^Reading/);
    expect(await panel().getByRole('textbox', { name: 'Question 1' }).inputValue()).toBe('as');
    expect(await panel().getByRole('textbox', { name: 'Question 2' }).inputValue()).toBe('whom');
    await nextSection('Next Exam', 'You definitely want to move to the next section?');
    await page.getByRole('heading', { level: 1, name: /^Writing/ }).waitFor();
  });

  it('writes all three essays; a reload restores them; Next Exam', async () => {
    const essays = panel().getByRole('textbox');
    await essays.nth(0).fill('Dear Sam, the club is closing early on Fridays now. Let us ask the manager to keep one late evening for members who work.');
    await essays.nth(1).fill('Dear Manager, many members can only come after work, so the early closing affects us badly. Please keep Friday evenings open.');
    await page.getByRole('tab', { name: 'Part 2' }).click();
    await panel().getByRole('textbox').first().fill('I think a year of work or volunteering helps young people choose the right course and grow up.');
    await reloadAndStart(/^Writing/);
    expect(await panel().getByRole('textbox').nth(1).inputValue()).toMatch(/^Dear Manager/);
    await page.getByRole('tab', { name: 'Part 2' }).click();
    expect(await panel().getByRole('textbox').first().inputValue()).toMatch(/^I think a year/);
    await nextSection('Next Exam', 'You definitely want to move to the next section?');
    await page.getByRole('heading', { level: 1, name: /^Speaking/ }).waitFor();
  });

  it('records every speaking answer; a reload keeps the sent ones; Finish exam ends at My Result', async () => {
    const tabs = ['Part 1', 'Part 2', 'Part 3'];
    let reloaded = false;
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      for (;;) {
        const recorder = panel().getByRole('group', { name: /^Answer to: / }).first();
        if ((await recorder.count()) === 0) break;
        const name = (await recorder.getAttribute('aria-label'))!;
        await recordAnswer(page, name, 1200);
        if (!reloaded) {
          reloaded = true;
          await reloadAndStart(/^Speaking/);
          await page.getByRole('tab', { name: tab, exact: true }).click();
          // Sent before the reload: it stays sent.
          expect(await panel().getByRole('group', { name }).count()).toBe(0);
          await panel().getByText('Audio submitted successfully!').first().waitFor();
        }
      }
    }
    // Only the open tab is mounted: its one question is sent; the review below counts all eight.
    expect(await panel().getByText('Audio submitted successfully!').count()).toBe(1);
    await nextSection('Finish exam', 'Are you sure you want to finish the exam?');
    await page.waitForURL('**/myResult', { timeout: 20_000 });
  }, 300_000);

  it('reviews the four CEFR result pages from My Result', async () => {
    await page.getByRole('group', { name: 'Results of' }).getByRole('button', { name: 'CEFR' }).click();
    const card = page.getByRole('list', { name: 'CEFR results' }).locator(':scope > li').first();
    await card.getByText('Multi Level Mock 1').waitFor();

    await card.getByRole('link', { name: /^Listening/ }).click();
    await page.waitForURL(new RegExp(`/cefr/listening/${examId}/\\d+$`));
    const listening = page.getByRole('table', { name: /Listening result/ });
    await listening.waitFor();
    await listening.getByText('7:15').first().waitFor();
    await page.goBack();

    await page.getByRole('group', { name: 'Results of' }).getByRole('button', { name: 'CEFR' }).click();
    await card.getByRole('link', { name: /^Reading/ }).click();
    await page.getByRole('table', { name: /Reading result/ }).getByText('whom').first().waitFor();
    await page.goBack();

    await page.getByRole('group', { name: 'Results of' }).getByRole('button', { name: 'CEFR' }).click();
    await card.getByRole('link', { name: /^Writing/ }).click();
    await page.getByRole('list', { name: 'Your answers' }).getByText(/^Dear Sam/).waitFor();
    await page.goBack();

    await page.getByRole('group', { name: 'Results of' }).getByRole('button', { name: 'CEFR' }).click();
    await card.getByRole('link', { name: /^Speaking/ }).click();
    const speaking = page.getByRole('list', { name: 'Your answers' });
    await speaking.waitFor();
    expect(await speaking.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
    await speaking.getByLabel('Your recording: question 1').waitFor({ state: 'attached' });
  });
});
