import { textsByKey, type Catalogue } from '@bandwise/core';
import type { Page } from 'playwright-core';
import { en as kitEn } from '../packages/kit/src/locale/en';
import { allTexts } from '../apps/web/src/i18n/allTexts';

const { en } = allTexts;

/**
 * How the browser tests tell a page is in the learner's language (e2e/languages.test.ts, e2e/exam-languages.test.ts,
 * e2e/multi-level-languages.test.ts):
 * the i18next instance reports no key missing from every catalogue (window.__bwMissingKeys), and no visible line of
 * text is an English catalogue text whose translation differs. Exam content (passages, questions, the IELTS
 * instructions) is in no catalogue, so it never counts as untranslated.
 */

/** English texts that read differently in the locale: seeing one of them means the page is not translated. */
export function englishOnly(site: Catalogue, kit: Catalogue): Set<string> {
  const out = new Set<string>();
  for (const [english, translated] of [
    [textsByKey(en), textsByKey(site)],
    [textsByKey(kitEn), textsByKey(kit)],
  ] as const) {
    for (const [key, text] of english) {
      if (/\{\{?\w+\}?\}/.test(text)) continue; // with a value in it: not comparable as a whole line
      // A key the locale lacks counts too: i18next fills it in from English without reporting it missing.
      if (translated.get(key) !== text && text.trim().length > 1) out.add(text.trim());
    }
  }
  return out;
}

/**
 * Every line of text in some content (an exam's question set): on an exam screen such a line is the exam's own English
 * even when a catalogue has the same words ('Name' on a listening form, 'Name' in the profile).
 */
export function contentLines(content: unknown, out = new Set<string>()): Set<string> {
  if (typeof content === 'string') for (const line of content.split('\n')) out.add(line.trim());
  else if (Array.isArray(content)) for (const item of content) contentLines(item, out);
  else if (content && typeof content === 'object') for (const value of Object.values(content)) contentLines(value, out);
  return out;
}

/** The keys reported missing, and the visible lines that are English with a translation (exam content left out). */
export async function untranslated(page: Page, english: Set<string>, content: Set<string> = new Set()): Promise<{ missing: string[]; english: string[] }> {
  const lines = await page.evaluate(() => document.body.innerText.split('\n').map((line) => line.trim()).filter(Boolean));
  const missing = await page.evaluate(() => window.__bwMissingKeys ?? []);
  return { missing, english: [...new Set(lines.filter((line) => english.has(line) && !content.has(line)))] };
}
