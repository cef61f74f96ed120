import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { visuallyHidden } from '../styles/shared.css';
import { formatSpoken } from './format';
import { useCountdown, type UseCountdownOptions } from './useCountdown';
import * as styles from './Countdown.css';
import { cx } from '../lib/cx';
import { fillLabel, useKitLabels } from '../locale/KitLocale';

export const countdownFormats = ['clock', 'minutes', 'seconds'] as const;
export type CountdownFormat = (typeof countdownFormats)[number];

export interface CountdownProps
  extends UseCountdownOptions,
    Omit<ComponentPropsWithoutRef<'div'>, 'role' | 'children' | 'hidden'> {
  /**
   * 'clock' shows mm:ss, h:mm:ss from an hour (a four-hour attempt); 'minutes' shows mm:ss with unbounded minutes
   * ('60:00', the exam header); 'seconds' shows Ns (speaking recorder). @default 'clock'
   */
  format?: CountdownFormat;
  /** Accessible name of the timer. @default 'Time left' */
  label?: string;
  /** Visible text before the time, e.g. 'Time Left: '. @default '' */
  prefix?: string;
  /** Shown once time is up. @default 'Time is up!' */
  expiredText?: string;
  /**
   * The exam's 'hide timer' setting: the time leaves the screen but stays in the accessibility tree under the
   * timer's label, so a screen-reader user who hid it can still ask for it. @default false
   */
  hidden?: boolean;
}

/** Time left until a deadline; turns to a warning near the end and says 'Time is up!' at 0. */
export function Countdown({
  deadline,
  remainingMs,
  warnAtMs,
  onExpire,
  now,
  format = 'clock',
  label,
  prefix = '',
  expiredText: expiredProp,
  hidden = false,
  className,
  ...rest
}: CountdownProps) {
  const labels = useKitLabels();
  const expiredText = expiredProp ?? labels.timeIsUp;
  const snapshot = useCountdown({ deadline, remainingMs, warnAtMs, onExpire, now });
  const { state } = snapshot;
  const shown = format === 'seconds' ? snapshot.short : format === 'minutes' ? snapshot.minutes : snapshot.clock;

  // Announce only the moments that matter (entering the warning, time up), never every second.
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    if (state === 'warning') setAnnouncement(fillLabel(labels.spokenLeft, { time: formatSpoken(snapshot.remainingMs) }));
    else if (state === 'expired') setAnnouncement(expiredText);
    else setAnnouncement('');
  }, [state, snapshot.remainingMs, expiredText, labels.spokenLeft]);

  return (
    <div
      {...rest}
      role="timer"
      aria-label={label ?? labels.timeLeft}
      data-state={state}
      data-seconds={snapshot.seconds}
      data-visibility={hidden ? 'hidden' : 'visible'}
      className={cx(styles.root, className)}
    >
      <span className={hidden ? visuallyHidden : styles.value}>
        {state === 'expired' ? expiredText : `${prefix}${shown}`}
      </span>
      <span className={visuallyHidden} aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
