import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ieltsBooks } from '@bandwise/content';
import { keysForBook } from '@bandwise/content/keys';
import { uz as kitUz } from '../packages/kit/src/locale/uz';
import { fillLabel } from '../packages/kit/src/locale/KitLocale';
import { browserForFile } from './browser';
import { answerVisibleSlots, apiAs, launchWithMicrophone, loginAs } from './exam-support';
import { contentLines, englishOnly, untranslated } from './i18n-support';
import { allTexts } from '../apps/web/src/i18n/allTexts';

const { uz, ru, en } = allTexts;

/**
 * The IELTS runner and its result pages in the learner's language (issue 17), against the built site and the real
 * server: a whole mock taken in Uzbek, every screen checked for missing keys and for English UI text that has a
 * translation (e2e/i18n-support.ts; the exam content is English by design and in no catalogue); and a learner who
 * switches language mid-exam (en -> ru -> uz) from the exam header, keeping every answer, which is then scored.
 */
const keys = keysForBook(1)!;
const english = englishOnly(uz, kitUz);
/** Book 1 as the learner sees it (passages, questions, instructions, prompts): English by design. */
const content = contentLines(ieltsBooks.find((book) => book.id === 1));
/** 'Test 1' from the catalogue text 'Test {{n}}' and friends. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const browser = browserForFile(launchWithMicrophone);

async function learnerIn(locale: 'en' | 'uz' | 'ru', phone: string): Promise<{ page: Page; token: string }> {
  const { context, page, token } = await loginAs(browser(), phone);
  await context.addInitScript((value) => localStorage.setItem('bw.locale', value), locale);
  return { page, token };
}

/** Opens book 1 from the test list with the list's own (translated) start dialog, then the runner's warning. */
async function startBook1(page: Page, texts: { ready: string; start: string; startTitle: string; examStart: string }): Promise<number> {
  await page.goto('/test');
  await page.getByRole('button', { name: /Cambridge \(Test 1\)/ }).first().click();
  await page.getByRole('dialog', { name: texts.ready }).getByRole('button', { name: texts.start }).click();
  await page.waitForURL(/\/book1\/\d+$/);
  const examId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('dialog', { name: texts.startTitle }).getByRole('button', { name: texts.examStart }).click();
  await page.locator('input[aria-label="Question 1"], input[aria-label="1-savol"], input[aria-label="Вопрос 1"]').first().waitFor();
  return examId;
}

/** The screen as it is now: no missing key, no English UI line. */
async function expectTranslated(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  expect(await untranslated(page, english, content), screen).toEqual({ missing: [], english: [] });
}

