import type { ReactNode } from 'react';
import * as page from '../pages/page.css';
import * as styles from './staff.css';

/**
 * A staff console page: its title, the line under it saying what the page is for, the page's filters in a bar when it
 * has any, then the page.
 */
export function StaffPage({ title, lead, filters, children }: { title: string; lead: string; filters?: ReactNode; children: ReactNode }) {
  return (
    <>
      <h1 className={page.title}>{title}</h1>
      <p className={page.lead}>{lead}</p>
      {filters && <div className={styles.toolbar}>{filters}</div>}
      {children}
    </>
  );
}
