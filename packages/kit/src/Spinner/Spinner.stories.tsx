import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading' });
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('data-size', 'md');
  },
};

export const NamesWhatItWaitsFor: Story = {
  args: { label: 'Uploading answer', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Uploading answer' })).toHaveAttribute('data-size', 'lg');
    await expect(canvas.queryByRole('status', { name: 'Loading' })).toBeNull();
  },
};

export const InsideAButton: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <button type="button" disabled aria-busy="true">
      <Spinner {...args} /> Loading...
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Loading\.\.\./ });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Loading' })).toHaveAttribute('data-size', 'sm');
  },
};

export const HighContrast: Story = {
  globals: { theme: 'highContrast' },
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};
