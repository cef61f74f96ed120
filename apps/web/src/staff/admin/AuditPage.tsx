import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { Pager, QueryStatus, StaffTable } from '../StaffTable';
import { formatWhen } from '../format';
import * as styles from '../staff.css';

const PAGE_SIZE = 50;
const kinds = [
  { value: '', label: 'Every change' },
  { value: 'settings', label: 'Settings' },
  { value: 'media', label: 'Brand media' },
  { value: 'message', label: 'Inbox' },
  { value: 'user', label: 'Users (roles, balances, sessions)' },
  { value: 'review', label: 'Human examination requests' },
  { value: 'job', label: 'Grading jobs' },
] as const;

/** A before or after value as short JSON; nothing when there was none. */
function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className={styles.muted}>–</span>;
  return <pre className={styles.json}>{JSON.stringify(value, null, 1)}</pre>;
}

/** /admin/audit: every admin change, newest first: when, who, what, to what, before and after. */
export function AuditPage() {
  const [kind, setKind] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const query = useQuery({
    queryKey: staffKeys.audit(pageIndex, kind),
    queryFn: ({ signal }) => staffApi.audit({ page: pageIndex, size: PAGE_SIZE, action: kind || undefined }, signal),
    placeholderData: keepPreviousData,
  });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;
  return (
    <>
      <h1 className={page.title}>Audit log</h1>
      <p className={page.lead}>Every change made by an admin, with the value before and after it.</p>
      <div className={styles.toolbar}>
        <label className={page.field}>
          <span className={page.label}>Show</span>
          <select
            className={page.input}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value);
              setPageIndex(0);
            }}
          >
            {kinds.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryStatus query={query} loading="Loading the audit log" failed="The audit log could not be loaded" isEmpty={(data) => data.items.length === 0} empty="No changes recorded yet.">
        {(data) => (
          <>
            <StaffTable caption={`${data.total} change${data.total === 1 ? '' : 's'}, newest first`} columns={['When', 'Who', 'What', 'Target', 'Before', 'After']}>
              {data.items.map((entry) => (
                <tr key={entry.id}>
                  <td className={styles.td}>{formatWhen(entry.createdAt)}</td>
                  <td className={styles.td}>
                    {entry.actor ? entry.actor.name : <span className={styles.muted}>deleted user</span>}
                    {entry.actor && <div className={styles.muted}>{entry.actor.phoneNumber}</div>}
                  </td>
                  <td className={styles.td}>{entry.action}</td>
                  <td className={styles.td}>{entry.target}</td>
                  <td className={styles.td}>
                    <Value value={entry.before} />
                  </td>
                  <td className={styles.td}>
                    <Value value={entry.after} />
                  </td>
                </tr>
              ))}
            </StaffTable>
            <Pager label="Audit log pages" page={pageIndex} pages={pages} onPage={setPageIndex} />
          </>
        )}
      </QueryStatus>
    </>
  );
}
