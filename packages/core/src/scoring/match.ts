import type { WordLimit } from '../content/ielts';
import { isNumberToken, numbersToDigits } from './numbers';

/**
 * Text normalisation shared by IELTS and multi-level matching: case, typographic quotes, surrounding space,
 * final punctuation and repeated inner space never decide whether an answer is right.
 * 'NOT GIVEN' typed with a space becomes 'notgiven', the spelling the answer sheet stores.
 * Numbers are left as written here; matchesKey compares them via numbersToDigits.
 */
export function normaliseAnswer(s: string): string {
  const text = s
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2010-\u2014]/g, '-')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim()
    // Final punctuation only: a learner's full stop or comma after the word; inner marks (9.30, o'clock) stay.
    .replace(/[\s.,;:!?]+$/u, '')
    .trim();
  return text === 'not given' ? 'notgiven' : text;
}

/**
 * Expands a key's optional words: '(the) harbour' -> ['the harbour', 'harbour'].
 * Several brackets expand to every combination, the fullest form first.
 */
export function expandOptional(answer: string): string[] {
  const match = /\(([^()]*)\)/.exec(answer);
  if (!match) return [answer.replace(/\s+/g, ' ').trim()];
  const before = answer.slice(0, match.index);
  const after = answer.slice(match.index + match[0].length);
  const withWords = expandOptional(`${before}${match[1] ?? ''}${after}`);
  const without = expandOptional(`${before} ${after}`);
  return [...new Set([...withWords, ...without])].filter((variant) => variant !== '');
}

/** The comparable form of an answer: normalised text with numbers as digits. */
function comparable(s: string): string {
  return numbersToDigits(normaliseAnswer(s));
}

/**
 * Words as the exam counts them for a word limit, after number words become digits ('twenty-one' is one number).
 * Without `number`, a number counts as a word. 'TWO WORDS AND/OR A NUMBER' ({ maxWords: 2, number: true }) lets one
 * number stand beside the words: '3 large rooms' fits it, 'three large rooms' too, 'very large rooms' does not.
 */
export function fitsWordLimit(answer: string, limit: WordLimit): boolean {
  return comparableFits(comparable(answer), limit);
}

/**
 * Whether a typed answer breaks its word limit, by the scorer's own rule: the blank's over-limit warning is shown
 * exactly when matchesKey would mark the answer wrong for its length ('the harbour' under ONE WORD AND/OR A NUMBER).
 * An empty answer is never over.
 */
export function overWordLimit(answer: string, limit: WordLimit): boolean {
  const text = comparable(answer);
  return text !== '' && !comparableFits(text, limit);
}

function comparableFits(answer: string, limit: WordLimit): boolean {
  const tokens = answer.split(' ').filter((token) => token !== '');
  const hasNumber = tokens.some(isNumberToken);
  const allowed = limit.maxWords + (limit.number && hasNumber ? 1 : 0);
  return tokens.length <= allowed;
}

/**
 * The comparable forms of an accepted answer, kept: the same keys are matched on every submission of a book, and
 * normalising them each time was a tenth of the server's work for a listening or reading submit (docs/PERFORMANCE.md).
 * Bounded, as keys come from content (a few thousand).
 */
const keyFormsCache = new Map<string, readonly string[]>();
function keyForms(key: string): readonly string[] {
  let forms = keyFormsCache.get(key);
  if (!forms) {
    forms = expandOptional(key).map(comparable);
    if (keyFormsCache.size >= 20_000) keyFormsCache.clear();
    keyFormsCache.set(key, forms);
  }
  return forms;
}

/**
 * Whether a learner's answer matches one of the accepted answers (PRODUCT.md section 4): case-insensitive, surrounding
 * space and final punctuation ignored, inner whitespace collapsed, optional words in brackets, number words and digits
 * interchangeable, and, when a word limit is given, an answer longer than the limit is wrong even if it holds the key.
 */
export function matchesKey(userAnswer: string, accepted: readonly string[], wordLimit?: WordLimit): boolean {
  const answer = comparable(userAnswer);
  if (answer === '') return false;
  if (wordLimit && !comparableFits(answer, wordLimit)) return false;
  return accepted.some((key) => keyForms(key).includes(answer));
}
