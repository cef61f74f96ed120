import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { buttonClass } from '../components/Button/Button';
import { SelectField } from './controls';
import type { ColumnName, PagedSection } from './sections';
import { StaffPage } from './StaffPage';
import { QueryTable } from './StaffTable';
import * as styles from './staff.css';

/** One page of a paged list as the server answers it: its rows and how many there are on every page. */
type PagedAnswer<Item> = { items: readonly Item[]; total: number };

/** How many rows a paged staff list asks for at once. */
const PAGE_SIZE = 50;

/**
 * A paged list narrowed by one filter (the audit log by kind, payments by state): the query of the page shown, kept
 * on screen while the next one loads, and back to the first page whenever the filter changes.
 */
export function usePagedQuery<T extends PagedAnswer<unknown>, F extends string>(
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
function Pager({ label, page: index, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
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
 * A staff page of one paged list narrowed by one filter (usePagedQuery): the page's heading, the filter in its bar, the
 * table of the page shown with a caption that counts the rows of every page, and the pager under it. All its words
 * but the filter's are the section's (staff.<section>.title, .lead, .loading, .failed, .empty, .caption, .columns,
 * .pages).
 */
export function PagedListPage<S extends PagedSection, F extends string, Item>({
  section,
  list,
  filter,
  columns,
  row,
}: {
  section: S;
  list: ReturnType<typeof usePagedQuery<PagedAnswer<Item>, F>>;
  filter: { label: string; options: ReadonlyArray<{ value: F; label: string }> };
  columns: readonly ColumnName<S>[];
  row: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation();
  const texts: PagedSection = section;
  return (
    <StaffPage section={section} filters={<SelectField label={filter.label} value={list.filter} options={filter.options} onChange={list.setFilter} />}>
      <QueryTable
        section={section}
        query={list.query}
        items={(data) => data.items}
        count={(data) => data.total}
        columns={columns}
        row={row}
        footer={() => <Pager label={t(`staff.${texts}.pages`)} {...list.pager} />}
      />
    </StaffPage>
  );
}
