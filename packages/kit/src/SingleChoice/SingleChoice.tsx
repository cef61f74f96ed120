import { useId, type ReactNode } from 'react';
import { QuestionNumber } from '../QuestionNumber/QuestionNumber';
import type { AnswerOption } from '../lib/option';
import { useControllableState } from '../hooks/useControllableState';
import { RadioChoices } from './RadioChoices';
import * as styles from './SingleChoice.css';
import { cx } from '../lib/cx';

export interface SingleChoiceProps {
  /** The question number, read first in the group's name. */
  number: number;
  /** The question or sentence stem, e.g. 'The speaker recommends the course because'. */
  stem: ReactNode;
  /** The lettered options A, B, C (and D), in printed order. */
  options: readonly AnswerOption[];
  /** The chosen label, '' when unanswered (controlled). */
  value?: string;
  /** The chosen label when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the chosen label. */
  onValueChange?: (value: string) => void;
  /** Disables every option, e.g. after submission. @default false */
  disabled?: boolean;
  className?: string;
}

/** A numbered multiple-choice question with one answer, as radios labelled by the question. */
export function SingleChoice({
  number,
  stem,
  options,
  value,
  defaultValue = '',
  onValueChange,
  disabled = false,
  className,
}: SingleChoiceProps) {
  const [chosen, setChosen] = useControllableState(value, defaultValue, onValueChange);
  const id = useId();
  return (
    <div
      className={cx(styles.root, className)}
      data-state={chosen === '' ? 'unanswered' : 'answered'}
    >
      <p id={id} className={styles.stem}><QuestionNumber number={number} /> {stem}</p>
      <RadioChoices
        labelledBy={id}
        value={chosen}
        onValueChange={setChosen}
        disabled={disabled}
        choices={options.map((option) => ({
          value: option.label,
          content: (
            <>
              <span className={styles.letter}>{option.label}</span> {option.text}
            </>
          ),
        }))}
      />
    </div>
  );
}
