import type { allTexts } from './allTexts';

/**
 * t() keys are checked against the English texts (locales/en.json and the areas' files, locales/staff/en.json): a key
 * that is in neither fails the type check. (uz and ru are held to the same keys by i18n/catalogues.test.ts.)
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: (typeof allTexts)['en'] };
  }
}
