import type { ReactNode } from 'react';
import { ThemeRoot, type ThemeRootProps } from '@bandwise/kit';
import { kitLabelsFor } from '../i18n/i18n';
import { I18nextProvider } from '../i18n/react';
import type { I18n } from '../i18n/runtime';
import { useLocale } from '../i18n/useLocale';

/**
 * The kit's built-in texts follow the site's language: ThemeRoot gets the current locale's catalogue. English passes
 * an empty override rather than none: ThemeRoot wraps its subtree in a labels provider only when given labels, so
 * switching between undefined and a catalogue would remount the whole app (an exam in progress would lose its state).
 */
const english = {};
function LocalisedTheme(props: ThemeRootProps) {
  const locale = useLocale();
  return <ThemeRoot {...props} labels={kitLabelsFor(locale) ?? english} />;
}

/** The i18n instance for the tree, and the kit's theme in the same language. */
export function I18nRoot({ i18n, children, ...theme }: { i18n: I18n; children: ReactNode } & Omit<ThemeRootProps, 'labels'>) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalisedTheme {...theme}>{children}</LocalisedTheme>
    </I18nextProvider>
  );
}
