import { roundHalf } from '@bandwise/core';

/** A half-band score with one decimal, rounded as core's roundHalf rounds (quarters up): 6 -> '6.0', 6.25 -> '6.5'. */
export function formatHalfBand(score: number): string {
  return roundHalf(score).toFixed(1);
}
