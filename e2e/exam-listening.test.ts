import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from './browser';
import { apiAs, DEMO_PHONE, launchWithMicrophone, loginAs, resumeRunner, startRunner } from './exam-support';

/**
 * Listening as in the real test (PRODUCT.md section 7, issue 17): each recording plays once, with nothing to pause or
 * seek, and a reload resumes it where it was (within 1 s) with the section's time kept, instead of replaying it. The
 * IELTS runner first, then the multi-level one (one recording for its whole listening section).
 */
const PHONE = '+998907770117';

const browser = browserForFile(launchWithMicrophone);
let context: BrowserContext;
let page: Page;
let token: string;

beforeAll(async () => {
  ({ context, page, token } = await loginAs(browser(), PHONE));
});

const player = () => page.getByRole('group', { name: 'Part 1 recording' });
const position = () => page.evaluate(() => document.querySelector('audio')?.currentTime ?? -1);
const paused = () => page.evaluate(() => document.querySelector('audio')?.paused ?? true);
/** The countdown's seconds left, from its mm:ss text. */
const secondsLeft = async () => {
  const text = (await page.getByRole('timer', { name: 'Listening time left' }).textContent()) ?? '';
  const match = /(\d+):(\d{2})/.exec(text);
  if (!match) throw new Error(`no time in '${text}'`);
  return Number(match[1]) * 60 + Number(match[2]);
};

/** After a reload: the recording resumes within 1 s of where it `was` and plays on from there. Returns where it resumed. */
async function expectResumedNear(was: number): Promise<number> {
  // Before it plays again the element stands where the recording was left.
  await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0, undefined, { timeout: 10_000 });
  const resumedAt = await position();
  expect(Math.abs(resumedAt - was)).toBeLessThanOrEqual(1);
  // And it plays on from there.
  await page.waitForFunction(() => document.querySelector('audio')?.paused === false, undefined, { timeout: 10_000 });
  await page.waitForFunction((from) => (document.querySelector('audio')?.currentTime ?? 0) > from + 0.5, resumedAt, { timeout: 5_000 });
  return resumedAt;
}

describe('listening plays once and resumes after a reload', () => {
  it('starts part 1 by itself, with no pause and no seek control', async () => {
    const created = await apiAs<{ examId: number }>(token, 'POST', '/ielts/exam/create?bookId=1');
    await page.goto(`/book1/${created.examId}`);
    await startRunner(page, 'input[aria-label="Question 1"]');
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 2, undefined, { timeout: 15_000 });
    expect(await player().getAttribute('data-state')).toBe('playing');
    expect(await player().getByRole('button').count()).toBe(0);
    expect(await page.getByRole('button', { name: /pause/i }).count()).toBe(0);
    expect(await page.getByRole('slider').count()).toBe(0);
  });

  it('undoes a pause and a seek made from outside the page (media keys, devtools)', async () => {
    await page.evaluate(() => document.querySelector('audio')?.pause());
    await page.waitForFunction(() => document.querySelector('audio')?.paused === false, undefined, { timeout: 3_000 });
    const before = await position();
    await page.evaluate(() => {
      const audio = document.querySelector('audio');
      if (audio) audio.currentTime += 60;
    });
    await page.waitForTimeout(300);
    const after = await position();
    expect(after).toBeGreaterThanOrEqual(before);
    expect(after - before).toBeLessThan(2);
  });

  it('a reload resumes the recording within 1 s of where it was, and the time left goes on from where it was', async () => {
    // Let it play on a while, so a replay from 0 could not pass for a resume.
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 6, undefined, { timeout: 15_000 });
    const timeBefore = await secondsLeft();
    const was = await position();
    await page.reload();
    await resumeRunner(page);
    await player().waitFor();
    const resumedAt = await expectResumedNear(was);
    expect(await paused()).toBe(false);
    expect(await player().getByRole('button').count()).toBe(0);
    // The countdown reads the server's deadline: the reload gave no time back.
    expect(await secondsLeft()).toBeLessThanOrEqual(timeBefore);
    console.log(`listening reload: left at ${was.toFixed(2)} s, resumed at ${resumedAt.toFixed(2)} s`);
  });
});

describe('multi-level listening plays once and resumes after a reload', () => {
  const recording = () => page.getByRole('group', { name: 'Listening recording' });

  it('starts the recording by itself after Start, with no control', async () => {
    await context?.close();
    ({ context, page, token } = await loginAs(browser(), DEMO_PHONE));
    const bought = await apiAs<{ exam: { id: number } }>(token, 'POST', '/user/buy-exam', { mock_exam_id: 3, type: 'ai' });
    await page.goto(`/multi-level/exam/${bought.exam.id}`);
    await startRunner(page, '[role="radiogroup"]');
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 2, undefined, { timeout: 15_000 });
    expect(await recording().getAttribute('data-state')).toBe('playing');
    expect(await recording().getByRole('button').count()).toBe(0);
    expect(await page.getByRole('slider').count()).toBe(0);
  });

  it('a reload resumes the recording within 1 s of where it was, and it plays on', async () => {
    // Let it play on a while, so a replay from 0 could not pass for a resume.
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 6, undefined, { timeout: 15_000 });
    const was = await position();
    await page.reload();
    await page.getByRole('dialog', { name: 'Ready to submit tests?' }).getByRole('button', { name: 'Start' }).click();
    await recording().waitFor();
    const resumedAt = await expectResumedNear(was);
    expect(await recording().getByRole('button').count()).toBe(0);
    console.log(`multi-level listening reload: left at ${was.toFixed(2)} s, resumed at ${resumedAt.toFixed(2)} s`);
  });
});
