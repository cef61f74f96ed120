import type { Locale } from './locales';
import en from './locales/en.json';
import ru from './locales/ru.json';
import uz from './locales/uz.json';
import enStaff from './locales/staff/en.json';
import ruStaff from './locales/staff/ru.json';
import uzStaff from './locales/staff/uz.json';

/**
 * Every text of each language, the home page's catalogue and the areas' (staff) together: for stories and tests,
 * which load them all up front. The site itself loads an area's texts with its first page (i18n.ts, loadArea).
 */
export const allTexts = {
  en: { ...en, ...enStaff },
  uz: { ...uz, ...uzStaff },
  ru: { ...ru, ...ruStaff },
} satisfies Record<Locale, unknown>;
