import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { browserForFile } from './browser';
import { apiAs, loginAs } from './exam-support';

/**
 * Money in the browser against the real server (docs/PAYMENTS.md): a new learner with 0 uzs meets the not-enough-money
 * modal, tops up through the payment page and the local sandbox checkout (which plays Payme's side against the real
 * merchant endpoint: check, create, perform), comes back to the callback and sees the balance in the header, buys a
 * multi-level exam checked by AI and sees the balance fall by the operator's price; a cancelled checkout credits
 * nothing. Payme's own GetStatement and the admin's ledger call then show what happened behind the pages. Last, the
 * referral bonus: a friend joins through the learner's link and the next AI-checked exam is free.
 */
const baseUrl = inject('baseUrl');
const stamp = String(Date.now()).slice(-7);
const LEARNER = `+99893${stamp}`;
const ADMIN = `+99894${stamp}`;
const FRIEND = `+99895${stamp}`;
/** The server's Payme key, set by the run (e2e/globalSetup.ts): no key is written in the source. */
const PAYME_KEY = inject('paymeKey');

const browser = browserForFile();
let page: Page;
let token: string;
let userId: number;
let aiPrice: number;
const startedAt = Date.now();

type Profile = { data: { id: number; balance: number } };

beforeAll(async () => {
  ({ page, token } = await loginAs(browser(), LEARNER));
  page.on('console', (message) => {
    if (message.type() === 'error') console.info(`[page error] ${message.text()}`);
  });
  userId = (await apiAs<Profile>(token, 'GET', '/user/profile')).data.id;
  const settings = (await (await fetch(`${baseUrl}/api/settings/public`)).json()) as { prices: { multiLevel: { ai: number } } };
  aiPrice = settings.prices.multiLevel.ai;
});

/** Spaces of any kind as one plain space: ru-RU grouping uses a no-break space. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();
const uzs = (n: number) => `${n.toLocaleString('ru-RU').replace(/\s/g, ' ')} uzs`;

/** The balance as the header's profile dropdown shows it. */
async function headerBalance(): Promise<string> {
  await page.getByRole('button', { name: 'Profile' }).click();
  const dropdown = page.getByRole('region', { name: 'Profile' });
  await dropdown.getByText(LEARNER).waitFor();
  const text = plain(await dropdown.getByText('Balance').locator('xpath=following-sibling::dd[1]').textContent());
  await page.keyboard.press('Escape');
  return text;
}

/** Buys Multi Level Mock 1 with AI checking; the AI button must read `label` (the price, or the bonus that pays). */
async function chooseAi(label = uzs(aiPrice)): Promise<void> {
  await page.goto('/multi-level');
  await page.getByRole('button', { name: /Multi Level Mock 1/ }).click();
  const choice = page.getByRole('dialog', { name: /What will you choose/ });
  const ai = choice.getByRole('button', { name: /^AI/ });
  // The bonus count arrives with its own call: wait for the label rather than read the first paint.
  await expect.poll(async () => plain(await ai.textContent())).toBe(`AI${label}`);
  await ai.click();
}

const hidden = (name: string) => page.locator(`form input[type="hidden"][name="${name}"]`).inputValue();

/** Types a sum on the payment page and sends the form to the checkout; answers the form's fields as sent. */
async function payForm(sum: string): Promise<Record<string, string>> {
  await page.getByRole('heading', { level: 1, name: "Hisobni to'ldirish" }).waitFor();
  const pay = page.getByRole('button', { name: "To'lash" });
  expect(await pay.isDisabled()).toBe(true);
  await page.getByRole('textbox', { name: 'Summa' }).fill(sum);
  // The form posts where the server says: the sandbox checkout on this (test) server, never Payme itself.
  await expect.poll(() => page.locator('form').getAttribute('action')).toBe('/api/payme/sandbox/checkout');
  await expect.poll(() => pay.isEnabled()).toBe(true);
  const fields: Record<string, string> = {};
  for (const name of ['merchant', 'amount', 'account[id]', 'lang', 'callback', 'callback_timeout', 'description', 'detail']) {
    fields[name] = await hidden(name);
  }
  expect(await page.locator('form').getAttribute('method')).toBe('post');
  await pay.click();
  await page.getByRole('heading', { level: 1, name: 'Payme sandbox' }).waitFor();
  return fields;
}

describe('a learner with no money', () => {
  it('starts with 0 uzs in the header', async () => {
    await page.goto('/');
    expect(await headerBalance()).toBe('0 uzs');
  });

  it("tries to buy a multi-level exam: the not-enough-money modal with 'Top up balance', and the server's message", async () => {
    await chooseAi();
    const modal = page.getByRole('dialog', { name: 'There is not enough money on your balance' });
    await modal.waitFor();
    // The seed's error toast with the server's message beside the modal.
    await page.locator('[data-variant="error"]').filter({ hasText: 'There is not enough money on your balance' }).waitFor();
    expect(await page.getByRole('dialog', { name: /What will you choose/ }).count()).toBe(0);
    expect(page.url()).toMatch(/\/multi-level$/);
    await modal.getByRole('link', { name: 'Top up balance' }).click();
    await page.waitForURL('**/payment');
  });
});

