import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLocale, isLocale, type Locale } from './locales';

/** The Intl locale for each site language (Uzbek in Latin script). */
const intlTags: Record<Locale, string> = { en: 'en-GB', uz: 'uz-Latn-UZ', ru: 'ru-RU' };

/**
 * Sums of money grouped as the seeds show them in every language ('250 000': Russian grouping, a no-break space),
 * the currency word from the catalogue (format.balance: 'uzs', "so'm", 'сум').
 */
export function groupAmount(amount: number): string {
  return amount.toLocaleString('ru-RU');
}

/** Numbers, dates and money in the language shown (Intl), for components. */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale: Locale = isLocale(language) ? language : defaultLocale;
  return useMemo(() => {
    const tag = intlTags[locale];
    return {
      locale,
      balance: (amount: number) => t('format.balance', { amount: groupAmount(amount) }),
      number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options).format(value),
      date: (value: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
        new Intl.DateTimeFormat(tag, options).format(typeof value === 'string' ? new Date(value) : value),
    };
  }, [locale, t]);
}
