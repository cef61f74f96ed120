import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { fullName } from '@bandwise/core';
import { buttonClass } from '../../components/Button/Button';
import { formatBalance } from '../../lib/format';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { QueryStatus, StaffTable } from '../StaffTable';
import * as styles from '../staff.css';

/** /admin/users?q=: find a user by phone number, name or id, then open their ledger. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const query = useQuery({ queryKey: staffKeys.users(q), queryFn: ({ signal }) => staffApi.searchUsers(q, signal), enabled: q.trim() !== '' });

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) setParams({ q: text.trim() });
  };

  return (
    <>
      <h1 className={page.title}>Users and ledgers</h1>
      <p className={page.lead}>Find a user to see their balance ledger, adjust it, or change their role.</p>
      <form className={styles.toolbar} role="search" onSubmit={search}>
        <label className={page.field}>
          <span className={page.label}>Phone number, name or id</span>
          <input className={page.input} type="search" value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <button type="submit" className={buttonClass()}>
          Search
        </button>
      </form>
      {q.trim() !== '' && (
        <QueryStatus query={query} loading="Searching" failed="The search failed" isEmpty={(data) => data.items.length === 0} empty={`No users match “${q}”.`}>
          {(data) => (
            <StaffTable caption={`Users matching “${q}”`} columns={['Id', 'Name', 'Phone', 'Role', 'Balance', { label: 'Ledger', quiet: true }]}>
              {data.items.map((user) => {
                const name = fullName(user.name, user.surname) || 'No name';
                return (
                  <tr key={user.id}>
                    <td className={styles.td}>{user.id}</td>
                    <td className={styles.td}>{name}</td>
                    <td className={styles.td}>{user.phoneNumber}</td>
                    <td className={styles.td}>{user.role}</td>
                    <td className={styles.num}>{formatBalance(user.balance)}</td>
                    <td className={styles.td}>
                      <Link to={`/admin/users/${user.id}`} className={buttonClass({ size: 'sm', tone: 'secondary' })} aria-label={`Open the ledger of ${name}`}>
                        Open
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </StaffTable>
          )}
        </QueryStatus>
      )}
    </>
  );
}
