import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fullName, type UserLedgerResponse } from '@bandwise/core';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { AddressedRecord, StaffTable } from '../StaffTable';
import { useStaffFormat } from '../format';
import * as styles from '../staff.css';
import { AdjustmentForm } from './AdjustmentForm';
import { RoleForm } from './RoleForm';
import { SessionsCard } from './SessionsCard';

/** The ledger causes the catalogue names; another one (a newer server) shows as the server wrote it. */
const causes = ['payme-topup', 'payme-cancel', 'exam-purchase', 'admin-adjustment', 'referral-bonus'] as const;
const isCause = (cause: string): cause is (typeof causes)[number] => (causes as readonly string[]).includes(cause);

/** /admin/users/:id: one user's balance, the ledger that must re-sum to it, an adjustment form and their role. */
export function UserLedgerPage() {
  const { t } = useTranslation();
  const back = <Link to="/admin/users">{t('staff.ledger.findAnother')}</Link>;
  return (
    <AddressedRecord section="ledger" queryKey={staffKeys.ledger} fetch={staffApi.ledger} back={back}>
      {(ledger) => <Ledger {...ledger} />}
    </AddressedRecord>
  );
}

/** The ledger opened: the facts, the entries, and the forms that change the balance, the role and the sessions. */
function Ledger({ user, entries, ledgerSum, balanced }: UserLedgerResponse) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const name = fullName(user.name, user.surname) || t('staff.users.noName');
  return (
    <>
      <p>
        <Link to="/admin/users">{t('staff.ledger.back')}</Link>
      </p>
      <h1 className={page.title}>{name}</h1>
      <div className={styles.columns}>
        <div className={styles.stack}>
          <dl className={`${page.card} ${styles.facts}`}>
            <dt className={styles.term}>{t('staff.ledger.userId')}</dt>
            <dd className={styles.value}>{user.id}</dd>
            <dt className={styles.term}>{t('staff.ledger.phone')}</dt>
            <dd className={styles.value}>{user.phoneNumber}</dd>
            <dt className={styles.term}>{t('staff.ledger.role')}</dt>
            <dd className={styles.value}>{format.role(user.role)}</dd>
            <dt className={styles.term}>{t('staff.ledger.balance')}</dt>
            <dd className={styles.value} data-testid="balance">
              {format.balance(user.balance)}
            </dd>
            <dt className={styles.term}>{t('staff.ledger.sum')}</dt>
            <dd className={styles.value}>
              {format.balance(ledgerSum)}{' '}
              <span className={styles.pill} data-tone={balanced ? 'good' : 'bad'}>
                {t(balanced ? 'staff.ledger.matches' : 'staff.ledger.differs')}
              </span>
            </dd>
          </dl>
          {entries.length === 0 ? (
            <p className={page.empty}>{t('staff.ledger.none')}</p>
          ) : (
            <StaffTable
              caption={t('staff.ledger.caption')}
              columns={(['when', 'amount', 'cause', 'reason'] as const).map((column) => t(`staff.ledger.columns.${column}`))}
            >
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={styles.td}>{format.when(entry.createdAt)}</td>
                  <td className={styles.num}>{format.signed(entry.amount)}</td>
                  <td className={styles.td}>{isCause(entry.cause) ? t(`staff.ledger.causes.${entry.cause}`) : entry.cause}</td>
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
