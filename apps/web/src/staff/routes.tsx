import { Navigate, type RouteObject } from 'react-router-dom';
import type { UserRole } from '@bandwise/core';
import { i18n, loadArea } from '../i18n/i18n';

const examinerRoles: readonly UserRole[] = ['examiner', 'admin'];
const adminRoles: readonly UserRole[] = ['admin'];

/** The staff frame (role guard and staff navigation) and the staff texts, loaded with the first staff page. */
function area(roles: readonly UserRole[]) {
  return async () => {
    const [{ StaffLayout }] = await Promise.all([import('./StaffLayout'), loadArea(i18n, 'staff')]);
    return { Component: () => <StaffLayout roles={roles} /> };
  };
}

/**
 * The staff area: /examiner for examiners (and admins), /admin for admins. Every page is its own lazy chunk, and the
 * staff texts load with the frame, so neither the home page nor a learner's pages download any of it. Mounted inside
 * the site's layout, behind the login guard; the server checks the role on every call as well.
 */
export const staffRoutes: RouteObject[] = [
  {
    path: '/examiner',
    lazy: area(examinerRoles),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./examiner/ExaminerQueue')).ExaminerQueuePage }) },
      { path: ':id', lazy: async () => ({ Component: (await import('./examiner/MarkingPage')).MarkingPage }) },
    ],
  },
  {
    path: '/admin',
    lazy: area(adminRoles),
    children: [
      { index: true, element: <Navigate to="/admin/settings" replace /> },
      { path: 'settings', lazy: async () => ({ Component: (await import('./admin/SettingsPage')).SettingsPage }) },
      { path: 'messages', lazy: async () => ({ Component: (await import('./admin/MessagesPage')).MessagesPage }) },
      { path: 'audit', lazy: async () => ({ Component: (await import('./admin/AuditPage')).AuditPage }) },
      { path: 'payments', lazy: async () => ({ Component: (await import('./admin/PaymentsPage')).PaymentsPage }) },
      { path: 'users', lazy: async () => ({ Component: (await import('./admin/UsersPage')).UsersPage }) },
      { path: 'users/:id', lazy: async () => ({ Component: (await import('./admin/UserLedgerPage')).UserLedgerPage }) },
      { path: 'agreement', lazy: async () => ({ Component: (await import('./admin/AgreementPage')).AgreementPage }) },
      { path: 'grading', lazy: async () => ({ Component: (await import('./admin/FailedJobsPage')).FailedJobsPage }) },
      { path: 'content', lazy: async () => ({ Component: (await import('./admin/ContentPage')).ContentPage }) },
    ],
  },
];

export default staffRoutes;
