import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { messageOr } from '../../api/client';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { staffApi } from '../api';
import * as styles from '../staff.css';

/** Ends every session of a user (a stolen phone, a departed examiner): they must log in again on every device. */
export function SessionsCard({ userId }: { userId: number }) {
  const id = useId();
  const mutation = useMutation({ mutationFn: () => staffApi.revokeSessions(userId) });
  return (
    <section className={page.form} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Sessions
      </h2>
      <p className={styles.muted}>Log this user out everywhere: every device they are signed in on must log in again.</p>
      <div className={page.actions}>
        <button type="button" className={buttonClass({ tone: 'danger' })} disabled={mutation.isPending} onClick={() => mutation.mutate()}>
          End all sessions
        </button>
      </div>
      {mutation.isError && (
        <p className={styles.error} role="alert">
          {messageOr(mutation.error, 'The sessions were not ended.')}
        </p>
      )}
      {mutation.isSuccess && (
        <p className={styles.notice} role="status">
          {mutation.data.message}.
        </p>
      )}
    </section>
  );
}
