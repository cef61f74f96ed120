/** Pure rules of the six-box login code (seed 000 section 5), apart from the DOM so they read plainly. */
export const CODE_LENGTH = 6;

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

/** One box's text after typing: the last character typed if it is a digit, else blank. */
export function boxValue(typed: string): string {
  const last = typed.slice(-1);
  return /^\d$/.test(last) ? last : '';
}

/** Pasted text spread over the boxes from the first one: up to six characters, a non-digit becomes blank. */
export function spreadPaste(text: string): string[] {
  const chars = Array.from(text.trim()).slice(0, CODE_LENGTH);
  return emptyCode().map((_, i) => {
    const char = chars[i];
    return char !== undefined && /^\d$/.test(char) ? char : '';
  });
}

export const isComplete = (boxes: readonly string[]) =>
  boxes.length === CODE_LENGTH && boxes.every((box) => /^\d$/.test(box));
