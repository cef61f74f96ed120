import { useId, useState, type ChangeEvent } from 'react';
import { countWords } from '@bandwise/core';
import * as styles from './Essay.css';
import { cx } from '../lib/cx';
import { fillLabel, useKitLabels } from '../locale/KitLocale';

export interface EssayProps {
  /** Visible label above the text area, e.g. 'Task 2'. */
  label: string;
  /** The essay text (controlled). */
  value?: string;
  /** The starting text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the whole text on every change. */
  onValueChange?: (value: string) => void;
  /** Advised minimum number of words; shown, never enforced (the seeds' rule). */
  minWords?: number;
  /** Placeholder text. @default 'Write...' */
  placeholder?: string;
  /** Disables typing, e.g. after submission. @default false */
  disabled?: boolean;
  className?: string;
}

/** A free-text answer with a live word count, as in writing tasks. */
export function Essay({
  label,
  value,
  defaultValue = '',
  onValueChange,
  minWords,
  placeholder,
  disabled = false,
  className,
}: EssayProps) {
  const labels = useKitLabels();
  const id = useId();
  const [inner, setInner] = useState(defaultValue);
  const text = value ?? inner;
  const words = countWords(text);
  const state = minWords !== undefined && words < minWords ? 'below-minimum' : 'ok';

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    if (value === undefined) setInner(event.target.value);
    onValueChange?.(event.target.value);
  }

  return (
    <div className={cx(styles.root, className)} data-state={state}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        onChange={handleChange}
        placeholder={placeholder ?? labels.write}
        disabled={disabled}
        aria-describedby={`${id}-count`}
        spellCheck={false}
      />
      <div className={styles.footer}>
        <span id={`${id}-count`} className={styles.count} aria-live="polite">
          {labels.words} {words}
        </span>
        {minWords !== undefined && <span>{fillLabel(labels.atLeastWords, { n: minWords })}</span>}
      </div>
    </div>
  );
}
