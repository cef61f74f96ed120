import type { allTexts } from '../i18n/allTexts';

/** The staff catalogue (locales/staff/en.json); uz and ru hold the same keys (i18n/catalogues.test.ts). */
type StaffTexts = (typeof allTexts)['en']['staff'];

/** The staff sections whose catalogue holds every one of the texts K. */
type SectionWith<K extends string> = { [S in keyof StaffTexts]: [K] extends [keyof StaffTexts[S]] ? S : never }[keyof StaffTexts];

/** A staff page's section: its heading is staff.<section>.title and the line under it staff.<section>.lead. */
export type PageSection = SectionWith<'title' | 'lead'>;

/** A section whose query shows staff.<section>.loading while it loads and staff.<section>.failed when it cannot. */
export type QuerySection = SectionWith<'loading' | 'failed'>;

/**
 * A section with a staff table: besides loading and failed, staff.<section>.empty, .caption (given the count of rows)
 * and .columns.<name> for each column heading.
 */
export type TableSection = SectionWith<'loading' | 'failed' | 'empty' | 'columns'>;

/** The columns a table section names (staff.<section>.columns). */
export type ColumnName<S extends TableSection> = keyof StaffTexts[S]['columns'] & string;

/** A paged table's section, which also names its pager (staff.<section>.pages). */
export type PagedSection = TableSection & SectionWith<'pages'>;

/** A page of one record named by the address: staff.<section>.unknown when the address names none. */
export type RecordSection = QuerySection & SectionWith<'unknown'>;
