import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@bandwise/kit';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { useSettings } from '../../api/queries';
import * as styles from './Layout.css';
import { useTranslation } from 'react-i18next';

/** The maintenance notice's dialog code loads only while the operator has the notice on. */
const MaintenancePopup = lazy(() => import('../MaintenancePopup/MaintenancePopup').then((m) => ({ default: m.MaintenancePopup })));

/** Staff pages go without it: the admin console is where the notice is turned off, and it shows a preview there. */
const staffArea = /^\/(admin|examiner)(\/|$)/;

function Maintenance() {
  const { maintenance } = useSettings();
  const { pathname } = useLocation();
  if (!maintenance.enabled || staffArea.test(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <MaintenancePopup />
    </Suspense>
  );
}

export interface LayoutProps {
  /** The page; the matched child route when omitted. */
  children?: ReactNode;
}

/** The shared shell of every page but the IELTS runner: fixed header, maintenance notice, content, footer. */
export function Layout({ children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <a href="#main" className={styles.skipLink}>
        {t('common.skipToContent')}
      </a>
      <Header />
      <Maintenance />
      {/* The footer comes with the page, not before it: drawn first at the bottom of an empty screen, it was pushed
          down when the page's code arrived (home's one layout shift, CLS 0.15 on Lighthouse mobile). */}
      <Suspense
        fallback={
          <main id="main" tabIndex={-1} className={styles.main}>
            <Spinner label={t('common.loadingPage')} />
          </main>
        }
      >
        <main id="main" tabIndex={-1} className={styles.main}>
          {children ?? <Outlet />}
        </main>
        <Footer />
      </Suspense>
    </div>
  );
}
