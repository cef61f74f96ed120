import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, newPage } from './browser';

/**
 * A visitor (no token) sees what is on sale before logging in (issue 17): the multi-level list is a public read;
 * buying still needs a login.
 */
const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  ({ page } = await newPage(browser()));
});

describe('a visitor on the multi-level list', () => {
  it('sees the exams on sale, not an empty list', async () => {
    await page.goto('/multi-level');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('heading', { level: 1, name: 'Multi Level' }).waitFor();
    await page.getByRole('button', { name: /Multi Level Mock 1/ }).waitFor();
    expect(await page.getByText('Data empty').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Prepare yourself for the best experience!/ }).count()).toBeGreaterThan(0);
  });

  it('is sent to log in when buying', async () => {
    await page.getByRole('button', { name: /Multi Level Mock 1/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^AI/ }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
  });
});
