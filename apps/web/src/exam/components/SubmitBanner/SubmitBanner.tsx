import { useEffect, useState } from 'react';
import { buttonClass } from '../../../components/Button/Button';
import type { SubmitStatus } from '../../lib/reliableSubmit';
import * as styles from './SubmitBanner.css';
import { useTranslation } from 'react-i18next';

export interface SubmitBannerProps {
  status: SubmitStatus;
  /** Skips the wait before the next try. */
  onRetryNow: () => void;
  /** What is waiting to be sent, e.g. 'Your listening answers'. @default 'Your answers' */
  what?: string;
}

function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Tells the learner that a submission has not reached the server yet and is being retried: the answers are safe on
 * this device, nothing needs doing, and 'Retry now' skips the wait.
 */
export function SubmitBanner({ status, onRetryNow, what: whatProp }: SubmitBannerProps) {
  const { t } = useTranslation();
  const what = whatProp ?? t('exam.yourAnswers');
  const seconds = useSecondsUntil(status.phase === 'retrying' ? status.retryAt : null);
  if (status.phase !== 'retrying' && status.phase !== 'offline' && !(status.phase === 'sending' && status.failures > 0)) return null;
  const text =
    status.phase === 'offline'
      ? t('exam.offline', { what })
      : status.phase === 'sending'
        ? t('exam.sendingAgain', { what })
        : t('exam.notReached', { what });
  return (
    <div className={styles.root} role="status" data-phase={status.phase}>
      <p className={styles.text}>
        {text}
        {/* The countdown changes every second: shown, not announced. */}
        {status.phase === 'retrying' && <span aria-hidden="true">{t('exam.nextTry', { seconds })}</span>}
      </p>
      <button type="button" className={buttonClass({ tone: 'secondary', size: 'sm' })} onClick={onRetryNow} disabled={status.phase === 'sending'}>
        {t('exam.retryNow')}
      </button>
    </div>
  );
}
