import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, waitFor, within } from 'storybook/test';
import { opusMimeTypes, recorderFormats } from './capture';
import { Recorder, type RecorderProps } from './Recorder';
import { decodeWavSamples, parseWavHeader, rms } from './wav';

// Story tests run in Chromium with a fake microphone (a steady beep), so these recordings are real captures.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise the play settles by hand, so no upload outcome depends on the machine's speed. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const meta = {
  title: 'Exam/Recorder',
  component: Recorder,
  tags: ['autodocs'],
  args: {
    label: 'Question 1: How often do you buy things online?',
    maxDurationMs: 2_000,
    onRecorded: fn(),
    onError: fn(),
    onStateChange: fn(),
  },
  argTypes: {
    format: { control: 'inline-radio', options: recorderFormats },
    onRecorded: { table: { category: 'Events' } },
    onError: { table: { category: 'Events' } },
    onStateChange: { table: { category: 'Events' } },
    upload: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof Recorder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RecordsRealWav: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const recorder = canvas.getByRole('group', { name: /Question 1/ });
    await step('shows the limit before recording', async () => {
      await expect(recorder).toHaveAttribute('data-state', 'idle');
      await expect(canvas.getByText('Time Left: 2s')).toBeVisible();
    });
    await step('records with a moving level meter and a running counter', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
      await waitFor(() => expect(recorder).toHaveAttribute('data-state', 'recording'), { timeout: 10_000 });
      await expect(canvas.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
      const meter = canvas.getByRole('meter', { name: 'Microphone level' });
      await waitFor(() => expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0), { timeout: 1_500 });
      await expect(canvas.getByRole('timer', { name: 'Recording time left' })).toHaveTextContent(/Time Left: [12]s/);
    });
    await step('Stop Recording after about 1.5 s', async () => {
      await pause(1_200);
      await userEvent.click(canvas.getByRole('button', { name: 'Stop Recording' }));
      await waitFor(() => expect(args.onRecorded).toHaveBeenCalledTimes(1));
      await expect(recorder).toHaveAttribute('data-state', 'stopped');
      await expect(canvas.getByText('Recording saved.')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Record again' })).toBeVisible();
    });
    await step('the blob is a real 16-bit PCM mono WAV at 16 kHz', async () => {
      const [blob, info] = mocked(args.onRecorded!).mock.calls[0]!;
      await expect(blob.type).toBe('audio/wav');
      await expect(info.mimeType).toBe('audio/wav');
      const bytes = await blob.arrayBuffer();
      const header = parseWavHeader(bytes);
      await expect(String.fromCharCode(...new Uint8Array(bytes, 0, 4))).toBe('RIFF');
      await expect(String.fromCharCode(...new Uint8Array(bytes, 8, 8))).toBe('WAVEfmt ');
      await expect(header).toMatchObject({
        audioFormat: 1,
        channels: 1,
        sampleRate: 16_000,
        byteRate: 32_000,
        blockAlign: 2,
        bitsPerSample: 16,
        dataOffset: 44,
      });
      await expect(header.riffSize).toBe(bytes.byteLength - 8);
      await expect(header.dataSize).toBe(bytes.byteLength - 44);
      // The data holds as much audio as the recording lasted: about 1.5 s, never beyond the 2 s limit.
      await expect(Math.abs(header.durationMs - info.durationMs)).toBeLessThan(1);
      await expect(info.durationMs).toBeGreaterThan(1_000);
      await expect(info.durationMs).toBeLessThanOrEqual(2_000);
      await expect(rms(decodeWavSamples(bytes))).toBeGreaterThan(0.001);
      await expect(args.onError).not.toHaveBeenCalled();
    });
  },
};

