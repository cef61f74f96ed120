import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScoreBadge, scoreBadgeSizes } from './ScoreBadge';

const meta = {
  title: 'Results/ScoreBadge',
  component: ScoreBadge,
  tags: ['autodocs'],
  args: { score: 7, label: 'Band', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: scoreBadgeSizes } },
} satisfies Meta<typeof ScoreBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Band: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Band')).toBeVisible();
    // A whole band still shows its decimal.
    await expect(canvas.getByText('7.0')).toBeVisible();
  },
};

export const HalfBand: Story = {
  args: { score: 6.5, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6.5')).toBeVisible();
  },
};

export const RawScore: Story = {
  args: { score: 31, max: 40, label: 'Score', size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('31/40')).toBeVisible();
  },
};

export const Ungraded: Story = {
  args: { score: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('–')).toBeVisible();
    await expect(canvas.getByText('Not graded')).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {scoreBadgeSizes.map((size) => (
        <ScoreBadge key={size} {...args} size={size} label={`Band (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('[data-size]');
    await expect([...badges].map((b) => b.getAttribute('data-size'))).toEqual(['sm', 'md', 'lg']);
    const heights = [...badges].map((b) => b.getBoundingClientRect().height);
    await expect(heights[0]!).toBeLessThan(heights[1]!);
    await expect(heights[1]!).toBeLessThan(heights[2]!);
  },
};

export const HighContrast: Story = {
  ...Band,
  globals: { theme: 'highContrast' },
};
