import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgreementResponse, ReviewRequestBody } from '@bandwise/core';
import { Spinner } from '@bandwise/kit';
import { messageOr } from '../../api/client';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { StaffTable } from '../StaffTable';
import * as styles from '../staff.css';

type Row = AgreementResponse['writing'][number];

function AgreementTable({ caption, rows }: { caption: string; rows: readonly Row[] }) {
  return (
    <StaffTable caption={caption} columns={['Criterion', 'Answers (n)', 'QWK', 'Grader minus examiner']}>
      {rows.map((row) => (
        <tr key={row.criterion}>
          <th className={styles.td} scope="row">
            {row.label}
          </th>
          <td className={styles.num}>{row.n}</td>
          <td className={styles.num}>{row.qwk === null ? 'too few' : row.qwk.toFixed(2)}</td>
          <td className={styles.num}>{row.meanDifference === null ? '–' : `${row.meanDifference > 0 ? '+' : ''}${row.meanDifference.toFixed(2)}`}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

const targets = [
  { value: 'ml-attempt', label: 'A multi-level attempt' },
  { value: 'ielts-attempt', label: 'An IELTS attempt' },
] as const;

/** Sends a whole attempt's writing and speaking to the examiners' queue. */
function SendForm() {
  const id = useId();
  const client = useQueryClient();
  const [target, setTarget] = useState<(typeof targets)[number]['value']>('ml-attempt');
  const [attempt, setAttempt] = useState('');
  const valid = /^\d{1,9}$/.test(attempt.trim()) && Number(attempt) > 0;
  const mutation = useMutation({
    mutationFn: (body: ReviewRequestBody) => staffApi.requestReview(body),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.queue }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) mutation.mutate({ target, attemptId: Number(attempt) });
  };
  return (
    <form className={page.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Send to human examination
      </h2>
      <p className={styles.muted}>Its writing and speaking answers join the examiners' queue; their marks replace the AI grade.</p>
      <div className={styles.toolbar}>
        <label className={page.field}>
          <span className={page.label}>Exam</span>
          <select className={page.input} value={target} onChange={(event) => setTarget(event.target.value as typeof target)}>
            {targets.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <label className={page.field}>
          <span className={page.label}>Attempt id</span>
          <input className={page.input} inputMode="numeric" value={attempt} onChange={(event) => setAttempt(event.target.value)} />
        </label>
        <button type="submit" className={buttonClass()} disabled={!valid || mutation.isPending}>
          Send
        </button>
      </div>
      {mutation.isError && (
        <p className={styles.error} role="alert">
          {messageOr(mutation.error, 'Nothing was sent.')}
        </p>
      )}
      {mutation.isSuccess && (
        <p className={styles.notice} role="status">
          {mutation.data.queued.length} answer{mutation.data.queued.length === 1 ? '' : 's'} sent to the examiners
          {mutation.data.alreadyQueued ? `; ${mutation.data.alreadyQueued} already waiting` : ''}.
        </p>
      )}
    </form>
  );
}

/** /admin/agreement: how the built-in grader agrees with the examiners (QWK per criterion, with n), and sending work to them. */
export function AgreementPage() {
  const query = useQuery({ queryKey: staffKeys.agreement, queryFn: ({ signal }) => staffApi.agreement(signal) });
  return (
    <>
      <h1 className={page.title}>Grader agreement</h1>
      <p className={page.lead}>
        Quadratic weighted kappa of the built-in grader's suggestion against the examiner's mark, over every answer an
        examiner marked (1 is perfect agreement, 0 is chance). Watch it before trusting AI-only checking.
      </p>
      <div className={styles.stack}>
        {query.isPending ? (
          <div className={page.center}>
            <Spinner label="Loading the agreement" />
          </div>
        ) : query.isError ? (
          <p className={styles.error} role="alert">
            {messageOr(query.error, 'The agreement could not be loaded.')}
          </p>
        ) : (
          <>
            <p>{query.data.marked} answers marked by examiners.</p>
            <AgreementTable caption="Writing" rows={query.data.writing} />
            <AgreementTable caption="Speaking" rows={query.data.speaking} />
          </>
        )}
        <div className={page.card}>
          <SendForm />
        </div>
      </div>
    </>
  );
}
