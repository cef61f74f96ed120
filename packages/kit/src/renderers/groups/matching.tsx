import { slotValue, type MatchingGroup as MatchingGroupData } from '@bandwise/core';
import { MatchingGroup } from '../../MatchingSelect/MatchingGroup';
import { MatchingSelect, reuseHint } from '../../MatchingSelect/MatchingSelect';
import { numbersHeading } from '../sheet';
import { QuestionSlots } from './QuestionSlots';
import type { GroupRendererProps } from './types';

/** The list's title when the content names none, by what the options are. */
export const defaultOptionsTitles = {
  section: 'List of sections',
  heading: 'List of Headings',
  person: 'List of People',
  feature: 'List of Features',
} as const satisfies Record<MatchingGroupData['kind'], string>;

/**
 * Matching (sections, headings, people, features): the boxed option list, then one select per question.
 * A list that may not be reused marks the letters already chosen, in the list and in the other selects.
 */
export function MatchingGroupRenderer({ group, sheet, answer, keys, flagged, disabled }: GroupRendererProps<MatchingGroupData>) {
  const numbers = group.questions.map((question) => question.number);
  const chosen = group.questions.map((question) => ({ number: question.number, value: slotValue(sheet, question.number) }));
  // Bare letters (paragraphs A-I of the passage) need no box: the passage is the list.
  const hasList = group.options.some((option) => option.text !== '');
  const usedBy = (number: number) =>
    group.reusable ? [] : chosen.filter((item) => item.number !== number && item.value !== '').map((item) => item.value);
  return (
    <MatchingGroup
      heading={numbersHeading(numbers)}
      instructions={group.instructions}
      // The content's instructions usually say it already; the hint is printed only when they do not.
      reusable={group.reusable && !group.instructions.includes(reuseHint)}
      options={hasList ? group.options : undefined}
      optionsTitle={group.optionsTitle ?? defaultOptionsTitles[group.kind]}
      used={group.reusable ? [] : chosen.map((item) => item.value).filter((value) => value !== '')}
    >
      <QuestionSlots questions={group.questions} sheet={sheet} answer={answer} flagged={flagged} keys={keys} disabled={disabled}>
        {(question, slot) => (
          <MatchingSelect {...slot} prompt={question.stem} options={group.options} usedElsewhere={usedBy(question.number)} />
        )}
      </QuestionSlots>
    </MatchingGroup>
  );
}
