import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/i18n/locales/en.json';
import uz from '../apps/web/src/i18n/locales/uz.json';
import ru from '../apps/web/src/i18n/locales/ru.json';
import { en as kitEn } from '../packages/kit/src/locale/en';
import { uz as kitUz } from '../packages/kit/src/locale/uz';
import { ru as kitRu } from '../packages/kit/src/locale/ru';
import { loginAs } from './exam-support';

/**
 * The site in Uzbek and Russian against the built app and the real API (issue 17). Each page is checked two ways:
 * the i18next instance reports no key missing from every catalogue (window.__bwMissingKeys), and no visible line of
 * text is an English catalogue text whose translation differs (so a string left in English, or a key the locale's
 * catalogue lacks and English filled in, fails). Not yet covered: the exam runners' own texts (see the report).
 */
type Tree = { [key: string]: unknown };
function leaves(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') leaves(value as Tree, path, out);
  }
  return out;
}

/** English texts that read differently in the locale: seeing one of them means the page is not translated. */
function englishOnly(site: Tree, kit: Tree): Set<string> {
  const out = new Set<string>();
  for (const [english, translated] of [
    [leaves(en as Tree), leaves(site)],
    [leaves(kitEn as unknown as Tree), leaves(kit)],
  ] as const) {
    for (const [key, text] of english) {
      if (/\{\{?\w+\}?\}/.test(text)) continue; // with a value in it: not comparable as a whole line
      if (translated.get(key) !== undefined && translated.get(key) !== text && text.trim().length > 1) out.add(text.trim());
    }
  }
  return out;
}

async function untranslated(page: Page, english: Set<string>): Promise<{ missing: string[]; english: string[] }> {
  const lines = await page.evaluate(() => document.body.innerText.split('\n').map((line) => line.trim()).filter(Boolean));
  const missing = await page.evaluate(() => window.__bwMissingKeys ?? []);
  return { missing, english: [...new Set(lines.filter((line) => english.has(line)))] };
}

let browser: Browser;
beforeAll(async () => {
  const { executablePath, args } = inject('chromium');
  browser = await chromium.launch({ executablePath, args, headless: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('a visitor whose browser reads Uzbek', () => {
  it('gets the site in Uzbek: <html lang>, the pages, nothing left in English', async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), locale: 'uz-UZ', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const english = englishOnly(uz, kitUz as unknown as Tree);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: uz.home.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uz');
    for (const [path, heading] of [
      ['/', uz.home.title],
      ['/test', uz.tests.title],
      ['/faq', uz.faqPage.title],
      ['/contact', uz.contact.title],
      ['/multi-level', uz.multiLevel.title],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await untranslated(page, english), path).toEqual({ missing: [], english: [] });
    }
    await context.close();
  });
});

describe('a learner who chose Russian buys a multi-level exam', () => {
  it('sees the list, the choice and the refusal (from the server, in Russian) with nothing in English', async () => {
    const phone = `+99890${String(Date.now()).slice(-7)}`;
    const { context, page } = await loginAs(browser, phone);
    await context.addInitScript(() => localStorage.setItem('bw.locale', 'ru'));
    const english = englishOnly(ru, kitRu as unknown as Tree);
    await page.goto('/multi-level');
    await page.getByRole('heading', { level: 1, name: ru.multiLevel.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await page.getByRole('button', { name: /Multi Level Mock 1/ }).first().click();
    const choice = page.getByRole('dialog', { name: ru.multiLevel.choose });
    await choice.waitFor();
    expect(await untranslated(page, english)).toEqual({ missing: [], english: [] });
    // A new learner has no money: the server refuses in Russian (Accept-Language) and the page offers a top-up.
    const purchase = page.waitForRequest((request) => request.url().includes('/buy-exam'));
    await choice.getByRole('button', { name: new RegExp(ru.multiLevel.human) }).click();
    expect((await purchase).headers()['accept-language']).toBe('ru');
    await page.getByRole('dialog', { name: ru.multiLevel.noMoney }).waitFor();
    // The modal's title (the site's catalogue) and the toast (the server's message) both say it.
    await expect.poll(() => page.getByText('На балансе недостаточно средств').count()).toBeGreaterThanOrEqual(2);
    expect(await untranslated(page, english)).toEqual({ missing: [], english: [] });
    await context.close();
  });
});
