import { useId, type ReactNode } from 'react';
import { QuestionNumber } from '../QuestionNumber/QuestionNumber';
import { useControllableState } from '../hooks/useControllableState';
import { RadioChoices } from '../SingleChoice/RadioChoices';
import { AnswerSelect } from '../MatchingSelect/AnswerSelect';
import { tfngOptionsByVariant, type TfngForm, type TfngValue, type TfngVariant } from './tfngOptions';
import * as styles from './TfngRadioGroup.css';
import { cx } from '../lib/cx';

export interface TfngRadioGroupProps {
  /** The question number, read first in the control's name. */
  number: number;
  /** The statement to judge against the passage. */
  statement: ReactNode;
  /** TRUE/FALSE/NOT GIVEN or YES/NO/NOT GIVEN. @default 'tfng' */
  variant?: TfngVariant;
  /** A row of radios or a dropdown. @default 'radio' */
  form?: TfngForm;
  /** The stored answer ('TRUE', 'NOTGIVEN', ...), '' when unanswered (controlled). */
  value?: TfngValue;
  /** The stored answer when uncontrolled. @default '' */
  defaultValue?: TfngValue;
  /** Called with the stored form of the answer: NOT GIVEN arrives as 'NOTGIVEN'. */
  onValueChange?: (value: TfngValue) => void;
  /** Disables the control, e.g. after submission. @default false */
  disabled?: boolean;
  className?: string;
}

/** A statement judged TRUE/FALSE/NOT GIVEN or YES/NO/NOT GIVEN, as radios or as a dropdown. */
export function TfngRadioGroup({
  number,
  statement,
  variant = 'tfng',
  form = 'radio',
  value,
  defaultValue = '',
  onValueChange,
  disabled = false,
  className,
}: TfngRadioGroupProps) {
  const id = useId();
  const [answer, setAnswer] = useControllableState<TfngValue>(value, defaultValue, onValueChange);
  const options = tfngOptionsByVariant[variant];
  const choose = (next: string) => setAnswer(next as TfngValue);
  const label = (
    <>
      <QuestionNumber number={number} />{' '}
      {statement}
    </>
  );

  return (
    <div
      className={cx(styles.root, className)}
      data-state={answer === '' ? 'unanswered' : 'answered'}
      data-variant={variant}
      data-form={form}
    >
      {form === 'radio' ? (
        <>
          <p id={id} className={styles.statement}>
            {label}
          </p>
          <RadioChoices
            labelledBy={id}
            layout="horizontal"
            value={answer}
            onValueChange={choose}
            disabled={disabled}
            choices={options.map((option) => ({ value: option.value, content: option.display }))}
          />
        </>
      ) : (
        <div className={styles.dropdownRow}>
          <label htmlFor={id} className={styles.statement}>
            {label}
          </label>
          <AnswerSelect id={id} choices={options} value={answer} onValueChange={choose} disabled={disabled} />
        </div>
      )}
    </div>
  );
}
