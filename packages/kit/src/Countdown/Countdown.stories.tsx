import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Countdown, countdownFormats, type CountdownProps } from './Countdown';

/** Starts the deadline when the story mounts, as a runner does when a section opens. */
function StartsOnMount({ durationMs, ...props }: CountdownProps & { durationMs: number }) {
  const [deadline] = useState(() => Date.now() + durationMs);
  return <Countdown {...props} deadline={deadline} />;
}

/** A clock the story moves by hand, so warnings can be reached without waiting minutes. */
const START = Date.UTC(2026, 0, 1, 9, 0, 0);
function HandClock(props: CountdownProps) {
  const [now, setNow] = useState(START);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Countdown {...props} deadline={START + 6 * 60_000} now={() => now} />
      <button type="button" onClick={() => setNow((t) => t + 60_000)}>
        Advance 1 minute
      </button>
    </div>
  );
}

const meta = {
  title: 'Exam/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { onExpire: fn(), label: 'Time left', format: 'clock', warnAtMs: 300_000 },
  argTypes: {
    format: { control: 'inline-radio', options: countdownFormats },
    onExpire: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SectionClock: Story = {
  args: { remainingMs: 45 * 60_000 },
  play: async ({ canvas, args }) => {
    const timer = canvas.getByRole('timer', { name: 'Time left' });
    await expect(timer).toHaveTextContent('45:00');
    await expect(timer).toHaveAttribute('data-state', 'running');
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const SixtyMinuteSection: Story = {
  args: { remainingMs: 60 * 60_000, format: 'minutes' },
  play: async ({ canvas }) => {
    // An exam header counts a 60-minute section down from 60:00, never 1:00:00.
    await expect(canvas.getByRole('timer', { name: 'Time left' })).toHaveTextContent('60:00');
  },
};

/**
 * The deadline passes between the render and the effect that schedules the ticks (a slow first render): the clock
 * read at render time is half a second before the deadline, every later read is after it.
 */
function PassesBeforeTheFirstTick(props: CountdownProps) {
  const [now] = useState(() => {
    let reads = 0;
    return () => (reads++ === 0 ? START - 500 : START + 1);
  });
  return <Countdown {...props} deadline={START} now={now} />;
}

export const DeadlinePassesBeforeTheFirstTick: Story = {
  render: (args) => <PassesBeforeTheFirstTick {...args} />,
  play: async ({ canvas, args }) => {
    const timer = canvas.getByRole('timer');
    await waitFor(() => expect(timer).toHaveAttribute('data-state', 'expired'));
    await expect(timer).toHaveTextContent('Time is up!');
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

export const AtFiveSeconds: Story = {
  args: { remainingMs: 5_000, warnAtMs: 10_000 },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Time left' });
    await expect(canvas.getByText('00:05')).toBeVisible();
    await expect(timer).toHaveAttribute('data-state', 'warning');
  },
};

export const SpeakingSeconds: Story = {
  args: { remainingMs: 12_000, format: 'seconds', prefix: 'Time Left: ', warnAtMs: 10_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Time Left: 12s')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-state', 'running');
  },
};

export const ExpiresOnce: Story = {
  args: { format: 'seconds', prefix: 'Time Left: ', warnAtMs: 10_000 },
  render: (args) => <StartsOnMount {...args} durationMs={2_000} />,
  play: async ({ canvas, args, step }) => {
    const timer = canvas.getByRole('timer', { name: 'Time left' });
    await step('counts down in whole seconds', async () => {
      await expect(timer).toHaveTextContent(/Time Left: [12]s/);
      await waitFor(() => expect(timer).toHaveTextContent('Time Left: 1s'), { timeout: 2_000 });
      await expect(args.onExpire).not.toHaveBeenCalled();
    });
    await step("says 'Time is up!' at 0 and calls onExpire exactly once", async () => {
      await waitFor(() => expect(canvas.getByText('Time is up!')).toBeVisible(), { timeout: 2_500 });
      await expect(timer).toHaveAttribute('data-state', 'expired');
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await expect(args.onExpire).toHaveBeenCalledTimes(1);
    });
  },
};

export const ExpiredBeforeMount: Story = {
  args: { deadline: START },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Time is up!')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveAttribute('data-state', 'expired');
    // A reload after the deadline must still submit the section, once.
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

export const WarnsInTheLastFiveMinutes: Story = {
  render: (args) => <HandClock {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const timer = canvas.getByRole('timer', { name: 'Time left' });
    await expect(timer).toHaveTextContent('06:00');
    await expect(timer).toHaveAttribute('data-state', 'running');
    await userEvent.click(canvas.getByRole('button', { name: 'Advance 1 minute' }));
    await expect(timer).toHaveTextContent('05:00');
    await expect(timer).toHaveAttribute('data-state', 'warning');
    await waitFor(() => expect(timer).toHaveTextContent('5 minutes left'));
    for (let i = 0; i < 5; i += 1) await userEvent.click(canvas.getByRole('button', { name: 'Advance 1 minute' }));
    await expect(timer).toHaveAttribute('data-state', 'expired');
    // Shown, and announced once through the live region.
    await expect(canvas.getAllByText('Time is up!')).toHaveLength(2);
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

export const HiddenTimer: Story = {
  args: { remainingMs: 10 * 60_000, hidden: true },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Time left' });
    await expect(timer).toHaveAttribute('data-visibility', 'hidden');
    // Still in the accessibility tree, off the screen.
    await expect(timer).toHaveTextContent('10:00');
    const text = canvas.getByText('10:00');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const HighContrastStates: Story = {
  globals: { theme: 'highContrast' },
  args: { remainingMs: 5_000, warnAtMs: 10_000 },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Countdown {...args} label="Section time left" remainingMs={25 * 60_000} />
      <Countdown {...args} label="Warning time left" />
      <Countdown {...args} label="Expired time left" remainingMs={0} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Section time left' })).toHaveAttribute('data-state', 'running');
    await expect(canvas.getByRole('timer', { name: 'Warning time left' })).toHaveAttribute('data-state', 'warning');
    await expect(canvas.getByRole('timer', { name: 'Expired time left' })).toHaveTextContent('Time is up!');
  },
};
