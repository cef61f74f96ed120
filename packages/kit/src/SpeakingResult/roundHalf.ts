/**
 * Rounds a score to the nearest half band, halves going up (6.25 -> 6.5, 6.75 -> 7), as the speaking result
 * shows its sub-scores. Non-finite input comes back unchanged so callers can show it as ungraded.
 */
export function roundHalf(score: number): number {
  if (!Number.isFinite(score)) return score;
  // Scaling by 2 turns half bands into whole numbers; the epsilon absorbs float noise such as 6.2499999999 from
  // averaged sub-scores that are meant to be 6.25.
  return Math.floor(score * 2 + 0.5 + 1e-9) / 2;
}

/** A half-band score with one decimal, e.g. 6 -> '6.0', 6.25 -> '6.5'. */
export function formatHalfBand(score: number): string {
  return roundHalf(score).toFixed(1);
}