export const StopsAtTheLimit: Story = {
  args: { maxDurationMs: 1_000 },
  play: async ({ canvas, userEvent, args }) => {
    const recorder = canvas.getByRole('group');
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(recorder).toHaveAttribute('data-state', 'recording'), { timeout: 10_000 });
    await waitFor(() => expect(args.onRecorded).toHaveBeenCalledTimes(1), { timeout: 6_000 });
    const [blob, info] = mocked(args.onRecorded!).mock.calls[0]!;
    const header = parseWavHeader(await blob.arrayBuffer());
    await expect(info.durationMs).toBeGreaterThan(700);
    await expect(info.durationMs).toBeLessThanOrEqual(1_000);
    await expect(header.dataSize).toBe(Math.round((info.durationMs / 1000) * 16_000) * 2);
    await expect(recorder).toHaveAttribute('data-state', 'stopped');
  },
};

export const PreparationThenAutoStart: Story = {
  args: {
    label: 'Part 2 cue card',
    preparationMs: 1_000,
    maxDurationMs: 1_000,
    messages: { success: 'Audio sent successfully!', failure: 'Error sending audio.' },
    upload: fn(async () => undefined),
  },
  play: async ({ canvas, args, step }) => {
    const recorder = canvas.getByRole('group', { name: 'Part 2 cue card' });
    await step('prepares first, with no way to record yet', async () => {
      await expect(recorder).toHaveAttribute('data-state', 'preparing');
      await expect(canvas.getByRole('timer', { name: 'Preparation time left' })).toHaveTextContent('Preparation time: 1s');
      await expect(canvas.queryByRole('button', { name: 'Record' })).toBeNull();
    });
    await step('starts recording by itself when preparation ends', async () => {
      await waitFor(() => expect(recorder).toHaveAttribute('data-state', 'recording'), { timeout: 10_000 });
      await waitFor(() => expect(args.onStateChange).toHaveBeenCalledWith('recording'));
    });
    await step('stops at the limit and sends the answer', async () => {
      await waitFor(() => expect(canvas.getByText('Audio sent successfully!')).toBeVisible(), { timeout: 8_000 });
      await expect(recorder).toHaveAttribute('data-state', 'success');
      await expect(args.upload).toHaveBeenCalledTimes(1);
      await expect(args.upload).toHaveBeenCalledWith(mocked(args.onRecorded!).mock.calls[0]![0], expect.objectContaining({ mimeType: 'audio/wav' }));
      await expect(canvas.queryByRole('button')).toBeNull();
    });
  },
};

export const UploadFailsThenRetrySucceeds: Story = {
  args: { maxDurationMs: 1_000, upload: fn(), allowRetry: true },
  play: async ({ canvas, userEvent, args, step }) => {
    const first = deferred();
    const second = deferred();
    mocked(args.upload!).mockImplementationOnce(() => first.promise).mockImplementationOnce(() => second.promise);
    const recorder = canvas.getByRole('group');
    await step('after recording, the answer uploads with the record button hidden', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
      await waitFor(() => expect(recorder).toHaveAttribute('data-state', 'uploading'), { timeout: 10_000 });
      await expect(canvas.getByRole('status', { name: 'Uploading...' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Record' })).toBeNull();
    });
    await step('a failed upload says so and offers to send again', async () => {
      first.reject(new Error('409 Conflict'));
      await waitFor(() => expect(recorder).toHaveAttribute('data-state', 'failure'));
      await expect(canvas.getByRole('alert')).toHaveTextContent('Submission failed. Please try again.');
      await expect(args.onError).toHaveBeenCalledTimes(1);
      await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'upload-failed' }));
    });
    await step('retry sends the same recording and succeeds', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(recorder).toHaveAttribute('data-state', 'uploading');
      second.resolve();
      await waitFor(() => expect(canvas.getByText('Audio submitted successfully!')).toBeVisible());
      await expect(recorder).toHaveAttribute('data-state', 'success');
      const calls = mocked(args.upload!).mock.calls;
      await expect(calls).toHaveLength(2);
      await expect(calls[1]![0]).toBe(calls[0]![0]);
      await expect(args.onRecorded).toHaveBeenCalledTimes(1);
      await expect(within(recorder).queryByRole('button')).toBeNull();
    });
  },
};

