import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CriterionChart } from './CriterionChart';

const meta = {
  title: 'Results/CriterionChart',
  component: CriterionChart,
  tags: ['autodocs'],
  args: {
    title: 'Task 2: criteria against the band',
    band: 6.5,
    criteria: [
      { label: 'Task Achievement', value: 6 },
      { label: 'Coherence and Cohesion', value: 6.5 },
      { label: 'Lexical Resource', value: 7 },
      { label: 'Grammatical Range and Accuracy', value: 6 },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CriterionChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WritingCriteria: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('the drawing is one image named by its title and described by its numbers', async () => {
      const image = canvas.getByRole('img', { name: 'Task 2: criteria against the band' });
      await expect(image).toHaveAccessibleDescription(
        'Band 6.5; Task Achievement 6.0; Coherence and Cohesion 6.5; Lexical Resource 7.0; Grammatical Range and Accuracy 6.0',
      );
    });
    await step('each bar is as long as its score on the 0-9 axis', async () => {
      const bars = [...canvasElement.querySelectorAll('g[data-state="graded"] rect:nth-of-type(2)')];
      await expect(bars.map((bar) => bar.getAttribute('width'))).toEqual([
        `${(6 / 9) * 100}%`,
        `${(6.5 / 9) * 100}%`,
        `${(7 / 9) * 100}%`,
        `${(6 / 9) * 100}%`,
      ]);
      await expect(canvas.getByText('Band 6.5', { selector: 'text' })).toBeVisible();
    });
    await step('a screen reader gets the same numbers as a table', async () => {
      const table = canvas.getByRole('table', { name: 'Task 2: criteria against the band' });
      const rows = within(table).getAllByRole('row').map((row) => row.textContent);
      await expect(rows).toEqual([
        'CriterionScore',
        'Task Achievement6.0',
        'Coherence and Cohesion6.5',
        'Lexical Resource7.0',
        'Grammatical Range and Accuracy6.0',
        'Band6.5',
      ]);
    });
  },
};

export const SpeakingCriteria: Story = {
  args: {
    title: 'Part 1: criteria against the band',
    band: 6.5,
    criteria: [
      { label: 'Coherence', value: 6.5 },
      { label: 'Fluency', value: 6 },
      { label: 'Grammar', value: 6 },
      { label: 'Vocabulary', value: 7 },
      { label: 'Relevance', value: 6.5 },
      { label: 'Topic development', value: 7 },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Part 1: criteria against the band' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
  },
};

export const NotGradedYet: Story = {
  args: {
    band: null,
    criteria: [
      { label: 'Task Achievement', value: null },
      { label: 'Coherence and Cohesion', value: null },
      { label: 'Lexical Resource', value: null },
      { label: 'Grammatical Range and Accuracy', value: null },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('figure')).toHaveAttribute('data-state', 'unbanded');
    await expect(canvas.queryByText(/^Band/, { selector: 'text' })).toBeNull();
    await expect(canvas.getAllByText('Not graded', { selector: 'text' })).toHaveLength(4);
  },
};

export const MultiLevelParts: Story = {
  args: {
    title: 'Writing: each part against the section score',
    scale: 'multiLevel',
    band: 52,
    bandLabel: 'Section',
    columns: ['Part', 'Score'],
    criteria: [
      { label: 'Part 1.1', value: 48 },
      { label: 'Part 1.2', value: 50 },
      { label: 'Part 2', value: 57 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Section 52', { selector: 'text' })).toBeVisible();
    await expect(canvas.getByText('75', { selector: 'text' })).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleDescription('Section 52; Part 1.1 48; Part 1.2 50; Part 2 57');
  },
};

export const HighContrast: Story = {
  ...WritingCriteria,
  globals: { theme: 'highContrast' },
};

/** The built-in texts follow the locale: the title from `subject`, the band line, 'Not graded' and the table's headers. */
export const Russian: Story = {
  args: {
    title: undefined,
    subject: 'Задание 1',
    criteria: [
      { label: 'Task Achievement', value: 6 },
      { label: 'Coherence and Cohesion', value: null },
    ],
  },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Задание 1: критерии в сравнении с общим баллом' });
    await expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'КритерийБалл',
      'Task Achievement6.0',
      'Coherence and CohesionНе оценено',
      'Общий балл6.5',
    ]);
  },
};
