import { useMemo } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { ThemeRoot, themeNames, type ThemeName } from '@bandwise/kit';
import { uz as kitUz } from '@bandwise/kit/locales/uz';
import { ru as kitRu } from '@bandwise/kit/locales/ru';
import { createI18n, registerKitLabels } from '../apps/web/src/i18n/i18n';
import { isLocale, type Locale } from '../apps/web/src/i18n/locales';
import { allTexts } from '../apps/web/src/i18n/allTexts';
import './preview.css';

registerKitLabels('uz', kitUz);
registerKitLabels('ru', kitRu);
const kitCatalogues = { en: undefined, uz: kitUz, ru: kitRu };

const resources = { en: { translation: allTexts.en }, uz: { translation: allTexts.uz }, ru: { translation: allTexts.ru } };

/**
 * One strict i18next instance per story render (no fallback to English), with every catalogue (the staff area's too)
 * loaded up front so the first render is already translated. A key missing from the chosen catalogue is reported to
 * window.__bwMissingKeys, which the visual step (scripts/visual.mjs) fails on after rendering every story in each
 * language.
 */
function useStoryI18n(locale: Locale) {
  return useMemo(() => createI18n({ locale, strict: true, resources }), [locale]);
}

/** Wraps every story in the theme and the locale chosen in the toolbar. Animations are off in preview.css for stable screenshots. */
export const withThemeAndLocale: Decorator = (Story, context) => {
  const requested = context.globals.theme as string | undefined;
  const theme: ThemeName = themeNames.includes(requested as ThemeName) ? (requested as ThemeName) : 'default';
  const requestedLocale = context.globals.locale as string | undefined;
  const locale: Locale = isLocale(requestedLocale) ? requestedLocale : 'en';
  const i18n = useStoryI18n(locale);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeRoot theme={theme} labels={kitCatalogues[locale]} lang={locale === 'en' ? undefined : locale} style={{ padding: 16, minHeight: '100%' }}>
        <Story />
      </ThemeRoot>
    </I18nextProvider>
  );
};
