import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IeltsPartPreview, ieltsPartStory, withKeysGlobal } from './helpers';

/** CAMBRIDGE (TEST 2), reading: one story per part, answered from the keys. */
const meta = {
  title: 'Content/CAMBRIDGE (TEST 2)/Reading',
  component: IeltsPartPreview,
  tags: ['question-set'],
  render: withKeysGlobal(IeltsPartPreview),
  args: { onSheetChange: fn() },
  argTypes: { onSheetChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof IeltsPartPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Part1: Story = ieltsPartStory('book2', 'reading', 1);
export const Part2: Story = ieltsPartStory('book2', 'reading', 2);
export const Part3: Story = ieltsPartStory('book2', 'reading', 3);
