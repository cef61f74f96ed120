import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRole } from '@bandwise/core';
import { useFormat } from '../i18n/format';

/**
 * The staff pages' numbers in the language shown: how long an answer has waited in the largest units that matter
 * ('45 s', '12 min', '3 h 5 min', '2 d 4 h'), balances, signed ledger amounts ('+15 000 uzs', '−5 000 uzs') and dates;
 * and the names the server sends as keys (a role, a marking criterion) in that language.
 */
export function useStaffFormat() {
  const { t } = useTranslation();
  const { balance, when: dateOf } = useFormat();
  return useMemo(
    () => ({
      balance,
      role: (role: UserRole) => t(`staff.roles.${role}`),
      /** A criterion key of the marks (or 'band') by name; the server's English label only for a key the catalogue lacks. */
      criterion: (key: string, fallback: string) => t(`staff.criteria.${key}`, { defaultValue: fallback }),
      age(seconds: number): string {
        if (seconds < 60) return t('staff.age.seconds', { s: seconds });
        const minutes = Math.floor(seconds / 60);
        if (minutes < 60) return t('staff.age.minutes', { min: minutes });
        const hours = Math.floor(minutes / 60);
        if (hours < 48) return minutes % 60 ? t('staff.age.hoursMinutes', { h: hours, min: minutes % 60 }) : t('staff.age.hours', { h: hours });
        const days = Math.floor(hours / 24);
        return hours % 24 ? t('staff.age.daysHours', { d: days, h: hours % 24 }) : t('staff.age.days', { d: days });
      },
      signed(amount: number): string {
        return `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${balance(Math.abs(amount))}`;
      },
      /** A date-time on one line, its date in the language shown ('2026-11-05 14:30', '05.11.2026 14:30'); '–' for none. */
      when(iso: string | null): string {
        if (!iso) return '–';
        const { date, time } = dateOf(iso);
        return `${date} ${time}`;
      },
    }),
    [t, balance, dateOf],
  );
}

/** A half band as examiners write it: '6', '6.5'. */
export function formatBand(band: number | null | undefined): string {
  if (band === null || band === undefined) return '–';
  return Number.isInteger(band) ? String(band) : band.toFixed(1);
}
