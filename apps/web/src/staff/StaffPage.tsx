import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as page from '../pages/page.css';
import * as styles from './staff.css';
import type { PageSection } from './sections';

/**
 * A staff console page: its title, the line under it saying what the page is for (both its section's:
 * staff.<section>.title and .lead), the page's filters in a bar when it has any, then the page.
 */
export function StaffPage({ section, filters, children }: { section: PageSection; filters?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={page.title}>{t(`staff.${section}.title`)}</h1>
      <p className={page.lead}>{t(`staff.${section}.lead`)}</p>
      {filters && <div className={styles.toolbar}>{filters}</div>}
      {children}
    </>
  );
}
