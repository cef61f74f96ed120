import type { ReactNode } from 'react';
import * as styles from './groups.css';
import { fillLabel, useKitLabels } from '../../locale/KitLocale';

export interface QuestionSlotProps {
  number: number;
  flagged: boolean;
  /** Inside running text (a gap) rather than a block of its own. */
  inline?: boolean;
  children: ReactNode;
}

/**
 * Wraps one question's control: `data-question` lets a navigator find it, `data-flagged` marks it for review
 * (with a flag that is read out, since the outline alone is invisible to screen readers).
 */
export function QuestionSlot({ number, flagged, inline = false, children }: QuestionSlotProps) {
  const Tag = inline ? 'span' : 'div';
  const labels = useKitLabels();
  return (
    <Tag className={inline ? styles.inlineSlot : styles.slot} data-question={number} data-flagged={flagged ? '' : undefined}>
      {children}
      {flagged && (
        <span className={styles.flag} role="img" aria-label={`${fillLabel(labels.question, { n: number })} ${labels.flaggedForReview}`}>
          ⚑
        </span>
      )}
    </Tag>
  );
}
