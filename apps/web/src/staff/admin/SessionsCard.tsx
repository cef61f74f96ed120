import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { staffApi } from '../api';
import { MutationOutcome } from '../controls';
import * as styles from '../staff.css';

/** Ends every session of a user (a stolen phone, a departed examiner): they must log in again on every device. */
export function SessionsCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useMutation({ mutationFn: () => staffApi.revokeSessions(userId) });
  return (
    <section className={page.form} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('staff.sessions.title')}
      </h2>
      <p className={styles.muted}>{t('staff.sessions.lead')}</p>
      <div className={page.actions}>
        <button type="button" className={buttonClass({ tone: 'danger' })} disabled={mutation.isPending} onClick={() => mutation.mutate()}>
          {t('staff.sessions.end')}
        </button>
      </div>
      <MutationOutcome mutation={mutation} failed={t('staff.sessions.failed')} done={mutation.data && t('staff.sessions.done', { message: mutation.data.message })} />
    </section>
  );
}
