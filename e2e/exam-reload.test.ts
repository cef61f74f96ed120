import type { Dialog, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from './browser';
import { apiAs, confirmHeader, launchWithMicrophone, loginAs, recordAnswer, resumeRunner, startRunner } from './exam-support';

/**
 * Never lose an answer (PRODUCT.md section 7): a learner reloads the page in the middle of each IELTS section and
 * finds every answer, flag, highlight, note, sent recording and essay where it was. Reloading asks first.
 */
const PHONE = '+998907770102';

const browser = browserForFile(launchWithMicrophone);
let page: Page;
let token: string;
let examId: number;
const dialogs: string[] = [];

beforeAll(async () => {
  ({ page, token } = await loginAs(browser(), PHONE));
  page.on('dialog', (dialog: Dialog) => dialogs.push(dialog.type()));
});

const box = (name: string) => page.locator('[role="tabpanel"]:visible').getByRole('textbox', { name, exact: true });

async function reload(heading: string) {
  dialogs.length = 0;
  await page.reload();
  await resumeRunner(page);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('a reload in the middle of each section restores every answer', () => {
  it('opens book 2', async () => {
    const created = await apiAs<{ examId: number }>(token, 'POST', '/ielts/exam/create?bookId=2');
    examId = created.examId;
    await page.goto(`/book2/${examId}`);
    await startRunner(page, 'input[aria-label="Question 1"]');
  });

  it('listening: typed answers and a flag survive a reload, which asked first', async () => {
    await box('Question 1').fill('Hamilton');
    await box('Question 2').fill('30');
    await page.getByRole('toolbar', { name: 'Listening questions' }).getByRole('button', { name: /^Question 4,/ }).click();
    await page.getByRole('button', { name: 'Flag question 4' }).click();
    await reload('Listening exam');
    // The page was closed with the exam running: the browser asked first.
    expect(dialogs).toContain('beforeunload');
    expect(await box('Question 1').inputValue()).toBe('Hamilton');
    expect(await box('Question 2').inputValue()).toBe('30');
    await page.getByRole('button', { name: /^Question 4, unanswered, flagged for review$/ }).waitFor();
    await confirmHeader(page, 'Next exam');
    await page.getByRole('heading', { level: 1, name: 'Reading exam' }).waitFor();
    const listening = await apiAs<{ answers: Array<{ userAnswer: string }> }>(token, 'GET', `/ielts/exam/result/get-results-inline/LISTENING/${examId}`);
    expect(listening.answers[0]!.userAnswer).toBe('Hamilton');
    expect(listening.answers[1]!.userAnswer).toBe('30');
  });

  it('reading: answers, a highlight and its note survive a reload', async () => {
    const slot = page.locator('[role="tabpanel"]:visible [data-question]').first();
    const number = await slot.getAttribute('data-question');
    const field = slot.getByRole('textbox').or(slot.getByRole('combobox')).first();
    const isSelect = (await slot.getByRole('combobox').count()) > 0;
    if (isSelect) await field.selectOption({ index: 1 });
    else await field.fill('city');
    const chosen = isSelect ? await field.inputValue() : 'city';
    await page.evaluate(() => {
      const text = document.querySelector('[role="tabpanel"]:not([hidden]) [data-paragraph-text="0"]')!.firstChild!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 12);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByRole('textbox', { name: /^Note on/ }).fill('main idea');
    await reload('Reading exam');
    expect(await page.locator(`[role="tabpanel"]:visible [data-question="${number}"]`).getByRole(isSelect ? 'combobox' : 'textbox').first().inputValue()).toBe(chosen);
    await page.locator('mark[data-highlight="1-0-0"]').waitFor();
    expect(await page.getByRole('textbox', { name: /^Note on/ }).inputValue()).toBe('main idea');
    await confirmHeader(page, 'Next exam');
    await page.getByRole('heading', { level: 1, name: 'Speaking exam' }).waitFor();
  });

  it('speaking: a sent recording stays sent, the notes stay, the part stays locked', async () => {
    await recordAnswer(page, /^Answer to question 1$/);
    await reload('Speaking exam');
    await page.getByText('Audio submitted successfully!').waitFor();
    expect(await page.getByRole('group', { name: /^Answer to question 1$/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Go to Part 2' }).click();
    await page.getByRole('textbox', { name: 'Notes' }).fill('the library; the quiet room');
    await reload('Speaking exam');
    await page.getByRole('group', { name: 'Cue card' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe('the library; the quiet room');
    expect(await page.getByRole('tab', { name: /Part 1/ }).isDisabled()).toBe(true);
    await page.getByRole('banner').getByRole('button', { name: 'Next exam' }).click();
    await page.getByRole('heading', { level: 1, name: 'Writing exam' }).waitFor();
  }, 120_000);

  it('writing: both essays survive a reload and are submitted', async () => {
    await page.getByRole('textbox', { name: 'Task 1' }).fill('The plans show the library before and after.');
    await page.getByRole('tab', { name: 'Task 2' }).click();
    await page.getByRole('textbox', { name: 'Task 2' }).fill('Cities offer work, so people move there.');
    await reload('Writing exam');
    expect(await page.getByRole('textbox', { name: 'Task 1' }).inputValue()).toBe('The plans show the library before and after.');
    await page.getByRole('tab', { name: 'Task 2' }).click();
    expect(await page.getByRole('textbox', { name: 'Task 2' }).inputValue()).toBe('Cities offer work, so people move there.');
    await confirmHeader(page, 'Finish exam');
    await page.waitForURL('**/myResult', { timeout: 10_000 });
    const writing = await apiAs<{ answers: Array<{ userAnswer: string }> }>(token, 'GET', `/ielts/exam/result/get-results-outline-writing/${examId}`);
    expect(writing.answers.map((answer) => answer.userAnswer)).toEqual([
      'The plans show the library before and after.',
      'Cities offer work, so people move there.',
    ]);
  });
});
