import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ru as kitRu } from '../packages/kit/src/locale/ru';
import { uz as kitUz } from '../packages/kit/src/locale/uz';
import { browserForFile } from './browser';
import { DEMO_PHONE, launchWithMicrophone, loginAs } from './exam-support';
import { englishOnly, untranslated } from './i18n-support';
import { allTexts } from '../apps/web/src/i18n/allTexts';

const { ru, uz } = allTexts;

/**
 * The multi-level exam taken in Russian against the built site and the real server (issue 17; the check is e2e/i18n-support.ts): every screen of the
 * runner (start, the four sections, the confirmations, a speaking recording), the four result pages, then My Result in
 * Uzbek. On each, no key is missing from the catalogue and no visible line is English that has a translation. The
 * exam's own content (questions, texts) stays English and is not in the catalogues, so it never counts.
 */

const browser = browserForFile(launchWithMicrophone);

async function expectTranslated(page: Page, english: Set<string>, screen: string) {
  await page.waitForLoadState('networkidle');
  expect(await untranslated(page, english), screen).toEqual({ missing: [], english: [] });
}

async function nextSection(page: Page, button: string, question: string) {
  await page.getByRole('banner').getByRole('button', { name: button }).click();
  const dialog = page.getByRole('alertdialog', { name: question });
  await dialog.waitFor();
  return dialog;
}

describe('a learner who reads Russian takes a multi-level exam; My Result in Uzbek', () => {
  it('every screen of the runner, the result pages and My Result are in the chosen language', async () => {
    const { context, page } = await loginAs(browser(), DEMO_PHONE);
    await context.addInitScript(() => localStorage.setItem('bw.locale', 'ru'));
    const english = englishOnly(ru, kitRu);
    const t = ru.examMultiLevel;

    await page.goto('/multi-level');
    await page.getByRole('button', { name: /Multi Level Mock 1/ }).first().click();
    await page.getByRole('dialog', { name: ru.multiLevel.choose }).getByRole('button', { name: new RegExp(`^${ru.multiLevel.ai}`) }).click();
    await page.waitForURL(/\/multi-level\/exam\/\d+$/);
    const examId = Number(new URL(page.url()).pathname.split('/').pop());

    const start = page.getByRole('dialog', { name: ru.exam.startTitle });
    await start.waitFor();
    await expectTranslated(page, english, 'start');
    await start.getByRole('button', { name: ru.exam.start }).click();

    const sections = ['listening', 'reading', 'writing'] as const;
    for (const section of sections) {
      await page.getByRole('heading', { level: 1, name: new RegExp(`^${ru.sectionNames[section]} · `) }).waitFor();
      await page.getByRole('tablist', { name: t.parts.replace('{{section}}', ru.sectionNames[section]) }).waitFor();
      await page.getByRole('timer', { name: t.timeLeft.replace('{{section}}', ru.sectionNames[section]) }).waitFor();
      await expectTranslated(page, english, section);
      const dialog = await nextSection(page, t.next, t.nextQuestion);
      await expectTranslated(page, english, `${section}: the next-section question`);
      await dialog.getByRole('button', { name: kitRu.yes }).click();
    }

    await page.getByRole('heading', { level: 1, name: new RegExp(`^${ru.sectionNames.speaking} · `) }).waitFor();
    const recorder = page.locator('[role="tabpanel"]:visible').getByRole('group', { name: new RegExp(`^${t.answerTo.replace('{{question}}', '')}`) }).first();
    await recorder.waitFor();
    await expectTranslated(page, english, 'speaking');
    const skip = recorder.locator('xpath=..').getByRole('button', { name: t.speakNow });
    if (await skip.isVisible()) await skip.click();
    else await recorder.getByRole('button', { name: kitRu.recorder.record }).click();
    await recorder.getByRole('button', { name: kitRu.recorder.stop }).click({ timeout: 15_000 });
    await page.getByText(t.audioSent).first().waitFor({ timeout: 30_000 });
    await expectTranslated(page, english, 'speaking: a recording sent');
    const finish = await nextSection(page, ru.examShell.finish, t.finishQuestion);
    await finish.getByRole('button', { name: kitRu.yes }).click();
    await page.waitForURL('**/myResult', { timeout: 30_000 });

    await page.getByRole('group', { name: ru.myResult.resultsOf }).getByRole('button', { name: 'CEFR' }).click();
    const links = page.locator(`a[href^="/cefr/"][href*="/${examId}/"]`);
    await links.first().waitFor();
    await expectTranslated(page, english, 'My Result (ru)');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
    expect(hrefs.map((href) => href.split('/')[2]).sort()).toEqual(['listening', 'reading', 'speaking', 'writing']);
    for (const href of hrefs) {
      const section = href.split('/')[2] as keyof typeof ru.results;
      await page.goto(href);
      await page.getByRole('heading', { level: 1, name: ru.results[section] }).waitFor();
      await page.getByRole('link', { name: ru.resultsIelts.back }).waitFor();
      await expectTranslated(page, english, href);
    }

    // The same learner switches to Uzbek: My Result, both lists and their histories.
    await page.evaluate(() => localStorage.setItem('bw.locale', 'uz'));
    await context.addInitScript(() => localStorage.setItem('bw.locale', 'uz'));
    const inUzbek = englishOnly(uz, kitUz);
    await page.goto('/myResult');
    await page.getByRole('heading', { level: 1, name: uz.myResult.title }).waitFor();
    await expectTranslated(page, inUzbek, 'My Result, IELTS (uz)');
    await page.getByRole('group', { name: uz.myResult.resultsOf }).getByRole('button', { name: 'CEFR' }).click();
    await page.getByRole('list', { name: uz.myResult.multiLevelList }).waitFor();
    await page.getByRole('heading', { name: uz.myResult.history.title }).waitFor();
    await expectTranslated(page, inUzbek, 'My Result, CEFR (uz)');
    await context.close();
  }, 300_000);
});
