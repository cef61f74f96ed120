import { gapNumbers, slotValue, splitGaps, type SummaryBankGroup } from '@bandwise/core';
import { SummaryDropdown, type SummaryAnswers } from '../../SummaryDropdown/SummaryDropdown';
import { KeyList } from '../KeyHint/KeyHint';
import { keyText } from '../sheet';
import { QuestionSlot } from './QuestionSlot';
import type { GroupRendererProps } from './types';

/** Summary completion from a word bank: each `{{n}}` is a select of the bank's letters. */
export function SummaryBankGroupRenderer({ group, sheet, answer, keys, flagged, disabled }: GroupRendererProps<SummaryBankGroup>) {
  // The primitive keeps paragraph breaks written into its text, so the summary's paragraphs survive as such.
  const text = group.paragraphs.join('\n\n');
  const numbers = gapNumbers(text);
  const value: SummaryAnswers = Object.fromEntries(numbers.map((number) => [number, slotValue(sheet, number)]));
  return (
    <QuestionSlot number={numbers[0] ?? 1} flagged={numbers.some((number) => flagged.includes(number))}>
      <SummaryDropdown
        segments={splitGaps(text)}
        bank={group.bank}
        title={group.title}
        value={value}
        onValueChange={(next, number) => answer([[number, next[number] ?? '']])}
        disabled={disabled}
      />
      {keys && <KeyList items={numbers.map((number) => ({ number, text: keyText(keys, number) }))} />}
    </QuestionSlot>
  );
}
