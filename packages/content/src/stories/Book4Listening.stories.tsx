import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IeltsPartPreview, ieltsPartStory, withKeysGlobal } from './helpers';

/** CAMBRIDGE (TEST 4), listening: one story per part, answered from the keys. */
const meta = {
  title: 'Content/CAMBRIDGE (TEST 4)/Listening',
  component: IeltsPartPreview,
  tags: ['question-set'],
  render: withKeysGlobal(IeltsPartPreview),
  args: { onSheetChange: fn() },
  argTypes: { onSheetChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof IeltsPartPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Part1: Story = ieltsPartStory('book4', 'listening', 1);
export const Part2: Story = ieltsPartStory('book4', 'listening', 2);
export const Part3: Story = ieltsPartStory('book4', 'listening', 3);
export const Part4: Story = ieltsPartStory('book4', 'listening', 4);
