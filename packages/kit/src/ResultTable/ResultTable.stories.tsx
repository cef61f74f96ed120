import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultTable, type ResultRow } from './ResultTable';

const rows: ResultRow[] = [
  { number: 1, userAnswer: 'harbour', isTrue: true, trueAnswer: 'harbour' },
  { number: 2, userAnswer: '', isTrue: false, trueAnswer: '7.30' },
  { number: 3, userAnswer: 'B', isTrue: false, trueAnswer: 'C' },
  { number: 4, userAnswer: 'NOTGIVEN', isTrue: true, trueAnswer: 'NOTGIVEN' },
  { number: 5, userAnswer: null, isTrue: false, trueAnswer: 'vii' },
];

const meta = {
  title: 'Results/ResultTable',
  component: ResultTable,
  tags: ['autodocs'],
  args: { rows, summary: { score: 31, total: 40, band: 7 } },
} satisfies Meta<typeof ResultTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {
  play: async ({ canvas, step }) => {
    await step('the summary gives raw score and band with one decimal', async () => {
      await expect(canvas.getByText('Score: 31/40 — Band 7.0')).toBeVisible();
    });
    await step('columns are #, Your Answer, Correct, Correct Answer', async () => {
      const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent);
      await expect(headers).toEqual(['#', 'Your Answer', 'Correct', 'Correct Answer']);
    });
    await step('a blank or missing answer reads No Answer', async () => {
      const second = canvas.getByRole('row', { name: /^2\b/ });
      await expect(within(second).getByText('No Answer')).toBeVisible();
      const fifth = canvas.getByRole('row', { name: /^5\b/ });
      await expect(within(fifth).getByText('No Answer')).toBeVisible();
      await expect(canvas.getAllByText('No Answer')).toHaveLength(2);
    });
    await step('a right answer has a tick named Correct, a wrong one an X named Incorrect', async () => {
      const first = canvas.getByRole('row', { name: /^1\b/ });
      await expect(within(first).getByRole('img', { name: 'Correct' })).toBeVisible();
      const third = canvas.getByRole('row', { name: /^3\b/ });
      await expect(within(third).getByRole('img', { name: 'Incorrect' })).toBeVisible();
      await expect(within(third).getByText('B')).toBeVisible();
      await expect(within(third).getByText('C')).toBeVisible();
      await expect(canvas.getAllByRole('img', { name: 'Correct' })).toHaveLength(2);
      await expect(canvas.getAllByRole('img', { name: 'Incorrect' })).toHaveLength(3);
    });
  },
};

export const WithoutSummary: Story = {
  args: { summary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Score:/)).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Answers' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], summary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No result')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const MultiLevelEmpty: Story = {
  args: { rows: [], summary: undefined, emptyText: 'No results found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results found')).toBeVisible();
    await expect(canvas.queryByText('No result')).toBeNull();
  },
};

export const HighContrast: Story = {
  globals: { theme: 'highContrast' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Score: 31/40 — Band 7.0')).toBeVisible();
    await expect(canvas.getAllByText('No Answer')).toHaveLength(2);
  },
};

/** The table's own texts in the learner's language (the site passes the kit's catalogue through ThemeRoot). */
export const Uzbek: Story = {
  globals: { locale: 'uz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Natija: 31/40 — 7.0 ball')).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(headers).toEqual(['#', 'Sizning javobingiz', "To'g'ri", "To'g'ri javob"]);
    await expect(canvas.getAllByText("Javob yo'q")).toHaveLength(2);
    await expect(canvas.getAllByRole('img', { name: "Noto'g'ri" })).toHaveLength(3);
    await expect(canvas.getByRole('table', { name: 'Javoblar' })).toBeVisible();
  },
};

/** Russian without a band (the multi-level pages give the raw score only). */
export const Russian: Story = {
  args: { summary: { score: 12, total: 30 } },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Результат: 12/30')).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(headers).toEqual(['#', 'Ваш ответ', 'Верно', 'Правильный ответ']);
    await expect(canvas.getAllByRole('img', { name: 'Верно' })).toHaveLength(2);
    await expect(canvas.getAllByText('Нет ответа')).toHaveLength(2);
  },
};
