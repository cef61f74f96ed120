/**
 * The IELTS answer sheet (seed 001 section 9): one home for its shape. A listening or reading section is answered on
 * 40 slots of text, slot i holding question i + 1, '' when unanswered. The scorer, the kit's renderers, the web
 * runner's autosave, the content linter and the API contract all read the sheet through these functions.
 */

/** Answer slots per IELTS section. */
export const ANSWER_SLOTS = 40;

/** One answer to write: question number and the value its slot takes ('' clears it). */
export type SheetChange = readonly [number: number, value: string];

/** A fresh answer sheet: 40 empty strings, the seeds' shape for an unanswered section. */
export function emptySheet(): string[] {
  return Array.from({ length: ANSWER_SLOTS }, () => '');
}

/** Whether a question number has a slot on the sheet (1-40). */
export function isSheetNumber(number: number): boolean {
  return Number.isInteger(number) && number >= 1 && number <= ANSWER_SLOTS;
}

/** The value of question `number` on a sheet (slot number - 1); '' when missing. */
export function slotValue(sheet: readonly string[], number: number): string {
  const value = sheet[number - 1];
  return typeof value === 'string' ? value : '';
}

/**
 * A new sheet with the changes written in. The sheet keeps at least ANSWER_SLOTS slots (the seeds send all 40,
 * '' when unanswered); numbers outside 1-40 are ignored rather than growing the array past what the API accepts.
 */
export function applyAnswers(sheet: readonly string[], changes: readonly SheetChange[]): string[] {
  const next = Array.from({ length: Math.max(ANSWER_SLOTS, sheet.length) }, (_, index) => slotValue(sheet, index + 1));
  for (const [number, value] of changes) {
    if (isSheetNumber(number)) next[number - 1] = value;
  }
  return next;
}

/** Whether a stored value is a whole sheet (exactly 40 strings): what a restored draft must be before it is used. */
export function isAnswerSheet(value: unknown): value is string[] {
  return Array.isArray(value) && value.length === ANSWER_SLOTS && value.every((slot) => typeof slot === 'string');
}
