import type { Meta, StoryObj } from '@storybook/react-vite';
import { IeltsSpeakingPreview, ieltsSpeakingStory } from './helpers';

/** CAMBRIDGE (TEST 2), speaking: one story per part (the runner adds the recorders). */
const meta = {
  title: 'Content/CAMBRIDGE (TEST 2)/Speaking',
  component: IeltsSpeakingPreview,
  tags: ['question-set'],
} satisfies Meta<typeof IeltsSpeakingPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Part1: Story = ieltsSpeakingStory('book2', 1);
export const Part2: Story = ieltsSpeakingStory('book2', 2);
export const Part3: Story = ieltsSpeakingStory('book2', 3);
