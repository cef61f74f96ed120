import { useTranslation } from 'react-i18next';
import type { AuditResponse } from '@bandwise/core';
import { staffApi, staffKeys } from '../api';
import { PagedListPage, usePagedQuery } from '../PagedList';
import { useStaffFormat } from '../format';
import * as styles from '../staff.css';

/** The kinds of change (the start of an entry's action), each with its catalogue name. */
const kinds = [
  ['', 'all'],
  ['settings', 'settings'],
  ['media', 'media'],
  ['message', 'message'],
  ['user', 'user'],
  ['review', 'review'],
  ['job', 'job'],
] as const;
type Kind = (typeof kinds)[number][0];

/** A before or after value as short JSON; nothing when there was none. */
function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className={styles.muted}>–</span>;
  return <pre className={styles.json}>{JSON.stringify(value, null, 1)}</pre>;
}

/** /admin/audit: every admin change, newest first: when, who, what, to what, before and after. */
export function AuditPage() {
  const format = useStaffFormat();
  const { t } = useTranslation();
  const list = usePagedQuery<AuditResponse, Kind>('', staffKeys.audit, (paging, kind, signal) => staffApi.audit({ ...paging, action: kind || undefined }, signal));
  return (
    <PagedListPage
      section="audit"
      list={list}
      filter={{ label: t('staff.list.show'), options: kinds.map(([value, name]) => ({ value, label: t(`staff.audit.kinds.${name}`) })) }}
      columns={['when', 'who', 'what', 'target', 'before', 'after']}
      row={(entry) => (
        <tr key={entry.id}>
          <td className={styles.td}>{format.when(entry.createdAt)}</td>
          <td className={styles.td}>
            {entry.actor ? entry.actor.name : <span className={styles.muted}>{t('staff.audit.deletedUser')}</span>}
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
      )}
    />
  );
}
