import type { ReactNode } from 'react';
import * as page from '../../pages/page.css';
import * as styles from '../staff.css';

/**
 * One card of the marking screen, named by its heading (so a screen reader lists it as a region by that name). The
 * heading's id is fixed per card: the screen holds each card once.
 */
export function TitledCard({ titleId, title, children }: { titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={page.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
