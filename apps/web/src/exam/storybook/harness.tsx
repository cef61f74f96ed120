import { useState, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { fn } from 'storybook/test';
import { ToastProvider } from '@bandwise/kit';
import { Layout } from '../../layout/Layout/Layout';
import { preparePage } from '../../storybook/page';
import { ExamEnvironmentProvider } from '../lib/environment';
import '../../app/global.css';

/**
 * The harness of runner and result stories. Unlike the shell's page harness it uses a data router (the runners'
 * Back confirmation needs one, as in the app), and it replaces the window-level effects a story must not trigger:
 * the reload after 'Leave exam' and the full-screen request are spies. Storage and the API are prepared by the
 * shell's preparePage (network-level MSW handlers).
 */
export interface ExamStoryParameters {
  /** The address the story opens at, e.g. '/book1/7'. */
  route: string;
  /** The route pattern the screen is mounted at, e.g. '/book1/:examId'. */
  path: string;
  /** Addresses visited before (what 'Leave exam' and Back go back to). @default ['/myResult'] */
  history?: string[];
  /** Inside the site's header and footer (result pages). @default false */
  layout?: boolean;
  /** Extra localStorage entries. */
  storage?: Record<string, string>;
  /** The API's answers for this story. */
  handlers?: RequestHandler[];
  /** A stored token or none. @default 'loggedIn' */
  auth?: 'loggedIn' | 'loggedOut';
}

/** Spies a play function can assert on. */
export const environmentSpies = { reload: fn(), requestFullscreen: fn(async () => undefined) };

declare global {
  interface Window {
    /** The story's router, so a play can press the browser's Back (a POP navigation). */
    __examStoryRouter?: ReturnType<typeof createMemoryRouter>;
  }
}

function NavigatedTo() {
  const location = useLocation();
  return <p data-testid="navigated">Navigated to {location.pathname}</p>;
}

function Root() {
  const location = useLocation();
  return (
    <>
      <Outlet />
      <output data-testid="location" hidden>
        {location.pathname}
        {location.search}
      </output>
    </>
  );
}

function Harness({ options, children }: { options: ExamStoryParameters; children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } }),
  );
  const [router] = useState(() => {
    const history = options.history ?? ['/myResult'];
    const screen = { path: options.path, element: children };
    const created = createMemoryRouter(
      [
        {
          element: <Root />,
          children: [
            options.layout ? { element: <Layout />, children: [screen, { path: '*', element: <NavigatedTo /> }] } : screen,
            ...(options.layout ? [] : [{ path: '*', element: <NavigatedTo /> }]),
          ],
        },
      ],
      { initialEntries: [...history, options.route], initialIndex: history.length },
    );
    window.__examStoryRouter = created;
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <ToastProvider duration={3000}>
        <ExamEnvironmentProvider value={{ ...environmentSpies, mediaBase: '' }}>
          <RouterProvider router={router} />
        </ExamEnvironmentProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

/** Wraps a runner or result story: parameters.exam says where it opens and what the API answers. */
export const withExam: Decorator = (Story, context) => (
  <Harness options={context.parameters.exam as ExamStoryParameters}>
    <Story />
  </Harness>
);

/** beforeEach of runner and result stories: storage and network as the story wants them, spies reset. */
export async function prepareExam(context: { parameters: { exam?: ExamStoryParameters } }): Promise<() => void> {
  const options = context.parameters.exam ?? ({} as ExamStoryParameters);
  environmentSpies.reload.mockClear();
  environmentSpies.requestFullscreen.mockClear();
  const cleanup = await preparePage({
    parameters: {
      page: { auth: options.auth ?? 'loggedIn', storage: options.storage, handlers: options.handlers },
    },
  });
  return () => {
    cleanup();
    delete window.__examStoryRouter;
  };
}

/** Makes the page look hidden (a tab switch) and tells the listeners, as the browser does. */
export function simulateTabSwitch(): () => void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  return () => {
    delete (document as { visibilityState?: unknown }).visibilityState;
  };
}

/** Makes the browser look offline until the returned function brings it back (and fires 'online'). */
export function goOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    delete (navigator as { onLine?: unknown }).onLine;
    window.dispatchEvent(new Event('online'));
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
