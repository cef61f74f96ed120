import { useTranslation } from './react';
import { defaultLocale, isLocale, type Locale } from './locales';

/** The language shown now (re-renders when the learner switches). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : defaultLocale;
}
