/**
 * Marker for an answer blank inside IELTS text: `{{7}}` is question 7's gap.
 * Content is prose with markers, so one renderer handles notes, forms, tables, summaries and sentences alike.
 */
export const GAP_MARKER = /\{\{(\d+)\}\}/g;

/** The question numbers of the gaps inside a piece of marked text, in reading order. */
export function gapNumbers(text: string): number[] {
  return [...text.matchAll(GAP_MARKER)].map((match) => Number(match[1]));
}

/** Splits marked text into literal strings and gap numbers, for renderers. */
export function splitGaps(text: string): Array<string | { gap: number }> {
  const pieces: Array<string | { gap: number }> = [];
  let last = 0;
  for (const match of text.matchAll(GAP_MARKER)) {
    const at = match.index ?? 0;
    if (at > last) pieces.push(text.slice(last, at));
    pieces.push({ gap: Number(match[1]) });
    last = at + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}
