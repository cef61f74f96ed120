import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import type { UserRole } from '@bandwise/core';
import { Spinner } from '@bandwise/kit';
import { useProfile } from '../api/queries';
import * as page from '../pages/page.css';
import * as styles from './staff.css';

const links: ReadonlyArray<{ to: string; label: string; roles: readonly UserRole[] }> = [
  { to: '/examiner', label: 'Examiner queue', roles: ['examiner', 'admin'] },
  { to: '/admin/settings', label: 'Settings', roles: ['admin'] },
  { to: '/admin/messages', label: 'Inbox', roles: ['admin'] },
  { to: '/admin/payments', label: 'Payments', roles: ['admin'] },
  { to: '/admin/users', label: 'Users and ledgers', roles: ['admin'] },
  { to: '/admin/agreement', label: 'Grader agreement', roles: ['admin'] },
  { to: '/admin/grading', label: 'Failed grading', roles: ['admin'] },
  { to: '/admin/audit', label: 'Audit log', roles: ['admin'] },
];

/** The staff pages' own navigation: only the pages the role may open. */
export function StaffNav({ role }: { role: UserRole }) {
  return (
    <nav aria-label="Staff" className={styles.nav}>
      {links
        .filter((link) => link.roles.includes(role))
        .map((link) => (
          <NavLink key={link.to} to={link.to} end={link.to === '/examiner'} className={styles.navLink}>
            {link.label}
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
  const { profile, status, error } = useProfile();
  if (status === 'loading' || status === 'idle') {
    return (
      <div className={page.center}>
        <Spinner label="Loading your account" />
      </div>
    );
  }
  if (!profile) {
    return (
      <div className={page.narrow} role="alert">
        <h1 className={page.title}>Your account could not be loaded</h1>
        <p className={page.lead}>{error ?? 'Reload the page to try again.'}</p>
      </div>
    );
  }
  if (!roles.includes(profile.role)) {
    return (
      <div className={page.narrow}>
        <h1 className={page.title}>Not allowed</h1>
        <p className={page.lead}>This page is for {roles.includes('examiner') ? 'examiners and admins' : 'admins'} only.</p>
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
