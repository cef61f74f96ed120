/**
 * Plain tokenising for grading: words, sentences and paragraphs with their offsets in the learner's text, so feedback
 * can quote the exact sentence an error sits in. Deliberately simple and deterministic (no statistical tagger): the
 * features built on it were calibrated with this very tokeniser, so changing it means refitting the models.
 */

export type Span = { start: number; end: number };
export type Word = Span & { text: string; lower: string };
export type Sentence = Span & { text: string; words: Word[]; paragraph: number };
export type Paragraph = Span & { text: string };

const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;

/** Words: runs of letters, keeping inner apostrophes (don't, people's). Numbers and symbols are not words here. */
export function words(text: string, offset = 0): Word[] {
  const out: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const value = match[0].replace(/’/gu, "'");
    const start = offset + (match.index ?? 0);
    out.push({ start, end: start + match[0].length, text: value, lower: value.toLowerCase() });
  }
  return out;
}

/** Paragraphs: any line break starts a new one (most learners mark paragraphs with a single or a blank line). */
export function paragraphs(text: string): Paragraph[] {
  const out: Paragraph[] = [];
  const pattern = /[^\r\n]+/gu;
  for (const match of text.matchAll(pattern)) {
    const raw = match[0];
    if (raw.trim() === '') continue;
    const lead = raw.length - raw.trimStart().length;
    const start = (match.index ?? 0) + lead;
    const value = raw.trim();
    out.push({ start, end: start + value.length, text: value });
  }
  return out;
}

/**
 * Abbreviations whose full stop does not end a sentence. Not 'no': in learners' essays 'No. 5' is rarer than a
 * sentence ending in 'no.' (none against nine in the calibration sets).
 */
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'vs', 'etc', 'e.g', 'i.e', 'eg', 'ie', 'approx', 'u.s', 'jr', 'sr']);

/**
 * Where a sentence may end: . ! ? (or …) and any closing quotes or brackets, then a space, the end of the text, or
 * straight away a capital and a small letter. Learners often leave out the space ('noise pollution.This essay'): one
 * in six essays of the IELTS calibration set does so somewhere, and read as one sentence those two ran together.
 */
export const SENTENCE_END = /[.!?…]+["'”’)]*(?=\s|$|\p{Lu}\p{Ll})/gu;

/**
 * Sentences: a run ending where SENTENCE_END allows and not after a known abbreviation or an initial, or the end of a
 * paragraph. A sentence never crosses a paragraph.
 */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  paragraphs(text).forEach((paragraph, index) => {
    const body = paragraph.text;
    let begin = 0;
    const push = (end: number) => {
      const raw = body.slice(begin, end);
      const lead = raw.length - raw.trimStart().length;
      const value = raw.trim();
      if (value !== '') {
        const start = paragraph.start + begin + lead;
        out.push({ start, end: start + value.length, text: value, words: words(value, start), paragraph: index });
      }
      begin = end;
    };
    for (const match of body.matchAll(SENTENCE_END)) {
      const end = (match.index ?? 0) + match[0].length;
      const before = body.slice(begin, match.index ?? 0);
      const lastToken = /([\p{L}.]+)$/u.exec(before)?.[1]?.toLowerCase() ?? '';
      if (match[0] === '.' && (ABBREVIATIONS.has(lastToken) || /^\p{L}$/u.test(lastToken))) continue;
      push(end);
    }
    push(body.length);
  });
  return out;
}

/** Cosine similarity of two bags of words. */
export function cosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [key, value] of a) {
    na += value * value;
    const other = b.get(key);
    if (other !== undefined) dot += value * other;
  }
  for (const value of b.values()) nb += value * value;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
