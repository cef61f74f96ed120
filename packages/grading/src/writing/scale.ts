import { interpolate, roundHalf, type Anchor } from '@bandwise/core';

/**
 * Scale links. ELLIPSE ratings (1.0-5.0) are not IELTS bands; these anchor points are the project's stated
 * judgement (docs/GRADING.md), piecewise linear between them, so an operator can change them in one place. The band
 * to multi-level 0-75 link is core's (BAND_TO_MULTI_LEVEL, multiLevelScore): examiners' marks are converted by it too.
 */

/** ELLIPSE 1-5 -> IELTS band 0-9. */
export const ELLIPSE_TO_BAND: readonly Anchor[] = [
  [1.0, 3.0],
  [2.0, 4.5],
  [3.0, 6.0],
  [4.0, 7.5],
  [5.0, 9.0],
];

export function ellipseToBand(score: number): number {
  return interpolate(ELLIPSE_TO_BAND, score);
}

/** A criterion score: clamped to 0-9 and rounded to the nearest half band. */
export function criterionBand(x: number): number {
  return roundHalf(Math.min(Math.max(x, 0), 9));
}
