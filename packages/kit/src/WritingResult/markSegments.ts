import type { MarkedErrorKind } from '@bandwise/core';

/** A span of the learner's answer the grader flagged, with what is wrong and what to write instead. */
export interface MarkedError {
  /** Offset of the first flagged character in the answer (UTF-16 code units, as JavaScript strings count). */
  start: number;
  /** Offset just past the last flagged character. */
  end: number;
  /** What is wrong, e.g. 'The subject 'maps' is plural, so the verb should be 'show''. */
  message: string;
  /** The type of error, shown with the note and tied to the criterion it speaks to. */
  kind?: MarkedErrorKind;
  /** A replacement, when the grader has one. */
  suggestion?: string;
}

export type AnswerSegment =
  | { kind: 'text'; text: string }
  | { kind: 'error'; text: string; error: MarkedError; index: number };

/**
 * Splits an answer into plain and flagged runs. Graders can send ranges out of order, past the end of the text or
 * overlapping; marks cannot nest meaningfully, so a range that overlaps an earlier one is dropped, an empty one is
 * dropped, and ranges are clipped to the text. `index` is the error's position among the kept ones.
 */
export function markSegments(text: string, errors: readonly MarkedError[] = []): AnswerSegment[] {
  const kept = errors
    .map((error) => ({ error, start: Math.max(0, Math.floor(error.start)), end: Math.min(text.length, Math.floor(error.end)) }))
    .filter((range) => Number.isFinite(range.start) && Number.isFinite(range.end) && range.end > range.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);

  const segments: AnswerSegment[] = [];
  let cursor = 0;
  let index = 0;
  for (const range of kept) {
    if (range.start < cursor) continue;
    if (range.start > cursor) segments.push({ kind: 'text', text: text.slice(cursor, range.start) });
    segments.push({ kind: 'error', text: text.slice(range.start, range.end), error: range.error, index });
    index += 1;
    cursor = range.end;
  }
  if (cursor < text.length) segments.push({ kind: 'text', text: text.slice(cursor) });
  return segments;
}
