import * as styles from './KeyHint.css';
import { cx } from '../../lib/cx';
import { useKitLabels } from '../../locale/KitLocale';

export interface KeyHintProps {
  /** The keyed answer as authors read it, e.g. 'woods / the woods'; nothing renders when ''. */
  text: string;
  className?: string;
}

/**
 * The keyed answer shown beside a control in the authors' preview. Never rendered for learners: the runner passes
 * no keys (answers stay on the server until submission).
 */
export function KeyHint({ text, className }: KeyHintProps) {
  if (text === '') return null;
  return (
    <span className={cx(styles.root, className)} data-key="">
      <span className={styles.label}>Key:</span>
      <span>{text}</span>
    </span>
  );
}

export interface KeyListProps {
  /** Question numbers with their keyed answers, for controls that draw their own blanks (summaries, plans). */
  items: ReadonlyArray<{ number: number; text: string }>;
}

/** The keys of a whole group as one list, for primitives whose blanks cannot hold a hint beside them. */
export function KeyList({ items }: KeyListProps) {
  const labels = useKitLabels();
  const shown = items.filter((item) => item.text !== '');
  if (shown.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={labels.keyedAnswers}>
      {shown.map((item) => (
        <li key={item.number}>
          <KeyHint text={`${item.number} ${item.text}`} />
        </li>
      ))}
    </ul>
  );
}
