import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOr } from '../../api/client';
import { buttonClass } from '../../components/Button/Button';
import { formatBalance } from '../../lib/format';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
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
  const amountProblem = parseAmount(amount) === null ? 'Enter whole uzs, not 0: 15000 to credit, -5000 to debit' : null;
  const reasonProblem = reason.trim().length < 3 ? 'Give a reason (at least 3 characters)' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amountProblem || reasonProblem) return;
    mutation.mutate();
  };

  return (
    <form className={page.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Adjust the balance
      </h2>
      <div className={page.field}>
        <label className={page.label} htmlFor={`${id}-amount`}>
          Amount in uzs (negative to debit)
        </label>
        <input
          id={`${id}-amount`}
          className={page.input}
          inputMode="numeric"
          value={amount}
          aria-invalid={tried && amountProblem ? true : undefined}
          aria-describedby={tried && amountProblem ? `${id}-amount-error` : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        {tried && amountProblem && (
          <p id={`${id}-amount-error`} className={styles.error}>
            {amountProblem}
          </p>
        )}
      </div>
      <div className={page.field}>
        <label className={page.label} htmlFor={`${id}-reason`}>
          Reason
        </label>
        <textarea
          id={`${id}-reason`}
          className={page.textarea}
          maxLength={500}
          value={reason}
          aria-invalid={tried && reasonProblem ? true : undefined}
          aria-describedby={tried && reasonProblem ? `${id}-reason-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {tried && reasonProblem && (
          <p id={`${id}-reason-error`} className={styles.error}>
            {reasonProblem}
          </p>
        )}
      </div>
      {mutation.isError && (
        <p className={styles.error} role="alert">
          {messageOr(mutation.error, 'The adjustment was not saved.')}
        </p>
      )}
      {mutation.isSuccess && (
        <p className={styles.notice} role="status">
          Saved. The balance is now {formatBalance(mutation.data.balance)}.
        </p>
      )}
      <div className={page.actions}>
        <button type="submit" className={buttonClass()} disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Save adjustment'}
        </button>
      </div>
    </form>
  );
}
