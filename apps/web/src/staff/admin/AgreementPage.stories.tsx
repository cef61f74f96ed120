import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { api, profileHandler } from '../../storybook/handlers';
import { preparePage, withPage, type PageParameters } from '../../storybook/page';
import { StaffLayout } from '../StaffLayout';
import { adminProfile, agreement } from '../storybook/fixtures';
import { AgreementPage } from './AgreementPage';

const sent = fn();
const handlers = [
  profileHandler(adminProfile),
  http.get(api('/admin/agreement'), () => HttpResponse.json(agreement)),
  http.post(api('/admin/review-requests'), async ({ request }) => {
    const body = (await request.json()) as { attemptId: number };
    sent(body);
    if (body.attemptId === 404) return HttpResponse.json({ statusCode: 404, message: 'No multi-level attempt with id 404' }, { status: 404 });
    return HttpResponse.json({ queued: [{ id: 1, kind: 'multiLevel.writing', answerId: 5 }, { id: 2, kind: 'multiLevel.writing', answerId: 6 }], alreadyQueued: 1 });
  }),
];

const meta = {
  title: 'Staff/Admin grader agreement',
  component: AgreementPage,
  tags: ['autodocs'],
  decorators: [withPage],
  beforeEach: async (context) => {
    sent.mockClear();
    return preparePage(context);
  },
  render: () => (
    <StaffLayout roles={['admin']}>
      <AgreementPage />
    </StaffLayout>
  ),
  parameters: { layout: 'fullscreen', page: { route: '/admin/agreement', auth: 'loggedIn', handlers } satisfies PageParameters },
} satisfies Meta<typeof AgreementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await expect(await canvas.findByText('24 answers marked by examiners.')).toBeVisible();
    await step('writing: QWK per criterion with n and the mean difference', async () => {
      const writing = canvas.getByRole('table', { name: 'Writing' });
      await expect(within(writing).getByRole('row', { name: 'Task achievement / response 16 0.71 +0.25' })).toBeVisible();
      await expect(within(writing).getByRole('row', { name: 'Band 16 0.74 +0.16' })).toBeVisible();
    });
    await step('speaking: one answer is too few for a kappa', async () => {
      const speaking = canvas.getByRole('table', { name: 'Speaking' });
      await expect(within(speaking).getByRole('row', { name: 'Fluency 1 too few 0.00' })).toBeVisible();
    });
  },
};

export const SendAnAttempt: Story = {
  play: async ({ canvas, userEvent }) => {
    const send = await canvas.findByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Attempt id' }), '31');
    await userEvent.click(send);
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ target: 'multi-level-attempt', attemptId: 31 }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('2 answers sent to the examiners; 1 already waiting.');
  },
};

export const SendUnknownAttempt: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Exam' }), 'A multi-level attempt');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Attempt id' }), '404');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No multi-level attempt with id 404');
  },
};
