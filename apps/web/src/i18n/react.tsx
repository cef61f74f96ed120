import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n } from './runtime';
import { i18n as siteInstance } from './i18n';

/**
 * The React side of the site's i18n runtime (runtime.ts): what react-i18next gave the site, `useTranslation()` and the
 * provider. The build and the stories resolve 'react-i18next' to this module (apps/web/scripts/i18nAlias.ts, used by
 * apps/web/vite.config.ts and .storybook/main.ts), so pages keep react-i18next's import and types while the home route
 * carries neither library.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

function subscribe(i18n: I18n, onChange: () => void) {
  i18n.on('languageChanged', onChange);
  i18n.on('added', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.off('added', onChange);
  };
}

/** `{ t, i18n }` for the provider's instance (the site's outside one); re-renders when the language or texts change. */
export function useTranslation() {
  const i18n = useContext(I18nContext) ?? siteInstance;
  const t = useSyncExternalStore(
    useMemo(() => (onChange: () => void) => subscribe(i18n, onChange), [i18n]),
    () => i18n.t,
  );
  return useMemo(() => ({ t, i18n, ready: true }), [t, i18n]);
}
