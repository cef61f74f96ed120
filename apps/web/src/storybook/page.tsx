import { useState, type ReactNode } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { ToastProvider } from '@bandwise/kit';
import { Layout } from '../layout/Layout/Layout';
import { mockNetwork } from './mockNetwork';
import { shellHandlers } from './handlers';
import '../app/global.css';

export const authStates = ['loggedOut', 'loggedIn'] as const;
export type AuthState = (typeof authStates)[number];

/** How a page story is set up: parameters.page. */
export interface PageParameters {
  /** The address the story opens at. @default '/' */
  route?: string;
  /** The route pattern the page is mounted at (other addresses show where the page navigated to). @default route */
  path?: string;
  /** A stored token or none. @default 'loggedOut' */
  auth?: AuthState;
  /** Render inside the site's header and footer. @default true */
  layout?: boolean;
  /** Extra localStorage entries. */
  storage?: Record<string, string>;
  /** The API's answers for this story, before the shell's defaults (settings, profile). */
  handlers?: RequestHandler[];
}

export const STORY_TOKEN = 'story-token';

/** Prints where the page navigated to, so a play function can assert a redirect. */
export function NavigatedTo() {
  const location = useLocation();
  return <p data-testid="navigated">Navigated to {location.pathname}</p>;
}

/** The current address, hidden, for a play function to read. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
      {location.search}
    </output>
  );
}

/** A story's query client: a failed call fails at once and nothing refetches behind a play function's back. */
export const storyQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

function PageHarness({ options, children }: { options: PageParameters; children: ReactNode }) {
  const [client] = useState(storyQueryClient);
  const route = options.route ?? '/';
  const path = (options.path ?? route).split('?')[0] ?? '/';
  return (
    <QueryClientProvider client={client}>
      <ToastProvider duration={3000}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route element={options.layout === false ? <Outlet /> : <Layout />}>
              <Route path={path} element={children} />
              <Route path="*" element={<NavigatedTo />} />
            </Route>
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}

/** Wraps a page story in the providers, a MemoryRouter and (by default) the site's shell. */
export const withPage: Decorator = (Story, context) => (
  <PageHarness options={(context.parameters.page ?? {}) as PageParameters}>
    <Story />
  </PageHarness>
);

/** Runs before each page story renders: storage as the story wants it, the API mocked at the network level. */
export async function preparePage(context: { parameters: { page?: PageParameters } }): Promise<() => void> {
  const options = (context.parameters.page ?? {}) as PageParameters;
  localStorage.clear();
  if (options.auth === 'loggedIn') localStorage.setItem('token', STORY_TOKEN);
  for (const [key, value] of Object.entries(options.storage ?? {})) localStorage.setItem(key, value);
  await mockNetwork([...(options.handlers ?? []), ...shellHandlers]);
  window.scrollTo(0, 0);
  return () => localStorage.clear();
}

/** The phone viewport of the story test runner and the toolbar. */
export const mobile = { viewport: { value: 'mobile2', isRotated: false } } as const;
