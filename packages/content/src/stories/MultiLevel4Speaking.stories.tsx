import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MultiLevelPartPreview, multiLevelPartStory, withKeysGlobal } from './helpers';

/** Multi Level Mock 4, speaking: one story per part, answered from the keys. */
const meta = {
  title: 'Content/Multi Level Mock 4/Speaking',
  component: MultiLevelPartPreview,
  tags: ['question-set'],
  render: withKeysGlobal(MultiLevelPartPreview),
  args: { onAnswersChange: fn() },
  argTypes: { onAnswersChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof MultiLevelPartPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Part1_1: Story = { ...multiLevelPartStory(4, 'speaking', '1.1'), name: 'Part 1.1' };
export const Part1_2: Story = { ...multiLevelPartStory(4, 'speaking', '1.2'), name: 'Part 1.2' };
export const Part2: Story = multiLevelPartStory(4, 'speaking', '2');
export const Part3: Story = multiLevelPartStory(4, 'speaking', '3');
