import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@bandwise/kit';
import * as page from '../pages/page.css';
import * as styles from './results.css';

export interface ResultFrameProps {
  /** The page heading, e.g. 'Listening result'. */
  title: string;
  /** The call is still running. */
  loading?: boolean;
  children?: ReactNode;
}

/** A result page inside the site's layout: back to My Result, the heading, then the result or its loading state. */
export function ResultFrame({ title, loading = false, children }: ResultFrameProps) {
  return (
    <div className={page.container}>
      <Link to="/myResult" className={styles.back}>
        ← My Result
      </Link>
      <h1 className={page.title}>{title}</h1>
      {loading ? (
        <div className={page.center}>
          <Spinner label={`Loading ${title.toLowerCase()}`} />
        </div>
      ) : (
        children
      )}
    </div>
  );
}
