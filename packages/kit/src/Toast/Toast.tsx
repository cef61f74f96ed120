import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

const ToastList = lazy(() => import('./ToastList').then((m) => ({ default: m.ToastList })));

export { toastVariantNames, toastVariants, type ToastVariant } from './variants';
import type { ToastVariant } from './variants';
import { useKitLabels } from '../locale/KitLocale';

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

export interface ToastItem extends ToastOptions {
  id: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
  /**
   * Moves the toasts down by `px` (0: back to the top edge), so a screen can keep its own top bar clear: the exam
   * header holds Leave and Next, which a toast must never cover.
   */
  setInsetTop: (px: number) => void;
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

/**
 * Provides useToast() to its subtree and shows the toasts top right. The toast list (Radix Toast and what it brings)
 * loads with the first toast: a page that raises none, such as the site's home page, downloads none of it.
 */
export function ToastProvider({ children, label, closeLabel, ...listProps }: ToastProviderProps) {
  // The texts are resolved here, not in the lazy list: the list's chunk then needs nothing of the kit's locale.
  const labels = useKitLabels();
  const [items, setItems] = useState<ToastItem[]>([]);
  const counter = useRef(0);
  // Once shown, the list stays mounted so closing toasts keep their exit animation.
  const [used, setUsed] = useState(false);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    setUsed(true);
    const id = `toast-${counter.current}`;
    setItems((list) => [...list, { ...options, id }]);
    return id;
  }, []);

  const dismiss = useCallback((id?: string) => {
    setItems((list) => (id === undefined ? [] : list.filter((item) => item.id !== id)));
  }, []);

  const [insetTop, setInsetTopValue] = useState(0);
  const setInsetTop = useCallback((px: number) => setInsetTopValue(Math.max(0, Math.round(px))), []);

  const api = useMemo(() => ({ toast, dismiss, setInsetTop }), [toast, dismiss, setInsetTop]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ToastList
            {...listProps}
            label={label ?? labels.notification}
            closeLabel={closeLabel ?? labels.close}
            items={items}
            dismiss={dismiss}
            insetTop={insetTop}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** toast(), dismiss() and setInsetTop() from the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
