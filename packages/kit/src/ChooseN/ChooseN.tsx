import { useId, type ReactNode } from 'react';
import { Checkbox } from 'radix-ui';
import { groupState, questionsHeading, type AnswerOption } from '../lib/option';
import { useControllableState } from '../hooks/useControllableState';
import * as styles from './ChooseN.css';
import { cx } from '../lib/cx';

export interface ChooseNProps {
  /** The first question number; the group answers `max` consecutive numbers (11 and 12 for a choose-two from 11). */
  firstNumber: number;
  /** The question, e.g. 'Which TWO facilities will close?'. */
  prompt: ReactNode;
  /** The lettered options, in the order printed. */
  options: AnswerOption[];
  /** How many options may be ticked; the seeds' choose-two questions use 2. @default 2 */
  max?: number;
  /** Ticked labels in option order (controlled). */
  value?: string[];
  /** Ticked labels when uncontrolled. @default [] */
  defaultValue?: string[];
  /** Called with the ticked labels, always in option order, after each tick or untick. */
  onValueChange?: (value: string[]) => void;
  /** Disables every option, e.g. after submission. @default false */
  disabled?: boolean;
  className?: string;
}

/**
 * Pick-N-of-M checkboxes. Once `max` are ticked the rest are disabled, so a further tick is impossible
 * (the seeds' validation rule); unticking one frees them again.
 */
export function ChooseN({
  firstNumber,
  prompt,
  options,
  max = 2,
  value,
  defaultValue = [],
  onValueChange,
  disabled = false,
  className,
}: ChooseNProps) {
  const id = useId();
  const [ticked, setTicked] = useControllableState(value, defaultValue, onValueChange);
  const full = ticked.length >= max;
  const lastNumber = firstNumber + max - 1;

  function toggle(label: string, checked: boolean) {
    const next = checked ? [...ticked, label] : ticked.filter((item) => item !== label);
    // Option order, not click order, so the answer sheet's consecutive slots are stable.
    setTicked(options.map((option) => option.label).filter((item) => next.includes(item)));
  }

  return (
    <fieldset
      className={cx(styles.root, className)}
      data-state={groupState(ticked.length, max)}
      aria-describedby={`${id}-count`}
    >
      <legend className={styles.legend}>
        <span className={styles.heading}>{questionsHeading(firstNumber, lastNumber)}</span>
        <span className={styles.prompt}>{prompt}</span>
      </legend>
      <ul className={styles.options}>
        {options.map((option) => {
          const checked = ticked.includes(option.label);
          const optionDisabled = disabled || (full && !checked);
          const optionId = `${id}-${option.label}`;
          return (
            <li
              key={option.label}
              className={styles.option}
              data-state={checked ? 'checked' : 'unchecked'}
              data-disabled={optionDisabled ? '' : undefined}
            >
              <Checkbox.Root
                id={optionId}
                className={styles.box}
                value={option.label}
                checked={checked}
                disabled={optionDisabled}
                onCheckedChange={(state) => toggle(option.label, state === true)}
              >
                <Checkbox.Indicator aria-hidden="true">✓</Checkbox.Indicator>
              </Checkbox.Root>
              <label htmlFor={optionId} className={styles.label}>
                <span className={styles.letter}>{option.label}</span>{' '}
                {option.text}
              </label>
            </li>
          );
        })}
      </ul>
      <p id={`${id}-count`} className={styles.count} aria-live="polite">
        {ticked.length} of {max} chosen
      </p>
    </fieldset>
  );
}

export type ChooseTwoProps = Omit<ChooseNProps, 'max'>;

/** The seeds' choose-two question: ChooseN with at most two ticks, filling two consecutive answer slots. */
export function ChooseTwo(props: ChooseTwoProps) {
  return <ChooseN {...props} max={2} />;
}