describe('a learner takes the whole IELTS mock in Uzbek', () => {
  let page: Page;
  let token: string;
  let examId: number;
  const header = () => page.getByRole('banner');
  /** A header button that asks first: the question in Uzbek, then Yes and the Uzbek toast. */
  async function confirmInUzbek(button: string, question: string, screen: string) {
    await header().getByRole('button', { name: button }).click();
    const confirm = page.getByRole('alertdialog', { name: question });
    await confirm.waitFor();
    await expectTranslated(page, screen);
    await confirm.getByRole('button', { name: kitUz.yes }).click();
    await page.getByText(uz.examIelts.successful).first().waitFor();
  }

  beforeAll(async () => {
    ({ page, token } = await learnerIn('uz', `+99890${String(Date.now()).slice(-7)}`));
  });

  it('listening and reading: the runner, its dialogs and the reading tools in Uzbek', async () => {
    examId = await startBook1(page, { ready: uz.tests.ready, start: uz.tests.start, startTitle: uz.exam.startTitle, examStart: uz.exam.start });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uz');
    await page.getByRole('heading', { level: 1, name: uz.examIelts.title.listening }).waitFor();
    expect(await answerVisibleSlots(page, keys.listening)).toBeGreaterThan(0);
    await expectTranslated(page, 'listening');
    await confirmInUzbek(uz.examIelts.next, uz.examIelts.submitQuestion, 'listening: submit confirmation');

    await page.getByRole('heading', { level: 1, name: uz.examIelts.title.reading }).waitFor();
    expect(await answerVisibleSlots(page, keys.reading)).toBeGreaterThan(0);
    // Highlight a passage word: the toolbar, the list of highlights and the note field.
    await page.locator('[data-paragraph-text="0"]').first().selectText();
    await page.getByRole('button', { name: uz.examIelts.highlight }).first().click();
    await page.getByRole('heading', { name: uz.examIelts.highlightsTitle }).waitFor();
    await header().getByRole('button', { name: uz.exam.settings, exact: true }).click();
    await page.getByRole('dialog', { name: uz.exam.examSettings }).getByRole('radio', { name: uz.examShell.textSize.large, exact: true }).waitFor();
    await expectTranslated(page, 'reading with a highlight and the settings open');
    await page.keyboard.press('Escape');
    await header().getByRole('button', { name: uz.examIelts.next }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: kitUz.yes }).click();
    await page.getByRole('heading', { level: 1, name: uz.examIelts.title.speaking }).waitFor();
  });

  it('speaking: a recorded answer, the cue card with notes and preparation, in Uzbek', async () => {
    await expectTranslated(page, 'speaking part 1');
    const recorder = page.getByRole('group', { name: fill(uz.examIelts.answerTo, { n: 1 }) }).first();
    await recorder.getByRole('button', { name: kitUz.recorder.record }).click();
    const stop = recorder.getByRole('button', { name: kitUz.recorder.stop });
    await stop.waitFor({ timeout: 15_000 });
    await expectTranslated(page, 'speaking: recording');
    await page.waitForTimeout(1500);
    await stop.click();
    await page.getByText(uz.examIelts.audioSubmitted).first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: fill(uz.examIelts.goToPart, { n: 2 }) }).click();
    await page.getByRole('textbox', { name: uz.examIelts.notes }).fill('bog, oila');
    await page.getByRole('button', { name: uz.examIelts.speakNow }).waitFor();
    await expectTranslated(page, 'speaking part 2: cue card and preparation');
    await header().getByRole('button', { name: uz.examIelts.next }).click();
    await page.getByRole('heading', { level: 1, name: uz.examIelts.title.writing }).waitFor();
  }, 120_000);

  it('writing: both essays and the finish question in Uzbek, then Successful! and My Result', async () => {
    await page.getByRole('textbox', { name: fillLabel(kitUz.task, { n: 1 }) }).fill('The maps show how the village changed between 1995 and today.');
    await page.getByRole('tab', { name: fill(uz.examIelts.task, { n: 2 }) }).click();
    await page.getByRole('textbox', { name: fillLabel(kitUz.task, { n: 2 }) }).fill('In my opinion the police have gained more from technology than criminals have.');
    await expectTranslated(page, 'writing');
    await confirmInUzbek(uz.examShell.finish, uz.examIelts.finishQuestion, 'writing: finish confirmation');
    await page.waitForURL('**/myResult', { timeout: 10_000 });
  });

  it('every result page in Uzbek, the writing and speaking ones once graded', async () => {
    for (const [path, title] of [
      [`/listening/${examId}`, uz.results.listening],
      [`/reading/${examId}`, uz.results.reading],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('table').waitFor();
      await expectTranslated(page, path);
    }
    await page.goto(`/writing/${examId}`);
    await page.getByRole('heading', { level: 1, name: uz.results.writing }).waitFor();
    await page.locator('[data-state="graded"]', { hasText: kitUz.bandScore }).first().waitFor({ timeout: 60_000 });
    await expectTranslated(page, 'writing result');
    await page.goto(`/speaking/${examId}`);
    await page.getByRole('heading', { level: 1, name: uz.results.speaking }).waitFor();
    await page.getByRole('tab', { name: fillLabel(kitUz.part, { n: 1 }) }).waitFor();
    await page.locator('[data-state="graded"]', { hasText: kitUz.bandScore }).first().waitFor({ timeout: 60_000 });
    await expectTranslated(page, 'speaking result');
    const { results } = await apiAs<{ results: Array<{ examId: number; remainSection: string | null }> }>(token, 'GET', '/user/get-my-results?page=0&size=150');
    expect(results.find((result) => result.examId === examId)?.remainSection).toBeNull();
  }, 150_000);
});

