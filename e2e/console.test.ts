import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { browserForFile } from './browser';
import { apiAs, loginAs } from './exam-support';
import { englishOnly, untranslated } from './i18n-support';
import { balanceShown, giveRole, topUp } from './staff-support';
import { uz as kitUz } from '../packages/kit/src/locale/uz';
import { allTexts } from '../apps/web/src/i18n/allTexts';

const { uz } = allTexts;

/**
 * The admin console in Chromium against the built site and the real server: an admin turns the maintenance notice on
 * in Uzbek and a learner sees it on their next page; changes the multi-level AI price and the learner's purchase pays
 * it; reads and marks a contact message; finds each change in the audit log. A learner is refused every console call
 * (every /api/admin path of the published OpenAPI document) and every console page (every link of the admin's menu).
 */

const ADMIN = '+998907770301';
const LEARNER = '+998907770302';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = Date.now().toString(36);

const browser = browserForFile();
let admin: Page;
let learner: Page;
let learnerToken: string;
let adminToken: string;

beforeAll(async () => {
  await giveRole(ADMIN, 'admin');
  ({ page: admin, token: adminToken } = await loginAs(browser(), ADMIN));
  ({ page: learner, token: learnerToken } = await loginAs(browser(), LEARNER));
});

/** The console's settings as the admin's call answers them. */
async function consoleSettings(): Promise<{ maintenance: { enabled: boolean }; prices: { multiLevel: { ai: number; human: number } } }> {
  const response = await fetch(`${inject('baseUrl')}/api/admin/settings`, { headers: { Authorization: `Bearer ${adminToken}` } });
  if (!response.ok) throw new Error(`GET /api/admin/settings answered ${response.status}`);
  return response.json();
}

async function putSettings(change: unknown): Promise<void> {
  await fetch(`${inject('baseUrl')}/api/admin/settings`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(change),
  });
}

let shippedPrices: { multiLevel: { ai: number; human: number } };
beforeAll(async () => {
  shippedPrices = { multiLevel: (await consoleSettings()).prices.multiLevel };
});

afterAll(async () => {
  // The journeys that run after this file on the same server meet the shipped prices and no notice.
  if (adminToken) {
    const { maintenance } = await consoleSettings();
    if (maintenance.enabled) await putSettings({ section: 'maintenance', value: { ...maintenance, enabled: false } });
    await putSettings({ section: 'prices', value: shippedPrices });
  }
});

async function auditRows(): Promise<string[]> {
  await admin.goto('/admin/audit');
  const table = admin.getByRole('table', { name: /changes?, newest first/ });
  await table.waitFor();
  return (await table.locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' '));
}

