import { defaultPublicSettings, type PublicSettings } from '@bandwise/core';

/**
 * What the site shows that an operator may change (PRODUCT.md section 1a). GET /api/settings/public overrides these;
 * until it answers (or when it fails) the seeds' texts and these defaults are shown. `contact` and `payment` are read
 * from the settings answer when the server sends them.
 */
export interface SiteSettings extends PublicSettings {
  contact: { email: string; address: string; phone: string };
  payment: {
    /** The card-payment checkout the payment form posts to (Payme, or the local sandbox in development). */
    checkoutUrl: string;
    merchant: string;
    /** Where the checkout sends the learner back; relative paths are taken from this site's origin. */
    callback: string;
    description: string;
    detail: string;
  };
}

export const defaultSettings: SiteSettings = {
  ...defaultPublicSettings,
  // No logo address until the server answers: the header draws the built-in mark rather than fetch one that the
  // operator may have replaced.
  brand: { ...defaultPublicSettings.brand, logoUrl: '' },
  contact: {
    email: 'support@bandwise.example',
    address: 'Tashkent, Uzbekistan',
    phone: '+998 71 200 00 00',
  },
  payment: {
    checkoutUrl: 'https://checkout.paycom.uz',
    merchant: '',
    callback: '/payment',
    description: 'Bandwise balance top-up',
    detail: '',
  },
};

/** Footer icons when the operator has set none. */
export const defaultSocialLinks: SiteSettings['brand']['socialLinks'] = [
  { label: 'Instagram', url: 'https://www.instagram.com/' },
  { label: 'YouTube', url: 'https://www.youtube.com/' },
  { label: 'Facebook', url: 'https://www.facebook.com/' },
];

type Loose = Partial<Record<keyof SiteSettings, unknown>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The defaults with the server's answer laid over them, one level deep (the server merges its rows the same way). */
export function mergeSettings(answer: unknown): SiteSettings {
  const merged: Record<string, unknown> = { ...defaultSettings };
  if (!isRecord(answer)) return defaultSettings;
  for (const [key, value] of Object.entries(answer as Loose)) {
    const base = merged[key];
    merged[key] = isRecord(base) && isRecord(value) ? { ...base, ...value } : value;
  }
  return merged as unknown as SiteSettings;
}
