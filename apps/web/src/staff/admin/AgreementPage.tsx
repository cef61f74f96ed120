import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgreementResponse, ReviewRequestBody } from '@bandwise/core';
import { messageOr } from '../../api/client';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { StaffPage } from '../StaffPage';
import { StaffTable } from '../StaffTable';
import { useStaffFormat } from '../format';
import { MutationOutcome, SelectField } from '../controls';
import * as styles from '../staff.css';
import { Loading } from '../../components/Loading/Loading';

type Row = AgreementResponse['writing'][number];

function AgreementTable({ caption, rows }: { caption: string; rows: readonly Row[] }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <StaffTable caption={caption} columns={(['criterion', 'n', 'qwk', 'difference'] as const).map((column) => t(`staff.agreement.columns.${column}`))}>
      {rows.map((row) => (
        <tr key={row.criterion}>
          <th className={styles.td} scope="row">
            {format.criterion(row.criterion, row.label)}
          </th>
          <td className={styles.num}>{row.n}</td>
          <td className={styles.num}>{row.qwk === null ? t('staff.agreement.tooFew') : row.qwk.toFixed(2)}</td>
          <td className={styles.num}>{row.meanDifference === null ? '–' : `${row.meanDifference > 0 ? '+' : ''}${row.meanDifference.toFixed(2)}`}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

const targets = [
  ['multi-level-attempt', 'multiLevel'],
  ['ielts-attempt', 'ielts'],
] as const;

/** Sends a whole attempt's writing and speaking to the examiners' queue. */
function SendForm() {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [target, setTarget] = useState<(typeof targets)[number][0]>('multi-level-attempt');
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
        {t('staff.agreement.send.title')}
      </h2>
      <p className={styles.muted}>{t('staff.agreement.send.lead')}</p>
      <div className={styles.toolbar}>
        <SelectField
          label={t('staff.agreement.send.exam')}
          value={target}
          options={targets.map(([value, name]) => ({ value, label: t(`staff.agreement.send.${name}`) }))}
          onChange={setTarget}
        />
        <label className={page.field}>
          <span className={page.label}>{t('staff.agreement.send.attempt')}</span>
          <input className={page.input} inputMode="numeric" value={attempt} onChange={(event) => setAttempt(event.target.value)} />
        </label>
        <button type="submit" className={buttonClass()} disabled={!valid || mutation.isPending}>
          {t('staff.agreement.send.send')}
        </button>
      </div>
      <MutationOutcome
        mutation={mutation}
        failed={t('staff.agreement.send.failed')}
        done={
          mutation.data &&
          `${t('staff.agreement.send.done', { count: mutation.data.queued.length })}${
            mutation.data.alreadyQueued ? t('staff.agreement.send.already', { count: mutation.data.alreadyQueued }) : ''
          }.`
        }
      />
    </form>
  );
}

/** /admin/agreement: how the built-in grader agrees with the examiners (QWK per criterion, with n), and sending work to them. */
export function AgreementPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: staffKeys.agreement, queryFn: ({ signal }) => staffApi.agreement(signal) });
  return (
    <StaffPage section="agreement">
      <div className={styles.stack}>
        {query.isPending ? (
          <Loading label={t('staff.agreement.loading')} />
        ) : query.isError ? (
          <p className={styles.error} role="alert">
            {messageOr(query.error, t('staff.agreement.failed'))}
          </p>
        ) : (
          <>
            <p>{t('staff.agreement.marked', { count: query.data.marked })}</p>
            <AgreementTable caption={t('sectionNames.writing')} rows={query.data.writing} />
            <AgreementTable caption={t('sectionNames.speaking')} rows={query.data.speaking} />
          </>
        )}
        <div className={page.card}>
          <SendForm />
        </div>
      </div>
    </StaffPage>
  );
}
