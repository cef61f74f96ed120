import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTestFolder } from '@bandwise/content/authoring';
import { browserForFile } from './browser';
import { answerVisibleSlots, apiAs, confirmHeader, launchWithMicrophone, loginAs, startRunner } from './exam-support';
import { giveRole } from './staff-support';

/**
 * Publishing without a redeploy, in Chromium against the built site and the running server: an admin uploads a zip of
 * a test folder on the console's Tests page, sees it stored as a draft, publishes it; the learner's test list shows the
 * new card at once and the learner takes its listening and reading, scored with the folder's own answers. The test is
 * retired afterwards, so the journeys that follow meet the shipped list.
 *
 * The folder is a shipped one (book 3, whose audio is on disk) given a new id and name, as an author would after
 * copying it; the scaffold's own folder needs its audio rendered first (content:audio), which this test does not do.
 */
const ADMIN = '+998907770401';
const LEARNER = '+998907770402';
const BOOK = 9;
const NAME = 'PUBLISHED TEST 9';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, 'packages/content/sets/ielts/book3');

const files = Object.fromEntries(
  readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => {
      let text = readFileSync(path.join(folder, name), 'utf8');
      if (name === 'test.yaml') text = text.replace(/^id: \d+$/m, `id: ${BOOK}`).replace(/^slug: .*$/m, 'slug: book9').replace(/^name: .*$/m, `name: ${NAME}`);
      return [name, text];
    }),
);
const parsed = parseTestFolder(files);
const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [`book9/${name}`, new TextEncoder().encode(text)])));

const browser = browserForFile(launchWithMicrophone);
let admin: Page;
let adminToken: string;
let learner: Page;
let versionId: number | undefined;

beforeAll(async () => {
  await giveRole(ADMIN, 'admin');
  ({ page: admin, token: adminToken } = await loginAs(browser(), ADMIN));
  ({ page: learner } = await loginAs(browser(), LEARNER));
});

afterAll(async () => {
  // Also when a step failed before it noted the version: a published card 9 left behind would change the list the
  // journeys that follow expect.
  const versions = await apiAs<{ items: Array<{ id: number; testId: number; kind: string; status: string }> }>(adminToken, 'GET', '/admin/content').catch(() => undefined);
  const left = versions?.items.filter((v) => v.kind === 'ielts' && v.testId === BOOK && v.status === 'published').map((v) => v.id) ?? [];
  for (const id of new Set([...(versionId === undefined ? [] : [versionId]), ...left])) {
    await apiAs(adminToken, 'POST', `/admin/content/${id}/retire`).catch(() => {});
  }
});

describe('publishing a test through the console', () => {
  it('the folder is a valid test', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.format).toBe('ielts');
  });

  it('the admin uploads the zip: a draft, not yet on the test list', async () => {
    await admin.goto('/admin/content');
    await admin.getByRole('heading', { level: 1, name: 'Tests' }).waitFor();
    await admin.getByLabel('Upload a test (a .zip of its folder)').setInputFiles({ name: 'book9.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
    await admin.getByRole('status').filter({ hasText: 'Stored as a draft' }).waitFor();
    const row = admin.getByRole('row').filter({ hasText: NAME });
    await row.getByText('draft', { exact: true }).waitFor();
    const books = await apiAs<Array<{ id: number }>>(adminToken, 'GET', '/ielts/books');
    expect(books.map((b) => b.id)).not.toContain(BOOK);
  });

  it('a folder with a mistake is refused with the file and line', async () => {
    const broken = { ...files, 'answers.yaml': files['answers.yaml']!.replace(/^ {2}3: .*\n/m, '') };
    const bad = zipSync(Object.fromEntries(Object.entries(broken).map(([name, text]) => [name, new TextEncoder().encode(text)])));
    await admin.getByLabel('Upload a test (a .zip of its folder)').setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from(bad) });
    const alert = admin.getByRole('alert');
    await alert.getByRole('list', { name: 'Problems' }).waitFor();
    expect(await alert.innerText()).toMatch(/answers\.yaml:\d+|listening\.yaml:\d+/);
  });

  it('the admin publishes it; the learner sees card 9 at once and takes its listening and reading', async () => {
    await admin.getByRole('button', { name: `Publish ${NAME} version 1` }).click();
    await admin.getByRole('row').filter({ hasText: NAME }).getByText('published', { exact: true }).waitFor();
    const versions = await apiAs<{ items: Array<{ id: number; testId: number; kind: string; status: string }> }>(adminToken, 'GET', '/admin/content');
    versionId = versions.items.find((v) => v.kind === 'ielts' && v.testId === BOOK)?.id;

    await learner.goto('/test');
    await learner.getByRole('button', { name: /Test 9 Published Test 9/ }).click();
    await learner.getByRole('dialog', { name: 'Ready to submit tests?' }).getByRole('button', { name: 'Start' }).click();
    await learner.waitForURL(/\/book2\/\d+$/);
    // The runner's own full-screen warning, then the first question.
    await startRunner(learner, 'input[aria-label="Question 1"]');
    await learner.getByRole('heading', { level: 1, name: 'Listening exam' }).waitFor();

    if (parsed.format !== 'ielts' || !parsed.keys) throw new Error('unreachable');
    for (const [section, parts, key] of [
      ['Reading exam', 4, parsed.keys.listening],
      ['Speaking exam', 3, parsed.keys.reading],
    ] as const) {
      for (let part = 1; part <= parts; part += 1) {
        await learner.getByRole('tab', { name: `Part ${part}`, exact: true }).click();
        await answerVisibleSlots(learner, key);
      }
      await confirmHeader(learner, 'Next exam');
      await learner.getByRole('heading', { level: 1, name: section }).waitFor();
    }
    const token = await learner.evaluate(() => localStorage.getItem('token'));
    const mine = await apiAs<{ results: Array<{ bookId: number; bookVersion: number; listening: number | null; reading: number | null }> }>(
      token ?? '',
      'GET',
      '/user/get-my-results?page=1&size=10',
    );
    expect(mine.results[0]).toMatchObject({ bookId: BOOK, bookVersion: 1 });
    expect(mine.results[0]!.listening).toBeGreaterThanOrEqual(7);
    expect(mine.results[0]!.reading).toBeGreaterThanOrEqual(7);
  });

  it('publishing and the upload are in the audit log', async () => {
    const audit = await apiAs<{ items: Array<{ action: string; target: string }> }>(adminToken, 'GET', '/admin/audit?action=content');
    const ours = audit.items.filter((e) => e.target === `ielts:${BOOK}`).map((e) => e.action);
    expect(ours).toEqual(expect.arrayContaining(['content.upload', 'content.publish']));
  });
});