describe('a learner switches language mid-exam from the exam header', () => {
  it('keeps every answer through en -> ru -> uz, without restarting the runner, and they are scored', async () => {
    const { page, token } = await learnerIn('en', `+99891${String(Date.now()).slice(-7)}`);
    const examId = await startBook1(page, { ready: en.tests.ready, start: en.tests.start, startTitle: en.exam.startTitle, examStart: en.exam.start });
    await page.getByRole('heading', { level: 1, name: en.examIelts.title.listening }).waitFor();
    const typed = new Map<number, string>();
    /** Every answer given so far, read back from the screen (all four parts). */
    const onScreen = async (partLabel: (n: number) => string) => {
      const seen = new Map<number, string>();
      for (let part = 1; part <= 4; part += 1) {
        await page.getByRole('tab', { name: partLabel(part), exact: true }).click();
        for (const number of typed.keys()) {
          const input = page.locator(`[data-question="${number}"]:visible input`).first();
          if ((await input.count()) > 0) seen.set(number, await input.inputValue());
        }
      }
      return seen;
    };
    /** Answers the visible text slots of a part with the book's keys and remembers them. */
    const answerPart = async (partLabel: string) => {
      await page.getByRole('tab', { name: partLabel, exact: true }).click();
      const slots = page.locator('[data-question]:visible');
      for (let index = 0; index < (await slots.count()); index += 1) {
        const slot = slots.nth(index);
        const number = Number(await slot.getAttribute('data-question'));
        const value = keys.listening[String(number)]?.[0]?.replace(/[()]/g, '');
        if (!value || (await slot.getByRole('textbox').count()) === 0) continue;
        await slot.getByRole('textbox').first().fill(value);
        typed.set(number, value);
      }
    };
    const switchTo = async (current: string, next: 'ru' | 'uz') => {
      await page.getByRole('banner').getByRole('combobox', { name: current }).selectOption(next);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, next);
    };

    await answerPart('Part 1');
    expect(typed.size).toBeGreaterThan(0);
    // The runner's screen is one DOM node for the whole section: a remount (which would drop unsaved state and ask
    // for Start again) would replace it.
    await page.locator('[data-exam-shell]').evaluate((node) => node.setAttribute('data-e2e-kept', ''));

    await switchTo(en.header.language, 'ru');
    await page.getByRole('heading', { level: 1, name: ru.examIelts.title.listening }).waitFor();
    await answerPart(fill(ru.examShell.part, { n: 2 }));
    await switchTo(ru.header.language, 'uz');
    await page.getByRole('heading', { level: 1, name: uz.examIelts.title.listening }).waitFor();
    expect(await page.locator('[data-exam-shell][data-e2e-kept]').count()).toBe(1);
    expect(await page.getByRole('dialog', { name: uz.exam.startTitle }).count()).toBe(0);
    expect(await onScreen((n) => fill(uz.examShell.part, { n }))).toEqual(typed);

    await page.getByRole('banner').getByRole('button', { name: uz.examIelts.next }).click();
    await page.getByRole('alertdialog', { name: uz.examIelts.submitQuestion }).getByRole('button', { name: kitUz.yes }).click();
    await page.getByRole('heading', { level: 1, name: uz.examIelts.title.reading }).waitFor();
    const { answers } = await apiAs<{ answers: Array<{ userAnswer: string; isTrue: boolean }> }>(
      token,
      'GET',
      `/ielts/exam/result/get-results-inline/LISTENING/${examId}`,
    );
    for (const [number, value] of typed) expect(answers[number - 1], `question ${number}`).toMatchObject({ userAnswer: value, isTrue: true });
  }, 120_000);
});
