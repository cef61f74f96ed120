import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { WritingTaskView } from './WritingTaskView';
import { writingFixture } from '../fixtures';

const meta = {
  title: 'Renderers/WritingTaskView',
  component: WritingTaskView,
  tags: ['autodocs'],
  args: { task: writingFixture, onValueChange: fn() },
  argTypes: { onValueChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof WritingTaskView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TaskWithPlan: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Writing Task 1' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Plan of the club grounds/ })).toBeVisible();
    const essay = canvas.getByRole('textbox', { name: 'Task 1' });
    await expect(essay).toHaveAttribute('placeholder', 'Write...');
    await userEvent.type(essay, 'The plan shows three buildings.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('The plan shows three buildings.');
    await expect(canvas.getByText('Words: 5')).toBeVisible();
    await expect(canvas.getByText('At least 150 words advised')).toBeVisible();
  },
};
