import type { ComponentPropsWithoutRef } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import * as styles from './Spinner.css';
import { cx } from '../lib/cx';
import { useKitLabels } from '../locale/KitLocale';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export const spinnerVariants = cva(styles.ring, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'role' | 'children'>,
    VariantProps<typeof spinnerVariants> {
  /** What is being waited for, read by screen readers. @default 'Loading' */
  label?: string;
  /** Diameter: 'sm' follows the text size, for use inside a button. @default 'md' */
  size?: SpinnerSize;
}

/** A busy indicator that screen readers announce politely as a status. */
export function Spinner({ label: labelProp, size = 'md', className, ...rest }: SpinnerProps) {
  const labels = useKitLabels();
  const label = labelProp ?? labels.loadingLabel;
  return (
    <span {...rest} role="status" aria-label={label} data-size={size} className={cx(styles.root, className)}>
      <span aria-hidden="true" className={spinnerVariants({ size })} />
    </span>
  );
}
