import { Modal, Spinner } from '@bandwise/kit';
import type { ViolationReason } from '../../lib/guards';
import * as styles from './EndedModal.css';
import { useTranslation } from 'react-i18next';

/** Shown when leaving full screen or switching tab ended the exam, while the section's answers are submitted. */
export function EndedModal({ reason }: { reason: ViolationReason | null }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={reason !== null}
      title={t('exam.endedTitle')}
      description={reason ? t(reason === 'hidden' ? 'exam.endedHidden' : 'exam.endedFullscreen') : undefined}
      closeOnEscape={false}
      closeOnOverlayClick={false}
      showCloseButton={false}
    >
      <p className={styles.status} role="status">
        <Spinner size="sm" aria-hidden="true" /> {t('exam.submittingSection')}
      </p>
    </Modal>
  );
}
