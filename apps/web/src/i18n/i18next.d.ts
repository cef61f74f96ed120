import type en from './locales/en.json';

/**
 * t() keys are checked against the English catalogue: a key that is not in en.json fails the type check. (uz.json
 * and ru.json are held to the same keys by i18n/catalogues.test.ts.)
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
