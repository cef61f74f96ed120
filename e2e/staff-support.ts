import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** Staff journeys' set-up through the real server: roles (development-only call), real Payme top-ups, the balance shown. */

export async function giveRole(phoneNumber: string, role: 'examiner' | 'admin'): Promise<void> {
  const response = await fetch(`${inject('baseUrl')}/api/dev/role`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phoneNumber, role }),
  });
  if (!response.ok) throw new Error(`POST /api/dev/role answered ${response.status}: ${await response.text()}`);
}

/** A real top-up through the Payme merchant endpoint (with the run's PAYME_KEY: e2e/globalSetup.ts): create, then perform. */
export async function topUp(userId: number, uzs: number): Promise<void> {
  const key = Buffer.from(`Paycom:${inject('paymeKey')}`).toString('base64');
  const id = `${Date.now().toString(16)}${Math.random().toString(16).slice(2, 14)}`.padEnd(24, '0').slice(0, 24);
  for (const [method, params] of [
    ['CreateTransaction', { id, time: Date.now(), amount: uzs * 100, account: { id: userId } }],
    ['PerformTransaction', { id }],
  ] as const) {
    const response = await fetch(`${inject('baseUrl')}/api/payme`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${key}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const answer = (await response.json()) as { error?: unknown };
    if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  }
}

/** The balance the learner reads in the profile menu. */
export async function balanceShown(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Profile' }).click();
  const panel = page.getByRole('region', { name: 'Profile' });
  const value = (await panel.locator('dt:text-is("Balance") + dd').textContent()) ?? '';
  await page.keyboard.press('Escape');
  return value.replace(/\s/g, ' ');
}
