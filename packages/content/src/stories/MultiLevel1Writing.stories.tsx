import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MultiLevelPartPreview, multiLevelPartStory, withKeysGlobal } from './helpers';

/** Multi Level Mock 1, writing: one story per part, answered from the keys. */
const meta = {
  title: 'Content/Multi Level Mock 1/Writing',
  component: MultiLevelPartPreview,
  tags: ['question-set'],
  render: withKeysGlobal(MultiLevelPartPreview),
  args: { onAnswersChange: fn() },
  argTypes: { onAnswersChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof MultiLevelPartPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Part1: Story = multiLevelPartStory(1, 'writing', '1');
export const Part2: Story = multiLevelPartStory(1, 'writing', '2');
