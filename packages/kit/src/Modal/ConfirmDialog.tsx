import { useRef, useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { DialogFrame } from './DialogFrame';
import { modalButtonVariants, modalVariants } from './Modal';
import * as styles from './Modal.css';
import { cx } from '../lib/cx';
import { useKitLabels } from '../locale/KitLocale';

export const confirmStatuses = ['idle', 'busy'] as const;
export type ConfirmStatus = (typeof confirmStatuses)[number];

export interface ConfirmDialogProps {
  /** The question, e.g. 'Are you sure you want to finish the exam?'. */
  title: ReactNode;
  /** More detail under the question. */
  description?: ReactNode;
  /**
   * Called on the confirm button. Return a promise to keep the dialog open and busy until it settles: it closes
   * when the promise resolves and stays open (for another try) when it rejects.
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Called on the cancel button and on Escape. */
  onCancel?: () => void;
  /** Confirm button text. @default 'Yes' */
  confirmText?: string;
  /** Cancel button text. @default 'No' */
  cancelText?: string;
  /** Confirm button text while busy. @default 'Loading...' */
  busyText?: string;
  /** Shows the busy state from outside (a submit already running); both buttons disabled. @default false */
  busy?: boolean;
  /** An element that opens the dialog when pressed. */
  trigger?: ReactNode;
  /** Open state (controlled). */
  open?: boolean;
  /** Open state on mount when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Where the dialog mounts. @default the nearest ThemeRoot */
  container?: HTMLElement | null;
  className?: string;
}

/**
 * A yes/no question that must be answered ('You definitely want to move to the next section?'). Focus starts on
 * the cancel button, so a stray Enter never ends a section.
 */
export function ConfirmDialog({
  title,
  description,
  onConfirm,
  onCancel,
  confirmText: confirmTextProp,
  cancelText: cancelTextProp,
  busyText: busyTextProp,
  busy: busyProp = false,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  container,
  className,
}: ConfirmDialogProps) {
  const labels = useKitLabels();
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const open = openProp ?? innerOpen;
  const [pending, setPending] = useState(false);
  const busy = busyProp || pending;
  const status: ConfirmStatus = busy ? 'busy' : 'idle';
  const contentRef = useRef<HTMLDivElement>(null);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    if (busy) return;
    const result = onConfirm?.();
    if (!result || typeof (result as PromiseLike<unknown>).then !== 'function') {
      setOpen(false);
      return;
    }
    setPending(true);
    // The pressed button is about to be disabled; keep focus inside the dialog rather than lose it to the page.
    contentRef.current?.focus();
    try {
      await result;
      setOpen(false);
    } catch {
      // Stays open: the caller reports the failure (a toast) and the learner can try again.
    } finally {
      setPending(false);
    }
  };

  const confirmText = confirmTextProp ?? labels.yes;
  const cancelText = cancelTextProp ?? labels.no;
  const busyText = busyTextProp ?? labels.loading;
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && busy) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      <DialogFrame parts={AlertDialog} trigger={trigger} container={container}>
        <AlertDialog.Content
          ref={contentRef}
          tabIndex={-1}
          className={cx(modalVariants({ size: 'sm' }), className)}
          data-status={status}
          aria-busy={busy || undefined}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          {description !== undefined && (
            <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          )}
          <div className={styles.actions}>
            <AlertDialog.Cancel className={modalButtonVariants({ tone: 'secondary' })} disabled={busy}>
              {cancelText}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={modalButtonVariants({ tone: 'primary' })}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {busy ? busyText : confirmText}
            </button>
          </div>
        </AlertDialog.Content>
      </DialogFrame>
    </AlertDialog.Root>
  );
}
