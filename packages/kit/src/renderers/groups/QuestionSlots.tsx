import type { ReactNode } from 'react';
import { slotValue, type QuestionGroup, type SectionKey } from '@bandwise/core';
import { KeyHint, KeyList } from '../KeyHint/KeyHint';
import { keyText } from '../sheet';
import { QuestionSlot } from './QuestionSlot';
import type { GroupRendererProps } from './types';

/** What a group renderer reads and writes the sheet with. */
type SheetAccess = Pick<GroupRendererProps<QuestionGroup>, 'sheet' | 'answer' | 'disabled'>;

/** The props a one-answer control (gap, radios, select) takes from its question's slot of the sheet. */
export interface SlotBinding {
  number: number;
  value: string;
  onValueChange: (value: string) => void;
  disabled: boolean;
}

/** Binds question `number`'s control to its slot: it shows the slot's answer and writes each change back to it. */
export function bindSlot(number: number, { sheet, answer, disabled }: SheetAccess): SlotBinding {
  return { number, value: slotValue(sheet, number), onValueChange: (value) => answer([[number, value]]), disabled };
}

export interface QuestionSlotsProps<Q extends { number: number }> extends SheetAccess {
  questions: readonly Q[];
  flagged: readonly number[];
  keys: SectionKey | undefined;
  /** The question's control, given its binding to the question's slot. */
  children: (question: Q, slot: SlotBinding) => ReactNode;
}

/** A slot per question (single choice, TFNG, matching): the question's control, then its key when keys are shown. */
export function QuestionSlots<Q extends { number: number }>({
  questions,
  flagged,
  keys,
  children,
  ...sheet
}: QuestionSlotsProps<Q>) {
  return (
    <>
      {questions.map((question) => (
        <QuestionSlot key={question.number} number={question.number} flagged={flagged.includes(question.number)}>
          {children(question, bindSlot(question.number, sheet))}
          {keys && <KeyHint text={keyText(keys, question.number)} />}
        </QuestionSlot>
      ))}
    </>
  );
}

export interface GroupSlotProps {
  /** The numbers the one control answers, in order; the first is the slot's. */
  numbers: readonly number[];
  flagged: readonly number[];
  keys: SectionKey | undefined;
  children: ReactNode;
}

/** One slot for a control that answers several numbers (map, summary bank): flagged when any is, a key per number. */
export function GroupSlot({ numbers, flagged, keys, children }: GroupSlotProps) {
  return (
    <QuestionSlot number={numbers[0] ?? 1} flagged={numbers.some((number) => flagged.includes(number))}>
      {children}
      {keys && <KeyList items={numbers.map((number) => ({ number, text: keyText(keys, number) }))} />}
    </QuestionSlot>
  );
}
