import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { UserLedgerResponse } from '@bandwise/core';
import { api, profileHandler } from '../../storybook/handlers';
import { preparePage, withPage, type PageParameters } from '../../storybook/page';
import { StaffLayout } from '../StaffLayout';
import { adminProfile, ledger } from '../storybook/fixtures';
import { UserLedgerPage } from './UserLedgerPage';

const adjusted = fn();
const roleSet = fn();

/** The ledger as the server keeps it: an adjustment adds a row and moves the balance; an overdraft is refused. */
function ledgerServer(initial: UserLedgerResponse) {
  let current = initial;
  return [
    http.get(api('/admin/users/42/ledger'), () => HttpResponse.json(current)),
    http.post(api('/admin/users/42/adjustments'), async ({ request }) => {
      const body = (await request.json()) as { amount: number; reason: string };
      adjusted(body);
      if (current.user.balance + body.amount < 0) {
        return HttpResponse.json({ statusCode: 409, message: `The balance (${current.user.balance} uzs) cannot cover a debit of ${-body.amount} uzs` }, { status: 409 });
      }
      const entry = { id: 99, amount: body.amount, cause: 'admin-adjustment', reference: 'adjustment:9', reason: body.reason, createdAt: '2025-03-15T12:00:00.000Z' };
      const balance = current.user.balance + body.amount;
      current = { ...current, user: { ...current.user, balance }, ledgerSum: balance, entries: [entry, ...current.entries] };
      return HttpResponse.json({ balance, entry });
    }),
    http.put(api('/admin/users/42/role'), async ({ request }) => {
      const body = (await request.json()) as { role: 'learner' | 'examiner' | 'admin' };
      roleSet(body);
      current = { ...current, user: { ...current.user, role: body.role } };
      return HttpResponse.json({ user: current.user });
    }),
  ];
}

const at = (data: UserLedgerResponse): PageParameters => ({
  route: '/admin/users/42',
  path: '/admin/users/:id',
  auth: 'loggedIn',
  handlers: [profileHandler(adminProfile), ...ledgerServer(data)],
});

const meta = {
  title: 'Staff/Admin user ledger',
  component: UserLedgerPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: async (context) => {
    adjusted.mockClear();
    roleSet.mockClear();
    return preparePage(context);
  },
  render: () => (
    <StaffLayout roles={['admin']}>
      <UserLedgerPage />
    </StaffLayout>
  ),
  parameters: { layout: 'fullscreen', page: at(ledger) },
} satisfies Meta<typeof UserLedgerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dilnoza Karimova' })).toBeVisible();
    await step('the balance and the ledger that re-sums to it', async () => {
      await expect(canvas.getByTestId('balance')).toHaveTextContent(/60\s000 uzs/);
      await expect(canvas.getByText('matches the balance')).toBeVisible();
    });
    await step('each entry with its cause, and the reason of a manual adjustment', async () => {
      const rows = within(canvas.getByRole('table', { name: 'Ledger, newest first' })).getAllByRole('row').slice(1);
      await expect(rows[0]).toHaveTextContent(/−25\s000 uzs/);
      await expect(rows[0]).toHaveTextContent('Exam purchase');
      await expect(rows[1]).toHaveTextContent(/\+35\s000 uzs/);
      await expect(rows[1]).toHaveTextContent('Goodwill credit after the outage');
      await expect(rows[2]).toHaveTextContent('Payme top-up');
    });
  },
};

export const Adjust: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const amount = await canvas.findByRole('textbox', { name: 'Amount in uzs (negative to debit)' });
    const reason = canvas.getByRole('textbox', { name: 'Reason' });
    const save = canvas.getByRole('button', { name: 'Save adjustment' });
    await step('an amount and a reason are both required; nothing is sent without them', async () => {
      await userEvent.click(save);
      await expect(canvas.getByText('Enter whole uzs, not 0: 15000 to credit, -5000 to debit')).toBeVisible();
      await expect(canvas.getByText('Give a reason (at least 3 characters)')).toBeVisible();
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(adjusted).not.toHaveBeenCalled();
    });
    await step('a credit goes through the ledger: a new row with the reason, and the new balance', async () => {
      await userEvent.type(amount, '15 000');
      await userEvent.type(reason, 'Refund for a failed upload');
      await userEvent.click(save);
      await waitFor(() => expect(adjusted).toHaveBeenCalledWith({ amount: 15_000, reason: 'Refund for a failed upload' }));
      await expect(await canvas.findByRole('status')).toHaveTextContent(/The balance is now 75\s000 uzs/);
      await waitFor(() => expect(canvas.getByTestId('balance')).toHaveTextContent(/75\s000 uzs/));
      const first = within(canvas.getByRole('table', { name: 'Ledger, newest first' })).getAllByRole('row')[1]!;
      await expect(first).toHaveTextContent('Refund for a failed upload');
    });
    await step("a debit larger than the balance is refused with the server's message", async () => {
      await userEvent.type(amount, '-100000');
      await userEvent.type(reason, 'Chargeback');
      await userEvent.click(save);
      await expect(await canvas.findByRole('alert')).toHaveTextContent('The balance (75000 uzs) cannot cover a debit of 100000 uzs');
    });
  },
};

export const ChangeRole: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = await canvas.findByRole('combobox', { name: 'Role' });
    await expect(canvas.getByRole('button', { name: 'Save role' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Examiner');
    await userEvent.click(canvas.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(roleSet).toHaveBeenCalledWith({ role: 'examiner' }));
    await waitFor(() => expect(canvas.getByText('Examiner', { selector: 'dd' })).toBeVisible());
  },
};

export const BooksDoNotBalance: Story = {
  parameters: { page: at({ ...ledger, user: { ...ledger.user, balance: 60_777 }, balanced: false }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('does not match the balance')).toBeVisible();
  },
};
