/** The site's languages, in the header switch's order; English is the default and the fallback. */
export const locales = ['en', 'uz', 'ru'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language named in itself, as the switch lists them. */
export const localeNames: Record<Locale, string> = { en: 'English', uz: "O'zbekcha", ru: 'Русский' };

/** Where the learner's choice is kept on the device. */
export const localeStorageKey = 'bw.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** 'uz-Latn-UZ' -> 'uz', 'ru-RU' -> 'ru', 'de' -> null: the first subtag decides. */
export function localeOf(tag: string | null | undefined): Locale | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/** The learner's stored choice, else the browser's first language we have, else English. */
export function detectLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  const chosen = localeOf(stored);
  if (chosen) return chosen;
  for (const tag of browserLanguages) {
    const found = localeOf(tag);
    if (found) return found;
  }
  return defaultLocale;
}
