import { multiLevelLevel, roundHalf } from '@bandwise/core';
import type { MultiLevelLevel } from '@bandwise/core';

/**
 * Scale links. ELLIPSE ratings (1.0-5.0) are not IELTS bands; these anchor points are the project's stated
 * judgement (docs/GRADING.md), piecewise linear between them, so an operator can change them in one place.
 */

export type Anchor = readonly [from: number, to: number];

/** ELLIPSE 1-5 -> IELTS band 0-9. */
export const ELLIPSE_TO_BAND: readonly Anchor[] = [
  [1.0, 3.0],
  [2.0, 4.5],
  [3.0, 6.0],
  [4.0, 7.5],
  [5.0, 9.0],
];

/**
 * IELTS-style band (0-9) -> multi-level 0-75, following the usual CEFR alignment of IELTS bands (4.0-5.0 B1,
 * 5.5-6.5 B2, 7.0+ C1) onto the multi-level cut scores (B1 38, B2 51, C1 65).
 */
export const BAND_TO_MULTI_LEVEL: readonly Anchor[] = [
  [0, 0],
  [2, 15],
  [4, 38],
  [5.5, 51],
  [7, 65],
  [8.5, 75],
  [9, 75],
];

/** Piecewise-linear interpolation through anchors; flat beyond the ends. */
export function interpolate(anchors: readonly Anchor[], x: number): number {
  const first = anchors[0];
  const last = anchors[anchors.length - 1];
  if (!first || !last) return x;
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < anchors.length; i += 1) {
    const [x1, y1] = anchors[i]!;
    const [x0, y0] = anchors[i - 1]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return last[1];
}

export function ellipseToBand(score: number): number {
  return interpolate(ELLIPSE_TO_BAND, score);
}

/** A criterion score: clamped to 0-9 and rounded to the nearest half band. */
export function criterionBand(x: number): number {
  return roundHalf(Math.min(Math.max(x, 0), 9));
}

export type MultiLevelScore = { score: number; level: MultiLevelLevel };

/** The multi-level 0-75 score and CEFR level for an (unrounded) band. */
export function multiLevelScore(band: number): MultiLevelScore {
  const score = Math.round(interpolate(BAND_TO_MULTI_LEVEL, Math.min(Math.max(band, 0), 9)));
  return { score, level: multiLevelLevel(score) };
}
