/** One lettered answer option as papers print it: the label the answer sheet stores ('A', 'iv') and optional text. */
export interface AnswerOption {
  /** What is stored and shown as the letter, e.g. 'A' or 'iv'. */
  label: string;
  /** The option's words, e.g. 'the climbing wall'. */
  text?: string;
}

/** 'Question 11' for one number, 'Questions 11–12' for a run, as the question paper heads a group. */
export function questionsHeading(first: number, last: number = first): string {
  return first === last ? `Question ${first}` : `Questions ${first}–${last}`;
}

/** Answered when every slot is filled, partial when some are, so a group can style its progress. */
export const groupStates = ['unanswered', 'partial', 'answered'] as const;
export type GroupState = (typeof groupStates)[number];

export function groupState(filled: number, total: number): GroupState {
  if (filled === 0) return 'unanswered';
  return filled >= total ? 'answered' : 'partial';
}

/** Letters by question number, as a group of selects holds them; a missing or '' entry is unanswered. */
export type LettersByNumber = Record<number, string>;

/** The answer props of a control that asks several numbered questions at once (a plan's places, a summary's gaps). */
export interface NumberedAnswersProps {
  /** Answers by question number (controlled). */
  value?: LettersByNumber;
  /** Answers when uncontrolled. @default {} */
  defaultValue?: LettersByNumber;
  /** Called with every answer so far and the number of the question just changed. */
  onValueChange?: (value: LettersByNumber, number: number) => void;
  /** Disables every select, e.g. after submission. @default false */
  disabled?: boolean;
  className?: string;
}
