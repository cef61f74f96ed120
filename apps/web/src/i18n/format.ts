import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupAmount } from '../lib/format';

/**
 * Money in the language shown: the seeds' grouping ('250 000', lib/format) in every language, with the currency word
 * from the catalogue (format.balance: 'uzs', "so'm", 'сум').
 */
export function useFormat() {
  const { t } = useTranslation();
  return useMemo(() => ({ balance: (amount: number) => t('format.balance', { amount: groupAmount(amount) }) }), [t]);
}
