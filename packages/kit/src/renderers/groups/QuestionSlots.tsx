import type { ReactNode } from 'react';
import type { SectionKey } from '@bandwise/core';
import { KeyHint, KeyList } from '../KeyHint/KeyHint';
import { keyText } from '../sheet';
import { QuestionSlot } from './QuestionSlot';

export interface QuestionSlotsProps<Q extends { number: number }> {
  questions: readonly Q[];
  flagged: readonly number[];
  keys: SectionKey | undefined;
  /** The question's control. */
  children: (question: Q) => ReactNode;
}

/** A slot per question (single choice, TFNG, matching): the question's control, then its key when keys are shown. */
export function QuestionSlots<Q extends { number: number }>({ questions, flagged, keys, children }: QuestionSlotsProps<Q>) {
  return (
    <>
      {questions.map((question) => (
        <QuestionSlot key={question.number} number={question.number} flagged={flagged.includes(question.number)}>
          {children(question)}
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
