import type { ChangeEvent } from 'react';
import * as styles from './AnswerSelect.css';
import { cx } from '../lib/cx';

/** One entry of the list: what is stored, what is shown, and whether a sibling question already took it. */
export interface AnswerChoice {
  value: string;
  display: string;
  used?: boolean;
}

export interface AnswerSelectProps {
  choices: readonly AnswerChoice[];
  value: string;
  onValueChange: (value: string) => void;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The native select every dropdown question shares. Native, because it is the most robust with keyboards,
 * screen readers and mobile pickers; the blank first option lets a learner take an answer back.
 */
export function AnswerSelect({ choices, value, onValueChange, className, ...rest }: AnswerSelectProps) {
  return (
    <select
      {...rest}
      className={cx(styles.select, className)}
      value={value}
      data-state={value === '' ? 'unanswered' : 'answered'}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onValueChange(event.target.value)}
    >
      <option value="" className={styles.option} />
      {choices.map((choice, index) => (
        // Index in the key: a printed list may repeat a label (one reading lists 'D' twice).
        <option
          key={`${choice.value}-${index}`}
          value={choice.value}
          className={styles.option}
          data-used={choice.used ? '' : undefined}
        >
          {choice.used ? `${choice.display} (used)` : choice.display}
        </option>
      ))}
    </select>
  );
}
