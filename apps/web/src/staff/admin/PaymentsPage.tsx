import { useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fullName } from '@bandwise/core';
import { formatBalance } from '../../lib/format';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { Pager, QueryStatus, StaffTable } from '../StaffTable';
import { formatWhen } from '../format';
import * as styles from '../staff.css';

const PAGE_SIZE = 50;
const states = [
  { value: '', label: 'All states' },
  { value: '2', label: 'Performed' },
  { value: '1', label: 'Created (waiting)' },
  { value: '-1', label: 'Cancelled' },
  { value: '-2', label: 'Cancelled after perform' },
] as const;
const tone = (state: number) => (state === 2 ? 'good' : state < 0 ? 'bad' : 'busy');

/** /admin/payments: Payme transactions, newest first, by state. */
export function PaymentsPage() {
  const [state, setState] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const stateValue = state === '' ? undefined : Number(state);
  const query = useQuery({
    queryKey: staffKeys.payments(pageIndex, stateValue),
    queryFn: ({ signal }) => staffApi.payments({ page: pageIndex, size: PAGE_SIZE, state: stateValue }, signal),
    placeholderData: keepPreviousData,
  });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <h1 className={page.title}>Payments</h1>
      <p className={page.lead}>Top-ups through Payme as the merchant API recorded them. Only performed ones credited a balance.</p>
      <div className={styles.toolbar}>
        <label className={page.field}>
          <span className={page.label}>State</span>
          <select
            className={page.input}
            value={state}
            onChange={(event) => {
              setState(event.target.value);
              setPageIndex(0);
            }}
          >
            {states.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryStatus query={query} loading="Loading payments" failed="Payments could not be loaded" isEmpty={(data) => data.items.length === 0} empty="No payments found.">
        {(data) => (
          <>
            <StaffTable caption={`${data.total} payment${data.total === 1 ? '' : 's'}`} columns={['Created', 'User', 'Amount', 'State', 'Performed or cancelled', 'Payme id']}>
              {data.items.map((payment) => (
                <tr key={payment.id}>
                  <td className={styles.td}>{formatWhen(payment.createdAt)}</td>
                  <td className={styles.td}>
                    <Link to={`/admin/users/${payment.user.id}`}>
                      {fullName(payment.user.name, payment.user.surname) || `User ${payment.user.id}`}
                    </Link>
                    <div className={styles.muted}>{payment.user.phoneNumber}</div>
                  </td>
                  <td className={styles.num}>{formatBalance(payment.amount)}</td>
                  <td className={styles.td}>
                    <span className={styles.pill} data-tone={tone(payment.state)}>
                      {payment.stateLabel}
                    </span>
                    {payment.reason !== null && <div className={styles.muted}>reason {payment.reason}</div>}
                  </td>
                  <td className={styles.td}>{formatWhen(payment.performedAt ?? payment.cancelledAt)}</td>
                  <td className={`${styles.td} ${styles.muted}`}>{payment.paymeId}</td>
                </tr>
              ))}
            </StaffTable>
            <Pager label="Payment pages" page={pageIndex} pages={pages} onPage={setPageIndex} />
          </>
        )}
      </QueryStatus>
    </>
  );
}
