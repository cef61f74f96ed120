import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { api, failing } from '../storybook/handlers';
import { prepareExam, withExam, type ExamStoryParameters } from '../exam/storybook/harness';
import { IeltsInlineResultPage } from './IeltsInlineResult';

const rows = [
  { userAnswer: 'Parker', isTrue: true, trueAnswer: 'Parker' },
  { userAnswer: '', isTrue: false, trueAnswer: '14' },
  { userAnswer: 'spaniel', isTrue: false, trueAnswer: 'terrier' },
  ...Array.from({ length: 37 }, (_, index) => ({ userAnswer: 'A', isTrue: index % 2 === 0, trueAnswer: 'A' })),
];
const result = (section: 'LISTENING' | 'READING', body: Parameters<typeof HttpResponse.json>[0]) =>
  http.get(api(`/ielts/exam/result/get-results-inline/${section}/7`), () => HttpResponse.json(body));
const at = (section: 'listening' | 'reading', handlers: ExamStoryParameters['handlers']): ExamStoryParameters => ({
  route: `/${section}/7`,
  path: `/${section}/:id`,
  layout: true,
  handlers,
});

const meta = {
  title: 'Results/IELTS listening and reading',
  component: IeltsInlineResultPage,
  tags: ['autodocs'],
  decorators: [withExam],
  beforeEach: prepareExam,
  args: { section: 'listening' },
  parameters: { layout: 'fullscreen', exam: at('listening', [result('LISTENING', { answers: rows, raw: 20, band: 5.5 })]) },
} satisfies Meta<typeof IeltsInlineResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listening: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Listening result' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: /Listening result/ });
    const body = within(table).getAllByRole('row').slice(1);
    await expect(body).toHaveLength(40);
    await expect(body[0]).toHaveTextContent('Parker');
    // A blank answer reads 'No Answer' (seed 001 section 2).
    await expect(body[1]).toHaveTextContent('No Answer');
    await expect(body[2]).toHaveTextContent('terrier');
    await expect(canvas.getByText('Score: 20/40 — Band 5.5')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← My Result' })).toHaveAttribute('href', '/myResult');
  },
};

export const Reading: Story = {
  args: { section: 'reading' },
  parameters: { exam: at('reading', [result('READING', { answers: rows.slice(0, 40), raw: 21, band: 6 })]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reading result' })).toBeVisible();
    await expect(await canvas.findByText('Score: 21/40 — Band 6.0')).toBeVisible();
  },
};

export const NotSubmittedYet: Story = {
  parameters: { exam: at('listening', [result('LISTENING', { answers: [], raw: null, band: null })]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No result')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadFails: Story = {
  parameters: { exam: at('listening', [failing('get', '/ielts/exam/result/get-results-inline/LISTENING/7', 500, 'Internal error')]) },
  play: async ({ canvas }) => {
    // Logged; the empty state shows.
    await expect(await canvas.findByText('No result')).toBeVisible();
  },
};

export const SessionExpired: Story = {
  tags: ['visual-mask-time'],
  parameters: { exam: at('listening', [failing('get', '/ielts/exam/result/get-results-inline/LISTENING/7', 401, 'Unauthorized')]) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'));
    await expect(localStorage.getItem('token')).toBeNull();
  },
};
