import type { ChooseNGroup } from '@bandwise/core';
import { ChooseN } from '../../ChooseN/ChooseN';
import { KeyHint } from '../KeyHint/KeyHint';
import { chooseNSlots, displayAnswer, tickedFromSheet } from '../sheet';
import { QuestionSlot } from './QuestionSlot';
import type { GroupRendererProps } from './types';

/** Choose TWO/THREE: the ticked letters fill the group's consecutive slots in option order, '' for unused slots. */
export function ChooseNGroupRenderer({ group, sheet, answer, keys, flagged, disabled }: GroupRendererProps<ChooseNGroup>) {
  const first = group.numbers[0] ?? 1;
  const keyed = [...new Set(group.numbers.flatMap((number) => keys?.[String(number)] ?? []))].map(displayAnswer);
  return (
    <QuestionSlot number={first} flagged={group.numbers.some((number) => flagged.includes(number))}>
      <ChooseN
        firstNumber={first}
        max={group.numbers.length}
        prompt={group.stem}
        options={group.options}
        value={tickedFromSheet(group.numbers, group.options, sheet)}
        onValueChange={(ticked) => answer(chooseNSlots(group.numbers, ticked))}
        disabled={disabled}
      />
      {keys && <KeyHint text={keyed.join(', ')} />}
    </QuestionSlot>
  );
}
