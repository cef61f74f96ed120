import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { QuestionNavigator } from './QuestionNavigator';

const answeredOnes = new Set([1, 2, 4, 6]);
const tenQuestions = Array.from({ length: 10 }, (_, index) => ({
  number: index + 1,
  answered: answeredOnes.has(index + 1),
}));

const meta = {
  title: 'Exam/QuestionNavigator',
  component: QuestionNavigator,
  tags: ['autodocs'],
  args: {
    questions: tenQuestions,
    defaultCurrent: 3,
    defaultFlagged: [7],
    onNavigate: fn(),
    onFlagChange: fn(),
  },
  argTypes: {
    onNavigate: { table: { category: 'Events' } },
    onFlagChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof QuestionNavigator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const strip = canvas.getByRole('toolbar', { name: 'Questions' });
    await step('given the strip, each button tells its state', async () => {
      await expect(within(strip).getAllByRole('button')).toHaveLength(10);
      await expect(canvas.getByRole('button', { name: 'Question 3, unanswered' })).toHaveAttribute('aria-current', 'step');
      await expect(canvas.getByRole('button', { name: 'Question 4, answered' })).toHaveAttribute('data-state', 'answered');
      await expect(canvas.getByRole('button', { name: 'Question 7, unanswered, flagged for review' })).toHaveAttribute(
        'data-flagged',
      );
    });
    await step('clicking a number navigates there', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Question 6, answered' }));
      await expect(args.onNavigate).toHaveBeenLastCalledWith(6);
      await expect(canvas.getByRole('button', { name: 'Question 6, answered' })).toHaveAttribute('aria-current', 'step');
      await expect(canvas.getByRole('button', { name: 'Question 3, unanswered' })).not.toHaveAttribute('aria-current');
      await expect(canvas.getByRole('button', { name: 'Flag question 6' })).toBeVisible();
    });
  },
};

export const FlagTheCurrentQuestion: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const flag = canvas.getByRole('button', { name: 'Flag question 3' });
    await expect(flag).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(flag);
    await expect(args.onFlagChange).toHaveBeenLastCalledWith(3, true);
    await expect(flag).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Question 3, unanswered, flagged for review' })).toHaveAttribute(
      'data-flagged',
    );
    await userEvent.click(flag);
    await expect(args.onFlagChange).toHaveBeenLastCalledWith(3, false);
    await expect(canvas.getByRole('button', { name: 'Question 3, unanswered' })).not.toHaveAttribute('data-flagged');
  },
};

/** One tab stop on the current question; arrows, Home and End move along; Enter goes there. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Tab lands on the current question only', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: /^Question 3,/ })).toHaveFocus();
      await expect(canvas.getAllByRole('button', { name: /^Question / }).filter((b) => b.tabIndex === 0)).toHaveLength(1);
    });
    await step('arrows move focus without navigating', async () => {
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(canvas.getByRole('button', { name: /^Question 5,/ })).toHaveFocus();
      await expect(args.onNavigate).not.toHaveBeenCalled();
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('button', { name: /^Question 10,/ })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('button', { name: /^Question 10,/ })).toHaveFocus();
      await userEvent.keyboard('{Home}{ArrowLeft}{ArrowRight}');
      await expect(canvas.getByRole('button', { name: /^Question 2,/ })).toHaveFocus();
    });
    await step('Enter navigates, Tab reaches the flag, Space flags', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onNavigate).toHaveBeenLastCalledWith(2);
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Flag question 2' })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onFlagChange).toHaveBeenLastCalledWith(2, true);
    });
    await step('Shift+Tab returns to the current question', async () => {
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('button', { name: 'Question 2, answered, flagged for review' })).toHaveFocus();
    });
  },
};

const fortyQuestions = Array.from({ length: 40 }, (_, index) => ({
  number: index + 1,
  answered: index < 16 || index % 5 === 0,
}));

export const FortyWithFlaggedItems: Story = {
  args: { questions: fortyQuestions, defaultCurrent: 17, defaultFlagged: [4, 12, 17, 33] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelectorAll('button[data-flagged]')).toHaveLength(4);
    await expect(canvasElement.querySelectorAll('button[data-state="answered"]')).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: 'Question 17, unanswered, flagged for review' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByRole('button', { name: 'Flag question 17' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** Controlled: the runner owns the current question; the strip only asks to move. */
export const Controlled: Story = {
  args: { current: 8, flagged: [], defaultCurrent: undefined, defaultFlagged: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Question 9,/ }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(9);
    await expect(canvas.getByRole('button', { name: /^Question 8,/ })).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: 'Flag question 8' }));
    await expect(args.onFlagChange).toHaveBeenLastCalledWith(8, true);
    await expect(canvas.getByRole('button', { name: /^Question 8,/ })).not.toHaveAttribute('data-flagged');
  },
};

export const HighContrast: Story = {
  ...FortyWithFlaggedItems,
  globals: { theme: 'highContrast' },
};
