import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium with the project's flags (vitest.workspace.ts), never a downloaded browser. */
export async function launch(): Promise<Browser> {
  const { executablePath, args } = inject('chromium');
  return chromium.launch({ executablePath, args, headless: true });
}

/**
 * A test file's one browser: `start` launches it before the file's tests, and it is closed after them, with every context
 * still open in it. The getter reads it from the file's own beforeAll on (hooks declared after this call run after its
 * beforeAll, and their afterAll before its).
 */
export function browserForFile(start: () => Promise<Browser> = launch): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await start();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: read it from a hook or a test');
    return browser;
  };
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** A login code from the development issuer (no Telegram bot in tests). */
export async function devCode(phoneNumber: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/api/dev/codes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phoneNumber }),
  });
  if (!response.ok) throw new Error(`POST /api/dev/codes answered ${response.status}: ${await response.text()}`);
  const { code } = (await response.json()) as { code: string };
  return code;
}
