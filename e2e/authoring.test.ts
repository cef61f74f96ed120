import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTestFolder } from '@bandwise/content/authoring';
import { browserForFile } from './browser';
import { answerVisibleSlots, apiAs, confirmHeader, launchWithMicrophone, loginAs, recordAnswer, startRunner } from './exam-support';
import { giveRole } from './staff-support';

/**
 * Issue 21's must-show: a test written from the scaffold by following docs/CONTENT.md (the draft
 * packages/content/drafts/ielts/riverside, linted and previewed with the other folders) reaches a running site only
 * through the console: the admin uploads a zip of the folder with its recordings and pictures, sees a draft, publishes
 * it; the learner finds it as card 5 (no longer 'Coming soon') and takes it whole, listening playing the folder's own
 * recordings, then reads every result page: listening and reading scored on the folder's answers, writing and speaking
 * graded. Retired afterwards, so the journeys that follow meet the shipped list.
 */
const ADMIN = '+998907770501';
const LEARNER = '+998907770502';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, 'packages/content/drafts/ielts/riverside');

/** The folder exactly as the author left it: every file, YAML and media, zipped with the folder as an OS does. */
const files = Object.fromEntries(readdirSync(folder).map((name) => [name, new Uint8Array(readFileSync(path.join(folder, name)))]));
const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, bytes]) => [`riverside/${name}`, bytes])));
const parsed = parseTestFolder(Object.fromEntries(Object.entries(files).filter(([name]) => name.endsWith('.yaml')).map(([name, bytes]) => [name, new TextDecoder().decode(bytes)])), {
  media: (p) => p in files,
});
if (parsed.format !== 'ielts' || !parsed.publicPart || !parsed.keys) throw new Error(`the draft does not parse: ${JSON.stringify(parsed.errors)}`);
const book = parsed.publicPart;
const keys = parsed.keys;

const browser = browserForFile(launchWithMicrophone);
let admin: Page;
let adminToken: string;
let learner: Page;
let learnerToken: string;
let versionId: number | undefined;
let examId: number;
/** How many questions the learner answered from the folder's key in each section (one of listening's then changed). */
const answered = { listening: 0, reading: 0 };
/** Listening question 1, answered wrong on purpose: the score must leave it out. */
const WRONG = 'Smith';

beforeAll(async () => {
  await giveRole(ADMIN, 'admin');
  ({ page: admin, token: adminToken } = await loginAs(browser(), ADMIN));
  ({ page: learner, token: learnerToken } = await loginAs(browser(), LEARNER));
});

afterAll(async () => {
  if (versionId !== undefined) await apiAs(adminToken, 'POST', `/admin/content/${versionId}/retire`).catch(() => {});
});

