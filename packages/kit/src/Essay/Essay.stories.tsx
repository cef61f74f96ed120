import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Essay } from './Essay';

const meta = {
  title: 'Primitives/Essay',
  component: Essay,
  tags: ['autodocs'],
  args: { label: 'Task 2', minWords: 250, onValueChange: fn() },
  argTypes: { onValueChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof Essay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Words: 0')).toBeVisible();
    await expect(canvas.getByText('At least 250 words advised')).toBeVisible();
  },
};

export const CountsWhitespaceSeparatedWords: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const box = canvas.getByLabelText('Task 2');
    await step('spaces around and between words add nothing', async () => {
      await userEvent.type(box, '  a  b ');
      await expect(canvas.getByText('Words: 2')).toBeVisible();
    });
    await step('reports the whole text as it is typed', async () => {
      await expect(args.onValueChange).toHaveBeenLastCalledWith('  a  b ');
    });
  },
};
