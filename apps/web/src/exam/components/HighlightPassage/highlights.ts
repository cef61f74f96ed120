/**
 * Highlights and notes on reading passages (PRODUCT.md section 8), stored as character ranges of a paragraph's text
 * so they survive a reload and never depend on the DOM the passage happens to render.
 */
export interface Highlight {
  /** Stable within a passage: part, paragraph and start. */
  id: string;
  /** Reading part number (1-3). */
  part: number;
  /** Index of the paragraph in the passage. */
  paragraph: number;
  /** Character offsets in the paragraph's text, end exclusive. */
  start: number;
  end: number;
  /** The learner's note; '' for a plain highlight. */
  note: string;
}

export interface TextRange {
  part: number;
  paragraph: number;
  start: number;
  end: number;
}

export function highlightId(range: Pick<TextRange, 'part' | 'paragraph' | 'start'>): string {
  return `${range.part}-${range.paragraph}-${range.start}`;
}

const overlaps = (a: TextRange, b: TextRange) =>
  a.part === b.part && a.paragraph === b.paragraph && a.start < b.end && b.start < a.end;

/**
 * Adds a highlighted range; highlights it overlaps merge into one covering them all, keeping their notes.
 * Empty ranges are ignored.
 */
export function addHighlight(list: readonly Highlight[], range: TextRange, note = ''): Highlight[] {
  if (range.end <= range.start) return [...list];
  const touching = list.filter((h) => overlaps(h, range));
  const start = Math.min(range.start, ...touching.map((h) => h.start));
  const end = Math.max(range.end, ...touching.map((h) => h.end));
  const notes = [...touching.map((h) => h.note), note].filter((n) => n.trim() !== '');
  const merged: Highlight = {
    id: highlightId({ part: range.part, paragraph: range.paragraph, start }),
    part: range.part,
    paragraph: range.paragraph,
    start,
    end,
    note: notes.join('\n'),
  };
  return [...list.filter((h) => !touching.includes(h)), merged].sort(
    (a, b) => a.part - b.part || a.paragraph - b.paragraph || a.start - b.start,
  );
}

export function removeHighlight(list: readonly Highlight[], id: string): Highlight[] {
  return list.filter((h) => h.id !== id);
}

export function setNote(list: readonly Highlight[], id: string, note: string): Highlight[] {
  return list.map((h) => (h.id === id ? { ...h, note } : h));
}

export type Segment = { text: string; highlight: Highlight | null };

/** A paragraph's text cut into plain and highlighted runs, in order. */
export function segments(text: string, highlights: readonly Highlight[]): Segment[] {
  const sorted = [...highlights].sort((a, b) => a.start - b.start);
  const out: Segment[] = [];
  let at = 0;
  for (const h of sorted) {
    const start = Math.max(at, Math.min(h.start, text.length));
    const end = Math.min(h.end, text.length);
    if (end <= start) continue;
    if (start > at) out.push({ text: text.slice(at, start), highlight: null });
    out.push({ text: text.slice(start, end), highlight: h });
    at = end;
  }
  if (at < text.length) out.push({ text: text.slice(at), highlight: null });
  return out;
}

export function isHighlightList(value: unknown): value is Highlight[] {
  return (
    Array.isArray(value) &&
    value.every(
      (h) =>
        typeof h === 'object' &&
        h !== null &&
        typeof (h as Highlight).id === 'string' &&
        typeof (h as Highlight).start === 'number' &&
        typeof (h as Highlight).end === 'number' &&
        typeof (h as Highlight).paragraph === 'number' &&
        typeof (h as Highlight).part === 'number' &&
        typeof (h as Highlight).note === 'string',
    )
  );
}
