import type { ReactNode } from 'react';
import type { AlertDialog, Dialog } from 'radix-ui';
import { useThemePortal } from '../hooks/useThemePortal';
import * as styles from './Modal.css';

export interface DialogFrameProps {
  /** The Radix parts to render: Dialog for a Modal, AlertDialog for a question that must be answered. */
  parts: typeof Dialog | typeof AlertDialog;
  /** An element that opens the dialog when pressed. */
  trigger: ReactNode;
  /** Where the dialog mounts; undefined finds the nearest ThemeRoot. */
  container: HTMLElement | null | undefined;
  /** The dialog's Content. */
  children: ReactNode;
}

/**
 * What Modal and ConfirmDialog render inside their Radix root: the anchor that finds the ThemeRoot, the opener,
 * and, once the ThemeRoot is found, the portal with the dim backdrop and the dialog.
 */
export function DialogFrame({ parts: { Trigger, Portal, Overlay }, trigger, container, children }: DialogFrameProps) {
  const portal = useThemePortal(container);
  return (
    <>
      {portal.anchor}
      {trigger && <Trigger asChild>{trigger}</Trigger>}
      {portal.ready && (
        <Portal container={portal.container}>
          <Overlay className={styles.overlay} data-part="overlay" />
          {children}
        </Portal>
      )}
    </>
  );
}
