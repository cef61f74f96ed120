import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, devCode, newPage } from './browser';

/**
 * One learner's journey through the built site against the real API (seed 000): browse as a visitor, log in with a
 * code by typing, set a name, read the profile, start an exam, log out, log in again by pasting.
 */
const PHONE = '+998907770011';

const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  ({ page } = await newPage(browser()));
});

const header = () => page.getByRole('navigation', { name: 'Main' });

describe('a new visitor', () => {
  it('opens home without downloading the other pages', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Try now' }).waitFor();
    await page.getByText('Our Leaderboard').first().waitFor();
    await page.waitForLoadState('networkidle');
    const others = scripts.filter((src) => /(Login|TestList|Contact|Payment|Bonus|MyResult|MultiLevel|Rating|FaqPage|public)-/.test(src));
    expect(others).toEqual([]);
    expect(scripts.some((src) => /Home-/.test(src))).toBe(true);
  });

  it('toggles the leaderboard and opens the CEFR rating', async () => {
    const ielts = page.getByRole('button', { name: 'IELTS', exact: true });
    const cefr = page.getByRole('button', { name: 'CEFR', exact: true });
    // Other journeys may have put learners on either board first: a board is its list of results or 'No results found.'.
    const board = (mode: 'IELTS' | 'CEFR') =>
      page.getByRole('list', { name: `${mode} leaderboard` }).or(page.getByText('No results found.')).first();
    expect(await ielts.getAttribute('aria-pressed')).toBe('true');
    await board('IELTS').waitFor();
    await cefr.click();
    expect(await cefr.getAttribute('aria-pressed')).toBe('true');
    expect(await ielts.getAttribute('aria-pressed')).toBe('false');
    await page.locator('section[data-mode="CEFR"]').waitFor();
    await board('CEFR').waitFor();
    await page.getByRole('link', { name: 'View all results' }).click();
    await page.waitForURL('**/cefr/rating');
    await page.getByRole('heading', { name: 'CEFR rating' }).waitFor();
  });

  it('reads the FAQ, one answer at a time', async () => {
    await page.goto('/faq');
    const first = page.getByRole('button', { name: 'How close is the mock to the real IELTS test?' });
    const second = page.getByRole('button', { name: 'Are there separate Academic and General Training mocks?' });
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
  });

  it("sends a contact message without an account: taken, nothing cleared, the page stays (issue 33)", async () => {
    await header().getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    await fillContact(page, 'Visitor question');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Successful!', { exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
  });
});

async function fillContact(target: Page, message: string) {
  await target.getByRole('textbox', { name: 'First name' }).fill('Malika');
  await target.getByRole('textbox', { name: 'Last name' }).fill('Rasulova');
  await target.getByRole('textbox', { name: 'Email' }).fill('malika@example.com');
  await target.getByRole('textbox', { name: 'Message' }).fill(message);
  await target.getByRole('checkbox').check();
}

describe('a learner', () => {
  it('logs in by typing the code and sets a name', async () => {
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    const code = await devCode(PHONE);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code, { delay: 30 });
    await page.getByText('To`g`ri!').first().waitFor();
    const dialog = page.getByRole('dialog', { name: 'Edit Name' });
    await dialog.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Malika');
    await dialog.getByRole('textbox', { name: 'Surname' }).fill('Rasulova');
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await page.getByText('Muvaffaqiyatli o`zgartirildi').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sees the profile dropdown with balance and exam limit', async () => {
    await page.getByRole('button', { name: 'Profile' }).click();
    const dropdown = page.getByRole('region', { name: 'Profile' });
    await dropdown.getByText('Malika Rasulova').waitFor();
    await dropdown.getByText(PHONE).waitFor();
    expect(await dropdown.getByText('IELTS Exam limit').locator('xpath=following-sibling::dd[1]').textContent()).toBe('0 / 3 today');
    expect(await dropdown.getByText('Balance').locator('xpath=following-sibling::dd[1]').textContent()).toBe('0 uzs');
    await page.keyboard.press('Escape');
    await header().getByRole('link', { name: 'My Result' }).waitFor();
  });

  it('sends a contact message', async () => {
    await header().getByRole('link', { name: 'Contact' }).click();
    await fillContact(page, 'How long does human checking take?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Successful!').first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
  });

  it('starts an exam from the test list and lands on /book1/{id}', async () => {
    await header().getByRole('link', { name: 'IELTS' }).click();
    await page.waitForURL('**/test');
    await page.getByRole('button', { name: /Test 1 Cambridge \(Test 1\)/ }).click();
    const modal = page.getByRole('dialog', { name: 'Ready to submit tests?' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/book1\/\d+$/);
    await page.getByText('To`g`ri!').first().waitFor({ state: 'attached' });
    expect(await page.evaluate(() => localStorage.getItem('examSection'))).toBe('listening');
  });

  it('finds the attempt in My Result and the exam limit counted', async () => {
    await page.goto('/myResult');
    const card = page.getByRole('list', { name: 'IELTS results' }).locator(':scope > li').first();
    await card.getByText('CAMBRIDGE (TEST 1)').waitFor();
    await card.getByText('PENDING').waitFor();
    await card.getByRole('timer').waitFor();
    await page.getByRole('button', { name: 'Profile' }).click();
    const dropdown = page.getByRole('region', { name: 'Profile' });
    await dropdown.getByText('Malika Rasulova').waitFor();
    expect(await dropdown.getByText('IELTS Exam limit').locator('xpath=following-sibling::dd[1]').textContent()).toBe('1 / 3 today');
  });

  it('logs out: storage cleared, the page reloaded, Login offered again', async () => {
    await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForLoadState('load');
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto('/myResult');
    await page.waitForURL('**/login');
  });

  it('logs in again by pasting the code', async () => {
    const code = await devCode(PHONE);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.evaluate((text) => navigator.clipboard.writeText(text), code);
    await page.keyboard.press('Control+V');
    await page.getByText('To`g`ri!').first().waitFor();
    const dialog = page.getByRole('dialog', { name: 'Edit Name' });
    await dialog.waitFor();
    // The name is known now: the modal starts from it, and Skip goes home.
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.inputValue(), { timeout: 10_000 }).toBe('Malika');
    await dialog.getByRole('link', { name: 'Skip' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
  });

  it("logs out everywhere: the session on the learner's other device ends too", async () => {
    const login = async () => {
      const response = await fetch(`${inject('baseUrl')}/api/auth/login/${await devCode(PHONE)}`, { method: 'POST' });
      expect(response.status).toBe(200);
      return ((await response.json()) as { message: string }).message;
    };
    const profileStatus = async (token: string) =>
      (await fetch(`${inject('baseUrl')}/api/user/profile`, { headers: { Authorization: `Bearer ${token}` } })).status;
    const otherDevice = await login();
    await page.evaluate((token) => localStorage.setItem('token', token), await login());
    await page.reload();
    await page.getByRole('button', { name: 'Profile' }).click();
    expect(await profileStatus(otherDevice)).toBe(200);
    await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Log out everywhere' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await expect.poll(() => profileStatus(otherDevice)).toBe(401);
  });
});
