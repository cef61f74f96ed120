import * as styles from './Recorder.css';
import { cx } from '../lib/cx';

export interface LevelMeterProps {
  /** Input level 0..1. */
  level: number;
  /** Accessible name. @default 'Microphone level' */
  label?: string;
  className?: string;
}

/** How loud the microphone hears the learner, so they can tell it is working before the time runs out. */
export function LevelMeter({ level, label = 'Microphone level', className }: LevelMeterProps) {
  const percent = Math.round(Math.max(0, Math.min(1, level)) * 100);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      data-level={percent === 0 ? 'silent' : 'sound'}
      className={cx(styles.meter, className)}
    >
      <div className={styles.meterFill} style={{ width: `${percent}%` }} />
    </div>
  );
}
