import { useEffect, useRef, useState } from 'react';
import { countdownState, formatClock, formatMinutes, formatSeconds, msUntilNextSecond, secondsLeft, type CountdownState } from './format';

export interface UseCountdownOptions {
  /**
   * The moment time is up, as epoch milliseconds. An absolute deadline survives tab sleep, throttled timers and
   * reloads: every tick recomputes what is left from the clock instead of counting ticks.
   */
  deadline?: number;
  /** A fixed remaining time: the countdown shows it and does not tick (a paused timer, a screenshot). */
  remainingMs?: number;
  /** Time left at which the state turns to 'warning'. @default 300000 (the last 5 minutes) */
  warnAtMs?: number;
  /** Called once when time is up, also when the deadline had already passed on mount (a reload after expiry). */
  onExpire?: () => void;
  /** The clock, replaceable for tests. @default Date.now */
  now?: () => number;
}

export interface CountdownSnapshot {
  /** Milliseconds left, never negative. */
  remainingMs: number;
  /** Whole seconds left, rounded up. */
  seconds: number;
  state: CountdownState;
  /** 'mm:ss' (or 'h:mm:ss'). */
  clock: string;
  /** 'mm:ss' with unbounded minutes ('60:00'). */
  minutes: string;
  /** 'Ns'. */
  short: string;
}

function remainingFrom(options: UseCountdownOptions, now: () => number) {
  if (options.remainingMs !== undefined) return Math.max(0, options.remainingMs);
  if (options.deadline === undefined) return 0;
  return Math.max(0, options.deadline - now());
}

/** Time left until a deadline, re-rendering on every whole second. */
export function useCountdown(options: UseCountdownOptions): CountdownSnapshot {
  const { deadline, remainingMs: fixed, warnAtMs = 300_000, onExpire, now = Date.now } = options;
  const [, setTick] = useState(0);
  const nowRef = useRef(now);
  nowRef.current = now;
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  // Which deadline already fired, so a re-render or StrictMode re-run never calls onExpire twice,
  // while a new deadline (the next section) can fire again.
  const firedFor = useRef<number | undefined>(undefined);

  const remainingMs = remainingFrom({ deadline, remainingMs: fixed }, now);
  const seconds = secondsLeft(remainingMs);
  const state = countdownState(remainingMs, warnAtMs);
  const key = fixed !== undefined ? -1 : (deadline ?? Number.NaN);

  useEffect(() => {
    if (fixed !== undefined || deadline === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const left = deadline - nowRef.current();
      setTick((t) => t + 1);
      if (left > 0) timer = setTimeout(schedule, msUntilNextSecond(left));
    };
    const left = deadline - nowRef.current();
    if (left > 0) timer = setTimeout(schedule, msUntilNextSecond(left));
    // The deadline passed between the render and this effect (a slow first render, a deadline only ms away): render
    // again now, or the timer would stay on its last second and onExpire never fire.
    else setTick((t) => t + 1);
    // Background tabs throttle timers to once a minute or less: catch up the moment the learner comes back.
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        clearTimeout(timer);
        schedule();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [deadline, fixed]);

  useEffect(() => {
    if (state !== 'expired') {
      // Time was given back (a new fixed value): the next expiry is a new one.
      firedFor.current = undefined;
      return;
    }
    if (firedFor.current === key || (fixed === undefined && deadline === undefined)) return;
    firedFor.current = key;
    onExpireRef.current?.();
  }, [state, key, fixed, deadline]);

  return { remainingMs, seconds, state, clock: formatClock(remainingMs), minutes: formatMinutes(remainingMs), short: formatSeconds(remainingMs) };
}
