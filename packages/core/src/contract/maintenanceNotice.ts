import type { MaintenanceSetting } from './console';

// Plain data in a module of its own: the web app's first page imports it, and importing it from console.ts would
// bring zod (the schemas there) into the home page's scripts.

/** The notice as shipped: off, the seed's Uzbek text and our own Russian and English. */
export const defaultMaintenanceNotice: MaintenanceSetting = {
  enabled: false,
  messages: {
    uz: {
      title: 'Diqqat !',
      text: "Saytda texnik ishlar olib borilmoqda. Muammo tez orada bartaraf etiladi. Noqulaylik uchun uzr so'raymiz.",
    },
    ru: { title: 'Внимание!', text: 'На сайте ведутся технические работы. Скоро всё заработает. Приносим извинения за неудобства.' },
    en: { title: 'Attention!', text: 'We are doing maintenance work on the site. It will be fixed soon. Sorry for the inconvenience.' },
  },
};