export const UploadFailsWithoutRetry: Story = {
  args: { maxDurationMs: 1_000, upload: fn(async () => Promise.reject(new Error('network'))), allowRetry: false },
  play: async ({ canvas, userEvent, args }) => {
    const recorder = canvas.getByRole('group');
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(recorder).toHaveAttribute('data-state', 'failure'), { timeout: 10_000 });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Submission failed. Please try again.');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.upload).toHaveBeenCalledTimes(1);
  },
};

export const MicrophoneDenied: Story = {
  beforeEach: () => {
    const original = navigator.mediaDevices.getUserMedia;
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    return () => {
      navigator.mediaDevices.getUserMedia = original;
    };
  },
  play: async ({ canvas, userEvent, args }) => {
    const recorder = canvas.getByRole('group');
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(recorder).toHaveAttribute('data-state', 'failure'));
    await expect(recorder).toHaveAttribute('data-reason', 'microphone-denied');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Microphone access was denied. Allow the microphone in your browser settings to record.',
    );
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'microphone-denied' }));
    await expect(args.onRecorded).not.toHaveBeenCalled();
    // Once the learner allows the microphone, they can try again.
    await expect(canvas.getByRole('button', { name: 'Record' })).toBeEnabled();
  },
};

export const OggOpus: Story = {
  args: { format: 'ogg', maxDurationMs: 1_000 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(args.onRecorded).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const [blob, info] = mocked(args.onRecorded!).mock.calls[0]!;
    const head = new Uint8Array(await blob.slice(0, 4).arrayBuffer());
    await expect(blob.type).toBe(info.mimeType);
    // Ogg/Opus where MediaRecorder writes Ogg, else WAV: never WebM, which no server here accepts.
    if (MediaRecorder.isTypeSupported(opusMimeTypes[0])) {
      await expect(info.mimeType).toBe(opusMimeTypes[0]);
      await expect(String.fromCharCode(...head)).toBe('OggS');
    } else {
      await expect(info.mimeType).toBe('audio/wav');
      await expect(String.fromCharCode(...head)).toBe('RIFF');
    }
    await expect(blob.size).toBeGreaterThan(500);
    await expect(info.durationMs).toBeLessThanOrEqual(1_000);
  },
};

/** Two questions in a row; the learner leaves the first while it records. */
function TwoQuestions(props: RecorderProps) {
  const [question, setQuestion] = useState(1);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Recorder key={question} {...props} label={`Question ${question}`} />
      <button type="button" onClick={() => setQuestion((q) => q + 1)}>
        Next question
      </button>
    </div>
  );
}

const streams: MediaStream[] = [];

export const LeavingMidRecordingReleasesTheMicrophone: Story = {
  args: { maxDurationMs: 1_000 },
  beforeEach: () => {
    const original = navigator.mediaDevices.getUserMedia;
    streams.length = 0;
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original.call(navigator.mediaDevices, constraints);
      streams.push(stream);
      return stream;
    };
    return () => {
      navigator.mediaDevices.getUserMedia = original;
    };
  },
  render: (args) => <TwoQuestions {...args} />,
  play: async ({ canvas, userEvent, args, step }) => {
    await step('leaving question 1 while it records stops the microphone and keeps nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
      await waitFor(() => expect(canvas.getByRole('group', { name: 'Question 1' })).toHaveAttribute('data-state', 'recording'), {
        timeout: 5_000,
      });
      await userEvent.click(canvas.getByRole('button', { name: 'Next question' }));
      await expect(canvas.getByRole('group', { name: 'Question 2' })).toHaveAttribute('data-state', 'idle');
      await waitFor(() => expect(streams[0]!.getTracks().every((track) => track.readyState === 'ended')).toBe(true));
      await pause(1_200);
      await expect(args.onRecorded).not.toHaveBeenCalled();
    });
    await step('question 2 records normally', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
      await waitFor(() => expect(args.onRecorded).toHaveBeenCalledTimes(1), { timeout: 10_000 });
      await expect(canvas.getByRole('group', { name: 'Question 2' })).toHaveAttribute('data-state', 'stopped');
      await expect(streams[1]!.getTracks().every((track) => track.readyState === 'ended')).toBe(true);
    });
  },
};
