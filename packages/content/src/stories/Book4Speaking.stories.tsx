import type { Meta, StoryObj } from '@storybook/react-vite';
import { IeltsSpeakingPreview, ieltsSpeakingStory } from './helpers';

/** CAMBRIDGE (TEST 4), speaking: one story per part (the runner adds the recorders). */
const meta = {
  title: 'Content/CAMBRIDGE (TEST 4)/Speaking',
  component: IeltsSpeakingPreview,
  tags: ['question-set'],
} satisfies Meta<typeof IeltsSpeakingPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Part1: Story = ieltsSpeakingStory('book4', 1);
export const Part2: Story = ieltsSpeakingStory('book4', 2);
export const Part3: Story = ieltsSpeakingStory('book4', 3);
