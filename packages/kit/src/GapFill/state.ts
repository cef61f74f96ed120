import { countWords, overWordLimit, type WordLimit } from '@bandwise/core';

/** unanswered, answered, or answered with more words than the instruction allows. */
export const gapFillStates = ['unanswered', 'answered', 'over-limit'] as const;
export type GapFillState = (typeof gapFillStates)[number];

/**
 * A blank's state for its text and word limit. Over the limit is decided by the scorer's own rule (core's
 * overWordLimit), so the warning shows exactly when the answer would be marked wrong for its length.
 */
export function gapFillState(text: string, limit?: WordLimit): GapFillState {
  if (countWords(text) === 0) return 'unanswered';
  return limit && overWordLimit(text, limit) ? 'over-limit' : 'answered';
}
