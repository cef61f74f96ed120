import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { api, profileHandler } from '../../storybook/handlers';
import { preparePage, withPage, type PageParameters } from '../../storybook/page';
import { StaffLayout } from '../StaffLayout';
import { adminProfile, ledger } from '../storybook/fixtures';
import { UsersPage } from './UsersPage';

const search = http.get(api('/admin/users'), ({ request }) => {
  const q = new URL(request.url).searchParams.get('q') ?? '';
  return HttpResponse.json({ items: q.includes('4567') || /dil/i.test(q) ? [ledger.user] : [] });
});

const meta = {
  title: 'Staff/Admin users',
  component: UsersPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: preparePage,
  render: () => (
    <StaffLayout roles={['admin']}>
      <UsersPage />
    </StaffLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    page: { route: '/admin/users', path: '/admin/users', auth: 'loggedIn', handlers: [profileHandler(adminProfile), search] } satisfies PageParameters,
  },
} satisfies Meta<typeof UsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchByPhone: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('search by phone digits', async () => {
      const box = await canvas.findByRole('searchbox', { name: 'Phone number, name or id' });
      await userEvent.type(box, '4567{Enter}');
    });
    await step('the user with role, balance and a link to the ledger', async () => {
      const table = await canvas.findByRole('table', { name: 'Users matching “4567”' });
      const row = within(table).getAllByRole('row')[1]!;
      await expect(row).toHaveTextContent('Dilnoza Karimova');
      await expect(row).toHaveTextContent('+998901234567');
      await expect(row).toHaveTextContent('Learner');
      await expect(within(row).getByRole('link', { name: 'Open the ledger of Dilnoza Karimova' })).toHaveAttribute('href', '/admin/users/42');
      await expect(canvas.getByTestId('location')).toHaveTextContent('/admin/users?q=4567');
    });
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Phone number, name or id' }), 'zzz{Enter}');
    await expect(await canvas.findByText('No users match “zzz”.')).toBeVisible();
  },
};
