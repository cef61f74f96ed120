import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IeltsWritingPreview, ieltsWritingStory } from './helpers';

/** CAMBRIDGE (TEST 4), writing: one story per task (each task counts as a part). */
const meta = {
  title: 'Content/CAMBRIDGE (TEST 4)/Writing',
  component: IeltsWritingPreview,
  tags: ['question-set'],
  args: { onValueChange: fn() },
  argTypes: { onValueChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof IeltsWritingPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Task1: Story = ieltsWritingStory('book4', 1);
export const Task2: Story = ieltsWritingStory('book4', 2);
