import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { fullName } from '@bandwise/core';
import { Spinner } from '@bandwise/kit';
import { messageOr } from '../../api/client';
import { formatBalance } from '../../lib/format';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { StaffTable } from '../StaffTable';
import { formatSigned, formatWhen } from '../format';
import * as styles from '../staff.css';
import { AdjustmentForm } from './AdjustmentForm';
import { RoleForm } from './RoleForm';
import { SessionsCard } from './SessionsCard';

const causeLabels: Record<string, string> = {
  'payme-topup': 'Payme top-up',
  'payme-cancel': 'Payme cancellation',
  'exam-purchase': 'Exam purchase',
  'admin-adjustment': 'Manual adjustment',
  'referral-bonus': 'Referral bonus',
};

/** /admin/users/:id: one user's balance, the ledger that must re-sum to it, an adjustment form and their role. */
export function UserLedgerPage() {
  const { id = '' } = useParams();
  const userId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const query = useQuery({
    queryKey: staffKeys.ledger(userId ?? 0),
    queryFn: ({ signal }) => staffApi.ledger(userId ?? 0, signal),
    enabled: userId !== null,
  });
  if (userId === null) return <p className={page.empty}>There is no user with this address.</p>;
  if (query.isPending) {
    return (
      <div className={page.center}>
        <Spinner label="Loading the ledger" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert">
        <h1 className={page.title}>This ledger could not be opened</h1>
        <p className={page.lead}>{messageOr(query.error, 'Error.')}</p>
        <Link to="/admin/users">Find another user</Link>
      </div>
    );
  }
  const { user, entries, ledgerSum, balanced } = query.data;
  const name = fullName(user.name, user.surname) || 'No name';
  return (
    <>
      <p>
        <Link to="/admin/users">← Users</Link>
      </p>
      <h1 className={page.title}>{name}</h1>
      <div className={styles.columns}>
        <div className={styles.stack}>
          <dl className={`${page.card} ${styles.facts}`}>
            <dt className={styles.term}>User id</dt>
            <dd className={styles.value}>{user.id}</dd>
            <dt className={styles.term}>Phone</dt>
            <dd className={styles.value}>{user.phoneNumber}</dd>
            <dt className={styles.term}>Role</dt>
            <dd className={styles.value}>{user.role}</dd>
            <dt className={styles.term}>Balance</dt>
            <dd className={styles.value} data-testid="balance">
              {formatBalance(user.balance)}
            </dd>
            <dt className={styles.term}>Ledger sum</dt>
            <dd className={styles.value}>
              {formatBalance(ledgerSum)}{' '}
              <span className={styles.pill} data-tone={balanced ? 'good' : 'bad'}>
                {balanced ? 'matches the balance' : 'does not match the balance'}
              </span>
            </dd>
          </dl>
          {entries.length === 0 ? (
            <p className={page.empty}>No ledger entries yet.</p>
          ) : (
            <StaffTable caption="Ledger, newest first" columns={['When', 'Amount', 'Cause', 'Reason or reference']}>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={styles.td}>{formatWhen(entry.createdAt)}</td>
                  <td className={styles.num}>{formatSigned(entry.amount)}</td>
                  <td className={styles.td}>{causeLabels[entry.cause] ?? entry.cause}</td>
                  <td className={styles.td}>{entry.reason ?? <span className={styles.muted}>{entry.reference}</span>}</td>
                </tr>
              ))}
            </StaffTable>
          )}
        </div>
        <div className={styles.stack}>
          <div className={page.card}>
            <AdjustmentForm userId={user.id} />
          </div>
          <div className={page.card}>
            <RoleForm key={user.role} user={user} />
          </div>
          <div className={page.card}>
            <SessionsCard userId={user.id} />
          </div>
        </div>
      </div>
    </>
  );
}
