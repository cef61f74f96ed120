import type { Meta, StoryObj } from '@storybook/react-vite';
import { IeltsSpeakingPreview, ieltsSpeakingStory } from './helpers';

/** CAMBRIDGE (TEST 3), speaking: one story per part (the runner adds the recorders). */
const meta = {
  title: 'Content/CAMBRIDGE (TEST 3)/Speaking',
  component: IeltsSpeakingPreview,
  tags: ['question-set'],
} satisfies Meta<typeof IeltsSpeakingPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Part1: Story = ieltsSpeakingStory('book3', 1);
export const Part2: Story = ieltsSpeakingStory('book3', 2);
export const Part3: Story = ieltsSpeakingStory('book3', 3);
