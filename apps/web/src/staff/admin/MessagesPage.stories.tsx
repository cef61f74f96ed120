import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { ContactMessage } from '@bandwise/core';
import { api, profileHandler } from '../../storybook/handlers';
import { preparePage, withPage, type PageParameters } from '../../storybook/page';
import { StaffLayout } from '../StaffLayout';
import { adminProfile, contactMessages } from '../storybook/fixtures';
import { MessagesPage } from './MessagesPage';

const marked = fn();

/** The inbox as the server keeps it: state and search filter, a mark moves a message between unread and read. */
function inboxServer() {
  let messages: ContactMessage[] = contactMessages.map((m) => ({ ...m }));
  return [
    http.get(api('/admin/messages'), ({ request }) => {
      const url = new URL(request.url);
      const state = url.searchParams.get('state') ?? 'all';
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return HttpResponse.json(
        messages
          .filter((m) => state === 'all' || (state === 'unread') === (m.read_at === null))
          .filter((m) => !q || `${m.first_name} ${m.last_name} ${m.email} ${m.message}`.toLowerCase().includes(q)),
      );
    }),
    http.put(api('/admin/messages/:id/read'), async ({ params, request }) => {
      const { read } = (await request.json()) as { read: boolean };
      marked(Number(params.id), read);
      messages = messages.map((m) => (m.id === Number(params.id) ? { ...m, read_at: read ? '2025-03-15T10:00:00.000Z' : null } : m));
      return HttpResponse.json({ statusCode: 200, message: read ? 'Marked read' : 'Marked unread' });
    }),
  ];
}

const meta = {
  title: 'Staff/Admin inbox',
  component: MessagesPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: async (context) => {
    marked.mockClear();
    return preparePage(context);
  },
  render: () => (
    <StaffLayout roles={['admin']}>
      <MessagesPage />
    </StaffLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    page: { route: '/admin/messages', path: '/admin/messages', auth: 'loggedIn', handlers: [profileHandler(adminProfile), ...inboxServer()] } satisfies PageParameters,
  },
} satisfies Meta<typeof MessagesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvas, step }) => {
    const first = await canvas.findByRole('article', { name: 'Message from Dilnoza Karimova' });
    await step('unread messages, newest first, with ways to answer', async () => {
      await expect(canvas.getAllByRole('article')).toHaveLength(2);
      await expect(within(first).getByRole('link', { name: 'Reply on Telegram' })).toHaveAttribute('href', 'https://t.me/+998901234567');
      await expect(within(first).getByRole('link', { name: 'Call +998901234567' })).toHaveAttribute('href', 'tel:+998901234567');
    });
    await step('without a phone in the form, the account phone is used', async () => {
      const second = canvas.getByRole('article', { name: 'Message from Timur Rashidov' });
      await expect(within(second).getByRole('link', { name: 'Reply on Telegram' })).toHaveAttribute('href', 'https://t.me/+998935550011');
    });
  },
};

export const MarkReadAndSearch: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const first = await canvas.findByRole('article', { name: 'Message from Dilnoza Karimova' });
    await step('marking a message read takes it off the unread list', async () => {
      await userEvent.click(within(first).getByRole('button', { name: 'Mark read' }));
      await waitFor(() => expect(marked).toHaveBeenCalledWith(12, true));
      await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    });
    await step('the read list has it, and a search finds it by its text', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Read');
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search name, email, phone or text' }), 'speaking');
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
      const found = await canvas.findByRole('article', { name: 'Message from Dilnoza Karimova' });
      await expect(within(found).getByText('Read', { exact: true })).toBeVisible();
      await expect(within(found).getByRole('button', { name: 'Mark unread' })).toBeVisible();
    });
  },
};
