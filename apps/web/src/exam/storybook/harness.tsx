import { useState, type ReactNode } from 'react';
import { UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { fn } from 'storybook/test';
import { ToastProvider } from '@bandwise/kit';
import { guardHistory, HistoryContext } from '../../app/history';
import { Layout } from '../../layout/Layout/Layout';
import { LocationProbe, NavigatedTo, preparePage, storyQueryClient } from '../../storybook/page';
import { ExamEnvironmentProvider } from '../lib/environment';
import '../../app/global.css';

/**
 * The harness of runner and result stories. Unlike the shell's page harness it uses the site's guarded history (the
 * runners' Back confirmation needs it, as in the app: app/history.ts) over an in-memory one, and it replaces the window-level effects a story must not trigger:
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
    /** The story's history, so a play can press the browser's Back (a POP navigation): navigate(-1). */
    __examStoryRouter?: { navigate(delta: number): void };
  }
}

function Root() {
  return (
    <>
      <Outlet />
      <LocationProbe />
    </>
  );
}

function Screens({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

function Harness({ options, children }: { options: ExamStoryParameters; children: ReactNode }) {
  const [client] = useState(storyQueryClient);
  const [setup] = useState(() => {
    const history = options.history ?? ['/myResult'];
    const screen = { path: options.path, element: children };
    const table: RouteObject[] = [
      {
        element: <Root />,
        children: [
          options.layout ? { element: <Layout />, children: [screen, { path: '*', element: <NavigatedTo /> }] } : screen,
          ...(options.layout ? [] : [{ path: '*', element: <NavigatedTo /> }]),
        ],
      },
    ];
    const memory = guardHistory(
      UNSAFE_createMemoryHistory({ initialEntries: [...history, options.route], initialIndex: history.length, v5Compat: true }),
    );
    window.__examStoryRouter = { navigate: (delta) => memory.go(delta) };
    return { memory, table };
  });
  return (
    <QueryClientProvider client={client}>
      <ToastProvider duration={3000}>
        <ExamEnvironmentProvider value={{ ...environmentSpies, mediaBase: '' }}>
          <HistoryContext.Provider value={setup.memory}>
            <HistoryRouter history={setup.memory}>
              <Screens table={setup.table} />
            </HistoryRouter>
          </HistoryContext.Provider>
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

/**
 * Fails when the toast holding `text` overlaps any of the named buttons: a toast must never cover an exam control
 * (Leave exam, Next exam, Finish exam), which the header holds top right where toasts used to sit.
 */
export function expectToastClearOf(text: string, buttonNames: readonly string[]): void {
  const toast = [...document.querySelectorAll('li')].find((item) => item.textContent?.includes(text));
  if (!toast) throw new Error(`no toast says '${text}'`);
  const box = toast.getBoundingClientRect();
  for (const name of buttonNames) {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
    if (!button) throw new Error(`no '${name}' button on screen`);
    const other = button.getBoundingClientRect();
    const overlaps = box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
    if (overlaps) throw new Error(`the toast '${text}' covers the '${name}' button`);
  }
}
