import { useTranslation } from '../../i18n/react';
import { switchLocale } from '../../i18n/i18n';
import { isLocale, localeNames, locales } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import * as styles from './LocaleSwitch.css';

/**
 * The header's language switch: a native select (keyboard and screen readers for free), each language shown by its
 * code and named in itself. The choice is kept on the device (i18n.ts); answers in progress are untouched, since
 * changing the language only re-renders the texts.
 */
export function LocaleSwitch() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  return (
    <select
      className={styles.select}
      value={locale}
      aria-label={t('header.language')}
      onChange={(event) => {
        const next = event.target.value;
        if (isLocale(next)) void switchLocale(next, i18n);
      }}
    >
      {locales.map((code) => (
        <option key={code} value={code} lang={code} title={localeNames[code]}>
          {code.toUpperCase()}
        </option>
      ))}
    </select>
  );
}
