import type { ReactNode } from 'react';
import * as page from './page.css';

/**
 * A page of the site: the centred column (narrow for a page of one card or one text), its title, the line under it
 * saying what the page is for, then the page.
 */
export function SitePage({ title, lead, narrow = false, children }: { title: string; lead: string; narrow?: boolean; children: ReactNode }) {
  return (
    <div className={narrow ? page.narrow : page.container}>
      <h1 className={page.title}>{title}</h1>
      <p className={page.lead}>{lead}</p>
      {children}
    </div>
  );
}
