import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { devCode } from './browser';

/** The server's demo learner (a fresh development start creates it with a balance to buy a multi-level exam). */
export { DEMO_PHONE } from '../apps/api/src/seed/demo';

/**
 * Support for the exam journeys (e2e/exam-*.test.ts), on top of the shell's harness (e2e/browser.ts): a browser
 * whose fake microphone plays a real learner's recording, a logged-in page, and small waits the runners need.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A learner reading one sentence (2.6 s, speechocean762; the API tests' recording): Chromium's fake microphone loops it. */
export const SPEECH_WAV = path.join(root, 'apps/api/test/fixtures/speech.wav');

/**
 * About 24 s of learners reading nine sentences one after another (e2e/fixtures/README.md): long enough for a part 1
 * answer that the length cap leaves alone. Kept as Ogg/Opus (89 kB instead of 780 kB) and turned into the WAV that
 * Chromium's fake microphone needs with ffmpeg (a Debian package the project installs).
 */
export function longAnswerWav(): string {
  const wav = path.join(mkdtempSync(path.join(os.tmpdir(), 'bw-e2e-answer-')), 'part1-answer.wav');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', path.join(root, 'e2e/fixtures/part1-answer.opus.ogg'), '-ar', '16000', '-ac', '1', wav]);
  return wav;
}

/** The project's Chromium with the fake microphone fed from a WAV file instead of a beep. */
export async function launchWithMicrophone(wav = SPEECH_WAV): Promise<Browser> {
  const { executablePath, args } = inject('chromium');
  return chromium.launch({ executablePath, args: [...args, `--use-file-for-fake-audio-capture=${wav}`], headless: true });
}

/** Logs a learner in the way the login page does (code from the development issuer, token in localStorage). */
export async function loginAs(browser: Browser, phoneNumber: string): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const baseURL = inject('baseUrl');
  const code = await devCode(phoneNumber);
  const response = await fetch(`${baseURL}/api/auth/login/${code}`, { method: 'POST' });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const { message: token } = (await response.json()) as { message: string };
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['microphone'], { origin: baseURL });
  await context.addInitScript((value) => {
    // Only on the first document of the context: later pages keep whatever the app did with storage (a 401 clears it).
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  // Closing or reloading an exam asks for confirmation (beforeunload); the learner confirms.
  page.on('dialog', (dialog) => void dialog.accept());
  return { context, page, token };
}

/** Calls the API as the learner. */
export async function apiAs<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Every text a toast, a dialog or the page showed since the page loaded, from a MutationObserver installed before the
 * app's own scripts (call before navigating). Toasts leave and a dialog shown while a section is submitted may be gone
 * before a locator's polling looks, on a busy machine most of all; this keeps what they said.
 */
export async function watchTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') seen.push(mutation.target.textContent ?? '');
        for (const node of mutation.addedNodes) seen.push(node.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** What watchTexts has seen so far, one text a line. */
export const seenTexts = (page: Page): Promise<string> => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.join('\n'));

/**
 * Answers the full-screen warning with a real click (full screen needs a user gesture) and measures, in the page,
 * the time from that click to the first paint after `selector` (the first question) entered the document.
 */
export async function startRunner(page: Page, selector: string): Promise<number> {
  const modal = page.getByRole('dialog', { name: 'Ready to submit tests?' });
  await modal.waitFor();
  await page.evaluate((target) => {
    const timing: { click?: number; shown?: number } = {};
    (window as unknown as { __startTiming: typeof timing }).__startTiming = timing;
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('button')?.textContent?.trim() === 'Start') timing.click ??= performance.now();
      },
      { capture: true },
    );
    const observer = new MutationObserver(() => {
      if (timing.click === undefined || !document.querySelector(target)) return;
      observer.disconnect();
      requestAnimationFrame(() => (timing.shown = performance.now()));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, selector);
  await modal.getByRole('button', { name: 'Start' }).click();
  await page.locator(selector).first().waitFor();
  await page.waitForFunction(() => (window as unknown as { __startTiming: { shown?: number } }).__startTiming.shown !== undefined);
  return page.evaluate(() => {
    const timing = (window as unknown as { __startTiming: { click: number; shown: number } }).__startTiming;
    return Math.round(timing.shown - timing.click);
  });
}

/** 'Test ?' (resuming) then the full-screen warning. */
export async function resumeRunner(page: Page): Promise<void> {
  const resume = page.getByRole('alertdialog', { name: 'Test ?' });
  await resume.waitFor();
  await resume.getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('dialog', { name: 'Ready to submit tests?' }).getByRole('button', { name: 'Start' }).click();
}

/** Presses a header button and confirms the runner's question. */
export async function confirmHeader(page: Page, button: string | RegExp, confirm = 'Yes'): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: button }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: confirm }).click();
}

/**
 * Records one answer through the fake microphone for about `ms` (skipping any preparation), stops, and waits until
 * the upload succeeded: the recorder then gives way to the success text.
 */
export async function recordAnswer(page: Page, recorderName: string | RegExp, ms = 1500): Promise<void> {
  const recorder = page.getByRole('group', { name: recorderName }).first();
  await recorder.waitFor();
  const skip = recorder.locator('xpath=..').getByRole('button', { name: 'Start speaking now' });
  if (await skip.isVisible()) await skip.click();
  else await recorder.getByRole('button', { name: 'Record' }).click();
  const stop = page.getByRole('group', { name: recorderName }).first().getByRole('button', { name: 'Stop Recording' });
  try {
    await stop.waitFor({ timeout: 15_000 });
  } catch (error) {
    const group = page.getByRole('group', { name: recorderName }).first();
    console.error('[exam e2e] recorder did not record:', await group.getAttribute('data-state').catch(() => '?'), await group.locator('xpath=..').innerText().catch(() => '?'));
    throw error;
  }
  await page.waitForTimeout(ms);
  await stop.click();
  await page.getByRole('group', { name: recorderName }).first().waitFor({ state: 'detached', timeout: 30_000 });
}

/** The first word of an answer key that the learner would type. */
export function typed(accepted: readonly string[] | undefined): string {
  return (accepted?.[0] ?? '').replace(/[()]/g, '');
}

/** Answers every question slot on screen with its key: text boxes, selects and radios. Returns how many. */
export async function answerVisibleSlots(target: Page, key: Record<string, readonly string[]>): Promise<number> {
  const slots = target.locator('[data-question]:visible');
  const count = await slots.count();
  let answered = 0;
  for (let index = 0; index < count; index += 1) {
    const slot = slots.nth(index);
    const number = await slot.getAttribute('data-question');
    const value = typed(key[number ?? '']);
    if (!number || !value) continue;
    if ((await slot.getByRole('textbox').count()) > 0) {
      await slot.getByRole('textbox').first().fill(value);
      answered += 1;
    } else if ((await slot.getByRole('combobox').count()) > 0) {
      const select = slot.getByRole('combobox').first();
      const chosen = await select.selectOption({ value }).catch(() => select.selectOption({ label: value }).catch(() => null));
      if (chosen) answered += 1;
    } else if ((await slot.getByRole('radio').count()) > 0) {
      const label = value === 'NOTGIVEN' ? 'NOT GIVEN' : value;
      const radio = slot.getByRole('radio', { name: new RegExp(`^${label}\\b`) }).first();
      if ((await radio.count()) > 0) {
        await radio.click();
        answered += 1;
      }
    }
  }
  return answered;
}

