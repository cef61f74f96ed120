import { cva, cx, type VariantProps } from 'class-variance-authority';
import * as styles from './Button.css';

export const buttonTones = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonTone = (typeof buttonTones)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** Class names of the site's buttons; the same look for <button>, <Link> and <a>. */
export const buttonVariants = cva(styles.root, {
  variants: { tone: styles.tone, size: styles.size },
  defaultVariants: { tone: 'primary', size: 'md' },
});
export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

/** `buttonVariants` plus an extra class. */
export function buttonClass(options: ButtonVariantProps = {}, className?: string): string {
  return cx(buttonVariants(options), className);
}
