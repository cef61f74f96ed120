import { useCallback, useEffect, useRef, useState } from 'react';
import { RecorderError, type RecorderErrorReason, type RecorderFormat, type RecordingInfo } from './capture';
import type { RecorderMessages } from './messages';
import { RecorderView, type RecorderState } from './RecorderView';
import { useRecorder } from './useRecorder';

export interface RecorderProps {
  /** Accessible name, e.g. 'Question 2: What was the last thing you bought online?'. @default 'Answer recording' */
  label?: string;
  /** 'wav' (IELTS) or 'ogg' (multi-level; WAV where the browser's MediaRecorder cannot write Ogg). @default 'wav' */
  format?: RecorderFormat;
  /** WAV sample rate in Hz. @default 16000 */
  sampleRate?: number;
  /** Recording stops by itself after this long. @default 30000 */
  maxDurationMs?: number;
  /**
   * Preparation before recording (IELTS part 2 cue card: 30 s). It starts when the recorder mounts and recording
   * starts by itself when it ends.
   */
  preparationMs?: number;
  /** Called with every finished recording and its true type and length. */
  onRecorded?: (blob: Blob, info: RecordingInfo) => void;
  /**
   * Sends the recording. While it runs the recorder shows 'uploading'; it resolves to 'success' (the record button
   * goes away) or rejects to 'failure'. Without it, the recorder stops at 'stopped'.
   */
  upload?: (blob: Blob, info: RecordingInfo) => Promise<void>;
  /** After a failed upload, offer a button that sends the SAME recording again. @default true */
  allowRetry?: boolean;
  /** Called on microphone problems and failed uploads, with a reason. */
  onError?: (error: RecorderError) => void;
  /** Called on every state change after mount. */
  onStateChange?: (state: RecorderState) => void;
  /** Texts, merged over the defaults (e.g. part 2: success 'Audio sent successfully!'). */
  messages?: Partial<RecorderMessages>;
  className?: string;
}

/**
 * Records a spoken answer from the microphone as real WAV (or Ogg/Opus), with a level meter, a 'Time Left'
 * counter, an automatic stop at the limit, an optional preparation countdown, and the upload's outcome.
 */
export function Recorder({
  label = 'Answer recording',
  format = 'wav',
  sampleRate = 16000,
  maxDurationMs = 30_000,
  preparationMs,
  onRecorded,
  upload,
  allowRetry = true,
  onError,
  onStateChange,
  messages,
  className,
}: RecorderProps) {
  const [state, setState] = useState<RecorderState>(preparationMs ? 'preparing' : 'idle');
  const [failure, setFailure] = useState<RecorderErrorReason>();
  const [preparationDeadline] = useState(() => (preparationMs ? Date.now() + preparationMs : undefined));
  const kept = useRef<{ blob: Blob; info: RecordingInfo } | null>(null);
  const alive = useRef(true);
  const props = useRef({ upload, onError, onRecorded });
  props.current = { upload, onError, onRecorded };

  const fail = useCallback((error: RecorderError) => {
    if (!alive.current) return;
    setFailure(error.reason);
    setState('failure');
    props.current.onError?.(error);
  }, []);

  const send = useCallback(
    async (recording: { blob: Blob; info: RecordingInfo }) => {
      const run = props.current.upload;
      if (!run) return;
      setState('uploading');
      try {
        await run(recording.blob, recording.info);
        if (alive.current) setState('success');
      } catch (cause) {
        fail(new RecorderError('upload-failed', 'The recording could not be submitted', cause));
      }
    },
    [fail],
  );

  const recorder = useRecorder({
    format,
    sampleRate,
    maxDurationMs,
    onRecorded: (blob, info) => {
      kept.current = { blob, info };
      props.current.onRecorded?.(blob, info);
      if (props.current.upload) void send({ blob, info });
      else setState('stopped');
    },
    onError: fail,
  });

  useEffect(() => {
    if (recorder.status === 'recording') setState('recording');
  }, [recorder.status]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const reported = useRef<RecorderState>(state);
  useEffect(() => {
    if (reported.current === state) return;
    reported.current = state;
    onStateChange?.(state);
  }, [state, onStateChange]);

  const record = () => {
    setFailure(undefined);
    void recorder.start();
  };

  return (
    <RecorderView
      className={className}
      state={state}
      failureReason={state === 'failure' ? failure : undefined}
      label={label}
      level={recorder.level}
      maxDurationMs={maxDurationMs}
      deadline={recorder.deadline}
      preparationDeadline={preparationDeadline}
      starting={recorder.status === 'starting'}
      allowRetry={allowRetry}
      messages={messages}
      onRecord={record}
      onStop={() => void recorder.stop()}
      onRetry={() => {
        if (kept.current) void send(kept.current);
      }}
      onPreparationEnd={() => {
        if (state === 'preparing') void recorder.start();
      }}
    />
  );
}
