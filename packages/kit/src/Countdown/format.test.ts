import { describe, expect, it } from 'vitest';
import { countdownState, formatClock, formatMinutes, formatSeconds, formatSpoken, msUntilNextSecond, secondsLeft } from './format';

/** Each function of the time left, what it should do, and [milliseconds, result] pairs that show it. */
const ofTimeLeft: { fn: (ms: number) => number | string; does: string; cases: [number, number | string][] }[] = [
  {
    fn: secondsLeft,
    does: 'rounds up so 0 means the deadline has passed',
    cases: [[12_000, 12], [11_001, 12], [1, 1], [0, 0], [-5_000, 0], [Number.NaN, 0]],
  },
  {
    fn: formatClock,
    does: 'gives mm:ss under an hour, counting the rounded-up second',
    cases: [[5_000, '00:05'], [59 * 60_000 + 59_001, '1:00:00'], [45 * 60_000, '45:00'], [0, '00:00']],
  },
  { fn: formatClock, does: 'gives h:mm:ss from an hour', cases: [[4 * 3_600_000, '4:00:00'], [3_600_000 + 61_000, '1:01:01']] },
  {
    fn: formatMinutes,
    does: 'gives mm:ss with the minutes unbounded, as an exam header shows a 60-minute section',
    cases: [[60 * 60_000, '60:00'], [150 * 60_000, '150:00'], [59 * 60_000 + 59_001, '60:00'], [65_000, '01:05'], [0, '00:00']],
  },
  { fn: formatSeconds, does: 'gives whole seconds with an s', cases: [[30_000, '30s'], [12_400, '13s'], [-1, '0s']] },
  {
    fn: formatSpoken,
    does: 'names the units in words',
    cases: [[65_000, '1 minute 5 seconds'], [3_600_000, '1 hour'], [0, '0 seconds'], [1_000, '1 second']],
  },
  { fn: msUntilNextSecond, does: 'waits until the shown second changes', cases: [[12_300, 305], [12_000, 1_005], [0, 0]] },
];

for (const { fn, does, cases } of ofTimeLeft) {
  describe(fn.name, () => {
    it(does, () => {
      for (const [ms, result] of cases) expect(fn(ms)).toBe(result);
    });
  });
}

describe('countdownState', () => {
  it.each([
    [301_000, 300_000, 'running'],
    [300_000, 300_000, 'warning'],
    [10_000, 10_000, 'warning'],
    [10_001, 10_000, 'running'],
    [0, 10_000, 'expired'],
  ])('with %d ms left and a %d ms threshold is %s: warns from the threshold down and expires at 0', (left, threshold, state) => {
    expect(countdownState(left, threshold)).toBe(state);
  });
});
