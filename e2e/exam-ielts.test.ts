import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysForBook } from '@bandwise/content/keys';
import { browserForFile } from './browser';
import { allTexts } from '../apps/web/src/i18n/allTexts';
import { answerVisibleSlots, apiAs, confirmHeader, launchWithMicrophone, loginAs, longAnswerWav, recordAnswer, startRunner } from './exam-support';

const { en } = allTexts;

/**
 * A learner takes a whole IELTS mock against the real server and content (seed 001): listening and reading answered
 * from the book's keys, speaking answers recorded through the fake microphone (learners reading sentences: a 24 s
 * answer to part 1's first question, short answers in parts 2 and 3), both essays written; then every result page.
 */
const PHONE = '+998907770101';
const keys = keysForBook(1)!;

let wav: string | undefined;
const browser = browserForFile(async () => {
  wav = longAnswerWav();
  return launchWithMicrophone(wav);
});
let page: Page;
let token: string;
let examId: number;
/** When 'Finish exam' was confirmed: the grading clock for the result pages. */
let writingSubmittedAt = 0;

beforeAll(async () => {
  ({ page, token } = await loginAs(browser(), PHONE));
});

afterAll(() => {
  if (wav) rmSync(path.dirname(wav), { recursive: true, force: true });
});

async function answerEveryPart(target: Page, parts: number, key: Record<string, readonly string[]>): Promise<number> {
  let answered = 0;
  for (let part = 1; part <= parts; part += 1) {
    await target.getByRole('tab', { name: `Part ${part}`, exact: true }).click();
    answered += await answerVisibleSlots(target, key);
  }
  return answered;
}

