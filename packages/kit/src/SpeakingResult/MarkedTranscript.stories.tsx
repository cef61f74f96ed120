import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MarkedTranscript } from './MarkedTranscript';

const meta = {
  title: 'Results/MarkedTranscript',
  component: MarkedTranscript,
  tags: ['autodocs'],
  args: {
    words: [
      { word: 'I', hard: false },
      { word: 'usually', hard: false },
      { word: 'buy', hard: false },
      { word: 'clothes', hard: true },
      { word: 'online', hard: false },
      { word: 'every', hard: false },
      { word: 'month', hard: true },
    ],
  },
} satisfies Meta<typeof MarkedTranscript>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HardWordsMarked: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the heard words read in order, the hard ones marked', async () => {
      await expect(canvas.getByText(/usually buy/)).toHaveTextContent('I usually buy clothes online every month');
      const marks = canvasElement.querySelectorAll('mark');
      await expect([...marks].map((mark) => mark.textContent)).toEqual(['clothes', 'month']);
    });
    await step('Tab reaches each hard word, which a screen reader describes', async () => {
      await userEvent.tab();
      const first = canvas.getByText('clothes');
      await expect(first).toHaveFocus();
      await expect(first).toHaveAccessibleDescription('Hard to understand (marked): 2');
      await userEvent.tab();
      await expect(canvas.getByText('month')).toHaveFocus();
    });
  },
};

export const NothingHard: Story = {
  args: { words: [{ word: 'Most', hard: false }, { word: 'evenings', hard: false }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('mark')).toBeNull();
    await expect(within(canvasElement).queryByText(/Hard to understand/)).toBeNull();
  },
};
