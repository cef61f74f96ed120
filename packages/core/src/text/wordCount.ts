/**
 * Words as the exam counts them: whitespace-separated, empty pieces ignored,
 * so leading, trailing and repeated spaces never add a word.
 */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}
