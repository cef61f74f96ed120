import { Toast as RadixToast } from 'radix-ui';
import type { ToastItem, ToastProviderProps } from './Toast';
import { toastVariants } from './variants';
import * as styles from './Toast.css';
import { cx } from '../lib/cx';

/** The provider's settings (its duration defaults here), its texts as resolved, and the toasts it holds. */
export interface ToastListProps extends Omit<ToastProviderProps, 'children' | 'label' | 'closeLabel'> {
  label: string;
  closeLabel: string;
  items: readonly ToastItem[];
  dismiss: (id?: string) => void;
  /** Pixels kept clear above the toasts (a screen's own top bar). */
  insetTop: number;
}

/** The toasts on screen (Radix Toast: timers, swipe, F8 to reach them, announcements), loaded with the first one. */
export function ToastList({ items, dismiss, insetTop, duration = 3000, label, closeLabel, viewportClassName }: ToastListProps) {
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
