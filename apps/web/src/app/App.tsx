import { Suspense, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@bandwise/kit';
import { i18n } from '../i18n/i18n';
import { I18nRoot } from './I18nRoot';
import { routes } from '../routes';
import { declarativeRoutes } from './declarativeRoutes';
import { createSiteHistory, HistoryContext } from './history';
import { createQueryClient } from './queryClient';
import './global.css';

function Routes({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

/**
 * The site: server state (TanStack Query), the language (i18n/, the kit's texts follow it), the kit's theme and toasts (3 s, top right), the route table on the
 * declarative router with a guarded history (app/history.ts, app/declarativeRoutes.tsx). Navigations are
 * transitions: the page stays until the next one's code has loaded.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [history] = useState(createSiteHistory);
  const [table] = useState(() => declarativeRoutes(routes));
  return (
    <QueryClientProvider client={queryClient}>
      <I18nRoot i18n={i18n}>
        <ToastProvider duration={3000}>
          <HistoryContext.Provider value={history}>
            <HistoryRouter history={history}>
              <Suspense fallback={null}>
                <Routes table={table} />
              </Suspense>
            </HistoryRouter>
          </HistoryContext.Provider>
        </ToastProvider>
      </I18nRoot>
    </QueryClientProvider>
  );
}
