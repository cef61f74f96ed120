import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { api, profileHandler } from '../../storybook/handlers';
import { preparePage, withPage, type PageParameters } from '../../storybook/page';
import { StaffLayout } from '../StaffLayout';
import { adminProfile, auditLog } from '../storybook/fixtures';
import { AuditPage } from './AuditPage';

const meta = {
  title: 'Staff/Admin audit log',
  component: AuditPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: preparePage,
  render: () => (
    <StaffLayout roles={['admin']}>
      <AuditPage />
    </StaffLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    page: {
      route: '/admin/audit',
      path: '/admin/audit',
      auth: 'loggedIn',
      handlers: [
        profileHandler(adminProfile),
        http.get(api('/admin/audit'), ({ request }) => {
          const action = new URL(request.url).searchParams.get('action') ?? '';
          const items = auditLog.items.filter((entry) => entry.action.startsWith(action));
          return HttpResponse.json({ ...auditLog, items, total: items.length });
        }),
      ],
    } satisfies PageParameters,
  },
} satisfies Meta<typeof AuditPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const table = await canvas.findByRole('table', { name: '3 changes, newest first' });
    await step('who, what, before and after, newest first', async () => {
      const rows = within(table).getAllByRole('row').slice(1);
      await expect(rows[0]).toHaveTextContent('message.read');
      await expect(rows[1]).toHaveTextContent('Adela Admin');
      await expect(rows[1]).toHaveTextContent(/"ai": 25000[\s\S]*"ai": 27000/);
      await expect(rows[2]).toHaveTextContent('deleted user');
    });
    await step('filtered to one kind of change', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Settings');
      await expect(await canvas.findByRole('table', { name: '1 change, newest first' })).toBeVisible();
    });
  },
};
