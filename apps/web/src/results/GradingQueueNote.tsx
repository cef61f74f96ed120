import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type GradingQueueKind } from '../api/calls';
import * as styles from './results.css';

/** How often a waiting learner's place is looked at again. */
const REFRESH_MS = 10_000;

/**
 * Where an exam's pending writing or speaking grades stand (issue 31): the first answer's place in the grading queue
 * and, once the graders have a recent pace, about how long it takes. Says nothing when nothing waits for the AI
 * grader (an examiner marks it, or it is graded) or the call fails: the page's 'being graded' note stays either way.
 */
export function GradingQueueNote({ kind, examId }: { kind: GradingQueueKind; examId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['grading-queue', kind, examId],
    queryFn: ({ signal }) => api.gradingQueue(kind, examId, signal),
    retry: false,
    refetchInterval: (query) => (query.state.data?.waiting ? REFRESH_MS : false),
  });
  if (!data?.position) return null;
  const estimate =
    data.estimateSeconds === null
      ? null
      : data.estimateSeconds < 60
        ? t('resultFrame.queueSoon')
        : t('resultFrame.queueEstimate', { minutes: Math.round(data.estimateSeconds / 60) });
  return (
    <p className={styles.note} data-grading-queue>
      {t('resultFrame.queuePosition', { position: data.position })}
      {estimate && ` ${estimate}`}
    </p>
  );
}
