import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { fullName } from '@bandwise/core';
import { buttonClass } from '../../components/Button/Button';
import { staffApi, staffKeys } from '../api';
import { StaffPage } from '../StaffPage';
import { SearchForm } from '../controls';
import { useStaffFormat } from '../format';
import { QueryTable } from '../StaffTable';
import * as styles from '../staff.css';

/** /admin/users?q=: find a user by phone number, name or id, then open their ledger. */
export function UsersPage() {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const query = useQuery({ queryKey: staffKeys.users(q), queryFn: ({ signal }) => staffApi.searchUsers(q, signal), enabled: q.trim() !== '' });

  return (
    <StaffPage section="users">
      <SearchForm
        label={t('staff.users.searchLabel')}
        initial={q}
        onSearch={(text) => {
          if (text) setParams({ q: text });
        }}
      />
      {q.trim() !== '' && (
        <QueryTable
          section="users"
          query={query}
          values={{ q }}
          items={(data) => data.items}
          columns={['id', 'name', 'phone', 'role', 'balance']}
          action="ledger"
          row={(user) => {
          const name = fullName(user.name, user.surname) || t('staff.users.noName');
          return (
            <tr key={user.id}>
              <td className={styles.td}>{user.id}</td>
              <td className={styles.td}>{name}</td>
              <td className={styles.td}>{user.phoneNumber}</td>
              <td className={styles.td}>{format.role(user.role)}</td>
              <td className={styles.num}>{format.balance(user.balance)}</td>
              <td className={styles.td}>
                <Link to={`/admin/users/${user.id}`} className={buttonClass({ size: 'sm', tone: 'secondary' })} aria-label={t('staff.users.openLedger', { name })}>
                  {t('staff.list.open')}
                </Link>
              </td>
            </tr>
          );
          }}
        />
      )}
    </StaffPage>
  );
}
