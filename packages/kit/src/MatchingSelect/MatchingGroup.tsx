import type { ReactNode } from 'react';
import type { AnswerOption } from '../lib/option';
import { OptionList } from './OptionList';
import { reuseHint } from './MatchingSelect';
import * as styles from './MatchingSelect.css';
import { cx } from '../lib/cx';
import { useKitLabels } from '../locale/KitLocale';

export interface MatchingGroupProps {
  /** The group heading, e.g. 'Questions 15–19'. */
  heading: ReactNode;
  /** The task instruction, e.g. 'Which paragraph contains the following information?'. */
  instructions?: ReactNode;
  /** Whether one letter may answer several questions; prints the reuse hint once for the group. @default false */
  reusable?: boolean;
  /** The options to print as a boxed list above the questions (headings, people, endings); omit for bare letters. */
  options?: readonly AnswerOption[];
  /** Title of that list. @default 'List of options' */
  optionsTitle?: string;
  /** Labels already chosen in the group, marked in the list. @default [] */
  used?: readonly string[];
  /** The MatchingSelect questions. */
  children: ReactNode;
  className?: string;
}

/**
 * A fieldset around sibling MatchingSelects: its legend carries the heading, instruction and reuse hint,
 * so a screen reader hears them once on entering the group rather than once per question.
 */
export function MatchingGroup({
  heading,
  instructions,
  reusable = false,
  options,
  optionsTitle,
  used = [],
  children,
  className,
}: MatchingGroupProps) {
  const labels = useKitLabels();
  return (
    <fieldset
      className={cx(styles.group, className)}
      data-reuse={reusable ? 'reusable' : 'once'}
    >
      <legend className={styles.legend}>
        <span className={styles.legendPart}>{heading}</span>
        {instructions && <span className={styles.legendPart}>{instructions}</span>}
        {reusable && <span className={styles.legendPart}>{reuseHint}</span>}
      </legend>
      {options && <OptionList title={optionsTitle ?? labels.listOfOptions} options={options} used={used} />}
      <div className={styles.questions}>{children}</div>
    </fieldset>
  );
}
