import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '@bandwise/kit';
import { i18n, loadArea } from './i18n/i18n';
import { RequireAuth } from './app/RequireAuth';
import { RouteError } from './app/RouteError';
import { Layout } from './layout/Layout/Layout';
import { examRoutes } from './exam/routes';
import { resultRoutes } from './results/routes';
import { staffRoutes } from './staff/routes';
import { multiLevelRatingPath } from './multiLevelPaths';

/** A route module loaded on first visit, so the home page downloads no other page (seed 000 route table). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const home: RouteObject = { index: true, lazy: page(() => import('./pages/Home/Home'), (m) => m.HomePage) };

/**
 * Every lazy route but the home page's brings the other pages' texts with its code (i18n.ts, area 'pages'): the home
 * route downloads only its own texts, and no other page renders before its texts are in (never a raw key).
 */
function withPageTexts(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const { lazy, children } = route;
    const loaded: RouteObject =
      route === home || typeof lazy !== 'function'
        ? route
        : { ...route, lazy: async () => (await Promise.all([lazy(), loadArea(i18n, 'pages')]))[0] } as RouteObject;
    return children ? { ...loaded, children: withPageTexts(children) } as RouteObject : loaded;
  });
}

export const routes: RouteObject[] = withPageTexts([
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: (
      <Layout>
        <Spinner label="Loading page" />
      </Layout>
    ),
    children: [
      home,
      { path: 'multi-level', lazy: page(() => import('./pages/MultiLevel/MultiLevel'), (m) => m.MultiLevelPage) },
      { path: 'login', lazy: page(() => import('./pages/Login/Login'), (m) => m.LoginPage) },
      { path: 'payment', lazy: page(() => import('./pages/Payment/Payment'), (m) => m.PaymentPage) },
      { path: 'test', lazy: page(() => import('./pages/TestList/TestList'), (m) => m.TestListPage) },
      { path: 'faq', lazy: page(() => import('./pages/FaqPage/FaqPage'), (m) => m.FaqPage) },
      { path: 'rating', lazy: page(() => import('./pages/Rating/Rating'), (m) => m.IeltsRatingPage) },
      { path: multiLevelRatingPath.slice(1), lazy: page(() => import('./pages/Rating/Rating'), (m) => m.MultiLevelRatingPage) },
      { path: 'contact', lazy: page(() => import('./pages/Contact/Contact'), (m) => m.ContactPage) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'bonus', lazy: page(() => import('./pages/Bonus/Bonus'), (m) => m.BonusPage) },
          { path: 'myResult', lazy: page(() => import('./pages/MyResult/MyResult'), (m) => m.MyResultPage) },
          // Result pages (src/results/routes.tsx): lazy chunks inside the layout.
          ...resultRoutes,
          // Examiner and admin pages (src/staff/routes.tsx): lazy chunks, role-checked by their own frame.
          ...staffRoutes,
        ],
      },
      { path: '*', lazy: page(() => import('./pages/NotFound/NotFound'), (m) => m.NotFoundPage) },
    ],
  },
  // The exam runners (src/exam/routes.tsx) fill the screen: outside the layout, lazy so the home page never loads them.
  { element: <RequireAuth />, errorElement: <RouteError />, children: examRoutes },
]);
