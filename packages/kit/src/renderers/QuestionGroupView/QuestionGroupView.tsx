import { useCallback, useId, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import {
  applyAnswers,
  questionNumbersOf,
  slotValue,
  type QuestionGroup,
  type QuestionGroupType,
  type SheetChange,
} from '@bandwise/core';
import { groupState } from '../../lib/option';
import { Heading, deeper, type HeadingLevel } from '../Heading';
import { numbersHeading, type SheetBindingProps } from '../sheet';
import { ChooseNGroupRenderer } from '../groups/chooseN';
import { GapFillGroupRenderer } from '../groups/gapFill';
import { MapLabellingGroupRenderer } from '../groups/mapLabelling';
import { MatchingGroupRenderer } from '../groups/matching';
import { SingleChoiceGroupRenderer } from '../groups/singleChoice';
import { SummaryBankGroupRenderer } from '../groups/summaryBank';
import { TfngGroupRenderer } from '../groups/tfng';
import type { GroupRendererProps } from '../groups/types';
import * as styles from './QuestionGroupView.css';
import { cx } from '../../lib/cx';

export interface QuestionGroupViewProps extends SheetBindingProps {
  /** One question group of an IELTS listening or reading part, as the content schema holds it. */
  group: QuestionGroup;
  /** Level of the group's 'Questions 1–10' heading. @default 3 */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Group types whose primitive prints 'Questions 11–12' in its own legend; the view adds no heading of its own. */
const legendTypes: readonly QuestionGroupType[] = ['chooseN', 'matching', 'summaryBank', 'mapLabelling'];

/** Group types that place their title themselves: after the word limit, in the summary, under the plan. */
const selfTitledTypes: readonly QuestionGroupType[] = ['gapFill', 'summaryBank', 'mapLabelling'];

const noFlags: readonly number[] = [];

/** Each group type's renderer. */
const renderers: { [T in QuestionGroupType]: ComponentType<GroupRendererProps<Extract<QuestionGroup, { type: T }>>> } = {
  gapFill: GapFillGroupRenderer,
  chooseN: ChooseNGroupRenderer,
  singleChoice: SingleChoiceGroupRenderer,
  matching: MatchingGroupRenderer,
  tfng: TfngGroupRenderer,
  summaryBank: SummaryBankGroupRenderer,
  mapLabelling: MapLabellingGroupRenderer,
};

function render(props: GroupRendererProps<QuestionGroup>): ReactNode {
  // The table pairs each type with its renderer; TypeScript cannot follow that pairing through an index, hence the cast.
  const Renderer = renderers[props.group.type] as ComponentType<GroupRendererProps<QuestionGroup>>;
  return <Renderer {...props} />;
}

/**
 * Renders one question group from the content data with the kit's input primitives, reading answers from the
 * section's 40-slot sheet and reporting each change as (number, value) and as a whole new sheet.
 */
export function QuestionGroupView({
  group,
  sheet,
  onAnswer,
  onSheetChange,
  keys,
  flagged = noFlags,
  disabled = false,
  headingLevel = 3,
  className,
}: QuestionGroupViewProps) {
  const headingId = useId();
  const numbers = useMemo(() => questionNumbersOf(group), [group]);
  const values = numbers.map((number) => slotValue(sheet, number));
  const answered = values.filter((value) => value !== '').length;
  const ownHeading = !legendTypes.includes(group.type);

  // The latest sheet and callbacks, read when an answer is written: the controls below are re-rendered only when this
  // group's own slots change, so typing in one gap does not re-render the other 39 questions of the section.
  const latest = useRef({ sheet, onAnswer, onSheetChange });
  latest.current = { sheet, onAnswer, onSheetChange };
  const answer = useCallback((changes: readonly SheetChange[]) => {
    const { sheet: current, onAnswer: report, onSheetChange: reportSheet } = latest.current;
    for (const [number, value] of changes) report?.(number, value);
    reportSheet?.(applyAnswers(current, changes));
  }, []);
  const slotsKey = JSON.stringify(values);
  const controls = useMemo(
    () => render({ group, sheet: latest.current.sheet, answer, keys, flagged, disabled, headingLevel: deeper(headingLevel) }),
    // slotsKey stands for this group's slots of `sheet`, the only part of it the controls read.
    [group, slotsKey, answer, keys, flagged, disabled, headingLevel],
  );

  return (
    <section
      className={cx(styles.root, className)}
      aria-labelledby={ownHeading ? headingId : undefined}
      data-type={group.type}
      data-state={groupState(answered, numbers.length)}
    >
      {ownHeading && (
        <Heading level={headingLevel} id={headingId} className={styles.heading}>
          {numbersHeading(numbers)}
        </Heading>
      )}
      {/* Matching prints its instructions inside its fieldset legend, read once on entering the group. */}
      {group.type !== 'matching' && group.instructions !== '' && <p className={styles.instructions}>{group.instructions}</p>}
      {group.title && !selfTitledTypes.includes(group.type) && (
        <Heading level={deeper(headingLevel)} className={styles.title}>
          {group.title}
        </Heading>
      )}
      {controls}
    </section>
  );
}
