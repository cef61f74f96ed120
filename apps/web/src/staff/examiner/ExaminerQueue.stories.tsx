import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { api, failing, profileHandler } from '../../storybook/handlers';
import { preparePage, withPage, type PageParameters } from '../../storybook/page';
import { StaffLayout } from '../StaffLayout';
import { adminProfile, examinerProfile, queueItems } from '../storybook/fixtures';
import { ExaminerQueuePage } from './ExaminerQueue';

const queue = (items = queueItems) => http.get(api('/examiner/queue'), () => HttpResponse.json({ items }));
const at = (handlers: PageParameters['handlers']): PageParameters => ({ route: '/examiner', auth: 'loggedIn', handlers });

const meta = {
  title: 'Staff/Examiner queue',
  component: ExaminerQueuePage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: preparePage,
  render: () => (
    <StaffLayout roles={['examiner', 'admin']}>
      <ExaminerQueuePage />
    </StaffLayout>
  ),
  parameters: { layout: 'fullscreen', page: at([profileHandler(examinerProfile), queue()]) },
} satisfies Meta<typeof ExaminerQueuePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const table = await canvas.findByRole('table', { name: '3 answers waiting' });
    await step('each answer with its exam, part, learner (never a phone), waiting time and who is marking it', async () => {
      const rows = within(table).getAllByRole('row').slice(1);
      await expect(rows).toHaveLength(3);
      await expect(within(rows[0]!).getByText('Multi Level Mock 1')).toBeVisible();
      await expect(within(rows[0]!).getByText('Writing part 1, question 1')).toBeVisible();
      await expect(within(rows[0]!).getByText('Dilnoza Karimova')).toBeVisible();
      await expect(within(rows[0]!).getByText('3 h 5 min')).toBeVisible();
      await expect(within(rows[0]!).getByText('Free')).toBeVisible();
      await expect(within(rows[1]!).getByText('You are marking')).toBeVisible();
      await expect(within(rows[2]!).getByText('Marking: Bahrom Examiner')).toBeVisible();
      await expect(within(rows[2]!).getByText(/sent by an admin/)).toBeVisible();
      await expect(within(rows[2]!).getByText('Learner 43')).toBeVisible();
      await expect(table).not.toHaveTextContent('+998');
    });
    await step('each row opens its marking page', async () => {
      await expect(canvas.getByRole('link', { name: 'Open Writing part 1, question 1 of Dilnoza Karimova' })).toHaveAttribute('href', '/examiner/101');
    });
    await step('the staff navigation shows an examiner only the queue', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Staff' });
      await expect(within(nav).getByRole('link', { name: 'Examiner queue' })).toHaveAttribute('aria-current', 'page');
      await expect(within(nav).queryByRole('link', { name: 'Payments' })).toBeNull();
    });
    await step('filtering to speaking leaves one answer', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Speaking only');
      await expect(await canvas.findByRole('table', { name: '1 answer waiting' })).toBeVisible();
    });
  },
};

export const AsAdmin: Story = {
  parameters: { page: at([profileHandler(adminProfile), queue()]) },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: '3 answers waiting' });
    const nav = canvas.getByRole('navigation', { name: 'Staff' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Examiner queue', 'Settings', 'Inbox', 'Payments', 'Users and ledgers', 'Grader agreement', 'Failed grading', 'Tests', 'Audit log']);
  },
};

export const Empty: Story = {
  parameters: { page: at([profileHandler(examinerProfile), queue([])]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No answers are waiting for an examiner.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadFails: Story = {
  parameters: { page: at([profileHandler(examinerProfile), failing('get', '/examiner/queue', 500, 'Internal server error')]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The queue could not be loaded: Internal server error');
  },
};

export const LearnerRefused: Story = {
  parameters: { page: at([queue()]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(canvas.getByText('This page is for examiners and admins only.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
