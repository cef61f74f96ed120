import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpeakingPartView } from './SpeakingPartView';
import { speakingFixtures } from '../fixtures';

const [interview, longTurn] = speakingFixtures;

const meta = {
  title: 'Renderers/SpeakingPartView',
  component: SpeakingPartView,
  tags: ['autodocs'],
  args: { part: interview! },
} satisfies Meta<typeof SpeakingPartView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Interview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Part 1: Introduction and interview' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Is there a river near your home?',
      'Do you enjoy being near water? Why?',
    ]);
    await expect(canvas.getByText('Speaking: up to 30 seconds per question.')).toBeVisible();
  },
};

export const CueCard: Story = {
  args: { part: longTurn!, renderQuestion: (question) => <p>Recorder for {question.id}</p> },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Cue card' });
    await expect(within(card).getByText('Describe a sport you would like to try.')).toBeVisible();
    await expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Preparation: 1 minute. Speaking: up to 2 minutes.')).toBeVisible();
    await expect(canvas.getByText('Recorder for fx-s2-q1')).toBeVisible();
  },
};
