import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { messageOr } from '../api/client';
import { buttonClass } from '../components/Button/Button';
import * as page from '../pages/page.css';
import * as styles from './staff.css';
import { Loading } from '../components/Loading/Loading';

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
  const { t } = useTranslation();
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError)
    return (
      <p className={styles.error} role="alert">
        {t('staff.list.failed', { what: failed, reason: messageOr(query.error, t('staff.list.noAnswer')) })}
      </p>
    );
  if (isEmpty(query.data)) return <p className={page.empty}>{empty}</p>;
  return <>{children(query.data)}</>;
}

/**
 * A staff list from one query: the status while it is not ready (QueryStatus), then the table of its items, one
 * `row` each, and what comes under it (a pager).
 */
export function QueryTable<T, Item>({
  query,
  loading,
  failed,
  empty,
  items,
  caption,
  columns,
  row,
  footer,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  empty: ReactNode;
  /** The rows the answer holds (after any filter of the page's own). */
  items: (data: T) => readonly Item[];
  caption: (data: T) => ReactNode;
  columns: readonly Column[];
  row: (item: Item) => ReactNode;
  footer?: (data: T) => ReactNode;
}) {
  return (
    <QueryStatus query={query} loading={loading} failed={failed} isEmpty={(data) => items(data).length === 0} empty={empty}>
      {(data) => (
        <>
          <StaffTable caption={caption(data)} columns={columns}>
            {items(data).map(row)}
          </StaffTable>
          {footer?.(data)}
        </>
      )}
    </QueryStatus>
  );
}

/** How many rows a paged staff list asks for at once. */
export const PAGE_SIZE = 50;

/**
 * A paged list narrowed by one filter (the audit log by kind, payments by state): the query of the page shown, kept
 * on screen while the next one loads, and back to the first page whenever the filter changes.
 */
export function usePagedQuery<T extends { total: number }, F extends string>(
  initial: F,
  key: (page: number, filter: F) => QueryKey,
  fetch: (page: { page: number; size: number }, filter: F, signal: AbortSignal) => Promise<T>,
) {
  const [filter, setFilter] = useState<F>(initial);
  const [pageIndex, setPageIndex] = useState(0);
  const query = useQuery({
    queryKey: key(pageIndex, filter),
    queryFn: ({ signal }) => fetch({ page: pageIndex, size: PAGE_SIZE }, filter, signal),
    placeholderData: keepPreviousData,
  });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;
  return {
    query,
    filter,
    setFilter: (next: F) => {
      setFilter(next);
      setPageIndex(0);
    },
    pager: { page: pageIndex, pages, onPage: setPageIndex },
  };
}

/** Previous / next under a paged staff list. */
export function Pager({ label, page: index, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className={buttonClass({ tone: 'secondary', size: 'sm' })} disabled={index === 0} onClick={() => onPage(index - 1)}>
        {t('staff.list.previous')}
      </button>
      <span>{t('staff.list.page', { page: index + 1, pages })}</span>
      <button type="button" className={buttonClass({ tone: 'secondary', size: 'sm' })} disabled={index + 1 >= pages} onClick={() => onPage(index + 1)}>
        {t('staff.list.next')}
      </button>
    </nav>
  );
}

/**
 * The record a page's address names (/admin/users/:id, /examiner/:id): its id when the address holds a whole number,
 * else null and nothing is asked of the server.
 */
export function useAddressedRecord<T>(key: (id: number) => QueryKey, fetch: (id: number, signal: AbortSignal) => Promise<T>) {
  const { id = '' } = useParams();
  const recordId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const query = useQuery({ queryKey: key(recordId ?? 0), queryFn: ({ signal }) => fetch(recordId ?? 0, signal), enabled: recordId !== null });
  return { id: recordId, query };
}

/**
 * A page of one record named by the address: a line when the address names none, a spinner while it loads, and
 * when it cannot be opened, the page's heading with the server's reason and the way back.
 */
export function RecordStatus<T>({
  record: { id, query },
  unknown,
  loading,
  failed,
  back,
  children,
}: {
  record: { id: number | null; query: UseQueryResult<T> };
  /** Said when the address names no record. */
  unknown: string;
  loading: string;
  /** The heading when it could not be opened. */
  failed: string;
  back: ReactNode;
  children: (data: T, id: number) => ReactNode;
}) {
  const { t } = useTranslation();
  if (id === null) return <p className={page.empty}>{unknown}</p>;
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError) {
    return (
      <div role="alert">
        <h1 className={page.title}>{failed}</h1>
        <p className={page.lead}>{messageOr(query.error, t('staff.list.error'))}</p>
        {back}
      </div>
    );
  }
  return <>{children(query.data, id)}</>;
}
