import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from './browser';
import { apiAs, loginAs } from './exam-support';

/**
 * Issue 30: an essay with a learner's agreement, tense and comparative errors, graded by the real server's grading
 * worker, comes back on the writing result page with each error marked in the essay and its suggestion (in the tense
 * the sentence asks for), and with comments that neither praise a sentence holding an error nor list a flagged word
 * as good vocabulary; the same comments in Uzbek and Russian (issue 33), built from the grader's templates.
 */
const PHONE = '+998907770601';

const TASK1 =
  'The chart shows how many people used buses, trains and cars in one city between 2000 and 2020. Overall, cars became the most popular way to travel, while the number of bus passengers fell by half.';
const TASK2 =
  'Nowadays peoples is more interested in cars than in buses. In my town the roads is always full. Big trucks needs special lanes. ' +
  'Public transport is cheap and it help poor families who cannot buy a car. My uncle go to work by bike every day, because he thinks cycling is more better for his health. ' +
  'Yesterday he go to the market by bike and came back in ten minutes. Tashkent is the most biggest city in our country, so the government should build more metro lines.\n\n' +
  'I believe that cities become quieter when fewer people drive, although some drivers will complain at first. In my opinion, governments should spend more money on trains and buses than on new roads.';

let page: Page;
let token: string;
let examId: number;

const browser = browserForFile();

beforeAll(async () => {
  ({ page, token } = await loginAs(browser(), PHONE));
});

/** The note a mark is described by (type, explanation, suggestion). */
async function noteOf(panel: Locator, mark: Locator): Promise<string> {
  const id = await mark.getAttribute('aria-describedby');
  return (await panel.locator(`[id="${id}"]`).textContent()) ?? '';
}

describe('the writing result page marks agreement, tense and comparative errors', () => {
  it('submits an essay with those errors', async () => {
    ({ examId } = await apiAs<{ examId: number }>(token, 'POST', '/ielts/exam/create?bookId=1'));
    for (const sectionType of ['LISTENING', 'READING']) {
      await apiAs(token, 'POST', '/ielts/exam/attempt/create/inline', { examId, sectionType, userAnswer: Array<string>(40).fill('') });
    }
    await apiAs(token, 'POST', '/ielts/exam/attempt/create/outline-writing', { examId, list: [{ question: 'Task 1', userAnswer: TASK1 }, { question: 'Task 2', userAnswer: TASK2 }] });
  });

  it('shows each error marked in the essay with its suggestion, and comments that point at the learner’s words', async () => {
    await page.goto(`/writing/${examId}`);
    await page.getByRole('heading', { level: 1, name: 'Writing result' }).waitFor();
    // The page looks again every 5 s while an essay is pending; the grading worker loads its models first (tens of
    // seconds when other builds share the cores).
    await page.locator('[data-state="graded"]', { hasText: 'Band score' }).first().waitFor({ timeout: 240_000 });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'being graded' }).count(), { timeout: 120_000 }).toBe(0);
    await page.getByRole('tab', { name: 'Task 2' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Task 2' });
    const marks = panel.locator('mark');
    await marks.first().waitFor();

    // Every expected error is marked, by its words (a mark reads e.g. 'peoples1': the words, then its note's number),
    // and its note gives the correction.
    const expected: Array<[RegExp, string]> = [
      [/^peoples\d+$/, 'people'],
      [/^more better\d+$/, 'better'],
      [/^most biggest\d+$/, 'biggest'],
      [/^help\d+$/, 'helps'],
      [/^needs\d+$/, 'need'],
    ];
    for (const [words, suggestion] of expected) {
      const mark = marks.filter({ hasText: words }).first();
      await mark.waitFor();
      expect(await mark.getAttribute('tabindex')).toBe('0');
      expect(await noteOf(panel, mark), String(words)).toMatch(new RegExp(`^Grammar: .*Suggestion: ${suggestion}$`));
    }
    // Agreement: both 'is' after a plural subject ('peoples is', 'the roads is') are marked with 'are'.
    const isMarks = marks.filter({ hasText: /^is\d+$/ });
    const areNotes: string[] = [];
    for (let i = 0; i < (await isMarks.count()); i += 1) areNotes.push(await noteOf(panel, isMarks.nth(i)));
    expect(areNotes.filter((note) => /Suggestion: are$/.test(note))).toHaveLength(2);
    // The two 'go's: the habit ('My uncle go to work every day') wants 'goes'; yesterday's ('Yesterday he go') wants
    // 'went', never 'goes'.
    const goMarks = marks.filter({ hasText: /^go\d+$/ });
    expect(await goMarks.count()).toBe(2);
    expect(await noteOf(panel, goMarks.nth(0))).toMatch(/Suggestion: goes$/);
    expect(await noteOf(panel, goMarks.nth(1))).toMatch(/Suggestion: went$/);

    // The comments: grammar quotes the learner's own sentences with the errors; a sentence with a marked error is never
    // quoted as well formed; 'peoples' is not praised as vocabulary.
    const text = (await panel.innerText()).replace(/\s+/g, ' ');
    expect(text).toMatch(/In "[^"]*(peoples is|roads is|trucks needs|it help|uncle go|he go|more better|most biggest)[^"]*": '/);
    const praised = /A well-formed complex sentence: "([^"]+)"/.exec(text)?.[1];
    if (praised !== undefined) {
      expect(praised).not.toMatch(/peoples|roads is|trucks needs|it help|uncle go|he go|more better|most biggest/);
    }
    const vocabulary = /Less common vocabulary you used: ([^.]+)\./.exec(text)?.[1] ?? '';
    expect(vocabulary).not.toContain('peoples');
  }, 420_000);

  it('gives the same comment in Uzbek and Russian, the learner’s quoted sentences as written (issue 33)', async () => {
    const english = /In "|Length is right|Your answer has|Linking words used|spelling errors? found|grammar errors? found|Less common vocabulary|well-formed|Most sentences are simple|Your position is stated|marked in your answer/;
    const quoted = /"[^"]*(peoples is|roads is|trucks needs|it help|uncle go|he go|more better|most biggest)[^"]*"/;
    for (const [locale, heading, issueLine] of [
      ['uz', /Javobingizda \d+ ta so'z bor; topshiriq kamida 250 ta so'z talab qiladi/, new RegExp(`${quoted.source} gapida: '`)],
      ['ru', /В вашем ответе \d+ слов\S*; задание требует не меньше 250/, new RegExp(`В предложении ${quoted.source}: '`)],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('bw.locale', value), locale);
      await page.reload();
      // Task 2's tab (its name is the locale's); its panel holds the essay and the comment.
      const tab = page.getByRole('tab').nth(1);
      await tab.click();
      const panel = page.getByRole('tabpanel', { name: (await tab.textContent()) ?? '' });
      await panel.locator('mark').first().waitFor();
      const text = (await panel.innerText()).replace(/\s+/g, ' ');
      // The comment opens in the locale, and an error is shown in the learner's sentence, quoted as written (English)...
      expect(text, locale).toMatch(heading);
      expect(text, locale).toMatch(issueLine);
      // ...and no English template is left outside the quotes (a single quote beside a letter is Uzbek's o', g').
      expect(text.replace(/"[^"]*"|(?<!\p{L})'.*?'(?!\p{L})/gu, ''), locale).not.toMatch(english);
    }
    await page.evaluate(() => localStorage.setItem('bw.locale', 'en'));
  }, 120_000);
});
