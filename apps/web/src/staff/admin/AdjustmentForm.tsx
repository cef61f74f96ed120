import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { Field, MutationOutcome, SaveButton } from '../controls';
import { useStaffFormat } from '../format';
import * as styles from '../staff.css';

/** A whole, non-zero number of uzs, optionally signed: '15000', '-5 000'. */
export function parseAmount(text: string): number | null {
  const clean = text.replace(/[\s\u00a0]/g, '');
  if (!/^[+-]?\d{1,9}$/.test(clean)) return null;
  const value = Number(clean);
  return value === 0 ? null : value;
}

/**
 * A manual adjustment: a signed amount and the reason, both required. It goes through the ledger on the server, so
 * the balance and the ledger move together; a debit larger than the balance is refused there.
 */
export function AdjustmentForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const id = useId();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const mutation = useMutation({
    mutationFn: () => staffApi.adjust(userId, { amount: parseAmount(amount) ?? 0, reason: reason.trim() }),
    onSuccess: () => {
      setAmount('');
      setReason('');
      setTried(false);
      void client.invalidateQueries({ queryKey: staffKeys.ledger(userId) });
    },
  });
  const amountProblem = parseAmount(amount) === null ? t('staff.adjust.amountProblem') : null;
  const reasonProblem = reason.trim().length < 3 ? t('staff.adjust.reasonProblem') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amountProblem || reasonProblem) return;
    mutation.mutate();
  };

  return (
    <form className={page.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('staff.adjust.title')}
      </h2>
      <Field label={t('staff.adjust.amount')} inputMode="numeric" value={amount} onChange={setAmount} problem={tried ? amountProblem : null} />
      <Field label={t('staff.adjust.reason')} multiline input={{ maxLength: 500 }} value={reason} onChange={setReason} problem={tried ? reasonProblem : null} />
      <MutationOutcome
        mutation={mutation}
        failed={t('staff.adjust.failed')}
        done={mutation.data && t('staff.adjust.done', { balance: format.balance(mutation.data.balance) })}
      />
      <div className={page.actions}>
        <SaveButton saving={mutation.isPending}>{t('staff.adjust.save')}</SaveButton>
      </div>
    </form>
  );
}
