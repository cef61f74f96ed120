import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FailedJob } from '@bandwise/core';
import { buttonClass } from '../../components/Button/Button';
import { staffApi, staffKeys } from '../api';
import { StaffPage } from '../StaffPage';
import { useStaffFormat } from '../format';
import { MutationOutcome } from '../controls';
import { QueryTable } from '../StaffTable';
import * as styles from '../staff.css';

/** One failed job's row: what it was grading, why it gave up, and Retry. */
function FailedJobRow({ job }: { job: FailedJob }) {
  const format = useStaffFormat();
  const { t } = useTranslation();
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => staffApi.retryJob(job.id),
    onSettled: () => void client.invalidateQueries({ queryKey: staffKeys.failedJobs }),
  });
  const what = t('staff.jobs.what', { kind: t(`staff.kinds.${job.kind}`), answer: job.answerId });
  return (
    <tr>
      <td className={styles.td}>{format.when(job.failedAt)}</td>
      <td className={styles.td}>
        {what}
        <div className={styles.muted}>
          {t('staff.jobs.where', { attempt: job.attemptId, job: job.id })}
        </div>
      </td>
      <td className={styles.num}>{job.attempts}</td>
      <td className={styles.td}>
        {t(`staff.jobs.reasons.${job.reason}`)}
        {/* The server's own words, for whoever fixes the cause: technical, in English. */}
        <div className={styles.muted} lang="en">
          {job.lastError ?? t('staff.jobs.noMessage')}
        </div>
      </td>
      <td className={styles.td}>
        <button type="button" className={buttonClass({ size: 'sm', tone: 'secondary' })} disabled={retry.isPending} onClick={() => retry.mutate()} aria-label={t('staff.jobs.retryWhat', { what })}>
          {t('staff.jobs.retry')}
        </button>
        <MutationOutcome mutation={retry} failed={t('staff.jobs.notQueued')} />
      </td>
    </tr>
  );
}

/**
 * /admin/grading: grading jobs that gave up (an undecodable recording, a provider down past every retry), newest
 * first, with the reason; Retry sends one back to the queue once the cause is fixed. The learner's result waits on it.
 */
export function FailedJobsPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: staffKeys.failedJobs, queryFn: ({ signal }) => staffApi.failedJobs(signal), refetchInterval: 30_000 });
  const stats = query.data?.stats;
  return (
    <StaffPage section="jobs">
      {stats && <p role="status">{t('staff.jobs.stats', { ...stats })}</p>}
      <QueryTable
        section="jobs"
        query={query}
        items={(data) => data.items}
        columns={['failed', 'answer', 'tries', 'why']}
        action
        row={(job) => <FailedJobRow key={job.id} job={job} />}
      />
    </StaffPage>
  );
}
