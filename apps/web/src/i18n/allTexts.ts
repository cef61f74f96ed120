import type { Locale } from './locales';
import enHome from './locales/home/en.json';
import ruHome from './locales/home/ru.json';
import uzHome from './locales/home/uz.json';
import en from './locales/en.json';
import ru from './locales/ru.json';
import uz from './locales/uz.json';
import enStaff from './locales/staff/en.json';
import ruStaff from './locales/staff/ru.json';
import uzStaff from './locales/staff/uz.json';

/**
 * Every text of each language, the home route's catalogue (locales/home), the other pages' (locales/*.json) and the
 * staff area's together: for stories and tests, which load them all up front. The site itself loads the home route's
 * texts with the page and the others with the first page that needs them (i18n.ts, loadArea).
 */
export const allTexts = {
  en: { ...enHome, ...en, ...enStaff },
  uz: { ...uzHome, ...uz, ...uzStaff },
  ru: { ...ruHome, ...ru, ...ruStaff },
} satisfies Record<Locale, unknown>;
