import { Modal, Spinner, modalButtonVariants } from '@bandwise/kit';
import { useTranslation } from 'react-i18next';

export interface StartModalProps {
  open: boolean;
  /** Start: asks for full screen and starts the exam. */
  onStart: () => void;
  /** The start call is running (multi-level start-exam): 'Loading...', disabled. @default false */
  busy?: boolean;
  /** Something to do before starting is still loading (the exam's content). @default false */
  loading?: boolean;
}

/** The full-screen warning every runner opens with (seed 001 section 2); it must be answered with Start. */
export function StartModal({ open, onStart, busy = false, loading = false }: StartModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('exam.startTitle')}
      description={t('exam.startWarning')}
      closeOnEscape={false}
      closeOnOverlayClick={false}
      showCloseButton={false}
      actions={
        <button
          type="button"
          className={modalButtonVariants({ tone: 'primary' })}
          onClick={onStart}
          disabled={busy || loading}
          aria-busy={busy || loading || undefined}
        >
          {loading && <Spinner size="sm" aria-hidden="true" />}
          {busy ? t('common.loading') : t('exam.start')}
        </button>
      }
    />
  );
}
