import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { sizes, sizeVariants, type Size } from '../lib/size';
import { DialogFrame } from './DialogFrame';
import * as styles from './Modal.css';
import { cx } from '../lib/cx';
import { useKitLabels } from '../locale/KitLocale';

export const modalSizes = sizes;
export type ModalSize = Size;

export const modalVariants = sizeVariants(styles.content, styles.size);

export interface ModalProps extends VariantProps<typeof modalVariants> {
  /** The heading, also the dialog's accessible name, e.g. 'Ready to submit tests?'. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Buttons in the footer, right-aligned. */
  actions?: ReactNode;
  /** An element that opens the dialog when pressed (one element, e.g. a button). */
  trigger?: ReactNode;
  /** Open state (controlled). */
  open?: boolean;
  /** Open state on mount when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Close when the dim backdrop is clicked. Off for modals that must be answered. @default true */
  closeOnOverlayClick?: boolean;
  /** Close on Escape. Off for modals that must be answered. @default true */
  closeOnEscape?: boolean;
  /** Show the × close button in the corner. @default true */
  showCloseButton?: boolean;
  /** Accessible name of the × button. @default 'Close' */
  closeLabel?: string;
  /** Width class. @default 'md' */
  size?: ModalSize;
  /** Where the dialog mounts. @default the nearest ThemeRoot, so the theme carries into the dialog */
  container?: HTMLElement | null;
  className?: string;
}

/** A modal dialog: focus moves in and stays, the page behind is inert, focus returns to the opener on close. */
export function Modal({
  title,
  description,
  children,
  actions,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  closeOnOverlayClick = true,
  closeOnEscape = true,
  showCloseButton = true,
  closeLabel: closeLabelProp,
  size = 'md',
  container,
  className,
}: ModalProps) {
  const labels = useKitLabels();
  const closeLabel = closeLabelProp ?? labels.close;
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogFrame parts={Dialog} trigger={trigger} container={container}>
        <Dialog.Content
          className={cx(modalVariants({ size }), className)}
          data-size={size}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onPointerDownOutside={(event) => {
            if (!closeOnOverlayClick) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!closeOnOverlayClick) event.preventDefault();
          }}
          onEscapeKeyDown={(event) => {
            if (!closeOnEscape) event.preventDefault();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {showCloseButton && (
              <Dialog.Close className={styles.close} aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </div>
          {description !== undefined && (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          {children !== undefined && <div className={styles.body}>{children}</div>}
          {actions !== undefined && <div className={styles.actions}>{actions}</div>}
        </Dialog.Content>
      </DialogFrame>
    </Dialog.Root>
  );
}

export const modalButtonTones = ['primary', 'secondary'] as const;
export type ModalButtonTone = (typeof modalButtonTones)[number];

export const modalButtonVariants = cva(styles.button, {
  variants: { tone: styles.buttonTone },
  defaultVariants: { tone: 'primary' },
});

/** Closes the nearest Modal when pressed; for footer buttons like 'Start' or 'Cancel'. */
export const ModalClose = Dialog.Close;
