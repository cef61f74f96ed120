import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WritingResult, writingTaskValues, type WritingTaskResult } from './WritingResult';

// An original floor plan drawn inline, so the story needs no network and screenshots stay stable.
const floorPlan = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160">' +
    '<rect width="320" height="160" fill="#fff"/>' +
    '<rect x="10" y="10" width="300" height="140" fill="none" stroke="#334155" stroke-width="4"/>' +
    '<line x1="130" y1="10" x2="130" y2="150" stroke="#334155" stroke-width="3"/>' +
    '<line x1="130" y1="80" x2="310" y2="80" stroke="#334155" stroke-width="3"/>' +
    '<text x="70" y="85" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#0f172a">Reading room</text>' +
    '<text x="220" y="50" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#0f172a">Caf\u00e9</text>' +
    '<text x="220" y="120" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#0f172a">Study rooms</text>' +
    '</svg>',
)}`;

const task1Answer =
  'The plan show how the ground floor of the town library was changed. The reading room stays on the left, ' +
  'while the old storage area on the right was divided into a café and two study rooms.';

const task1: WritingTaskResult = {
  question: 'The plan below shows the ground floor of a town library after it was renovated. Summarise the main changes.',
  userAnswer: task1Answer,
  feedback: 'The overview is clear, but the changes need more detail and a wider range of linking words.',
  taskBandScore: 6.5,
  taskAchievementScore: 6,
  coherenceScore: 6.5,
  lexicalResourceScore: 7,
  grammarScore: 6,
  image: { src: floorPlan, alt: 'Floor plan: reading room on the left, café and study rooms on the right' },
  errors: [
    { start: task1Answer.indexOf('show'), end: task1Answer.indexOf('show') + 4, kind: 'grammar', message: 'Subject-verb agreement', suggestion: 'shows' },
    { start: task1Answer.indexOf('storage'), end: task1Answer.indexOf('storage') + 7, kind: 'spelling', message: 'A spelling to check' },
  ],
};

const task2: WritingTaskResult = {
  question: 'Some people think cities should keep cars out of their centres. To what extent do you agree or disagree?',
  userAnswer:
    'Keeping cars out of city centres makes streets quieter and safer for people on foot.\n\n' +
    'However, shops depend on visitors who drive in, so a ban needs good buses and parking at the edge of town.',
  feedback: 'A clear position supported with relevant ideas; develop the second paragraph with an example.',
  taskBandScore: 7,
  taskAchievementScore: 7,
  coherenceScore: 7,
  lexicalResourceScore: 7.5,
  grammarScore: 6.5,
};

const meta = {
  title: 'Results/WritingResult',
  component: WritingResult,
  tags: ['autodocs'],
  args: { tasks: [task1, task2], onValueChange: fn() },
  argTypes: {
    onValueChange: { table: { category: 'Events' } },
    value: { control: 'inline-radio', options: writingTaskValues },
    defaultValue: { control: 'inline-radio', options: writingTaskValues },
  },
} satisfies Meta<typeof WritingResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Task1: Story = {
  play: async ({ canvas, step }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Task 1' });
    await step('Task 1 is open with its band and the four criteria', async () => {
      await expect(canvas.getByRole('tab', { name: 'Task 1' })).toHaveAttribute('aria-selected', 'true');
      await expect(within(panel).getByText('Band score')).toBeVisible();
      await expect(within(panel).getByText('6.5', { selector: '[data-size="lg"] *' })).toBeVisible();
      for (const [label, score] of [
        ['Task Achievement', '6.0'],
        ['Coherence and Cohesion', '6.5'],
        ['Lexical Resource', '7.0'],
        ['Grammatical Range and Accuracy', '6.0'],
      ] as const) {
        const term = within(panel).getByText(label, { selector: 'dt' });
        await expect(within(term.parentElement!).getByText(score)).toBeVisible();
      }
    });
    await step('the four criteria are charted against the band, with a table for screen readers', async () => {
      await expect(within(panel).getByRole('img', { name: 'Task 1: criteria against the band' })).toHaveAccessibleDescription(
        'Band 6.5; Task Achievement 6.0; Coherence and Cohesion 6.5; Lexical Resource 7.0; Grammatical Range and Accuracy 6.0',
      );
      await expect(within(panel).getByRole('table', { name: 'Task 1: criteria against the band' })).toBeInTheDocument();
    });
    await step('question, map image, answer and comment are shown', async () => {
      await expect(within(panel).getByText(/ground floor of a town library after it was renovated/)).toBeVisible();
      await expect(within(panel).getByRole('img', { name: /Floor plan/ })).toBeVisible();
      await expect(within(panel).getByText(/wider range of linking words/)).toBeVisible();
    });
    await step('each flagged word is a focusable mark described by its note: type, explanation, suggestion', async () => {
      const mark = panel.querySelector('mark');
      await expect(mark).toHaveTextContent('show');
      await expect(mark).toHaveAttribute('tabindex', '0');
      await expect(mark).toHaveAccessibleDescription('Grammar: Subject-verb agreement. Suggestion: shows');
      await expect(within(panel).getByRole('list', { name: 'Marked errors' })).toHaveTextContent('“show”');
    });
    await step("each criterion lists the marks behind its comment, linked to their notes", async () => {
      const criteria = within(panel).getByRole('list', { name: "Marks behind each criterion's comment" });
      await expect(criteria).toHaveTextContent('Grammatical Range and Accuracy: marks 1');
      await expect(criteria).toHaveTextContent('Lexical Resource: marks 2');
    });
  },
};

export const Task2: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('clicking Task 2 shows its band, not Task 1’s', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Task 2' }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('task2');
      const panel = canvas.getByRole('tabpanel', { name: 'Task 2' });
      await expect(within(panel).getByText('7.0', { selector: '[data-size="lg"] *' })).toBeVisible();
      await expect(within(panel).getByText(/keep cars out of their centres/)).toBeVisible();
      await expect(canvas.queryByText('6.5', { selector: '[data-size="lg"] *' })).toBeNull();
      // No task picture: the one image is the criterion chart.
      await expect(within(panel).getAllByRole('img')).toEqual([
        within(panel).getByRole('img', { name: 'Task 2: criteria against the band' }),
      ]);
    });
  },
};

export const KeyboardSwitch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Task 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Task 2' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('task2');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('task1');
    await expect(canvas.getByRole('tabpanel', { name: 'Task 1' })).toBeVisible();
  },
};

export const Controlled: Story = {
  args: { value: 'task2' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Task 1' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('task1');
    // The owner did not change value, so Task 2 stays open.
    await expect(canvas.getByRole('tab', { name: 'Task 2' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const UnansweredTask: Story = {
  args: { tasks: [{ ...task1, userAnswer: '   ', errors: [], taskBandScore: null }, task2] },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Task 1' });
    await expect(within(panel).getByText('No Answer')).toBeVisible();
    await expect(within(panel).getByText('Not graded')).toBeInTheDocument();
    await expect(panel.querySelector('mark')).toBeNull();
  },
};

export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No result')).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const MultiLevelEmpty: Story = {
  args: { tasks: [], emptyText: 'No results found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results found')).toBeVisible();
  },
};

export const HighContrast: Story = {
  ...Task1,
  globals: { theme: 'highContrast' },
};
