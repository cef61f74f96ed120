import { useMemo } from 'react';
import { useTranslation } from './react';
import { groupAmount, isoDateParts } from '../lib/format';
import { useLocale } from './useLocale';
import type { Locale } from './locales';

/** A date-time as a page shows it: the date, the hours:minutes, and the date without its year (a narrow chart axis). */
export interface When {
  date: string;
  time: string;
  day: string;
}

/** Intl's formatters are slow to build and a staff table asks for one per row: one pair per language. */
const dateFormats = new Map<Locale, { full: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();
function dateFormatsFor(locale: Locale) {
  let formats = dateFormats.get(locale);
  if (!formats) {
    formats = {
      full: new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }),
    };
    dateFormats.set(locale, formats);
  }
  return formats;
}

/**
 * An ISO date-time in `locale`. English keeps the seeds' text ('2026-11-05', '14:30'); Uzbek and Russian write the
 * date their own way (CLDR through Intl: '05/11/2026', '05.11.2026'). The calendar date and the time are read from the
 * text itself, never converted to the browser's zone: the same wall clock the server wrote, on every machine.
 */
export function formatWhen(iso: string, locale: Locale): When {
  const { date, time } = isoDateParts(iso);
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  if (!year || !month || !dayOfMonth) return { date, time, day: date };
  if (locale === 'en') return { date, time, day: date.slice(5) };
  const at = Date.UTC(year, month - 1, dayOfMonth);
  const formats = dateFormatsFor(locale);
  return { date: formats.full.format(at), time, day: formats.day.format(at) };
}

/**
 * Money and dates in the language shown. Money: the seeds' grouping ('250 000', lib/format) in every language, with the
 * currency word from the catalogue (format.balance: 'uzs', "so'm", 'сум'). Dates: formatWhen.
 */
export function useFormat() {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo(
    () => ({
      balance: (amount: number) => t('format.balance', { amount: groupAmount(amount) }),
      when: (iso: string) => formatWhen(iso, locale),
    }),
    [t, locale],
  );
}
