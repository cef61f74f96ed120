import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fullName, type PaymentsResponse } from '@bandwise/core';
import { staffApi, staffKeys } from '../api';
import { PagedListPage, usePagedQuery } from '../PagedList';
import { useStaffFormat } from '../format';
import * as styles from '../staff.css';

/** Payme's transaction states, each with its catalogue name. */
const states = [
  ['', 'all'],
  ['2', 'performed'],
  ['1', 'created'],
  ['-1', 'cancelled'],
  ['-2', 'cancelledAfter'],
] as const;
type StateFilter = (typeof states)[number][0];
const stateNumber = (state: StateFilter) => (state === '' ? undefined : Number(state));
const tone = (state: number) => (state === 2 ? 'good' : state < 0 ? 'bad' : 'busy');

/** /admin/payments: Payme transactions, newest first, by state. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const list = usePagedQuery<PaymentsResponse, StateFilter>(
    '',
    (pageIndex, state) => staffKeys.payments(pageIndex, stateNumber(state)),
    (paging, state, signal) => staffApi.payments({ ...paging, state: stateNumber(state) }, signal),
  );

  return (
    <PagedListPage
      section="payments"
      list={list}
      filter={{
        label: t('staff.payments.state'),
        options: states.map(([value, name]) => ({ value, label: t(`staff.payments.states.${name}`) })),
      }}
      columns={['created', 'user', 'amount', 'state', 'settled', 'paymeId']}
      row={(payment) => (
        <tr key={payment.id}>
          <td className={styles.td}>{format.when(payment.createdAt)}</td>
          <td className={styles.td}>
            <Link to={`/admin/users/${payment.user.id}`}>
              {fullName(payment.user.name, payment.user.surname) || t('staff.payments.user', { id: payment.user.id })}
            </Link>
            <div className={styles.muted}>{payment.user.phoneNumber}</div>
          </td>
          <td className={styles.num}>{format.balance(payment.amount)}</td>
          <td className={styles.td}>
            <span className={styles.pill} data-tone={tone(payment.state)}>
              {payment.stateLabel}
            </span>
            {payment.reason !== null && <div className={styles.muted}>{t('staff.payments.reason', { reason: payment.reason })}</div>}
          </td>
          <td className={styles.td}>{format.when(payment.performedAt ?? payment.cancelledAt)}</td>
          <td className={`${styles.td} ${styles.muted}`}>{payment.paymeId}</td>
        </tr>
      )}
    />
  );
}
