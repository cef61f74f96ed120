import { fileURLToPath } from 'node:url';

/**
 * Pages import `useTranslation` from 'react-i18next' (its types check every key against the English catalogue), but
 * the site runs its own small runtime (src/i18n/runtime.ts, src/i18n/react.tsx): the home route carries neither
 * i18next nor react-i18next (docs/PERFORMANCE.md). The site's build and the stories resolve the name the same way.
 */
export const i18nAlias = { 'react-i18next': fileURLToPath(new URL('../src/i18n/react.tsx', import.meta.url)) };
