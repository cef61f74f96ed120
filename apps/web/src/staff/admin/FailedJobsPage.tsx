import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FailedJob, ReviewKindName } from '@bandwise/core';
import { messageOr } from '../../api/client';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { formatWhen } from '../format';
import { QueryStatus, StaffTable } from '../StaffTable';
import * as styles from '../staff.css';

const kindLabels: Record<ReviewKindName, string> = {
  'ielts.writing': 'IELTS writing',
  'ielts.speaking': 'IELTS speaking',
  'ml.writing': 'Multi-level writing',
  'ml.speaking': 'Multi-level speaking',
};

/** One failed job's row: what it was grading, why it gave up, and Retry. */
function FailedJobRow({ job }: { job: FailedJob }) {
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => staffApi.retryJob(job.id),
    onSettled: () => void client.invalidateQueries({ queryKey: staffKeys.failedJobs }),
  });
  const what = `${kindLabels[job.kind]} answer ${job.answerId}`;
  return (
    <tr>
      <td className={styles.td}>{formatWhen(job.failedAt)}</td>
      <td className={styles.td}>
        {what}
        <div className={styles.muted}>
          Attempt #{job.attemptId} · job {job.id}
        </div>
      </td>
      <td className={styles.num}>{job.attempts}</td>
      <td className={styles.td}>{job.lastError ?? <span className={styles.muted}>no message</span>}</td>
      <td className={styles.td}>
        <button type="button" className={buttonClass({ size: 'sm', tone: 'secondary' })} disabled={retry.isPending} onClick={() => retry.mutate()} aria-label={`Retry ${what}`}>
          Retry
        </button>
        {retry.isError && (
          <p className={styles.error} role="alert">
            {messageOr(retry.error, 'Not queued.')}
          </p>
        )}
      </td>
    </tr>
  );
}

/**
 * /admin/grading: grading jobs that gave up (an undecodable recording, a provider down past every retry), newest
 * first, with the reason; Retry sends one back to the queue once the cause is fixed. The learner's result waits on it.
 */
export function FailedJobsPage() {
  const query = useQuery({ queryKey: staffKeys.failedJobs, queryFn: ({ signal }) => staffApi.failedJobs(signal), refetchInterval: 30_000 });
  const stats = query.data?.stats;
  return (
    <>
      <h1 className={page.title}>Failed grading</h1>
      <p className={page.lead}>
        Answers the graders gave up on, newest first. Fix the cause, then retry: the job goes back to the queue with its
        tries counted from zero.
      </p>
      {stats && (
        <p role="status">
          Queue: {stats.queued} waiting, {stats.running} grading now, {stats.done} done, {stats.failed} failed.
        </p>
      )}
      <QueryStatus query={query} loading="Loading failed jobs" failed="Failed jobs could not be loaded" isEmpty={(data) => data.items.length === 0} empty="No grading job has failed.">
        {(data) => (
          <StaffTable caption={`${data.items.length} failed job${data.items.length === 1 ? '' : 's'}`} columns={['Failed', 'Answer', 'Tries', 'Why', { label: 'Action', quiet: true }]}>
            {data.items.map((job) => (
              <FailedJobRow key={job.id} job={job} />
            ))}
          </StaffTable>
        )}
      </QueryStatus>
    </>
  );
}
