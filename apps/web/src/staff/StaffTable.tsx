import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { messageOr } from '../api/client';
import * as page from '../pages/page.css';
import * as styles from './staff.css';
import { Loading } from '../components/Loading/Loading';
import type { ColumnName, QuerySection, RecordSection, TableSection } from './sections';

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
 * children render only once there are rows. The spinner's label and the words before the error are the section's own
 * (staff.<section>.loading and .failed).
 */
export function QueryStatus<T>({
  section,
  query,
  isEmpty = () => false,
  empty,
  children,
}: {
  section: QuerySection;
  query: UseQueryResult<T>;
  /** Whether the answer holds nothing to show; a page whose answer always shows something leaves it out. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading label={t(`staff.${section}.loading`)} />;
  if (query.isError)
    return (
      <p className={styles.error} role="alert">
        {t('staff.list.failed', { what: t(`staff.${section}.failed`), reason: messageOr(query.error, t('staff.list.noAnswer')) })}
      </p>
    );
  if (isEmpty(query.data)) return <p className={page.empty}>{empty}</p>;
  return <>{children(query.data)}</>;
}

/**
 * A staff list from one query: the status while it is not ready (QueryStatus), then the table of its items, one
 * `row` each, and what comes under it (a pager). Its texts are the section's: .empty, .caption (given the count of
 * rows) and a heading for each named column (staff.<section>.columns.<name>).
 */
export function QueryTable<S extends TableSection, T, Item>({
  section,
  query,
  values,
  items,
  count = (data) => items(data).length,
  columns,
  action,
  row,
  footer,
}: {
  section: S;
  query: UseQueryResult<T>;
  /** What the empty text and the caption are filled with besides the count (the search the users page shows). */
  values?: { q: string };
  /** The rows the answer holds (after any filter of the page's own). */
  items: (data: T) => readonly Item[];
  /** The count the caption gives; the rows shown unless the answer is one page of many. */
  count?: (data: T) => number;
  columns: readonly ColumnName<S>[];
  /**
   * A last column of a button or link a row, read to screen readers but shown muted: headed 'Action', or by a column
   * of the section's own.
   */
  action?: true | ColumnName<S>;
  row: (item: Item) => ReactNode;
  footer?: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const texts: TableSection = section;
  // The key is checked where the name is given: `columns` and `action` take only the section's column names.
  const heading = (name: ColumnName<S>) => t(`staff.${texts}.columns.${name}` as ParseKeys);
  const headings: Column[] = columns.map(heading);
  if (action) headings.push({ label: action === true ? t('staff.list.action') : heading(action), quiet: true });
  return (
    <QueryStatus section={section} query={query} isEmpty={(data) => items(data).length === 0} empty={t(`staff.${texts}.empty`, { ...values })}>
      {(data) => (
        <>
          <StaffTable caption={t(`staff.${texts}.caption`, { count: count(data), ...values })} columns={headings}>
            {items(data).map(row)}
          </StaffTable>
          {footer?.(data)}
        </>
      )}
    </QueryStatus>
  );
}

/**
 * A page of the one record its address names (/admin/users/:id, /examiner/:id), asked of the server only when the
 * address holds a whole number: a line when it names none, a spinner while it loads, and when it cannot be opened,
 * the page's heading with the server's reason and the way back. Its words are the section's (staff.<section>.unknown,
 * .loading, and .failed for that heading).
 */
export function AddressedRecord<T>({
  section,
  queryKey,
  fetch,
  back,
  children,
}: {
  section: RecordSection;
  queryKey: (id: number) => QueryKey;
  fetch: (id: number, signal: AbortSignal) => Promise<T>;
  back: ReactNode;
  children: (data: T, id: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const { id: address = '' } = useParams();
  const id = /^\d{1,9}$/.test(address) ? Number(address) : null;
  const query = useQuery({ queryKey: queryKey(id ?? 0), queryFn: ({ signal }) => fetch(id ?? 0, signal), enabled: id !== null });
  if (id === null) return <p className={page.empty}>{t(`staff.${section}.unknown`)}</p>;
  if (query.isPending) return <Loading label={t(`staff.${section}.loading`)} />;
  if (query.isError) {
    return (
      <div role="alert">
        <h1 className={page.title}>{t(`staff.${section}.failed`)}</h1>
        <p className={page.lead}>{messageOr(query.error, t('staff.list.error'))}</p>
        {back}
      </div>
    );
  }
  return <>{children(query.data, id)}</>;
}
