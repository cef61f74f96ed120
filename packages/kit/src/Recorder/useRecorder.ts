import { useCallback, useEffect, useRef, useState } from 'react';
import { RecorderError, startCapture, type CaptureSession, type RecorderFormat, type RecordingInfo } from './capture';
import { levelFromRms, rms } from './wav';

export const recorderStatuses = ['idle', 'starting', 'recording', 'stopping', 'stopped', 'failed'] as const;
export type RecorderStatus = (typeof recorderStatuses)[number];

export interface UseRecorderOptions {
  /** 'wav': 16-bit PCM mono WAV (IELTS). 'ogg': Ogg/Opus, or WebM/Opus, or WAV where neither exists. @default 'wav' */
  format?: RecorderFormat;
  /** WAV sample rate in Hz; 16 kHz is what speech recognisers expect. @default 16000 */
  sampleRate?: number;
  /** Recording stops by itself after this long. @default 30000 (IELTS parts 1 and 3) */
  maxDurationMs?: number;
  /** Called with each finished recording. */
  onRecorded?: (blob: Blob, info: RecordingInfo) => void;
  /** Called when the microphone cannot be used or capture fails. */
  onError?: (error: RecorderError) => void;
}

export interface UseRecorderResult {
  status: RecorderStatus;
  /** Opens the microphone and records. */
  start: () => Promise<void>;
  /** Stops and delivers the recording through onRecorded. */
  stop: () => Promise<void>;
  /** Input level 0..1 on a decibel scale, updated about ten times a second while recording. */
  level: number;
  /** When recording will stop by itself, epoch ms (for a 'Time Left' countdown). */
  deadline: number | undefined;
  /** The last recording. */
  recording: { blob: Blob; info: RecordingInfo } | undefined;
  /** The last failure. */
  error: RecorderError | undefined;
}

/** Microphone recording with a level meter feed and an automatic stop at the time limit. */
export function useRecorder(options: UseRecorderOptions = {}): UseRecorderResult {
  const { format = 'wav', sampleRate = 16000, maxDurationMs = 30_000 } = options;
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [level, setLevel] = useState(0);
  const [deadline, setDeadline] = useState<number>();
  const [recording, setRecording] = useState<UseRecorderResult['recording']>();
  const [error, setError] = useState<RecorderError>();

  const latest = useRef({ ...options, format, sampleRate, maxDurationMs });
  latest.current = { ...options, format, sampleRate, maxDurationMs };
  const session = useRef<CaptureSession | null>(null);
  const phase = useRef<RecorderStatus>('idle');
  const stopRequested = useRef(false);
  const alive = useRef(true);
  const timers = useRef<{ limit?: ReturnType<typeof setTimeout>; meter?: ReturnType<typeof setInterval> }>({});

  const move = useCallback((next: RecorderStatus) => {
    phase.current = next;
    if (alive.current) setStatus(next);
  }, []);

  /** A capture that could not open or finish: the error is shown and reported, unless the recorder has gone. */
  const fail = useCallback(
    (cause: unknown) => {
      const failure = cause instanceof RecorderError ? cause : new RecorderError('capture-failed', 'Recording failed', cause);
      if (!alive.current) return;
      setError(failure);
      move('failed');
      latest.current.onError?.(failure);
    },
    [move],
  );

  const clearTimers = () => {
    clearTimeout(timers.current.limit);
    clearInterval(timers.current.meter);
    timers.current = {};
  };

  const stop = useCallback(async () => {
    if (phase.current === 'starting') {
      // Delivered as soon as the microphone opens.
      stopRequested.current = true;
      return;
    }
    const current = session.current;
    if (phase.current !== 'recording' || !current) return;
    move('stopping');
    clearTimers();
    session.current = null;
    if (alive.current) {
      setLevel(0);
      setDeadline(undefined);
    }
    try {
      const result = await current.stop();
      if (!alive.current) return;
      setRecording(result);
      move('stopped');
      latest.current.onRecorded?.(result.blob, result.info);
    } catch (cause) {
      fail(cause);
    }
  }, [move, fail]);

  const start = useCallback(async () => {
    if (phase.current === 'starting' || phase.current === 'recording' || phase.current === 'stopping') return;
    move('starting');
    stopRequested.current = false;
    setError(undefined);
    const { format: f, sampleRate: rate, maxDurationMs: limit } = latest.current;
    let opened: CaptureSession;
    try {
      opened = await startCapture({ format: f, sampleRate: rate, maxDurationMs: limit });
    } catch (cause) {
      fail(cause);
      return;
    }
    if (!alive.current) {
      opened.abort();
      return;
    }
    session.current = opened;
    move('recording');
    setDeadline(Date.now() + limit);
    timers.current.limit = setTimeout(() => void stop(), limit);
    const buffer = new Float32Array(opened.analyser.fftSize);
    timers.current.meter = setInterval(() => {
      opened.analyser.getFloatTimeDomainData(buffer);
      const next = Math.round(levelFromRms(rms(buffer)) * 50) / 50;
      setLevel((prev) => (prev === next ? prev : next));
    }, 100);
    if (stopRequested.current) await stop();
  }, [move, stop, fail]);

  useEffect(() => {
    alive.current = true;
    return () => {
      // Leaving the question mid-recording releases the microphone and discards the audio.
      alive.current = false;
      clearTimers();
      session.current?.abort();
      session.current = null;
      phase.current = 'idle';
    };
  }, []);

  return { status, start, stop, level, deadline, recording, error };
}
