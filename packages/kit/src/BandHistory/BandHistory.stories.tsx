import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BandHistory } from './BandHistory';

const meta = {
  title: 'Results/BandHistory',
  component: BandHistory,
  tags: ['autodocs'],
  args: {
    title: 'Writing',
    points: [
      { key: 11, label: '2026-11-02', value: 5.5 },
      { key: 12, label: '2026-11-09', value: 6 },
      { key: 13, label: '2026-11-16', value: 5.5 },
      { key: 14, label: '2026-11-23', value: 6.5 },
    ],
    onPointActivate: fn(),
  },
  argTypes: { onPointActivate: { table: { category: 'Events' } } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof BandHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourAttempts: Story = {
  play: async ({ canvas, step }) => {
    await step('the drawing is an image named by the section and described by every attempt', async () => {
      await expect(canvas.getByRole('figure', { name: 'Writing' })).toBeVisible();
      await expect(canvas.getByRole('img', { name: 'Writing' })).toHaveAccessibleDescription(
        '2026-11-02 5.5; 2026-11-09 6.0; 2026-11-16 5.5; 2026-11-23 6.5',
      );
    });
    await step('the latest attempt is shown under the chart and is the one tab stop', async () => {
      await expect(canvas.getByText('2026-11-23:')).toBeVisible();
      const points = within(canvas.getByRole('group', { name: 'Writing' })).getAllByRole('button');
      await expect(points.map((point) => point.tabIndex)).toEqual([-1, -1, -1, 0]);
    });
    await step('a screen reader gets the attempts as a table', async () => {
      const table = canvas.getByRole('table', { name: 'Writing' });
      await expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
        'AttemptScore',
        '2026-11-025.5',
        '2026-11-096.0',
        '2026-11-165.5',
        '2026-11-236.5',
      ]);
    });
  },
};

export const KeyboardToFirstAttempt: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Tab reaches the latest point, the arrow keys and Home move along the attempts', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: '2026-11-23: 6.5' })).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(canvas.getByRole('button', { name: '2026-11-16: 5.5' })).toHaveFocus();
      await userEvent.keyboard('{Home}');
      const first = canvas.getByRole('button', { name: '2026-11-02: 5.5' });
      await expect(first).toHaveFocus();
      await expect(first).toHaveAttribute('data-state', 'selected');
      await expect(canvas.getByText('2026-11-02:')).toBeVisible();
    });
    await step('Enter opens the attempt', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onPointActivate).toHaveBeenCalledWith({ key: 11, label: '2026-11-02', value: 5.5 });
    });
  },
};

export const OneAttempt: Story = {
  args: { title: 'Listening', points: [{ key: 1, label: '2026-11-23', value: 7 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '2026-11-23: 7.0' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Listening' })).toBeInTheDocument();
  },
};

export const MultiLevelScores: Story = {
  args: {
    title: 'Overall',
    scale: 'multiLevel',
    points: [
      { key: 1, label: '2026-11-10', value: 41 },
      { key: 2, label: '2026-11-24', value: 52 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('75', { selector: 'text' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '2026-11-24: 52' })).toBeVisible();
  },
};

export const NoScoresYet: Story = {
  args: { title: 'Speaking', points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No scores yet')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const HighContrast: Story = {
  ...FourAttempts,
  globals: { theme: 'highContrast' },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Writing' }).querySelector('thead')).toHaveTextContent('ПопыткаБалл');
  },
};

export const RussianNoScoresYet: Story = {
  args: { title: 'Speaking', points: [] },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Пока нет баллов')).toBeVisible();
  },
};
