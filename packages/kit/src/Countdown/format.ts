/**
 * Pure time formatting for countdowns. Remaining time is rounded UP to whole seconds, so a timer reads '0:01' until
 * the deadline has truly passed and reads 0 only when time is up (a learner must never see 0 with time still left).
 */

/** Whole seconds left, rounded up; never negative. */
export function secondsLeft(remainingMs: number): number {
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) return 0;
  return Math.ceil(remainingMs / 1000);
}

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** 'mm:ss', or 'h:mm:ss' from one hour up (an IELTS attempt lives four hours). */
export function formatClock(remainingMs: number): string {
  const total = secondsLeft(remainingMs);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** 'mm:ss' with the minutes unbounded ('60:00', '150:00'): the section clock of an exam runner, as the seeds show it. */
export function formatMinutes(remainingMs: number): string {
  const total = secondsLeft(remainingMs);
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** 'Ns', e.g. '12s', as the speaking recorder's 'Time Left: 12s'. */
export function formatSeconds(remainingMs: number): string {
  return `${secondsLeft(remainingMs)}s`;
}

/** A spoken form for screen readers: '1 hour 2 minutes 5 seconds'. */
export function formatSpoken(remainingMs: number): string {
  const total = secondsLeft(remainingMs);
  const parts: string[] = [];
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (minutes) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (seconds || parts.length === 0) parts.push(`${seconds} ${seconds === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}

export const countdownStates = ['running', 'warning', 'expired'] as const;
export type CountdownState = (typeof countdownStates)[number];

/** 'warning' from `warnAtMs` left (inclusive) down to the deadline, then 'expired'. */
export function countdownState(remainingMs: number, warnAtMs: number): CountdownState {
  const seconds = secondsLeft(remainingMs);
  if (seconds === 0) return 'expired';
  return seconds * 1000 <= warnAtMs ? 'warning' : 'running';
}

/**
 * Milliseconds until the shown whole-second value next changes, so ticks land on second boundaries instead of
 * drifting; a small margin makes sure the boundary has passed when the tick runs.
 */
export function msUntilNextSecond(remainingMs: number): number {
  if (remainingMs <= 0) return 0;
  const intoSecond = remainingMs % 1000;
  return (intoSecond === 0 ? 1000 : intoSecond) + 5;
}
