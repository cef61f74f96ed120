import { describe, expect, it } from 'vitest';
import { countdownState, formatClock, formatMinutes, formatSeconds, formatSpoken, msUntilNextSecond, secondsLeft } from './format';

describe('secondsLeft', () => {
  it('rounds up so 0 means the deadline has passed', () => {
    expect(secondsLeft(12_000)).toBe(12);
    expect(secondsLeft(11_001)).toBe(12);
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(0)).toBe(0);
    expect(secondsLeft(-5_000)).toBe(0);
    expect(secondsLeft(Number.NaN)).toBe(0);
  });
});

describe('formatClock', () => {
  it('gives mm:ss under an hour, counting the rounded-up second', () => {
    expect(formatClock(5_000)).toBe('00:05');
    expect(formatClock(59 * 60_000 + 59_001)).toBe('1:00:00');
    expect(formatClock(45 * 60_000)).toBe('45:00');
    expect(formatClock(0)).toBe('00:00');
  });
  it('gives h:mm:ss from an hour', () => {
    expect(formatClock(4 * 3_600_000)).toBe('4:00:00');
    expect(formatClock(3_600_000 + 61_000)).toBe('1:01:01');
  });
});

describe('formatMinutes', () => {
  it('gives mm:ss with the minutes unbounded, as an exam header shows a 60-minute section', () => {
    expect(formatMinutes(60 * 60_000)).toBe('60:00');
    expect(formatMinutes(150 * 60_000)).toBe('150:00');
    expect(formatMinutes(59 * 60_000 + 59_001)).toBe('60:00');
    expect(formatMinutes(65_000)).toBe('01:05');
    expect(formatMinutes(0)).toBe('00:00');
  });
});

describe('formatSeconds', () => {
  it('gives whole seconds with an s', () => {
    expect(formatSeconds(30_000)).toBe('30s');
    expect(formatSeconds(12_400)).toBe('13s');
    expect(formatSeconds(-1)).toBe('0s');
  });
});

describe('formatSpoken', () => {
  it('names the units in words', () => {
    expect(formatSpoken(65_000)).toBe('1 minute 5 seconds');
    expect(formatSpoken(3_600_000)).toBe('1 hour');
    expect(formatSpoken(0)).toBe('0 seconds');
    expect(formatSpoken(1_000)).toBe('1 second');
  });
});

describe('countdownState', () => {
  it('warns from the threshold down and expires at 0', () => {
    expect(countdownState(301_000, 300_000)).toBe('running');
    expect(countdownState(300_000, 300_000)).toBe('warning');
    expect(countdownState(10_000, 10_000)).toBe('warning');
    expect(countdownState(10_001, 10_000)).toBe('running');
    expect(countdownState(0, 10_000)).toBe('expired');
  });
});

describe('msUntilNextSecond', () => {
  it('waits until the shown second changes', () => {
    expect(msUntilNextSecond(12_300)).toBe(305);
    expect(msUntilNextSecond(12_000)).toBe(1_005);
    expect(msUntilNextSecond(0)).toBe(0);
  });
});