describe('a test written by the authoring guide, published in the console, taken by a learner', () => {
  it('the admin uploads the folder with its media: a draft with no problems, not yet on the list', async () => {
    expect(Object.keys(files).filter((name) => /\.(mp3|svg)$/.test(name)).length).toBeGreaterThanOrEqual(5);
    await admin.goto('/admin/content');
    await admin.getByRole('heading', { level: 1, name: 'Tests' }).waitFor();
    await admin.getByLabel('Upload a test (a .zip of its folder)').setInputFiles({ name: 'riverside.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
    await admin.getByRole('status').filter({ hasText: 'Stored as a draft' }).waitFor();
    expect(await admin.getByRole('alert').count()).toBe(0);
    await admin.getByRole('row').filter({ hasText: book.name }).getByText('draft', { exact: true }).waitFor();
    const books = await apiAs<Array<{ id: number }>>(adminToken, 'GET', '/ielts/books');
    expect(books.map((b) => b.id)).not.toContain(book.id);
  });

  it('the admin publishes it: card 5 replaces Coming soon on the learner list', async () => {
    await learner.goto('/test');
    await learner.getByRole('button', { name: new RegExp(`^Test ${book.id} .*Coming soon`) }).waitFor();
    await admin.getByRole('button', { name: `Publish ${book.name} version 1` }).click();
    await admin.getByRole('row').filter({ hasText: book.name }).getByText('published', { exact: true }).waitFor();
    const versions = await apiAs<{ items: Array<{ id: number; testId: number; kind: string }> }>(adminToken, 'GET', '/admin/content');
    versionId = versions.items.find((v) => v.kind === 'ielts' && v.testId === book.id)?.id;

    await learner.reload();
    const card = learner.getByRole('button', { name: new RegExp(`^Test ${book.id} ${book.name}`, 'i') });
    await card.waitFor();
    expect(await card.textContent()).not.toMatch(/Coming soon/);
    await card.click();
    await learner.getByRole('dialog', { name: 'Ready to submit tests?' }).getByRole('button', { name: 'Start' }).click();
    await learner.waitForURL(/\/book\d+\/\d+$/);
    examId = Number(new URL(learner.url()).pathname.split('/').pop());
  });

  it('listening plays the folder’s own recording; every part is answered from its answers', async () => {
    await startRunner(learner, 'input[aria-label="Question 1"]');
    await learner.getByRole('heading', { level: 1, name: 'Listening exam' }).waitFor();
    await learner.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 1, undefined, { timeout: 15_000 });
    const src = await learner.evaluate(() => document.querySelector('audio')?.currentSrc ?? '');
    expect(src).toMatch(/\/media\/uploads\/content\/[0-9a-f]{32}\.mp3$/);
    // The bytes served are the recording of part 1 as it lies in the author's folder.
    const served = new Uint8Array(await (await fetch(src)).arrayBuffer());
    expect(Buffer.compare(Buffer.from(served), Buffer.from(files[book.listening.parts[0]!.audio]!))).toBe(0);
    for (const [section, next, parts, key] of [
      ['listening', 'Reading exam', book.listening.parts.length, keys.listening],
      ['reading', 'Speaking exam', book.reading.parts.length, keys.reading],
    ] as const) {
      for (let part = 1; part <= parts; part += 1) {
        await learner.getByRole('tab', { name: `Part ${part}`, exact: true }).click();
        answered[section] += await answerVisibleSlots(learner, key);
        if (section === 'listening' && part === 1) await learner.locator('input[aria-label="Question 1"]').fill(WRONG);
      }
      await confirmHeader(learner, 'Next exam');
      await learner.getByRole('heading', { level: 1, name: next }).waitFor();
    }
    expect(answered.listening).toBeGreaterThanOrEqual(30);
    expect(answered.reading).toBeGreaterThanOrEqual(30);
  });

  it('speaks one answer in each part through the fake microphone, writes both tasks and finishes', async () => {
    await recordAnswer(learner, /^Answer to question 1$/);
    await learner.getByRole('button', { name: 'Go to Part 2' }).click();
    await recordAnswer(learner, /^Your talk$/);
    await learner.getByRole('button', { name: 'Go to Part 3' }).click();
    await recordAnswer(learner, /^Answer to question 1$/);
    await learner.getByRole('banner').getByRole('button', { name: 'Next exam' }).click();
    await learner.getByRole('heading', { level: 1, name: 'Writing exam' }).waitFor();
    // Task 1's chart is the folder's chart.svg, served from the upload and drawn.
    const chart = learner.getByRole('img', { name: book.writing.tasks[0]!.image!.alt });
    await chart.waitFor();
    expect(await chart.getAttribute('src')).toMatch(/\/media\/uploads\/content\/[0-9a-f]{32}\.svg$/);
    await learner.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await chart.elementHandle());
    await learner.getByRole('textbox', { name: 'Task 1' }).fill(
      'The chart compares how many people visited a riverside nature centre in each season of 2015 and 2025. Overall, visits rose in every season except summer, and the gap between the busiest and the quietest seasons became much smaller.',
    );
    await learner.getByRole('tab', { name: 'Task 2' }).click();
    await learner.getByRole('textbox', { name: 'Task 2' }).fill(
      'Towns need homes, but land beside rivers floods and gives wildlife a place to live. Building there may house more families quickly, yet it costs more later when the water rises. In my opinion most riverside land should stay open, with new homes built on safer ground nearby.',
    );
    await confirmHeader(learner, 'Finish exam');
    await learner.waitForURL('**/myResult', { timeout: 10_000 });
  });

  it('the result pages: listening and reading scored on the folder’s answers, writing and speaking graded', async () => {
    const { results } = await apiAs<{ results: Array<{ examId: number; bookId: number; listening: number | null; reading: number | null }> }>(
      learnerToken,
      'GET',
      '/user/get-my-results?page=0&size=20',
    );
    const mine = results.find((result) => result.examId === examId)!;
    expect(mine).toMatchObject({ bookId: book.id });
    expect(mine.listening).toBeGreaterThanOrEqual(7);
    expect(mine.reading).toBeGreaterThanOrEqual(7);

    // Every answer from the folder's key counted, the wrong one not: question 1 marked wrong beside its key, 2 right.
    await learner.goto(`/listening/${examId}`);
    const listening = learner.getByRole('table', { name: /Listening result/ });
    await listening.waitFor();
    await learner.getByText(new RegExp(`^Score: ${answered.listening - 1}/40 — Band`)).waitFor();
    const first = listening.getByRole('row').nth(1);
    expect(await first.getAttribute('data-state')).toBe('incorrect');
    await first.getByText(WRONG).waitFor();
    await first.getByText(keys.listening['1']![0]!).waitFor();
    expect(await listening.getByRole('row').nth(2).getAttribute('data-state')).toBe('correct');
    await learner.goto(`/reading/${examId}`);
    await learner.getByRole('table', { name: /Reading result/ }).waitFor();
    await learner.getByText(new RegExp(`^Score: ${answered.reading}/40 — Band`)).waitFor();

    const graded = learner.locator('[data-state="graded"]', { hasText: 'Band score' }).first();
    await learner.goto(`/writing/${examId}`);
    await learner.getByRole('heading', { level: 1, name: 'Writing result' }).waitFor();
    await graded.waitFor({ timeout: 60_000 });
    await learner.goto(`/speaking/${examId}`);
    await learner.getByRole('heading', { level: 1, name: 'Speaking result' }).waitFor();
    await graded.waitFor({ timeout: 60_000 });
  });

  it('the upload and the publish are in the audit log', async () => {
    const audit = await apiAs<{ items: Array<{ action: string; target: string }> }>(adminToken, 'GET', '/admin/audit?action=content');
    const ours = audit.items.filter((e) => e.target === `ielts:${book.id}`).map((e) => e.action);
    expect(ours).toEqual(expect.arrayContaining(['content.upload', 'content.publish']));
  });
});
