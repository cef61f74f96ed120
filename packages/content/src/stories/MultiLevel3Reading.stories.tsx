import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MultiLevelPartPreview, multiLevelPartStory, withKeysGlobal } from './helpers';

/** Multi Level Mock 3, reading: one story per part, answered from the keys. */
const meta = {
  title: 'Content/Multi Level Mock 3/Reading',
  component: MultiLevelPartPreview,
  tags: ['question-set'],
  render: withKeysGlobal(MultiLevelPartPreview),
  args: { onAnswersChange: fn() },
  argTypes: { onAnswersChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof MultiLevelPartPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Part1: Story = multiLevelPartStory(3, 'reading', '1');
export const Part2: Story = multiLevelPartStory(3, 'reading', '2');
export const Part3: Story = multiLevelPartStory(3, 'reading', '3');
export const Part4: Story = multiLevelPartStory(3, 'reading', '4');
export const Part5: Story = multiLevelPartStory(3, 'reading', '5');
