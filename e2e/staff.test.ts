import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { browserForFile } from './browser';
import { apiAs, launchWithMicrophone, loginAs, recordAnswer, startRunner } from './exam-support';
import { balanceShown, giveRole, topUp } from './staff-support';

/**
 * The staff area in Chromium against the built site and the real server (e2e/globalSetup.ts):
 * a learner buys a human-checked multi-level exam, writes and speaks, and waits for an examiner; an examiner marks
 * every answer in the browser; the learner then sees the marks. And an admin's manual adjustment reaching a learner's
 * balance. Roles are given through the development-only POST /api/dev/role (off in production).
 */

const LEARNER = '+998907770201';
const EXAMINER = '+998907770202';
const ADMIN = '+998907770203';
const SECOND_LEARNER = '+998907770204';

const browser = browserForFile(launchWithMicrophone);

beforeAll(async () => {
  await giveRole(EXAMINER, 'examiner');
  await giveRole(ADMIN, 'admin');
});

describe('a human-checked multi-level exam', () => {
  let learner: Page;
  let learnerToken: string;
  let examiner: Page;
  let examId: number;

  it('the learner buys Multi Level Mock 1 with human checking', async () => {
    ({ page: learner, token: learnerToken } = await loginAs(browser(), LEARNER));
    const profile = await apiAs<{ data: { id: number } }>(learnerToken, 'GET', '/user/profile');
    await fetch(`${inject('baseUrl')}/api/user/update-information`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${learnerToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Malika', surname: 'Staffcheck' }),
    });
    await topUp(profile.data.id, 60_000);
    await learner.goto('/multi-level');
    await learner.getByRole('button', { name: /Multi Level Mock 1/ }).click();
    await learner.getByRole('dialog', { name: /What will you choose/ }).getByRole('button', { name: /^Human/ }).click();
    await learner.waitForURL(/\/multi-level\/exam\/\d+$/);
    examId = Number(new URL(learner.url()).pathname.split('/').pop());
    await startRunner(learner, '[role="radiogroup"]');
  });

  it('moves through listening and reading, writes the three tasks', async () => {
    const confirmNext = async (heading: RegExp) => {
      await learner.getByRole('banner').getByRole('button', { name: 'Next Exam' }).click();
      await learner.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
      await learner.getByRole('heading', { level: 1, name: heading }).waitFor();
    };
    await confirmNext(/^Reading/);
    await confirmNext(/^Writing/);
    const panel = () => learner.locator('[role="tabpanel"]:visible');
    await panel().getByRole('textbox').nth(0).fill('Dear Sam, the club now closes early on Fridays. I am upset, because that is my only free evening. Let us write to the manager together.');
    await panel()
      .getByRole('textbox')
      .nth(1)
      .fill(
        'Dear Manager, I am writing about the new Friday closing time. Many members work during the week and can only come in the evening. ' +
          'Could the club keep one late evening, or open earlier on Saturday instead? I hope you will consider it. Yours faithfully, Malika',
      );
    await learner.getByRole('tab', { name: 'Part 2' }).click();
    await panel()
      .getByRole('textbox')
      .first()
      .fill(
        'In my opinion, a year of work or volunteering before university is valuable. Young people learn to manage money and time, ' +
          'and they often choose a better course afterwards. However, some students lose the habit of studying, so the year needs a plan.',
      );
    await confirmNext(/^Speaking/);
  });

  it('records every speaking answer and finishes; My Result says the exam is waiting for an examiner', async () => {
    const panel = () => learner.locator('[role="tabpanel"]:visible');
    for (const tab of ['Part 1', 'Part 2', 'Part 3']) {
      await learner.getByRole('tab', { name: tab, exact: true }).click();
      for (;;) {
        const recorder = panel().getByRole('group', { name: /^Answer to: / }).first();
        if ((await recorder.count()) === 0) break;
        await recordAnswer(learner, (await recorder.getAttribute('aria-label'))!, 1000);
      }
    }
    await learner.getByRole('banner').getByRole('button', { name: 'Finish exam' }).click();
    await learner.getByRole('alertdialog', { name: 'Are you sure you want to finish the exam?' }).getByRole('button', { name: 'Yes' }).click();
    await learner.waitForURL('**/myResult', { timeout: 20_000 });
    await learner.getByRole('group', { name: 'Results of' }).getByRole('button', { name: 'CEFR' }).click();
    const card = learner.getByRole('list', { name: 'CEFR results' }).locator(':scope > li').first();
    await card.getByText('waiting for examiner').waitFor();
    await card.getByText('Type: Human').waitFor();
    expect(await card.getByText('Result: -').count()).toBe(1);
  }, 300_000);

  it('the examiner finds the answers in the queue from the profile menu, without the learner’s phone', async () => {
    ({ page: examiner } = await loginAs(browser(), EXAMINER));
    await examiner.goto('/');
    await examiner.getByRole('button', { name: 'Profile' }).click();
    await examiner.getByRole('link', { name: 'Examiner queue' }).click();
    await examiner.waitForURL('**/examiner');
    const rows = examiner.getByRole('row').filter({ hasText: 'Malika Staffcheck' });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(11);
    expect(await examiner.getByRole('table').textContent()).not.toContain(LEARNER);
    expect(await rows.first().textContent()).toContain(`Multi-level #${examId}`);
  });

  it('marks every answer in the browser: claims it, reads it beside the suggestion, gives half-band marks and a comment', async () => {
    let marked = 0;
    let lastStatus = '';
    for (;;) {
      await examiner.goto('/examiner');
      await examiner.getByRole('table').or(examiner.getByText('No answers are waiting for an examiner.')).first().waitFor();
      const row = examiner.getByRole('row').filter({ hasText: 'Malika Staffcheck' }).first();
      if ((await row.count()) === 0) break;
      const writing = (await row.textContent())?.includes('Writing part') ?? false;
      await row.getByRole('link', { name: /^Open / }).click();
      await examiner.getByRole('heading', { name: "Built-in grader's suggestion" }).waitFor();
      if (writing) await examiner.getByText('The learner’s answer').waitFor();
      else await examiner.getByLabel('The learner’s recording').first().waitFor();
      await examiner.getByRole('button', { name: 'Claim this answer' }).click();
      const form = examiner.getByRole('form', { name: 'Marks' });
      await form.waitFor();
      const fields = form.getByRole('spinbutton');
      expect(await fields.count()).toBe(writing ? 4 : 6);
      if (writing) {
        // Typed by hand, half bands: 6.5, 6, 6, 5.5 -> band 6.
        for (const [index, mark] of ['6.5', '6', '6', '5.5'].entries()) await fields.nth(index).fill(mark);
        await form.getByText(/Band from your marks: 6$/).waitFor();
      } else if (await form.getByRole('button', { name: 'Start from the suggestion' }).isVisible()) {
        await form.getByRole('button', { name: 'Start from the suggestion' }).click();
        await fields.nth(0).fill('6');
        // Opened before the recording's transcript is in, the suggestion assesses fluency alone: the examiner marks
        // the five it left blank.
        for (let index = 0; index < 6; index += 1) if ((await fields.nth(index).inputValue()) === '') await fields.nth(index).fill('6');
      } else {
        for (let index = 0; index < 6; index += 1) await fields.nth(index).fill('6');
      }
      await form.getByRole('textbox', { name: 'Comment for the learner' }).fill(`Examiner comment ${marked + 1}: clear and relevant.`);
      await form.getByRole('button', { name: 'Submit marks' }).click();
      const saved = examiner.getByRole('status').filter({ hasText: 'Marks saved' });
      await saved.waitFor();
      lastStatus = (await saved.textContent()) ?? '';
      marked += 1;
    }
    expect(marked).toBe(11);
    expect(lastStatus).toContain('The attempt is complete: the learner sees the result now.');
  }, 300_000);

  it('the learner then sees the exam checked, with the examiner’s marks and comment on the writing result', async () => {
    await learner.goto('/myResult');
    await learner.getByRole('group', { name: 'Results of' }).getByRole('button', { name: 'CEFR' }).click();
    const card = learner.getByRole('list', { name: 'CEFR results' }).locator(':scope > li').first();
    await card.getByText('checked', { exact: true }).waitFor();
    expect(await card.getByText('waiting for examiner').count()).toBe(0);
    expect(await card.getByText(/^Result: (Below B1|B1|B2|C1)$/).count()).toBe(1);
    await card.getByRole('link', { name: /^Writing/ }).click();
    const answers = learner.getByRole('list', { name: 'Your answers' });
    await answers.getByText(/Examiner's marks: Task achievement \/ response 6\.5, Coherence and cohesion 6/).first().waitFor();
    await answers.getByText(/Examiner comment \d+: clear and relevant\./).first().waitFor();
    await answers.getByText('Score: 56').first().waitFor();
  });
});

describe('an admin adjusts a balance by hand', () => {
  it('credits a learner with a reason; the ledger shows it and the learner sees the new balance', async () => {
    const { page: learner } = await loginAs(browser(), SECOND_LEARNER);
    await learner.goto('/');
    expect(await balanceShown(learner)).toBe('0 uzs');

    const { page: admin } = await loginAs(browser(), ADMIN);
    await admin.goto('/');
    await admin.getByRole('button', { name: 'Profile' }).click();
    await admin.getByRole('link', { name: 'Admin area' }).click();
    await admin.waitForURL('**/admin/settings');
    await admin.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await admin.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Users and ledgers' }).click();
    await admin.getByRole('searchbox', { name: 'Phone number, name or id' }).fill(SECOND_LEARNER.slice(-7));
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.getByRole('link', { name: /^Open the ledger of / }).first().click();
    await admin.getByText('No ledger entries yet.').waitFor();

    await admin.getByRole('textbox', { name: 'Amount in uzs (negative to debit)' }).fill('25000');
    await admin.getByRole('textbox', { name: 'Reason' }).fill('Compensation for a failed recording');
    await admin.getByRole('button', { name: 'Save adjustment' }).click();
    await admin.getByRole('status').filter({ hasText: 'The balance is now' }).waitFor();
    const ledger = admin.getByRole('table', { name: 'Ledger, newest first' });
    await ledger.getByText('Compensation for a failed recording').waitFor();
    await admin.getByText('matches the balance').waitFor();

    await learner.reload();
    expect(await balanceShown(learner)).toBe('25 000 uzs');
  });
});
