import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@bandwise/kit';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { MaintenancePopup } from '../MaintenancePopup/MaintenancePopup';
import * as styles from './Layout.css';

export interface LayoutProps {
  /** The page; the matched child route when omitted. */
  children?: ReactNode;
}

/** The shared shell of every page but the IELTS runner: fixed header, maintenance notice, content, footer. */
export function Layout({ children }: LayoutProps) {
  return (
    <div className={styles.root}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <MaintenancePopup />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<Spinner label="Loading page" />}>{children ?? <Outlet />}</Suspense>
      </main>
      <Footer />
    </div>
  );
}