describe('a learner takes a whole IELTS mock', () => {
  it('starts book 1 from the test list; the first question is on screen soon after Start', async () => {
    await page.goto('/test');
    await page.getByRole('button', { name: /Test 1 Cambridge \(Test 1\)/ }).click();
    await page.getByRole('dialog', { name: 'Ready to submit tests?' }).getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/book1\/\d+$/);
    examId = Number(new URL(page.url()).pathname.split('/').pop());
    const ms = await startRunner(page, 'input[aria-label="Question 1"]');
    console.info(`[exam e2e] IELTS runner: ${ms} ms from Start to the first question`);
    expect(ms).toBeLessThan(5000);
    await page.getByRole('heading', { level: 1, name: 'Listening exam' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('examSection'))).toBe('listening');
  });

  it('answers listening in all four parts and submits it', async () => {
    const answered = await answerEveryPart(page, 4, keys.listening);
    expect(answered).toBeGreaterThanOrEqual(20);
    await confirmHeader(page, 'Next exam');
    await page.getByText('Successful!').first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Reading exam' }).waitFor();
  });

  it('answers reading in all three parts and submits it', async () => {
    const answered = await answerEveryPart(page, 3, keys.reading);
    expect(answered).toBeGreaterThanOrEqual(20);
    await confirmHeader(page, 'Next exam');
    await page.getByRole('heading', { level: 1, name: 'Speaking exam' }).waitFor();
  });

  it('records a 24 s answer to part 1, then every answer of parts 2 and 3', async () => {
    // One answer as long as part 1 expects (the length cap would hold a 1.5 s one at 2.5 on every sub-score); the
    // part's other questions are left unanswered, so its sub-scores are this answer's own.
    await recordAnswer(page, /^Answer to question 1$/, 24_000);
    await page.getByRole('button', { name: 'Go to Part 2' }).click();
    await page.getByRole('textbox', { name: 'Notes' }).fill('my aunt in Samarkand; her garden; the dinner');
    await recordAnswer(page, /^Your talk$/, 2000);
    await page.getByText('Audio sent successfully!').waitFor();
    await page.getByRole('button', { name: 'Go to Part 3' }).click();
    expect(await page.getByRole('tab', { name: /Part 1/ }).isDisabled()).toBe(true);
    for (const question of [1, 2, 3, 4]) await recordAnswer(page, new RegExp(`^Answer to question ${question}$`));
    await page.getByRole('banner').getByRole('button', { name: 'Next exam' }).click();
    await page.getByRole('heading', { level: 1, name: 'Writing exam' }).waitFor();
  }, 240_000);

  it('writes both essays and finishes: Successful!, then My Result', async () => {
    const task1 =
      'The maps show how the village of Hollins Cross changed between 1995 and today. Overall, the village grew: farmland gave way to housing and a supermarket, while the church, the shops and the woodland stayed where they were. The post office become a cafe and the school was extended onto the playing field.';
    const task2 =
      'Technology has changed crime in two directions. Criminals can now steal from people far away through fraud online, and they can hide behind false identities. On the other hand, the police use cameras, phone records and shared databases to find and convict offenders much faster than before. In my opinion the police have gained more, because their tools are shared across whole countries.';
    await page.getByRole('textbox', { name: 'Task 1' }).fill(task1);
    await page.getByRole('tab', { name: 'Task 2' }).click();
    await page.getByRole('textbox', { name: 'Task 2' }).fill(task2);
    await confirmHeader(page, 'Finish exam');
    writingSubmittedAt = Date.now();
    await page.getByText('Successful!').first().waitFor();
    await page.waitForURL('**/myResult', { timeout: 10_000 });
    const { results } = await apiAs<{ results: Array<{ examId: number; remainSection: string | null; listening: number | null; reading: number | null }> }>(
      token,
      'GET',
      '/user/get-my-results?page=0&size=150',
    );
    const mine = results.find((result) => result.examId === examId)!;
    expect(mine.remainSection).toBeNull();
    expect(mine.listening).toBeGreaterThanOrEqual(5);
    expect(mine.reading).toBeGreaterThanOrEqual(5);
  });

  it('reviews every result page', async () => {
    await page.goto(`/listening/${examId}`);
    const listening = page.getByRole('table', { name: /Listening result/ });
    await listening.waitFor();
    expect(await listening.getByRole('row').count()).toBe(41);
    await listening.getByRole('row').nth(1).getByText(keys.listening['1']![0]!).first().waitFor();
    await page.getByText(/^Score: \d+\/40 — Band/).waitFor();

    await page.goto(`/reading/${examId}`);
    await page.getByRole('table', { name: /Reading result/ }).waitFor();
    await page.getByText(/^Score: \d+\/40 — Band/).waitFor();

    await page.goto(`/writing/${examId}`);
    await page.getByRole('heading', { level: 1, name: 'Writing result' }).waitFor();
    await page.getByRole('tab', { name: 'Task 1' }).waitFor();
    await page.getByText(/village of Hollins Cross changed between 1995 and today/).first().waitFor();

    await page.goto(`/speaking/${examId}`);
    await page.getByRole('heading', { level: 1, name: 'Speaking result' }).waitFor();
    for (const part of ['Part 1', 'Part 2', 'Part 3']) await page.getByRole('tab', { name: part }).waitFor();
    await page.getByLabel('Your recording: Part 1, question 1').waitFor({ state: 'attached' });
  });

  it('the writing and speaking result pages show bands, sub-scores and comments from the grading workers within seconds', async () => {
    // A graded badge reads e.g. 'Band score6.5'; an ungraded one 'Band score–Not graded'.
    const graded = (label: string) => page.locator('[data-state="graded"]', { hasText: label });
    const band = /^Band score\d\.\d$/;

    await page.goto(`/writing/${examId}`);
    await page.getByRole('heading', { level: 1, name: 'Writing result' }).waitFor();
    // The page looks again every 5 s while an essay is pending.
    await graded('Band score').first().waitFor({ timeout: 60_000 });
    console.info(`[exam e2e] writing result graded on the page ${Date.now() - writingSubmittedAt} ms after Finish exam`);
    // Task 2 may land a poll later than task 1 on a busy machine.
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'being graded' }).count(), { timeout: 60_000 }).toBe(0);
    // The grader's errors are marked in the essay itself: a mark reachable by keyboard, described by its note.
    const essay = page.getByRole('tabpanel', { name: 'Task 1' });
    const mark = essay.locator('mark', { hasText: 'become' });
    await mark.waitFor();
    expect(await mark.getAttribute('tabindex')).toBe('0');
    const note = essay.locator(`[id="${await mark.getAttribute('aria-describedby')}"]`);
    expect(await note.textContent()).toMatch(/^Grammar: .*'becomes'.*Suggestion: becomes$/);
    expect(await essay.getByRole('list', { name: "Marks behind each criterion's comment" }).textContent()).toContain('Grammatical Range and Accuracy: marks');
    for (const [task, quote] of [
      ['Task 1', /Your overview: "Overall, the village grew: farmland gave way to housing/],
      ['Task 2', /Your position is stated: "In my opinion the police have gained more/],
    ] as const) {
      await page.getByRole('tab', { name: task }).click();
      const panel = page.getByRole('tabpanel', { name: task });
      expect(await panel.locator('[data-state="graded"]', { hasText: 'Band score' }).textContent()).toMatch(band);
      for (const criterion of ['Task Achievement', 'Coherence and Cohesion', 'Lexical Resource', 'Grammatical Range and Accuracy']) {
        const value = panel.getByRole('term').filter({ hasText: criterion }).locator('xpath=following-sibling::dd[1]');
        expect(await value.textContent(), `${task} ${criterion}`).toMatch(/^\d\.\d$/);
      }
      await panel.getByText(quote).waitFor();
    }

    await page.goto(`/speaking/${examId}`);
    await page.getByRole('heading', { level: 1, name: 'Speaking result' }).waitFor();
    for (const part of ['Part 1', 'Part 2', 'Part 3']) {
      await page.getByRole('tab', { name: part }).click();
      const panel = page.getByRole('tabpanel', { name: part });
      await panel.locator('[data-state="graded"]', { hasText: 'Band score' }).waitFor({ timeout: 60_000 });
      expect(await panel.locator('[data-state="graded"]', { hasText: 'Band score' }).textContent()).toMatch(band);
      // Fluency always, from the audio; the five word-based sub-scores all graded, or all 'not assessed' when the
      // recogniser heard too few words with confidence, and then the page says so (issue 34: never a guess from noise).
      const shown: Record<string, string> = {};
      for (const criterion of ['Coherence', 'Fluency', 'Grammar', 'Vocabulary', 'Relevance', 'Topic development']) {
        shown[criterion] = (await panel.getByRole('term').filter({ hasText: new RegExp(`^${criterion}$`) }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
      }
      expect(shown.Fluency, `${part} Fluency`).toMatch(/^\d\.\d$/);
      const words = Object.entries(shown).filter(([criterion]) => criterion !== 'Fluency');
      const assessed = words.filter(([, value]) => /^\d\.\d$/.test(value)).length;
      expect([0, words.length], `${part}: ${JSON.stringify(shown)}`).toContain(assessed);
      if (assessed === 0) {
        for (const [criterion, value] of words) expect(value, `${part} ${criterion}`).toMatch(/Not assessed/);
        await panel.getByText(en.resultsSpoken.unreliable).first().waitFor();
      }
      // The fluency measure from the audio leads the comment; only the language verdict may come before it. The fake
      // microphone loops one file, so each part records a different stretch of it, and on CI the grader has now and
      // then judged part 2's stretch not English (then there is no pronunciation line either): a known weakness of
      // the language check on short stretches (closing note), said on the page as the product says it.
      await panel.getByText(/^Comment: (?:Your answer does not sound like English\b.*?\. )?Fluency: you spoke for \d+(\.\d)? s at about \d+(\.\d)? syllables per second/).first().waitFor();
    }
    console.info(`[exam e2e] speaking result graded on the page ${Date.now() - writingSubmittedAt} ms after Finish exam`);

    // The 24 s answer of learners' read sentences: its comment measures it from the audio; its words are shown and
    // graded from their own evidence (not one estimate copied six times) only when they were heard with confidence.
    await page.getByRole('tab', { name: 'Part 1' }).click();
    const part1 = page.getByRole('tabpanel', { name: 'Part 1' });
    const answer = part1.getByRole('listitem').filter({ hasText: 'How often do you buy things on the internet?' });
    const values: string[] = [];
    for (const criterion of ['Coherence', 'Fluency', 'Grammar', 'Vocabulary', 'Relevance', 'Topic development']) {
      values.push((await part1.getByRole('term').filter({ hasText: new RegExp(`^${criterion}$`) }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '');
    }
    const comment = (await answer.locator('p', { hasText: /^Comment:/ }).textContent()) ?? '';
    console.info(`[exam e2e] part 1, 24 s answer: sub-scores ${values.join(' ')}`);
    expect(comment).toMatch(/Fluency: you spoke for 2\d(\.\d)? s/);
    if (values.filter((value) => /^\d\.\d$/.test(value)).length > 1) {
      expect(new Set(values).size, values.join(' ')).toBeGreaterThanOrEqual(3);
      for (const criterion of ['Grammar', 'Vocabulary', 'Relevance', 'Topic development', 'Coherence']) expect(comment).toMatch(new RegExp(`${criterion}: \\S`));
    } else {
      await answer.getByText(en.resultsSpoken.unreliable).waitFor();
    }
    expect(comment).not.toMatch(/short for part 1/);

    const { results } = await apiAs<{ results: Array<{ examId: number; status: string; overall: number | null; writing: number | null; speaking: number | null }> }>(
      token,
      'GET',
      '/user/get-my-results?page=0&size=150',
    );
    expect(results.find((result) => result.examId === examId)).toMatchObject({ status: 'COMPLETED', overall: expect.any(Number), writing: expect.any(Number), speaking: expect.any(Number) });
  }, 120_000);
});
