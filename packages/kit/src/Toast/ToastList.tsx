import { Toast as RadixToast } from 'radix-ui';
import type { ToastItem } from './Toast';
import { toastVariants } from './variants';
import * as styles from './Toast.css';
import { cx } from '../lib/cx';

export interface ToastListProps {
  items: readonly ToastItem[];
  dismiss: (id?: string) => void;
  duration: number;
  label: string;
  closeLabel: string;
  viewportClassName: string | undefined;
  /** Pixels kept clear above the toasts (a screen's own top bar). */
  insetTop: number;
}

/** The toasts on screen (Radix Toast: timers, swipe, F8 to reach them, announcements), loaded with the first one. */
export function ToastList({ items, dismiss, duration, label, closeLabel, viewportClassName, insetTop }: ToastListProps) {
  return (
    <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
      {items.map((item) => {
        const variant = item.variant ?? 'success';
        return (
          <RadixToast.Root
            key={item.id}
            open
            onOpenChange={(open) => (open ? undefined : dismiss(item.id))}
            type={variant === 'error' ? 'foreground' : 'background'}
            duration={item.duration}
            data-variant={variant}
            className={toastVariants({ variant })}
          >
            {item.title && <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>}
            <RadixToast.Description className={styles.description}>{item.description}</RadixToast.Description>
            <RadixToast.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className={cx(styles.viewport, viewportClassName)} style={insetTop > 0 ? { top: insetTop } : undefined} />
    </RadixToast.Provider>
  );
}
