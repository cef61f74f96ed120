import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SingleChoice } from './SingleChoice';

const meta = {
  title: 'Inputs/SingleChoice',
  component: SingleChoice,
  tags: ['autodocs'],
  args: {
    number: 20,
    stem: 'Why does the guide suggest arriving before ten o’clock?',
    options: [
      { label: 'A', text: 'The boats fill up quickly.' },
      { label: 'B', text: 'The tide is lower in the morning.' },
      { label: 'C', text: 'Parking is free until then.' },
    ],
    onValueChange: fn(),
  },
  argTypes: { onValueChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof SingleChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', {
      name: 'Question 20 Why does the guide suggest arriving before ten o’clock?',
    });
    await expect(group).toBeVisible();
    await expect(canvasElement.querySelector('[data-state="unanswered"]')).not.toBeNull();
    await userEvent.click(canvas.getByText('The tide is lower in the morning.'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('B');
    await expect(canvas.getByRole('radio', { name: 'B The tide is lower in the morning.' })).toBeChecked();
    await expect(canvasElement.querySelector('[data-state="answered"]')).not.toBeNull();
  },
};

/** Tab enters the group, arrows move and choose, Space chooses the focused option. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    // Radix moves focus a tick after keydown and chooses only while the arrow is still down, as a real press is.
    async function press(key: string) {
      await userEvent.keyboard(`{${key}>}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await userEvent.keyboard(`{/${key}}`);
    }
    await step('Tab enters at the first option', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: /^A / })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('A');
    });
    await step('arrow keys move and choose', async () => {
      await press('ArrowDown');
      await press('ArrowDown');
      await expect(canvas.getByRole('radio', { name: /^C / })).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('C');
      await expect(canvas.getByRole('radio', { name: /^C / })).toBeChecked();
      await press('ArrowUp');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('B');
    });
    await step('Tab leaves the group and Shift+Tab returns to the chosen option', async () => {
      await userEvent.tab();
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('radio', { name: /^B / })).toHaveFocus();
    });
  },
};

export const FourOptionsAnswered: Story = {
  args: {
    number: 22,
    stem: 'What is the writer’s main point in the third paragraph?',
    options: [
      { label: 'A', text: 'Early maps were rarely accurate.' },
      { label: 'B', text: 'Sailors trusted stars more than charts.' },
      { label: 'C', text: 'Coastlines were drawn from memory.' },
      { label: 'D', text: 'Trade routes shaped what was mapped.' },
    ],
    defaultValue: 'D',
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: /^D / })).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('radio', { name: /^A / }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('A');
    await expect(canvas.getByRole('radio', { name: /^D / })).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'C', disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('The boats fill up quickly.'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: /^C / })).toBeChecked();
  },
};

export const HighContrast: Story = {
  ...FourOptionsAnswered,
  globals: { theme: 'highContrast' },
};
