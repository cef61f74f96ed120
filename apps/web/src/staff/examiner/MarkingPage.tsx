import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fullName, type MarksBody, type MarksResponse, type ReviewDetail } from '@bandwise/core';
import { AudioPlayer } from '@bandwise/kit';
import { mediaUrl, messageOr } from '../../api/client';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { formatBand, useStaffFormat } from '../format';
import { MutationOutcome } from '../controls';
import { AddressedRecord } from '../StaffTable';
import * as styles from '../staff.css';
import { MarksForm } from './MarksForm';
import { SuggestionPanel } from './SuggestionPanel';
import { TitledCard } from './TitledCard';

function TheAnswer({ review }: { review: ReviewDetail }) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <TitledCard titleId="task-title" title={t('staff.marking.task')}>
        {review.context && <p className={`${styles.prose} ${styles.muted}`}>{review.context}</p>}
        <p className={styles.prose}>{review.prompt}</p>
      </TitledCard>
      <TitledCard titleId="answer-title" title={t(review.skill === 'writing' ? 'staff.marking.answer' : 'staff.marking.recording')}>
        {review.skill === 'writing' ? (
          <>
            <p className={styles.answer}>{review.answerText || t('staff.marking.noAnswer')}</p>
            <p className={styles.muted}>{t('staff.marking.words', { count: review.wordCount ?? 0 })}</p>
          </>
        ) : review.audioUrl ? (
          <AudioPlayer src={mediaUrl(review.audioUrl)} label={t('staff.marking.recording')} />
        ) : (
          <p className={styles.muted}>{t('staff.marking.noRecording')}</p>
        )}
      </TitledCard>
      {review.skill === 'speaking' && (
        <TitledCard titleId="transcript-title" title={t('staff.marking.transcript')}>
          <p className={review.transcript ? styles.prose : styles.muted}>
            {review.transcript || t('staff.marking.noTranscript')}
          </p>
        </TitledCard>
      )}
    </div>
  );
}

function GivenMarks({ review }: { review: ReviewDetail }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const marks = review.marks;
  if (!marks) return <p className={styles.notice}>{t('staff.marking.marked')}</p>;
  return (
    <TitledCard titleId="marks-title" title={t('staff.marking.given')}>
      <dl className={styles.facts}>
        {review.criteria.map((criterion) => (
          <div key={criterion.key} style={{ display: 'contents' }}>
            <dt className={styles.term}>{format.criterion(criterion.key, criterion.label)}</dt>
            <dd className={styles.value}>{formatBand(marks.criteria[criterion.key])}</dd>
          </div>
        ))}
        <dt className={styles.term}>{t('staff.marking.band')}</dt>
        <dd className={styles.value}>
          {formatBand(marks.band)}
          {marks.score !== null ? ` (${marks.score}/75)` : ''}
        </dd>
      </dl>
      <p className={styles.prose}>{marks.comment}</p>
    </TitledCard>
  );
}

function Saved({ result }: { result: MarksResponse }) {
  const { t } = useTranslation();
  const done = result.attemptStatus === 'checked' || result.attemptStatus === 'COMPLETED';
  return (
    <div className={page.card} role="status">
      <h2 className={styles.sectionTitle}>{t('staff.marking.saved')}</h2>
      <p className={styles.prose}>
        {t('staff.marking.savedBand', { band: formatBand(result.band) })}
        {result.score !== null ? t('staff.marking.savedScore', { score: result.score }) : ''}.{' '}
        {t(done ? 'staff.marking.complete' : 'staff.marking.waiting')}
      </p>
      <p>
        <Link to="/examiner" className={buttonClass()}>
          {t('staff.marking.backToQueue')}
        </Link>
      </p>
    </div>
  );
}

/** /examiner/:id: one answer beside the grader's suggestion; claim it, mark it, or give it back. */
export function MarkingPage() {
  const { t } = useTranslation();
  return (
    <AddressedRecord
      section="marking"
      queryKey={staffKeys.review}
      fetch={staffApi.review}
      back={
        <Link to="/examiner" className={buttonClass({ tone: 'secondary' })}>
          {t('staff.marking.backToQueue')}
        </Link>
      }
    >
      {(review, reviewId) => <Marking reviewId={reviewId} review={review} />}
    </AddressedRecord>
  );
}

/** The answer opened: claim, marks or the marks given, and what happened to the last action. */
function Marking({ reviewId, review }: { reviewId: number; review: ReviewDetail }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const learnerName = fullName(review.learner.name, review.learner.surname) || t('staff.queue.learner', { id: review.learner.id });
  const client = useQueryClient();
  const [saved, setSaved] = useState<MarksResponse | null>(null);
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: staffKeys.review(reviewId) }), client.invalidateQueries({ queryKey: staffKeys.queue })]);
  const claim = useMutation({ mutationFn: () => staffApi.claim(reviewId), onSettled: refresh });
  const release = useMutation({ mutationFn: () => staffApi.release(reviewId), onSettled: refresh });
  const mark = useMutation({
    mutationFn: (body: MarksBody) => staffApi.mark(reviewId, body),
    onSuccess: (result) => {
      setSaved(result);
      void refresh();
    },
  });
  const mine = review.claim?.mine === true;
  const heldByOther = review.claim !== null && !mine;

  return (
    <>
      <p>
        <Link to="/examiner">{t('staff.marking.back')}</Link>
      </p>
      <h1 className={page.title}>
        {review.part}: {review.exam.name}
      </h1>
      <p className={page.lead}>
        {t('staff.marking.lead', {
          learner: learnerName,
          exam: review.exam.type === 'ielts' ? 'IELTS' : 'Multi-level',
          attempt: review.exam.attemptId,
          when: format.when(review.submittedAt),
          age: format.age(review.ageSeconds),
        })}
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
            <TitledCard titleId="mark-title" title={t('staff.marking.mark')}>
              <MarksForm
                criteria={review.criteria}
                suggestion={review.suggestion}
                busy={mark.isPending}
                error={mark.isError ? messageOr(mark.error, t('staff.marking.notSaved')) : null}
                onSubmit={async (body) => {
                  await mark.mutateAsync(body).catch(() => undefined);
                }}
              />
              <p>
                <button type="button" className={buttonClass({ tone: 'ghost', size: 'sm' })} onClick={() => release.mutate()} disabled={release.isPending}>
                  {t('staff.marking.giveBack')}
                </button>
              </p>
            </TitledCard>
          ) : (
            <TitledCard titleId="claim-title" title={t('staff.marking.mark')}>
              {heldByOther && (
                <p className={styles.notice}>
                  {t('staff.marking.heldBy', { name: review.claim?.examinerName ?? t('staff.marking.anotherExaminer') })}
                </p>
              )}
              <MutationOutcome mutation={claim} failed={t('staff.marking.notClaimed')} />
              <button type="button" className={buttonClass()} onClick={() => claim.mutate()} disabled={claim.isPending || heldByOther}>
                {t('staff.marking.claim')}
              </button>
            </TitledCard>
          )}
        </div>
      </div>
    </>
  );
}
