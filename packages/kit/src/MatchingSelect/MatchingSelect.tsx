import { useId, type ReactNode } from 'react';
import { QuestionNumber } from '../QuestionNumber/QuestionNumber';
import type { AnswerOption } from '../lib/option';
import { useControllableState } from '../hooks/useControllableState';
import { AnswerSelect } from './AnswerSelect';
import * as styles from './MatchingSelect.css';
import { cx } from '../lib/cx';

/** The instruction printed when a group lets one letter answer several questions. */
export const reuseHint = 'You may use any letter more than once.';

export interface MatchingSelectProps {
  /** The question number shown in the badge and read first in the select's name. */
  number: number;
  /** What is being matched, e.g. 'Paragraph C' or 'the idea that cities cool at night'. */
  prompt?: ReactNode;
  /** The letters (A-H), roman numerals (i-ix) or people (A-D) to choose from, in printed order. */
  options: readonly AnswerOption[];
  /** The chosen label, '' when unanswered (controlled). */
  value?: string;
  /** The chosen label when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the chosen label, or '' when the blank option takes the answer back. */
  onValueChange?: (value: string) => void;
  /** Labels sibling questions already chose; they are marked '(used)' and data-used, never blocked. @default [] */
  usedElsewhere?: readonly string[];
  /** Shows the reuse hint under this select; inside a MatchingGroup set it on the group instead. @default false */
  reusable?: boolean;
  /** Also show each option's text in the list, not only its label. @default true */
  showText?: boolean;
  /** Disables the select, e.g. after submission. @default false */
  disabled?: boolean;
  className?: string;
}

/** One numbered matching question answered from a dropdown with a blank first option. */
export function MatchingSelect({
  number,
  prompt,
  options,
  value,
  defaultValue = '',
  onValueChange,
  usedElsewhere = [],
  reusable = false,
  showText = true,
  disabled = false,
  className,
}: MatchingSelectProps) {
  const id = useId();
  const [chosen, setChosen] = useControllableState(value, defaultValue, onValueChange);
  const choices = options.map((option) => ({
    value: option.label,
    display: showText && option.text ? `${option.label}\u2002${option.text}` : option.label,
    used: usedElsewhere.includes(option.label),
  }));

  return (
    <div
      className={cx(styles.root, className)}
      data-state={chosen === '' ? 'unanswered' : 'answered'}
    >
      <label htmlFor={id} className={styles.label}>
        <QuestionNumber number={number} />
        {prompt}
      </label>
      <AnswerSelect
        id={id}
        aria-describedby={reusable ? `${id}-hint` : undefined}
        choices={choices}
        value={chosen}
        onValueChange={setChosen}
        disabled={disabled}
      />
      {reusable && (
        <p id={`${id}-hint`} className={styles.hint}>
          {reuseHint}
        </p>
      )}
    </div>
  );
}
