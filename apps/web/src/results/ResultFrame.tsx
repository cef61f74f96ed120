import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as page from '../pages/page.css';
import * as styles from './results.css';
import { Loading } from '../components/Loading/Loading';
import type { GradingQueueKind } from '../api/calls';
import { GradingQueueNote } from './GradingQueueNote';

export interface ResultFrameProps {
  /** The page heading, e.g. 'Listening result'. */
  title: string;
  /** The call is still running. */
  loading?: boolean;
  /** Said above the result while the grader is still at work (writing and speaking), polite to screen readers. */
  grading?: string;
  /** While writing or speaking waits for the grader: the exam whose place in the grading queue is said under `grading`. */
  queue?: { kind: GradingQueueKind; examId: string };
  /** The section was submitted after its time limit (the server's late mark): said under the heading. */
  late?: boolean;
  children?: ReactNode;
}

/** A result page inside the site's layout: back to My Result, the heading, then the result or its loading state. */
export function ResultFrame({ title, loading = false, grading, queue, late = false, children }: ResultFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={page.container}>
      <Link to="/myResult" className={styles.back}>{t('resultsIelts.back')}</Link>
      <h1 className={page.title}>{title}</h1>
      {late && !loading && (
        <p className={styles.note} data-late>
          {t('resultFrame.late')}
        </p>
      )}
      {loading ? (
        <Loading label={t('resultsIelts.loadingTitle', { title })} />
      ) : (
        <>
          {grading && (
            <p className={styles.note} role="status">
              {grading}
            </p>
          )}
          {queue && <GradingQueueNote kind={queue.kind} examId={queue.examId} />}
          {children}
        </>
      )}
    </div>
  );
}