describe('the admin console', () => {
  it('the admin turns the maintenance notice on in Uzbek; the learner sees it on the next page they open', async () => {
    await learner.goto('/');
    await learner.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await learner.getByRole('dialog').count()).toBe(0);

    await admin.goto('/admin');
    await admin.waitForURL('**/admin/settings');
    const section = admin.getByRole('region', { name: 'Maintenance notice' });
    await section.getByRole('checkbox', { name: 'Show the maintenance notice' }).check();
    await section.getByRole('textbox', { name: 'Title (Uzbek)' }).fill('Diqqat, tanaffus');
    const uzbek = `Bugun soat 23:00 gacha texnik ishlar (${stamp}).`;
    await section.getByRole('textbox', { name: 'Text (Uzbek)' }).fill(uzbek);
    // The preview shows the notice as visitors will see it before it is saved.
    await expect.poll(() => section.getByRole('group', { name: 'Maintenance notice preview' }).innerText()).toContain(uzbek);
    await section.getByRole('button', { name: 'Save maintenance notice' }).click();
    await section.getByRole('status').filter({ hasText: 'visitors see it now' }).waitFor();

    const started = Date.now();
    await learner.goto('/leaderboard');
    const notice = learner.getByRole('dialog', { name: 'Diqqat, tanaffus' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(uzbek);
    expect(Date.now() - started).toBeLessThan(10_000);

    // Off again: the next page the learner opens has no notice.
    await section.getByRole('checkbox', { name: 'Show the maintenance notice' }).uncheck();
    await section.getByRole('button', { name: 'Save maintenance notice' }).click();
    await section.getByRole('status').filter({ hasText: 'visitors see it now' }).waitFor();
    await learner.goto('/');
    await learner.getByRole('heading', { level: 1 }).first().waitFor();
    await learner.waitForLoadState('networkidle');
    expect(await learner.getByRole('dialog').count()).toBe(0);
  });

  it('the admin changes the multi-level AI price; the learner is shown and charged the new price', async () => {
    const profile = await apiAs<{ data: { id: number; balance: number } }>(learnerToken, 'GET', '/user/profile');
    await topUp(profile.data.id, 60_000);
    const current = await apiAs<{ prices: { multiLevel: { ai: number } } }>(learnerToken, 'GET', '/settings/public');
    const price = current.prices.multiLevel.ai + 2_000;

    await admin.goto('/admin/settings');
    const section = admin.getByRole('region', { name: 'Prices' });
    const field = section.getByRole('textbox', { name: 'Multi-level exam, AI checking (uzs)' });
    await field.fill('-5');
    await section.getByRole('button', { name: 'Save prices' }).click();
    await section.getByText('Not below 0').waitFor();
    await field.fill(String(price));
    await section.getByRole('button', { name: 'Save prices' }).click();
    await section.getByRole('status').waitFor();

    await learner.goto('/multi-level');
    await learner.getByRole('button', { name: /Multi Level Mock 1/ }).click();
    const dialog = learner.getByRole('dialog', { name: /What will you choose/ });
    const shown = price.toLocaleString('ru-RU').replace(/\s/g, ' ');
    expect((await dialog.getByRole('button', { name: /^AI/ }).innerText()).replace(/\s/g, ' ')).toContain(`${shown} uzs`);
    await dialog.getByRole('button', { name: /^AI/ }).click();
    await learner.waitForURL(/\/multi-level\/exam\/\d+$/);
    const after = await apiAs<{ data: { balance: number } }>(learnerToken, 'GET', '/user/profile');
    expect(after.data.balance).toBe(profile.data.balance + 60_000 - price);
    await learner.goto('/');
    expect(await balanceShown(learner)).toBe(`${(profile.data.balance + 60_000 - price).toLocaleString('ru-RU').replace(/\s/g, ' ')} uzs`);
  });

  it('the admin finds a contact message, replies by Telegram link, and marks it read', async () => {
    const text = `My listening audio stops half way (${stamp})`;
    await apiAs(learnerToken, 'POST', '/user/send-message', { message: text, first_name: 'Madina', last_name: 'Console', email: 'madina@example.com', phone_number: '+998 90 555 12 34' });
    await admin.goto('/admin/messages');
    await admin.getByRole('searchbox', { name: 'Search name, email, phone or text' }).fill(stamp);
    await admin.getByRole('button', { name: 'Search' }).click();
    const card = admin.getByRole('article', { name: 'Message from Madina Console' });
    await card.getByText(text).waitFor();
    expect(await card.getByText('Unread', { exact: true }).count()).toBe(1);
    expect(await card.getByRole('link', { name: 'Reply on Telegram' }).getAttribute('href')).toBe('https://t.me/+998905551234');
    expect(await card.getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe('tel:+998905551234');
    await card.getByRole('button', { name: 'Mark read' }).click();
    // The list shows unread messages by default: the read one leaves it.
    await admin.getByText(`No unread messages match “${stamp}”.`).waitFor();
    await admin.getByRole('combobox', { name: 'Show' }).selectOption('read');
    await card.getByText('Read', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Mark unread' }).count()).toBe(1);
  });

  it('the admin reaches the tests page (content upload and publishing) from the staff menu', async () => {
    await admin.goto('/admin/settings');
    await admin.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Tests' }).click();
    await admin.waitForURL('**/admin/content');
    await admin.getByRole('heading', { level: 1, name: 'Tests' }).waitFor();
    await admin.getByRole('table', { name: /\d+ versions?$/ }).waitFor();
  });

  it('every change is in the audit log with who did it, before and after', async () => {
    const rows = await auditRows();
    const of = (action: string) => rows.filter((row) => row.includes(action));
    // Newest first: the notice turned off, then on with the Uzbek text.
    const [off, on] = of('settings.maintenance');
    expect(on).toMatch(/"enabled": false[\s\S]*"enabled": true[\s\S]*Diqqat, tanaffus/);
    expect(off).toMatch(/"enabled": true[\s\S]*"enabled": false/);
    expect(of('settings.prices')[0]).toMatch(/"ai": \d+[\s\S]*"ai": \d+/);
    expect(of('message.read')[0]).toMatch(/"read": false[\s\S]*"read": true/);
    for (const row of [on, off, of('settings.prices')[0], of('message.read')[0]]) expect(row).toContain(ADMIN);
  });
});

describe('an admin who chose Uzbek', () => {
  it('gets the staff pages in Uzbek: no key missing, nothing left in English', async () => {
    const { page } = await loginAs(browser(), ADMIN);
    await page.context().addInitScript(() => localStorage.setItem('bw.locale', 'uz'));
    const english = englishOnly(uz, kitUz);
    for (const [route, heading] of [
      ['/admin/content', uz.staff.content.title],
      ['/admin/payments', uz.staff.payments.title],
      ['/examiner', uz.staff.queue.title],
    ] as const) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await untranslated(page, english), route).toEqual({ missing: [], english: [] });
    }
  });
});

describe('a learner', () => {
  it('is refused every console call with 403', async () => {
    const document = JSON.parse(readFileSync(path.join(root, 'docs/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(document.paths)
      .filter(([route]) => route.startsWith('/api/admin/'))
      .flatMap(([route, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), route })));
    expect(calls.length).toBeGreaterThanOrEqual(15);
    for (const { method, route } of calls) {
      const url = `${inject('baseUrl')}${route.replace('{id}', '1').replace('{asset}', 'logo')}`;
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${learnerToken}`, ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
        body: method === 'GET' ? undefined : JSON.stringify({ section: 'prices', value: { multiLevel: { ai: 0, human: 0 } }, read: true, role: 'admin' }),
      });
      expect(response.status, `${method} ${route}`).toBe(403);
    }
    expect((await apiAs<{ prices: { multiLevel: { ai: number } } }>(learnerToken, 'GET', '/settings/public')).prices.multiLevel.ai).toBeGreaterThan(0);
  });

  it('is refused every console page the admin’s menu links to', async () => {
    await admin.goto('/admin/settings');
    const menu = admin.getByRole('navigation', { name: 'Staff' });
    await menu.getByRole('link', { name: 'Audit log' }).waitFor();
    const links = await menu.getByRole('link').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const pages = [...links.filter((link) => link.startsWith('/admin')), '/admin/users/1'];
    expect(pages).toEqual(expect.arrayContaining(['/admin/settings', '/admin/messages', '/admin/audit', '/admin/users']));
    for (const pathname of pages) {
      await learner.goto(pathname);
      await learner.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
      expect(await learner.getByRole('navigation', { name: 'Staff' }).count(), pathname).toBe(0);
    }
  });
});
