import type { allTexts } from './allTexts';

/**
 * t() keys are checked against the English texts (locales/home/en.json, locales/en.json, locales/staff/en.json): a
 * key that is in none of them fails the type check. (uz and ru are held to the same keys by i18n/catalogues.test.ts.)
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: (typeof allTexts)['en'] };
  }
}
