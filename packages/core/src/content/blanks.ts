/** Marker for a fill-in blank inside a question's text; each marker becomes a text box with its input_index. */
export const BLANK_MARKER = '[input]';

/** Counts the fill-in blanks of a question text. */
export function countBlanks(question: string): number {
  return question.split(BLANK_MARKER).length - 1;
}
