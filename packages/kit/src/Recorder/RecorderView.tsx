import type { ComponentPropsWithoutRef } from 'react';
import { Countdown } from '../Countdown/Countdown';
import { Spinner } from '../Spinner/Spinner';
import type { RecorderErrorReason } from './capture';
import { LevelMeter } from './LevelMeter';
import type { RecorderMessages } from './messages';
import { useKitLabels } from '../locale/KitLocale';
import * as styles from './Recorder.css';
import { cx } from '../lib/cx';

export const recorderStates = ['idle', 'preparing', 'recording', 'stopped', 'uploading', 'success', 'failure'] as const;
export type RecorderState = (typeof recorderStates)[number];

export interface RecorderViewProps extends Omit<ComponentPropsWithoutRef<'div'>, 'role' | 'children'> {
  /** What the recorder shows. */
  state: RecorderState;
  /** Why it failed, in the 'failure' state. */
  failureReason?: RecorderErrorReason;
  /** Accessible name of the recorder, e.g. the question. @default 'Answer recording' */
  label?: string;
  /** Input level 0..1. @default 0 */
  level?: number;
  /** Recording time limit in ms, shown before recording starts. */
  maxDurationMs: number;
  /** When recording stops by itself, epoch ms; without it the full limit is shown. */
  deadline?: number;
  /** A fixed time left while recording (screenshots); wins over deadline. */
  remainingMs?: number;
  /** When preparation ends, epoch ms. */
  preparationDeadline?: number;
  /** A fixed preparation time left (screenshots); wins over preparationDeadline. */
  preparationRemainingMs?: number;
  /** The Record button is busy opening the microphone. @default false */
  starting?: boolean;
  /** Offer 'Try again' after a failed upload. @default true */
  allowRetry?: boolean;
  /** Offer 'Record again' after a recording that was not uploaded. @default true */
  allowRerecord?: boolean;
  /** Texts, merged over the defaults. */
  messages?: Partial<RecorderMessages>;
  onRecord?: () => void;
  onStop?: () => void;
  onRetry?: () => void;
  onPreparationEnd?: () => void;
}

const microphoneReasons: ReadonlySet<RecorderErrorReason> = new Set([
  'microphone-denied',
  'microphone-unavailable',
  'unsupported',
  'capture-failed',
]);

function failureText(reason: RecorderErrorReason | undefined, m: RecorderMessages) {
  switch (reason) {
    case 'microphone-denied':
      return m.microphoneDenied;
    case 'microphone-unavailable':
      return m.microphoneUnavailable;
    case 'unsupported':
      return m.unsupported;
    case 'capture-failed':
      return m.captureFailed;
    default:
      return m.failure;
  }
}

/** The recorder's screen for a given state, without the microphone: Recorder drives it; stories pin it. */
export function RecorderView({
  state,
  failureReason,
  label = 'Answer recording',
  level = 0,
  maxDurationMs,
  deadline,
  remainingMs,
  preparationDeadline,
  preparationRemainingMs,
  starting = false,
  allowRetry = true,
  allowRerecord = true,
  messages,
  onRecord,
  onStop,
  onRetry,
  onPreparationEnd,
  className,
  ...rest
}: RecorderViewProps) {
  const labels = useKitLabels();
  const m = { ...labels.recorder, ...messages };
  const microphoneFailure = state === 'failure' && failureReason !== undefined && microphoneReasons.has(failureReason);
  // The record button: there before and during recording, gone while uploading and after success (seeds).
  const recordButton =
    state === 'idle' || (state === 'stopped' && allowRerecord) || (microphoneFailure && failureReason !== 'unsupported');
  const retryButton = state === 'failure' && !microphoneFailure && allowRetry;
  const showTimer = state === 'idle' || state === 'preparing' || state === 'recording';
  const recording = state === 'recording';

  return (
    <div
      {...rest}
      role="group"
      aria-label={label}
      data-state={state}
      data-reason={state === 'failure' ? failureReason ?? 'upload-failed' : undefined}
      className={cx(styles.root, className)}
    >
      <div className={styles.controls}>
        {recordButton && (
          <button type="button" className={styles.button} data-action="record" onClick={onRecord} disabled={starting}>
            <span className={styles.dot} aria-hidden="true" />
            {starting ? m.starting : state === 'stopped' ? m.recordAgain : m.record}
          </button>
        )}
        {recording && (
          <button type="button" className={styles.button} data-action="stop" onClick={onStop}>
            <span className={styles.dot} aria-hidden="true" />
            {m.stop}
          </button>
        )}
        {retryButton && (
          <button type="button" className={styles.button} data-action="retry" onClick={onRetry}>
            {m.retry}
          </button>
        )}
        {state === 'preparing' && (
          <Countdown
            format="seconds"
            label={m.preparationLabel}
            prefix={m.preparation}
            deadline={preparationDeadline}
            remainingMs={preparationRemainingMs}
            warnAtMs={5_000}
            onExpire={onPreparationEnd}
          />
        )}
        {showTimer && (
          <Countdown
            format="seconds"
            label={m.timeLeftLabel}
            prefix={m.timeLeft}
            warnAtMs={10_000}
            {...(recording && (remainingMs !== undefined || deadline !== undefined)
              ? { deadline, remainingMs }
              : { remainingMs: maxDurationMs })}
          />
        )}
        {showTimer && <LevelMeter level={recording ? level : 0} label={m.level} />}
      </div>
      {state === 'uploading' && (
        <div className={styles.status}>
          <Spinner size="sm" label={m.uploading} />
          <span aria-hidden="true">{m.uploading}</span>
        </div>
      )}
      <p className={styles.status} role="status">
        {state === 'success' && m.success}
        {state === 'stopped' && m.recorded}
      </p>
      {state === 'failure' && (
        <p className={styles.alert} role="alert">
          {failureText(failureReason, m)}
        </p>
      )}
    </div>
  );
}
