import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { apiBase, mediaUrl } from '../../api/client';

/**
 * What the runners do to the browser window itself, replaceable where a real reload or a real full-screen request
 * would end the host page (stories run inside Storybook's frame).
 */
export interface ExamEnvironment {
  /** 'Leave exam' reloads the page 1 s after going back (seed 001 section 2). */
  reload: () => void;
  /** Start asks for full screen; refusals are fine (a browser without it, a missing user gesture). */
  requestFullscreen: () => Promise<void>;
  /** Base address for media paths ('/media/...'); the API base in the app. */
  mediaBase: string;
}

export const defaultEnvironment: ExamEnvironment = {
  reload: () => window.location.reload(),
  requestFullscreen: async () => {
    const root = document.documentElement;
    if (!document.fullscreenEnabled || document.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
    await root.requestFullscreen();
  },
  mediaBase: apiBase,
};

const EnvironmentContext = createContext<ExamEnvironment>(defaultEnvironment);

export function ExamEnvironmentProvider({ value, children }: { value: Partial<ExamEnvironment>; children: ReactNode }) {
  return <EnvironmentContext.Provider value={{ ...defaultEnvironment, ...value }}>{children}</EnvironmentContext.Provider>;
}

export function useExamEnvironment(): ExamEnvironment {
  return useContext(EnvironmentContext);
}

/** Media paths of the API's answers ('/media/...', 'ielts/book1/plan.svg') as addresses. */
export function useMedia(): (path: string) => string {
  const { mediaBase } = useExamEnvironment();
  return useCallback((path: string) => mediaUrl(path, mediaBase), [mediaBase]);
}
