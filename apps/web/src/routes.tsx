import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '@bandwise/kit';
import { RequireAuth } from './app/RequireAuth';
import { RouteError } from './app/RouteError';
import { Layout } from './layout/Layout/Layout';
import { staffRoutes } from './staff/routes';

/** A route module loaded on first visit, so the home page downloads no other page (seed 000 route table). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

type RouteModule = { default?: RouteObject[]; routes?: RouteObject[] };

/**
 * The exam runners (src/exam/routes) and the result pages (src/results/routes) are built separately. Each of those
 * files, once it exists, exports its route objects as `default` (or `routes`), with `lazy` modules so the runner code
 * stays out of the home page's download. They are picked up here by file presence: until then the addresses below
 * lead to a placeholder page.
 *   exam routes:    /book1/:examId, /book2/:examId, /multi-level/exam/:id  (protected, mounted OUTSIDE the layout)
 *   result routes:  /listening/:id, /reading/:id, /writing/:id, /speaking/:id,
 *                   /cefr/{listening|reading|speaking|writing}/:examId/:sectionId  (protected, inside the layout)
 */
const examModules = import.meta.glob<RouteModule>('./exam/routes.{ts,tsx}', { eager: true });
const resultModules = import.meta.glob<RouteModule>('./results/routes.{ts,tsx}', { eager: true });

function routesOf(modules: Record<string, RouteModule>): RouteObject[] | null {
  const module = Object.values(modules)[0];
  return module ? (module.default ?? module.routes ?? []) : null;
}

const placeholder = page(() => import('./pages/ExamPlaceholder/ExamPlaceholder'), (m) => m.ExamPlaceholderPage);

/* ---- PLACEHOLDERS: used only while src/exam/routes and src/results/routes do not exist ---- */
const examPlaceholders: RouteObject[] = ['/book1/:examId', '/book2/:examId', '/multi-level/exam/:id'].map((path) => ({
  path,
  lazy: placeholder,
}));
const resultPlaceholders: RouteObject[] = [
  ...['listening', 'reading', 'writing', 'speaking'].map((section) => `/${section}/:id`),
  ...['listening', 'reading', 'speaking', 'writing'].map((section) => `/cefr/${section}/:examId/:sectionId`),
].map((path) => ({ path, lazy: placeholder }));
/* ---- end of placeholders ---- */

const examRoutes = routesOf(examModules);
const resultRoutes = routesOf(resultModules);

export const routes: RouteObject[] = [
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
      { index: true, lazy: page(() => import('./pages/Home/Home'), (m) => m.HomePage) },
      { path: 'multi-level', lazy: page(() => import('./pages/MultiLevel/MultiLevel'), (m) => m.MultiLevelPage) },
      { path: 'login', lazy: page(() => import('./pages/Login/Login'), (m) => m.LoginPage) },
      { path: 'payment', lazy: page(() => import('./pages/Payment/Payment'), (m) => m.PaymentPage) },
      { path: 'test', lazy: page(() => import('./pages/TestList/TestList'), (m) => m.TestListPage) },
      { path: 'faq', lazy: page(() => import('./pages/FaqPage/FaqPage'), (m) => m.FaqPage) },
      { path: 'rating', lazy: page(() => import('./pages/Rating/Rating'), (m) => m.IeltsRatingPage) },
      { path: 'cefr/rating', lazy: page(() => import('./pages/Rating/Rating'), (m) => m.CefrRatingPage) },
      { path: 'contact', lazy: page(() => import('./pages/Contact/Contact'), (m) => m.ContactPage) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'bonus', lazy: page(() => import('./pages/Bonus/Bonus'), (m) => m.BonusPage) },
          { path: 'myResult', lazy: page(() => import('./pages/MyResult/MyResult'), (m) => m.MyResultPage) },
          ...(resultRoutes ?? resultPlaceholders),
          ...(examRoutes ? [] : examPlaceholders),
          // Examiner and admin pages (src/staff/routes.tsx): lazy chunks, role-checked by their own frame.
          ...staffRoutes,
        ],
      },
      { path: '*', lazy: page(() => import('./pages/NotFound/NotFound'), (m) => m.NotFoundPage) },
    ],
  },
  ...(examRoutes ? [{ element: <RequireAuth />, errorElement: <RouteError />, children: examRoutes }] : []),
];
