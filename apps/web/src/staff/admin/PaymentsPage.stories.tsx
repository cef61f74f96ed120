import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { api, profileHandler } from '../../storybook/handlers';
import { preparePage, withPage, type PageParameters } from '../../storybook/page';
import { StaffLayout } from '../StaffLayout';
import { adminProfile, examinerProfile, payments } from '../storybook/fixtures';
import { PaymentsPage } from './PaymentsPage';

const asked = fn();
const paymentsHandler = http.get(api('/admin/payments'), ({ request }) => {
  const url = new URL(request.url);
  asked(Object.fromEntries(url.searchParams));
  const state = url.searchParams.get('state');
  const items = state === null ? payments.items : payments.items.filter((p) => p.state === Number(state));
  return HttpResponse.json({ ...payments, items, total: items.length });
});
const at = (handlers: PageParameters['handlers']): PageParameters => ({ route: '/admin/payments', auth: 'loggedIn', handlers });

const meta = {
  title: 'Staff/Admin payments',
  component: PaymentsPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: async (context) => {
    asked.mockClear();
    return preparePage(context);
  },
  render: () => (
    <StaffLayout roles={['admin']}>
      <PaymentsPage />
    </StaffLayout>
  ),
  parameters: { layout: 'fullscreen', page: at([profileHandler(adminProfile), paymentsHandler]) },
} satisfies Meta<typeof PaymentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const table = await canvas.findByRole('table', { name: '3 payments' });
    await step('each payment with its user, amount in uzs, state and Payme id, newest first', async () => {
      const rows = within(table).getAllByRole('row').slice(1);
      await expect(rows[0]).toHaveTextContent('Dilnoza Karimova');
      await expect(rows[0]).toHaveTextContent('created');
      await expect(rows[1]).toHaveTextContent('cancelled');
      await expect(rows[1]).toHaveTextContent('reason 3');
      await expect(rows[2]).toHaveTextContent(/50\s000 uzs/);
      await expect(rows[2]).toHaveTextContent('performed');
      await expect(rows[2]).toHaveTextContent('User 44');
      await expect(rows[2]).toHaveTextContent('65f1c0ffee00000000000001');
      await expect(within(rows[2]!).getByRole('link', { name: 'User 44' })).toHaveAttribute('href', '/admin/users/44');
    });
    await step('choosing a state asks the server for that state only', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'Performed');
      await expect(await canvas.findByRole('table', { name: '1 payment' })).toBeVisible();
      await waitFor(() => expect(asked).toHaveBeenLastCalledWith({ page: '0', size: '50', state: '2' }));
    });
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const NoPayments: Story = {
  parameters: { page: at([profileHandler(adminProfile), http.get(api('/admin/payments'), () => HttpResponse.json({ items: [], page: 0, size: 50, total: 0 }))]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No payments found.')).toBeVisible();
  },
};

export const ExaminerRefused: Story = {
  parameters: { page: at([profileHandler(examinerProfile), paymentsHandler]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(canvas.getByText('This page is for admins only.')).toBeVisible();
    await expect(asked).not.toHaveBeenCalled();
  },
};
