import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { DEFAULT_MEDIA_BASE, mediaUrl } from './media';

const MediaBaseContext = createContext(DEFAULT_MEDIA_BASE);

export interface MediaBaseProviderProps {
  /** Where the content's media folder is served, e.g. '/api/media' in the web app. @default '/media' */
  base: string;
  children: ReactNode;
}

/** Tells every renderer below where content media (plans, maps, pictures) is served from. */
export function MediaBaseProvider({ base, children }: MediaBaseProviderProps) {
  return <MediaBaseContext.Provider value={base}>{children}</MediaBaseContext.Provider>;
}

/** Resolves content media paths against the nearest MediaBaseProvider ('/media' without one). */
export function useMediaUrl(): (path: string) => string {
  const base = useContext(MediaBaseContext);
  return useCallback((path: string) => mediaUrl(base, path), [base]);
}
