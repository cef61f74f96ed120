import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RecorderView, recorderStates } from './RecorderView';

// Every state pinned, for screenshots: no microphone, no clock.

const meta = {
  title: 'Exam/Recorder/States',
  component: RecorderView,
  tags: ['autodocs'],
  args: {
    state: 'idle',
    label: 'Question 2: What was the last thing you bought online?',
    maxDurationMs: 30_000,
    onRecord: fn(),
    onStop: fn(),
    onRetry: fn(),
    onPreparationEnd: fn(),
  },
  argTypes: {
    state: { control: 'select', options: recorderStates },
    onRecord: { table: { category: 'Events' } },
    onStop: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
    onPreparationEnd: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof RecorderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Time Left: 30s')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Microphone level' })).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await expect(args.onRecord).toHaveBeenCalledTimes(1);
  },
};

export const RecorderRecording: Story = {
  args: { state: 'recording', level: 0.62, remainingMs: 12_000 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'recording');
    await expect(canvas.getByText('Time Left: 12s')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Microphone level' })).toHaveAttribute('aria-valuenow', '62');
    await expect(canvas.queryByRole('button', { name: 'Record' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop Recording' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

export const LastSeconds: Story = {
  args: { state: 'recording', level: 0.3, remainingMs: 5_000 },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Recording time left' });
    await expect(timer).toHaveTextContent('Time Left: 5s');
    await expect(timer).toHaveAttribute('data-state', 'warning');
  },
};

export const Preparing: Story = {
  args: { state: 'preparing', label: 'Part 2 cue card', preparationRemainingMs: 25_000, maxDurationMs: 60_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Preparation time left' })).toHaveTextContent('Preparation time: 25s');
    await expect(canvas.getByRole('timer', { name: 'Recording time left' })).toHaveTextContent('Time Left: 60s');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Uploading: Story = {
  args: { state: 'uploading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Uploading...' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

export const Success: Story = {
  args: { state: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Audio submitted successfully!');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const PartTwoSuccess: Story = {
  args: { state: 'success', label: 'Part 2 cue card', messages: { success: 'Audio sent successfully!' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Audio sent successfully!');
  },
};

export const FailureWithRetry: Story = {
  args: { state: 'failure', failureReason: 'upload-failed' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Submission failed. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Record' })).toBeNull();
  },
};

export const FailureWithoutRetry: Story = {
  args: { state: 'failure', failureReason: 'upload-failed', allowRetry: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Submission failed. Please try again.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const MicrophoneDenied: Story = {
  args: { state: 'failure', failureReason: 'microphone-denied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('data-reason', 'microphone-denied');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Microphone access was denied. Allow the microphone in your browser settings to record.',
    );
    await expect(canvas.getByRole('button', { name: 'Record' })).toBeEnabled();
  },
};

export const Stopped: Story = {
  args: { state: 'stopped' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Recording saved.');
    await userEvent.click(canvas.getByRole('button', { name: 'Record again' }));
    await expect(args.onRecord).toHaveBeenCalledTimes(1);
  },
};

export const HighContrastRecording: Story = {
  globals: { theme: 'highContrast' },
  args: { state: 'recording', level: 0.5, remainingMs: 8_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-state', 'warning');
  },
};

export const HighContrastFailure: Story = {
  globals: { theme: 'highContrast' },
  args: { state: 'failure', failureReason: 'upload-failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Submission failed. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const HighContrastSuccess: Story = {
  globals: { theme: 'highContrast' },
  args: { state: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Audio submitted successfully!');
  },
};
