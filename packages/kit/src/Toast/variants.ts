import { cva } from 'class-variance-authority';
import * as styles from './Toast.css';

export const toastVariantNames = ['success', 'error'] as const;
export type ToastVariant = (typeof toastVariantNames)[number];

export const toastVariants = cva(styles.root, {
  variants: { variant: styles.variant },
  defaultVariants: { variant: 'success' },
});
