import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { ContentVersion } from '@bandwise/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { api, profileHandler } from '../../storybook/handlers';
import { preparePage, withPage, type PageParameters } from '../../storybook/page';
import { StaffLayout } from '../StaffLayout';
import { adminProfile } from '../storybook/fixtures';
import { ContentPage } from './ContentPage';

const changed = fn();

const shipped: ContentVersion = {
  id: 1,
  kind: 'ielts',
  testId: 1,
  version: 1,
  status: 'published',
  name: 'Cambridge IELTS Practice Book 1',
  source: 'built-in',
  sourceName: null,
  createdBy: null,
  createdAt: '2026-09-01T08:00:00.000Z',
  publishedAt: '2026-09-01T08:00:00.000Z',
  retiredAt: null,
  attempts: 214,
};
const draft: ContentVersion = {
  ...shipped,
  id: 7,
  testId: 5,
  version: 1,
  status: 'draft',
  name: 'Harbour Town Practice Test',
  source: 'upload',
  sourceName: 'harbour-town.zip',
  createdBy: 'Adela Admin',
  createdAt: '2026-11-20T09:15:00.000Z',
  publishedAt: null,
  attempts: 0,
};
const retired: ContentVersion = {
  ...shipped,
  id: 4,
  kind: 'multi-level',
  testId: 2,
  status: 'retired',
  name: 'Multi Level Mock 2',
  publishedAt: '2026-09-01T08:00:00.000Z',
  retiredAt: '2026-11-18T16:40:00.000Z',
  attempts: 37,
};

/** The versions as the server keeps them: publish and retire change them (refilled before every story). */
let items: ContentVersion[] = [];
function contentServer() {
  return [
    http.get(api('/admin/content'), () => HttpResponse.json({ items, directory: false })),
    http.post(api('/admin/content'), () =>
      HttpResponse.json(
        {
          statusCode: 422,
          message: 'The test has 2 problems',
          problems: [
            { file: 'listening.md', line: 14, message: 'Question 7 has no answer: add "answer: ..." under it' },
            { file: 'reading.md', line: 52, message: 'Option label B is used twice: give each option its own letter' },
          ],
        },
        { status: 422 },
      ),
    ),
    http.post(api('/admin/content/:id/:action'), ({ params }) => {
      const id = Number(params.id);
      const action = params.action as 'publish' | 'retire';
      changed(id, action);
      const at = '2026-11-24T10:00:00.000Z';
      items = items.map((version) =>
        version.id === id
          ? { ...version, status: action === 'publish' ? 'published' : 'retired', ...(action === 'publish' ? { publishedAt: at } : { retiredAt: at }) }
          : version,
      );
      return HttpResponse.json({ version: items.find((version) => version.id === id) });
    }),
  ];
}

const meta = {
  title: 'Staff/Admin tests',
  component: ContentPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: async (context) => {
    changed.mockClear();
    items = [draft, shipped, retired];
    return preparePage(context);
  },
  render: () => (
    <StaffLayout roles={['admin']}>
      <ContentPage />
    </StaffLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    page: { route: '/admin/content', path: '/admin/content', auth: 'loggedIn', handlers: [profileHandler(adminProfile), ...contentServer()] } satisfies PageParameters,
  },
} satisfies Meta<typeof ContentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, name: string) => within(table).getAllByRole('row').find((row) => row.textContent?.includes(name))!;

export const DraftWithProblems: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const table = await canvas.findByRole('table', { name: '3 versions' });
    await step('a draft offers Publish and Retire', async () => {
      const row = rowOf(table, 'Harbour Town Practice Test');
      await expect(row).toHaveTextContent('draft');
      await expect(within(row).getByRole('button', { name: 'Publish Harbour Town Practice Test version 1' })).toBeEnabled();
    });
    await step('a broken bundle is refused with each problem at its file and line', async () => {
      const zip = new File(['PK'], 'harbour-town-v2.zip', { type: 'application/zip' });
      await userEvent.upload(canvas.getByLabelText('Upload a test (a .zip of its folder)'), zip);
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('The test has 2 problems');
      const problems = within(alert).getAllByRole('listitem');
      await expect(problems[0]).toHaveTextContent('listening.md:14 Question 7 has no answer');
      await expect(problems[1]).toHaveTextContent('reading.md:52 Option label B is used twice');
    });
  },
};

export const Published: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: '3 versions' });
    await userEvent.click(within(rowOf(table, 'Harbour Town Practice Test')).getByRole('button', { name: 'Publish Harbour Town Practice Test version 1' }));
    await waitFor(() => expect(changed).toHaveBeenCalledWith(7, 'publish'));
    await waitFor(() => expect(rowOf(table, 'Harbour Town Practice Test')).toHaveTextContent('published'));
    const row = rowOf(table, 'Harbour Town Practice Test');
    await expect(within(row).queryByRole('button', { name: /^Publish/ })).toBeNull();
    await expect(within(row).getByRole('button', { name: 'Retire Harbour Town Practice Test version 1' })).toBeEnabled();
  },
};

export const Retired: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: '3 versions' });
    await userEvent.click(within(rowOf(table, 'Cambridge IELTS Practice Book 1')).getByRole('button', { name: 'Retire Cambridge IELTS Practice Book 1 version 1' }));
    await waitFor(() => expect(changed).toHaveBeenCalledWith(1, 'retire'));
    await waitFor(() => expect(rowOf(table, 'Cambridge IELTS Practice Book 1')).toHaveTextContent('retired'));
    const row = rowOf(table, 'Multi Level Mock 2');
    await expect(row).toHaveTextContent('retired');
    await expect(within(row).queryByRole('button', { name: /^Retire/ })).toBeNull();
    await expect(within(row).getByRole('button', { name: 'Publish Multi Level Mock 2 version 1' })).toBeEnabled();
  },
};
