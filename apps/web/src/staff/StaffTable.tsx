import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@bandwise/kit';
import { messageOr } from '../api/client';
import { buttonClass } from '../components/Button/Button';
import * as page from '../pages/page.css';
import * as styles from './staff.css';

/** A column heading; a `quiet` one (an action column) is read to screen readers but shown muted. */
export type Column = string | { label: string; quiet: true };

/** The staff screens' table: scrolls sideways on a narrow screen, captioned, with column headings. */
export function StaffTable({ caption, columns, children }: { caption: ReactNode; columns: readonly Column[]; children: ReactNode }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} className={styles.th} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} className={styles.th} scope="col">
                  <span className={styles.muted}>{column.label}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * What a staff list shows while its query is not ready: a spinner, the server's error, or the empty text; the
 * children render only once there are rows.
 */
export function QueryStatus<T>({
  query,
  loading,
  failed,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  /** Said before the server's message, e.g. 'The queue could not be loaded'. */
  failed: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div className={page.center}>
        <Spinner label={loading} />
      </div>
    );
  if (query.isError)
    return (
      <p className={styles.error} role="alert">
        {`${failed}: ${messageOr(query.error, 'the server did not answer.')}`}
      </p>
    );
  if (isEmpty(query.data)) return <p className={page.empty}>{empty}</p>;
  return <>{children(query.data)}</>;
}

/** Previous / next under a paged staff list. */
export function Pager({ label, page: index, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className={buttonClass({ tone: 'secondary', size: 'sm' })} disabled={index === 0} onClick={() => onPage(index - 1)}>
        Previous
      </button>
      <span>
        Page {index + 1} of {pages}
      </span>
      <button type="button" className={buttonClass({ tone: 'secondary', size: 'sm' })} disabled={index + 1 >= pages} onClick={() => onPage(index + 1)}>
        Next
      </button>
    </nav>
  );
}
