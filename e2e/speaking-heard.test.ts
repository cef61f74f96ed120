import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeakingResultPart } from '@bandwise/core';
import { browserForFile } from './browser';
import { apiAs, launchWithMicrophone, loginAs, longAnswerWav, recordAnswer, resumeRunner } from './exam-support';

/**
 * Issue 34: a learner's recorded answer (learners reading sentences, through Chromium's fake microphone) comes back on
 * the speaking result page as only the words the recogniser heard with confidence, with the words that were hard to
 * understand marked (reachable by Tab, described to a screen reader), the sub-scores it could assess and a
 * pronunciation band; or, when too little was heard, a clear 'could not be transcribed reliably'.
 */
const PHONE = '+998907770341';
const QUESTION = 'How often do you buy things on the internet?';

let wav: string | undefined;
const browser = browserForFile(async () => {
  wav = longAnswerWav();
  return launchWithMicrophone(wav);
});
let page: Page;
let token: string;
let examId: number;

beforeAll(async () => {
  ({ page, token } = await loginAs(browser(), PHONE));
});

afterAll(() => {
  if (wav) rmSync(path.dirname(wav), { recursive: true, force: true });
});

describe('a recorded answer shows what was heard', () => {
  it('records a 24 s answer to part 1', async () => {
    ({ examId } = await apiAs<{ examId: number }>(token, 'POST', '/ielts/exam/create?bookId=1'));
    for (const sectionType of ['LISTENING', 'READING']) {
      await apiAs(token, 'POST', '/ielts/exam/attempt/create/inline', { examId, sectionType, userAnswer: Array<string>(40).fill('') });
    }
    await page.goto(`/book1/${examId}`);
    await resumeRunner(page);
    await page.getByRole('heading', { level: 1, name: 'Speaking exam' }).waitFor();
    await recordAnswer(page, /^Answer to question 1$/, 24_000);
  }, 120_000);

  it('the result page shows the heard words with hard ones marked, the assessed sub-scores and pronunciation', async () => {
    await page.goto(`/speaking/${examId}`);
    await page.getByRole('heading', { level: 1, name: 'Speaking result' }).waitFor();
    const panel = page.getByRole('tabpanel', { name: 'Part 1' });
    const answer = panel.getByRole('listitem').filter({ hasText: QUESTION });
    // Graded once the pronunciation line is there (the page looks again every 5 s while the recording is graded).
    const pronunciation = answer.locator('p', { hasText: /^Pronunciation:/ });
    await pronunciation.waitFor({ timeout: 120_000 });

    const part = await apiAs<SpeakingResultPart>(token, 'GET', `/ielts/exam/result/get-results-outline-speaking/${examId}/1`);
    const stored = part.transcription.find((item) => item.question === QUESTION)!;
    console.info(`[speaking-heard e2e] status ${stored.transcriptStatus}, pronunciation ${stored.pronunciation}, words ${JSON.stringify(stored.words)}`);
    expect(stored.transcriptStatus).not.toBeNull();

    // Each sub-score is a half band or says it was not assessed, never an empty guess.
    for (const criterion of ['Coherence', 'Fluency', 'Grammar', 'Vocabulary', 'Relevance', 'Topic development']) {
      const value = panel.getByRole('term').filter({ hasText: new RegExp(`^${criterion}$`) }).locator('xpath=following-sibling::dd[1]');
      expect(await value.textContent(), criterion).toMatch(/^(\d\.\d|–Not assessed)$/);
    }
    expect(await panel.getByRole('term').filter({ hasText: /^Fluency$/ }).locator('xpath=following-sibling::dd[1]').textContent()).toMatch(/^\d\.\d$/);

    if (stored.transcriptStatus === 'unreliable') {
      await answer.getByText('The recording could not be transcribed reliably, so its words were not graded.').waitFor();
      expect(await answer.locator('mark').count()).toBe(0);
      return;
    }

    // Pronunciation is judged on the heard words: a half band.
    expect(await pronunciation.textContent()).toMatch(/^Pronunciation: \d\.\d$/);
    expect(stored.pronunciation).toEqual(expect.any(Number));

    // Only the heard words are shown, in order, and the transcript holds nothing else.
    const words = stored.words ?? [];
    expect(words.length).toBeGreaterThan(0);
    expect(stored.transcription?.split(/\s+/u)).toEqual(words.map((word) => word.word));
    const shown = (await answer.locator('[data-state="present"]').textContent())?.trim().split(/\s+/u);
    expect(shown).toEqual(words.map((word) => word.word));

    // The hard words are marked in place, each focusable and described; Tab reaches the first one.
    const hard = words.filter((word) => word.hard).map((word) => word.word);
    const marks = answer.locator('mark');
    expect(await marks.allTextContents()).toEqual(hard);
    if (hard.length > 0) {
      const first = marks.first();
      expect(await first.getAttribute('tabindex')).toBe('0');
      const description = answer.locator(`[id="${await first.getAttribute('aria-describedby')}"]`);
      expect(await description.textContent()).toBe(`Hard to understand (marked): ${hard.length}`);
      await answer.getByRole('heading', { name: QUESTION }).click();
      let reached = false;
      for (let i = 0; i < 40 && !reached; i += 1) {
        await page.keyboard.press('Tab');
        reached = await first.evaluate((element) => element === document.activeElement);
      }
      expect(reached, 'Tab reaches the first hard word').toBe(true);
    }
  }, 180_000);
});
