import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import type { UserRole } from '@bandwise/core';
import { useProfile } from '../api/queries';
import * as page from '../pages/page.css';
import * as styles from './staff.css';
import { Loading } from '../components/Loading/Loading';

const links = [
  { to: '/examiner', label: 'examiner', roles: ['examiner', 'admin'] },
  { to: '/admin/settings', label: 'settings', roles: ['admin'] },
  { to: '/admin/messages', label: 'messages', roles: ['admin'] },
  { to: '/admin/payments', label: 'payments', roles: ['admin'] },
  { to: '/admin/users', label: 'users', roles: ['admin'] },
  { to: '/admin/agreement', label: 'agreement', roles: ['admin'] },
  { to: '/admin/grading', label: 'grading', roles: ['admin'] },
  { to: '/admin/content', label: 'content', roles: ['admin'] },
  { to: '/admin/audit', label: 'audit', roles: ['admin'] },
] as const satisfies ReadonlyArray<{ to: string; label: string; roles: readonly UserRole[] }>;

/** The staff pages' own navigation: only the pages the role may open. */
export function StaffNav({ role }: { role: UserRole }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('staff.nav.label')} className={styles.nav}>
      {links
        .filter((link) => (link.roles as readonly UserRole[]).includes(role))
        .map((link) => (
          <NavLink key={link.to} to={link.to} end={link.to === '/examiner'} className={styles.navLink}>
            {t(`staff.nav.${link.label}`)}
          </NavLink>
        ))}
    </nav>
  );
}

/**
 * The staff area's guard and frame: it waits for the profile, then shows the page to the roles given, and a plain
 * refusal to anyone else (the server refuses them anyway; this only saves a page of errors).
 */
export function StaffLayout({ roles, children }: { roles: readonly UserRole[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const { profile, status, error } = useProfile();
  if (status === 'loading' || status === 'idle') {
    return <Loading label={t('staff.layout.loading')} />;
  }
  if (!profile) {
    return (
      <div className={page.narrow} role="alert">
        <h1 className={page.title}>{t('staff.layout.failed')}</h1>
        <p className={page.lead}>{error ?? t('staff.layout.reload')}</p>
      </div>
    );
  }
  if (!roles.includes(profile.role)) {
    return (
      <div className={page.narrow}>
        <h1 className={page.title}>{t('staff.layout.notAllowed')}</h1>
        <p className={page.lead}>{t(roles.includes('examiner') ? 'staff.layout.examinersOnly' : 'staff.layout.adminsOnly')}</p>
      </div>
    );
  }
  return (
    <div className={page.container}>
      <StaffNav role={profile.role} />
      {children ?? <Outlet />}
    </div>
  );
}
