import type { VariantProps } from 'class-variance-authority';
import { sizes, sizeVariants, type Size } from '../lib/size';
import { visuallyHidden } from '../styles/shared.css';
import * as styles from './ScoreBadge.css';
import { useKitLabels } from '../locale/KitLocale';

export const scoreBadgeSizes = sizes;
export type ScoreBadgeSize = Size;

export const scoreBadgeVariants = sizeVariants(styles.root, styles.size);

export interface ScoreBadgeProps extends VariantProps<typeof scoreBadgeVariants> {
  /** The band or score; null or undefined while it is not graded yet. */
  score: number | null | undefined;
  /** Caption shown before the number, e.g. 'Band'. Omit it where a table header or term already names the score. */
  label?: string;
  /** Highest possible score, shown as '31/40' for raw scores. Omit it for bands. */
  max?: number;
  /** Digits after the point; IELTS bands read '7.0', never '7'. @default 1 */
  decimals?: number;
  /** Text shown instead of the number while ungraded. @default '–' */
  ungradedText?: string;
  /** What screen readers hear in its place. @default 'Not graded' (the kit's labels) */
  ungradedLabel?: string;
  /** Size of the badge. @default 'md' */
  size?: ScoreBadgeSize;
  className?: string;
}

/** A band or score as the result screens show it: one decimal for bands, 'n/max' for raw scores. */
export function ScoreBadge({
  score,
  label,
  max,
  decimals = 1,
  ungradedText = '–',
  ungradedLabel,
  size = 'md',
  className,
}: ScoreBadgeProps) {
  const labels = useKitLabels();
  const graded = typeof score === 'number' && Number.isFinite(score);
  const shown = graded ? (max === undefined ? score.toFixed(decimals) : `${score}/${max}`) : ungradedText;
  return (
    <span
      className={scoreBadgeVariants({ size, className })}
      data-state={graded ? 'graded' : 'ungraded'}
      data-size={size}
    >
      {label !== undefined && <span className={styles.label}>{label}</span>}
      {graded ? (
        <span className={styles.value}>{shown}</span>
      ) : (
        <span className={styles.value}>
          {/* A bare dash is read out as 'dash' or skipped; screen readers get the meaning instead. */}
          <span aria-hidden="true">{shown}</span>
          <span className={visuallyHidden}>{ungradedLabel ?? labels.notGraded}</span>
        </span>
      )}
    </span>
  );
}
