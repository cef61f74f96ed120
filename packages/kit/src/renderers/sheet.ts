import {
  applyAnswers,
  expandOptional,
  fitsWordLimit,
  normaliseAnswer,
  questionNumbersOf,
  slotValue,
  type QuestionGroup,
  type SectionKey,
  type SheetChange,
  type WordLimit,
} from '@bandwise/core';
import { questionsHeading } from '../lib/option';

/** What every IELTS question view takes to read and write the section's answer sheet. */
export interface SheetBindingProps {
  /** The section's answer sheet: 40 strings, slot number - 1, '' when unanswered. */
  sheet: readonly string[];
  /** Called with a question number and its new value for every answer written (twice for a choose-two tick that moves two slots). */
  onAnswer?: (number: number, value: string) => void;
  /** Called with the whole new sheet after each change. */
  onSheetChange?: (sheet: string[]) => void;
  /** Authors' preview: the section's keys, shown beside each control. Never pass keys to learners. */
  keys?: SectionKey;
  /** Question numbers flagged for review. @default [] */
  flagged?: readonly number[];
  /** Disables every control, e.g. after submission. @default false */
  disabled?: boolean;
}

/**
 * Choose-N: the ticked labels (in option order) fill the group's consecutive slots from the first; unused slots
 * are '' so unticking one clears its slot (seed: 'unticking clears it').
 */
export function chooseNSlots(numbers: readonly number[], ticked: readonly string[]): SheetChange[] {
  return numbers.map((number, index) => [number, ticked[index] ?? ''] as const);
}

/** The labels a choose-N group's slots hold, in option order, each once: what its checkboxes show ticked. */
export function tickedFromSheet(
  numbers: readonly number[],
  options: readonly { label: string }[],
  sheet: readonly string[],
): string[] {
  const held = numbers.map((number) => slotValue(sheet, number)).filter((value) => value !== '');
  return options.map((option) => option.label).filter((label) => held.includes(label));
}

/** Every question number of a part's groups, ascending. */
export function partNumbers(groups: readonly QuestionGroup[]): number[] {
  return [...new Set(groups.flatMap(questionNumbersOf))].sort((a, b) => a - b);
}

/** 'Questions 1–10' for a run of numbers, 'Question 20' for one, '' for none: the heading the paper prints. */
export function numbersHeading(numbers: readonly number[]): string {
  if (numbers.length === 0) return '';
  return questionsHeading(Math.min(...numbers), Math.max(...numbers));
}

const NUMBER_WORDS = ['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;

/** The paper's wording of a word limit: 'NO MORE THAN TWO WORDS AND/OR A NUMBER', 'ONE WORD ONLY'. */
export function wordLimitText(limit: WordLimit): string {
  const count = NUMBER_WORDS[limit.maxWords] ?? String(limit.maxWords);
  if (limit.maxWords === 1) return limit.number ? 'ONE WORD AND/OR A NUMBER' : 'ONE WORD ONLY';
  return `NO MORE THAN ${count} WORDS${limit.number ? ' AND/OR A NUMBER' : ''}`;
}

/** Whether a group's own instructions already state its word limit, so the renderer need not print it again. */
export function instructionsStateLimit(instructions: string, limit: WordLimit): boolean {
  return instructions.toUpperCase().includes(wordLimitText(limit));
}

/** How an accepted answer reads to an author: the stored NOTGIVEN as 'NOT GIVEN'. */
export function displayAnswer(answer: string): string {
  return normaliseAnswer(answer) === 'notgiven' ? 'NOT GIVEN' : answer;
}

/** The keyed answers of a question for the authors' preview: 'woods / the woods'; '' when not keyed. */
export function keyText(key: SectionKey | undefined, number: number): string {
  return (key?.[String(number)] ?? []).map(displayAnswer).join(' / ');
}

/**
 * What a learner would type for a key: the first accepted answer with its optional words spelled out, '(the) harbour'
 * -> 'the harbour', or without them when the fuller form breaks the word limit; '' when nothing is accepted.
 */
export function typedAnswer(accepted: readonly string[], limit?: WordLimit): string {
  for (const answer of accepted) {
    const fitting = expandOptional(answer).find((variant) => !limit || fitsWordLimit(variant, limit));
    if (fitting !== undefined) return fitting;
  }
  return accepted[0] ?? '';
}

/**
 * A sheet answering every keyed question of the groups with its first accepted answer (an author's 'fill with keys';
 * also what the stories check the renderers against). A choose-N group gets its keyed letters, each once, in option
 * order across its slots, as its checkboxes would write them.
 */
export function keyedSheet(groups: readonly QuestionGroup[], key: SectionKey, sheet: readonly string[] = []): string[] {
  const changes: SheetChange[] = [];
  for (const group of groups) {
    if (group.type === 'chooseN') {
      const keyed = new Set(group.numbers.flatMap((number) => key[String(number)] ?? []).map(normaliseAnswer));
      const ticked = group.options.map((option) => option.label).filter((label) => keyed.has(normaliseAnswer(label)));
      changes.push(...chooseNSlots(group.numbers, ticked));
      continue;
    }
    const limit = group.type === 'gapFill' ? group.wordLimit : undefined;
    for (const number of questionNumbersOf(group)) {
      const typed = typedAnswer(key[String(number)] ?? [], limit);
      if (typed !== '') changes.push([number, typed]);
    }
  }
  return applyAnswers(sheet, changes);
}
