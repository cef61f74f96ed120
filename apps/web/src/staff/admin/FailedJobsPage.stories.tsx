import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { api, failing, profileHandler } from '../../storybook/handlers';
import { preparePage, withPage, type PageParameters } from '../../storybook/page';
import { StaffLayout } from '../StaffLayout';
import { adminProfile, failedJobs } from '../storybook/fixtures';
import { FailedJobsPage } from './FailedJobsPage';

const retried = fn();
/** The list as the server keeps it: a retried job leaves it (refilled before every story). */
let items = [...failedJobs.items];
function jobsServer() {
  return [
    http.get(api('/admin/grading-jobs'), () => HttpResponse.json({ ...failedJobs, items })),
    http.post(api('/admin/grading-jobs/:id/retry'), ({ params }) => {
      const id = Number(params.id);
      retried(id);
      if (id === 296) return HttpResponse.json({ statusCode: 409, message: 'Only a failed job can be retried; job 296 is queued' }, { status: 409 });
      items = items.filter((job) => job.id !== id);
      return HttpResponse.json({ id, status: 'queued' });
    }),
  ];
}

const meta = {
  title: 'Staff/Admin failed grading',
  component: FailedJobsPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: async (context) => {
    retried.mockClear();
    items = [...failedJobs.items];
    return preparePage(context);
  },
  render: () => (
    <StaffLayout roles={['admin']}>
      <FailedJobsPage />
    </StaffLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    page: { route: '/admin/grading', path: '/admin/grading', auth: 'loggedIn', handlers: [profileHandler(adminProfile), ...jobsServer()] } satisfies PageParameters,
  },
} satisfies Meta<typeof FailedJobsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ListAndRetry: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const table = await canvas.findByRole('table', { name: '2 failed jobs' });
    await step('each failed job with what it graded, its tries and why it gave up; the queue by status', async () => {
      const rows = within(table).getAllByRole('row');
      await expect(rows[1]).toHaveTextContent('IELTS speaking answer 904');
      await expect(rows[1]).toHaveTextContent('Attempt #58 · job 311');
      await expect(rows[1]).toHaveTextContent('The recording could not be decoded');
      await expect(rows[2]).toHaveTextContent('Multi-level writing answer 377');
      // Why, from the catalogue, and the server's own words under it for whoever fixes the cause.
      await expect(rows[2]).toHaveTextContent('The grader failed; the server’s message is below.');
      await expect(within(rows[2]!).getByText('ProviderError: the LLM endpoint answered 503 five times')).toHaveAttribute('lang', 'en');
      await expect(canvas.getByRole('status')).toHaveTextContent('Queue: 3 waiting, 1 grading now, 1204 done, 2 failed.');
    });
    await step('Retry queues the job again and it leaves the list', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retry IELTS speaking answer 904' }));
      await waitFor(() => expect(retried).toHaveBeenCalledWith(311));
      await expect(await canvas.findByRole('table', { name: '1 failed job' })).toBeVisible();
      await expect(canvas.queryByText('IELTS speaking answer 904')).toBeNull();
    });
    await step("a refused retry says the server's reason", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retry Multi-level writing answer 377' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Only a failed job can be retried; job 296 is queued');
    });
  },
};

export const NothingFailed: Story = {
  parameters: {
    page: {
      route: '/admin/grading',
      path: '/admin/grading',
      auth: 'loggedIn',
      handlers: [profileHandler(adminProfile), http.get(api('/admin/grading-jobs'), () => HttpResponse.json({ items: [], stats: { queued: 0, running: 0, done: 12, failed: 0 } }))],
    } satisfies PageParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No grading job has failed.')).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: {
    page: { route: '/admin/grading', path: '/admin/grading', auth: 'loggedIn', handlers: [profileHandler(adminProfile), failing('get', '/admin/grading-jobs', 500, 'Internal server error')] } satisfies PageParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed jobs could not be loaded: Internal server error');
  },
};
