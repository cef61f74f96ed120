import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { encodeWav, sineSamples } from '../Recorder/wav';
import { AudioPlayer, type AudioPlayerProps } from './AudioPlayer';
import { audioPlayerVariants } from './useAudioPlayer';

/** A quiet 440 Hz tone made in the page: no network, no fixture file. */
function toneUrl(durationMs: number) {
  const wav = encodeWav(sineSamples(440, durationMs, 16000, 0.1), 16000);
  return URL.createObjectURL(new Blob([wav], { type: 'audio/wav' }));
}
const twoSeconds = toneUrl(2000);
const fourSeconds = toneUrl(4000);

const audioIn = (root: HTMLElement) => {
  const audio = root.querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return audio;
};

const meta = {
  title: 'Exam/AudioPlayer',
  component: AudioPlayer,
  tags: ['autodocs'],
  args: {
    src: fourSeconds,
    label: 'Section audio',
    variant: 'review',
    onError: fn(),
    onEnded: fn(),
    onStateChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: audioPlayerVariants },
    onError: { table: { category: 'Events' } },
    onEnded: { table: { category: 'Events' } },
    onStateChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof AudioPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewPlayAndSeek: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const player = canvas.getByRole('group', { name: 'Section audio' });
    const audio = audioIn(canvasElement);
    const seek = await canvas.findByRole('slider', { name: 'Seek section audio' });
    await waitFor(() => expect(seek).toHaveAttribute('aria-valuemax', '4'));
    await step('nothing plays until asked', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(player).toHaveAttribute('data-state', 'idle');
      await expect(audio.paused).toBe(true);
    });
    await step('Play starts it and the time moves', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Play section audio' }));
      await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'));
      await waitFor(() => expect(audio.currentTime).toBeGreaterThan(0.2));
      await expect(args.onStateChange).toHaveBeenCalledWith('playing');
    });
    await step('Pause stops it where it is', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pause section audio' }));
      await waitFor(() => expect(player).toHaveAttribute('data-state', 'paused'));
      await expect(audio.paused).toBe(true);
    });
    await step('the arrow keys and Home seek', async () => {
      seek.focus();
      await userEvent.keyboard('{End}');
      await expect(audio.currentTime).toBeCloseTo(4, 0);
      await userEvent.keyboard('{Home}');
      await expect(audio.currentTime).toBe(0);
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(audio.currentTime).toBe(2);
      await expect(seek).toHaveAttribute('aria-valuetext', '0:02 of 0:04');
    });
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const ExamAutoplayNoSeeking: Story = {
  args: { src: twoSeconds, variant: 'exam', autoPlay: true, autoPlayDelayMs: 300 },
  play: async ({ canvas, canvasElement, args, step }) => {
    const player = canvas.getByRole('group', { name: 'Section audio' });
    const audio = audioIn(canvasElement);
    await step('starts by itself after the delay, not before', async () => {
      await expect(player).toHaveAttribute('data-state', 'idle');
      await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'), { timeout: 2_000 });
    });
    await step('has no seek control and undoes a seek', async () => {
      await expect(canvas.queryByRole('slider')).toBeNull();
      await expect(canvas.getByRole('progressbar', { name: 'Section audio progress' })).toBeVisible();
      const before = audio.currentTime;
      audio.currentTime = 1.9;
      await waitFor(() => expect(audio.currentTime).toBeLessThan(before + 0.6));
      await expect(audio.currentTime).toBeGreaterThanOrEqual(before - 0.05);
    });
    await step('offers no pause while it plays, and carries on after a pause from outside', async () => {
      await expect(canvas.queryByRole('button')).toBeNull();
      await expect(within(player).getByText('Playing')).toBeVisible();
      audio.pause();
      await waitFor(() => expect(audio.paused).toBe(false));
    });
    await step('plays to the end once, and cannot be played again', async () => {
      await waitFor(() => expect(player).toHaveAttribute('data-state', 'ended'), { timeout: 3_000 });
      await expect(args.onEnded).toHaveBeenCalledTimes(1);
      await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      await expect(canvas.getByRole('button', { name: 'Play section audio' })).toBeDisabled();
    });
  },
};

/** After a reload the listening section resumes a recording where it was: `startAt`, reported back by onProgress. */
export const ExamResumesWhereItWas: Story = {
  args: { src: fourSeconds, variant: 'exam', autoPlay: true, autoPlayDelayMs: 300, startAt: 2.5, onProgress: fn() },
  play: async ({ canvas, canvasElement, args, step }) => {
    const player = canvas.getByRole('group', { name: 'Section audio' });
    const audio = audioIn(canvasElement);
    await step('stands at the start position before it plays', async () => {
      await waitFor(() => expect(audio.currentTime).toBeCloseTo(2.5, 1));
      await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0:02 of 0:04');
    });
    await step('plays on from there, reporting its position', async () => {
      await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'), { timeout: 2_000 });
      await waitFor(() => expect(args.onProgress).toHaveBeenCalledWith(expect.any(Number), 'playing'));
      const reported = (args.onProgress as ReturnType<typeof fn>).mock.calls.map(([seconds]) => seconds as number);
      await expect(Math.min(...reported)).toBeGreaterThanOrEqual(2.5);
    });
    await step('reports the exact position when the page is left', async () => {
      window.dispatchEvent(new Event('pagehide'));
      await expect(args.onProgress).toHaveBeenLastCalledWith(expect.any(Number), 'leaving');
    });
    // Played out, so the picture does not depend on how far it got.
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'ended'), { timeout: 3_000 });
  },
};

/** A listening screen with the section's Next exam button. */
function Section(props: AudioPlayerProps) {
  const [stopped, setStopped] = useState(false);
  const [mounted, setMounted] = useState(true);
  const kept = useRef<HTMLAudioElement | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8 }} ref={(el) => void (kept.current ??= el?.querySelector('audio') ?? null)}>
      {mounted && <AudioPlayer {...props} stopped={stopped} />}
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => setStopped(true)}>
          Next exam
        </button>
        <button type="button" onClick={() => setMounted(false)}>
          Leave exam
        </button>
      </div>
    </div>
  );
}

export const StoppedRewinds: Story = {
  args: { variant: 'exam', autoPlay: true, autoPlayDelayMs: 0 },
  render: (args) => <Section {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const player = canvas.getByRole('group', { name: 'Section audio' });
    const audio = audioIn(canvasElement);
    await waitFor(() => expect(audio.currentTime).toBeGreaterThan(0.2), { timeout: 3_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next exam' }));
    await expect(player).toHaveAttribute('data-state', 'stopped');
    await expect(audio.paused).toBe(true);
    await expect(audio.currentTime).toBe(0);
    await expect(within(player).getByRole('button', { name: 'Play section audio' })).toBeDisabled();
  },
};

export const UnmountStops: Story = {
  args: { variant: 'exam', autoPlay: true, autoPlayDelayMs: 0 },
  render: (args) => <Section {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const audio = audioIn(canvasElement);
    await waitFor(() => expect(audio.currentTime).toBeGreaterThan(0.2), { timeout: 3_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Leave exam' }));
    await expect(canvas.queryByRole('group', { name: 'Section audio' })).toBeNull();
    await expect(audio.paused).toBe(true);
    await expect(audio.currentTime).toBe(0);
  },
};

export const LoadErrorReported: Story = {
  args: { src: 'data:audio/wav;base64,AAAA' },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'load' })));
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('button', { name: 'Play section audio' })).toBeDisabled();
  },
};

export const HighContrast: Story = {
  globals: { theme: 'highContrast' },
  args: { variant: 'exam' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play section audio' })).toBeEnabled();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};
