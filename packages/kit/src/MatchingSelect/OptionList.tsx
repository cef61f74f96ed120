import { useId } from 'react';
import type { AnswerOption } from '../lib/option';
import * as styles from './OptionList.css';
import { cx } from '../lib/cx';

export interface OptionListProps {
  /** Heading of the box, e.g. 'List of Headings' or 'Word bank'. */
  title: string;
  options: readonly AnswerOption[];
  /** Labels already chosen somewhere in the group, marked data-used. @default [] */
  used?: readonly string[];
  className?: string;
}

/** The boxed list of lettered options printed beside matching and summary questions ('A  word'). */
export function OptionList({ title, options, used = [], className }: OptionListProps) {
  const id = useId();
  return (
    <div className={cx(styles.root, className)}>
      <p id={id} className={styles.title}>
        {title}
      </p>
      <ul className={styles.list} aria-labelledby={id}>
        {options.map((option, index) => (
          <li
            key={`${option.label}-${index}`}
            className={styles.item}
            data-used={used.includes(option.label) ? '' : undefined}
          >
            <span className={styles.label}>{option.label}</span>
            <span>{option.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
