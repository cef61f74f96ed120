import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { cva } from 'class-variance-authority';
import * as styles from './Toast.css';

export const toastVariantNames = ['success', 'error'] as const;
export type ToastVariant = (typeof toastVariantNames)[number];

export const toastVariants = cva(styles.root, {
  variants: { variant: styles.variant },
  defaultVariants: { variant: 'success' },
});

export interface ToastOptions {
  /** Bold first line, e.g. 'Error!'. */
  title?: string;
  /** The message, e.g. 'Successful!' or the server's message. */
  description: string;
  /** 'success' (dark blue) or 'error' (red, announced assertively). @default 'success' */
  variant?: ToastVariant;
  /** Milliseconds on screen; overrides the provider's duration. */
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default time on screen in ms (the product's toasts stay 3 s). @default 3000 */
  duration?: number;
  /** Screen readers say this before each toast. @default 'Notification' */
  label?: string;
  /** Accessible name of the close button on each toast. @default 'Close' */
  closeLabel?: string;
  /** Class for the viewport, the fixed top-right list. */
  viewportClassName?: string;
}

/** Provides useToast() to its subtree and shows the toasts top right. */
export function ToastProvider({
  children,
  duration = 3000,
  label = 'Notification',
  closeLabel = 'Close',
  viewportClassName,
}: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const counter = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setItems((list) => [...list, { ...options, id }]);
    return id;
  }, []);

  const dismiss = useCallback((id?: string) => {
    setItems((list) => (id === undefined ? [] : list.filter((item) => item.id !== id)));
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
        {children}
        {items.map((item) => {
          const variant = item.variant ?? 'success';
          return (
            <RadixToast.Root
              key={item.id}
              open
              onOpenChange={(open) => (open ? undefined : dismiss(item.id))}
              // Errors interrupt (assertive); confirmations wait their turn (polite).
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
        <RadixToast.Viewport className={[styles.viewport, viewportClassName].filter(Boolean).join(' ')} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** toast() and dismiss() from the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
