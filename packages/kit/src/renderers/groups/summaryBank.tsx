import { gapNumbers, slotValue, splitGaps, type SummaryBankGroup } from '@bandwise/core';
import { SummaryDropdown, type SummaryAnswers } from '../../SummaryDropdown/SummaryDropdown';
import { GroupSlot } from './QuestionSlots';
import type { GroupRendererProps } from './types';

/** Summary completion from a word bank: each `{{n}}` is a select of the bank's letters. */
export function SummaryBankGroupRenderer({ group, sheet, answer, keys, flagged, disabled }: GroupRendererProps<SummaryBankGroup>) {
  // The primitive keeps paragraph breaks written into its text, so the summary's paragraphs survive as such.
  const text = group.paragraphs.join('\n\n');
  const numbers = gapNumbers(text);
  const value: SummaryAnswers = Object.fromEntries(numbers.map((number) => [number, slotValue(sheet, number)]));
  return (
    <GroupSlot numbers={numbers} flagged={flagged} keys={keys}>
      <SummaryDropdown
        segments={splitGaps(text)}
        bank={group.bank}
        title={group.title}
        value={value}
        onValueChange={(next, number) => answer([[number, next[number] ?? '']])}
        disabled={disabled}
      />
    </GroupSlot>
  );
}