describe('a top-up through the sandbox checkout', () => {
  it("the payment form carries the seed's fields: merchant, amount x 100, account[id], lang uz, callback, callback_timeout 100, description, detail", async () => {
    const fields = await payForm('30000');
    expect(await page.getByRole('textbox', { name: 'Summa' }).count()).toBe(0);
    expect(fields).toEqual({
      merchant: '',
      amount: '3000000',
      'account[id]': String(userId),
      lang: 'uz',
      callback: `${baseUrl}/payment`,
      callback_timeout: '100',
      description: 'Bandwise balance top-up',
      detail: '',
    });
  });

  it('the sandbox shows what is paid and by whom; Pay returns to the callback and the header shows 30 000 uzs', async () => {
    expect(plain(await page.getByTestId('amount').textContent())).toBe('30 000 uzs');
    expect(await page.getByTestId('account').textContent()).toBe(String(userId));
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${baseUrl}/payment`);
    await page.getByRole('heading', { level: 1, name: "Hisobni to'ldirish" }).waitFor();
    expect(await headerBalance()).toBe('30 000 uzs');
  });

  it("buys a multi-level exam checked by AI: the runner opens and the balance falls by the operator's AI price", async () => {
    await chooseAi();
    await page.waitForURL(/\/multi-level\/exam\/\d+$/);
    await page.getByRole('dialog', { name: 'Ready to submit tests?' }).waitFor();
    await page.goto('/');
    expect(await headerBalance()).toBe(uzs(30_000 - aiPrice));
  });

  it('a cancelled checkout credits nothing and returns to the callback', async () => {
    await page.goto('/payment');
    const fields = await payForm('10000');
    expect(fields.amount).toBe('1000000');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${baseUrl}/payment`);
    expect(await headerBalance()).toBe(uzs(30_000 - aiPrice));
    expect((await apiAs<Profile>(token, 'GET', '/user/profile')).data.balance).toBe(30_000 - aiPrice);
  });

  it("a sum below Payme's minimum is refused on the checkout page and nothing is credited", async () => {
    await page.goto('/payment');
    await payForm('500');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('The merchant refused the payment: Wrong amount').waitFor();
    await page.getByRole('link', { name: 'Back to the merchant' }).click();
    await page.waitForURL(`${baseUrl}/payment`);
    expect(await headerBalance()).toBe(uzs(30_000 - aiPrice));
  });
});

describe('behind the pages', () => {
  it("Payme's statement holds the learner's two checkouts: one performed, one cancelled by the payer (reason 3)", async () => {
    const response = await fetch(`${baseUrl}/api/payme`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${Buffer.from(`Paycom:${PAYME_KEY}`).toString('base64')}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'GetStatement', params: { from: startedAt, to: Date.now() } }),
    });
    const { result } = (await response.json()) as { result: { transactions: Array<{ amount: number; account: { id: string }; state: number; reason: number | null }> } };
    const mine = result.transactions.filter((t) => t.account.id === String(userId));
    expect(mine.map((t) => [t.amount, t.state, t.reason])).toEqual([
      [3_000_000, 2, null],
      [1_000_000, -1, 3],
    ]);
  });

  it("the learner's ledger re-sums to the balance: the top-up and the purchase, nothing for the cancelled checkout", async () => {
    await fetch(`${baseUrl}/api/dev/role`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phoneNumber: ADMIN, role: 'admin' }),
    });
    const { token: adminToken, context: adminContext } = await loginAs(browser(), ADMIN);
    await adminContext.close();
    const ledger = await apiAs<{ entries: Array<{ amount: number; cause: string }>; ledgerSum: number; balanced: boolean; user: { balance: number } }>(
      adminToken,
      'GET',
      `/admin/users/${userId}/ledger`,
    );
    expect(ledger.entries.map((e) => [e.cause, e.amount])).toEqual([
      ['exam-purchase', -aiPrice],
      ['payme-topup', 30_000],
    ]);
    expect(ledger).toMatchObject({ ledgerSum: 30_000 - aiPrice, balanced: true });
  });
});

describe('the referral bonus', () => {
  const fact = (term: string) => page.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

  it("the Bonus page shows the seed's fields: username, referral link, registration time, bonuses used, total invited", async () => {
    await page.goto('/bonus');
    await page.getByRole('heading', { level: 1, name: 'Bonus' }).waitFor();
    await page.getByText("You don't have a bonus yet").waitFor();
    expect(plain(await fact('Username').textContent())).toBe('No name');
    expect(await fact('Referral link').getByRole('link').getAttribute('href')).toMatch(/^https:\/\/t\.me\/\w+\?start=[\w-]+$/);
    expect(plain(await fact('Registration time').textContent())).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await fact('Bonuses used').textContent()).toBe('0');
    expect(await fact('Total invited').textContent()).toBe('0');
    expect(await page.getByRole('link', { name: 'Open the Telegram bot' }).getAttribute('href')).toMatch(/^https:\/\/t\.me\//);
  });

  it('a friend joins with the link\'s start parameter (the development issuer plays the bot): invited 1, a bonus exam waiting', async () => {
    const link = await fact('Referral link').getByRole('link').getAttribute('href');
    const ref = new URL(link ?? '').searchParams.get('start');
    const joined = await fetch(`${baseUrl}/api/dev/codes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phoneNumber: FRIEND, ref }),
    });
    expect(joined.status).toBe(200);
    await page.reload();
    await expect.poll(async () => fact('Total invited').textContent()).toBe('1');
    await page.getByText('You have 1 bonus exam: the next multi-level exam with AI checking is free.').waitFor();
  });

  it('the AI choice says the bonus pays and the exam spends it: the balance stays, the Bonus page counts it used', async () => {
    const before = (await apiAs<Profile>(token, 'GET', '/user/profile')).data.balance;
    await chooseAi('Free with your referral bonus');
    await page.waitForURL(/\/multi-level\/exam\/\d+$/);
    await page.goto('/');
    expect(await headerBalance()).toBe(uzs(before));
    await page.goto('/bonus');
    await page.getByText("You don't have a bonus yet").waitFor();
    expect(await fact('Bonuses used').textContent()).toBe('1');
    expect(await fact('Total invited').textContent()).toBe('1');
  });
});
