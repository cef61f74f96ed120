import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fullName, type MarksBody, type MarksResponse, type ReviewDetail } from '@bandwise/core';
import { AudioPlayer, Spinner } from '@bandwise/kit';
import { mediaUrl, messageOr } from '../../api/client';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { formatAge, formatBand, formatWhen } from '../format';
import * as styles from '../staff.css';
import { MarksForm } from './MarksForm';
import { SuggestionPanel } from './SuggestionPanel';

const learnerName = (review: ReviewDetail) =>
  fullName(review.learner.name, review.learner.surname) || `Learner ${review.learner.id}`;

function TheAnswer({ review }: { review: ReviewDetail }) {
  return (
    <div className={styles.stack}>
      <section className={page.card} aria-labelledby="task-title">
        <h2 id="task-title" className={styles.sectionTitle}>
          Task
        </h2>
        {review.context && <p className={`${styles.prose} ${styles.muted}`}>{review.context}</p>}
        <p className={styles.prose}>{review.prompt}</p>
      </section>
      <section className={page.card} aria-labelledby="answer-title">
        <h2 id="answer-title" className={styles.sectionTitle}>
          {review.skill === 'writing' ? 'The learner’s answer' : 'The learner’s recording'}
        </h2>
        {review.skill === 'writing' ? (
          <>
            <p className={styles.answer}>{review.answerText || 'No answer was written.'}</p>
            <p className={styles.muted}>{review.wordCount ?? 0} words</p>
          </>
        ) : review.audioUrl ? (
          <AudioPlayer src={mediaUrl(review.audioUrl)} label="The learner’s recording" />
        ) : (
          <p className={styles.muted}>No recording was submitted.</p>
        )}
      </section>
      {review.skill === 'speaking' && (
        <section className={page.card} aria-labelledby="transcript-title">
          <h2 id="transcript-title" className={styles.sectionTitle}>
            Transcript
          </h2>
          <p className={review.transcript ? styles.prose : styles.muted}>
            {review.transcript || 'No transcript: listen to the recording.'}
          </p>
        </section>
      )}
    </div>
  );
}

function GivenMarks({ review }: { review: ReviewDetail }) {
  const marks = review.marks;
  if (!marks) return <p className={styles.notice}>This answer has been marked.</p>;
  return (
    <section className={page.card} aria-labelledby="marks-title">
      <h2 id="marks-title" className={styles.sectionTitle}>
        Marks given
      </h2>
      <dl className={styles.facts}>
        {review.criteria.map((criterion) => (
          <div key={criterion.key} style={{ display: 'contents' }}>
            <dt className={styles.term}>{criterion.label}</dt>
            <dd className={styles.value}>{formatBand(marks.criteria[criterion.key])}</dd>
          </div>
        ))}
        <dt className={styles.term}>Band</dt>
        <dd className={styles.value}>
          {formatBand(marks.band)}
          {marks.score !== null ? ` (${marks.score}/75)` : ''}
        </dd>
      </dl>
      <p className={styles.prose}>{marks.comment}</p>
    </section>
  );
}

function Saved({ result }: { result: MarksResponse }) {
  const done = result.attemptStatus === 'checked' || result.attemptStatus === 'COMPLETED';
  return (
    <div className={page.card} role="status">
      <h2 className={styles.sectionTitle}>Marks saved</h2>
      <p className={styles.prose}>
        Band {formatBand(result.band)}
        {result.score !== null ? `, ${result.score}/75 on the multi-level scale` : ''}.{' '}
        {done ? 'The attempt is complete: the learner sees the result now.' : 'The attempt completes when its other answers are marked.'}
      </p>
      <p>
        <Link to="/examiner" className={buttonClass()}>
          Back to the queue
        </Link>
      </p>
    </div>
  );
}

/** /examiner/:id: one answer beside the grader's suggestion; claim it, mark it, or give it back. */
export function MarkingPage() {
  const { id = '' } = useParams();
  const reviewId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const client = useQueryClient();
  const [saved, setSaved] = useState<MarksResponse | null>(null);
  const query = useQuery({
    queryKey: staffKeys.review(reviewId ?? 0),
    queryFn: ({ signal }) => staffApi.review(reviewId ?? 0, signal),
    enabled: reviewId !== null,
  });
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: staffKeys.review(reviewId ?? 0) }), client.invalidateQueries({ queryKey: staffKeys.queue })]);
  const claim = useMutation({ mutationFn: () => staffApi.claim(reviewId ?? 0), onSettled: refresh });
  const release = useMutation({ mutationFn: () => staffApi.release(reviewId ?? 0), onSettled: refresh });
  const mark = useMutation({
    mutationFn: (body: MarksBody) => staffApi.mark(reviewId ?? 0, body),
    onSuccess: (result) => {
      setSaved(result);
      void refresh();
    },
  });

  if (reviewId === null) return <p className={page.empty}>There is no answer with this address.</p>;
  if (query.isPending) {
    return (
      <div className={page.center}>
        <Spinner label="Loading the answer" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert">
        <h1 className={page.title}>This answer could not be opened</h1>
        <p className={page.lead}>{messageOr(query.error, 'Error.')}</p>
        <Link to="/examiner" className={buttonClass({ tone: 'secondary' })}>
          Back to the queue
        </Link>
      </div>
    );
  }
  const review = query.data;
  const mine = review.claim?.mine === true;
  const heldByOther = review.claim !== null && !mine;

  return (
    <>
      <p>
        <Link to="/examiner">← Examiner queue</Link>
      </p>
      <h1 className={page.title}>
        {review.part}: {review.exam.name}
      </h1>
      <p className={page.lead}>
        {learnerName(review)} · {review.exam.type === 'ielts' ? 'IELTS' : 'Multi-level'} attempt #{review.exam.attemptId} · submitted{' '}
        {formatWhen(review.submittedAt)} ({formatAge(review.ageSeconds)} ago)
      </p>
      <div className={styles.columns}>
        <TheAnswer review={review} />
        <div className={styles.stack}>
          <SuggestionPanel review={review} />
          {saved ? (
            <Saved result={saved} />
          ) : review.status === 'marked' ? (
            <GivenMarks review={review} />
          ) : mine ? (
            <section className={page.card} aria-labelledby="mark-title">
              <h2 id="mark-title" className={styles.sectionTitle}>
                Mark this answer
              </h2>
              <MarksForm
                criteria={review.criteria}
                suggestion={review.suggestion}
                busy={mark.isPending}
                error={mark.isError ? messageOr(mark.error, 'The marks could not be saved.') : null}
                onSubmit={async (body) => {
                  await mark.mutateAsync(body).catch(() => undefined);
                }}
              />
              <p>
                <button type="button" className={buttonClass({ tone: 'ghost', size: 'sm' })} onClick={() => release.mutate()} disabled={release.isPending}>
                  Give it back to the queue
                </button>
              </p>
            </section>
          ) : (
            <section className={page.card} aria-labelledby="claim-title">
              <h2 id="claim-title" className={styles.sectionTitle}>
                Mark this answer
              </h2>
              {heldByOther && (
                <p className={styles.notice}>
                  {review.claim?.examinerName ?? 'Another examiner'} is marking this answer. It comes back to the queue if they do not
                  finish within the hour.
                </p>
              )}
              {claim.isError && (
                <p className={styles.error} role="alert">
                  {messageOr(claim.error, 'The answer could not be claimed.')}
                </p>
              )}
              <button type="button" className={buttonClass()} onClick={() => claim.mutate()} disabled={claim.isPending || heldByOther}>
                Claim this answer
              </button>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
