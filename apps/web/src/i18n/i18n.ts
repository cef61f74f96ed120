import type { KitLabels } from '@bandwise/kit';
import { I18n, type Resource, type Texts } from './runtime';
import en from './locales/home/en.json';
import { defaultLocale, detectLocale, isLocale, localeStorageKey, type Locale } from './locales';

/**
 * The site's one i18n instance (runtime.ts). The home route's texts in English ship with the page (English is also
 * every key's fallback); Uzbek's and Russian's are separate chunks, each with the kit's built-in texts in that
 * language, loaded before they are shown, so a learner downloads only their language. Every other page's texts are
 * an area (below) that loads with the first such page.
 */
type Catalogues = { site: Texts; kit: KitLabels };
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Catalogues>> = {
  uz: async () => {
    const [site, kit] = await Promise.all([import('./locales/home/uz.json'), import('@bandwise/kit/locales/uz')]);
    return { site: site.default, kit: kit.uz };
  },
  ru: async () => {
    const [site, kit] = await Promise.all([import('./locales/home/ru.json'), import('@bandwise/kit/locales/ru')]);
    return { site: site.default, kit: kit.ru };
  },
};

/** The kit's texts per loaded locale (English is the kit's own default, so it needs none). */
const kitCatalogues: Partial<Record<Locale, KitLabels>> = {};

/** What ThemeRoot's `labels` gets for a locale: undefined (the kit's English) until that locale is loaded. */
export function kitLabelsFor(locale: Locale): KitLabels | undefined {
  return kitCatalogues[locale];
}

/** For tests and stories that load every catalogue up front. */
export function registerKitLabels(locale: Locale, labels: KitLabels) {
  kitCatalogues[locale] = labels;
}

declare global {
  interface Window {
    /** Keys asked for that no catalogue has, 'locale:key' (read by the e2e and story tests). */
    __bwMissingKeys?: string[];
  }
}

function reportMissing(languages: readonly string[], key: string) {
  const entry = `${languages.join(',')}:${key}`;
  if (typeof window === 'undefined') return;
  const list = (window.__bwMissingKeys ??= []);
  if (!list.includes(entry)) list.push(entry);
  if (import.meta.env.DEV) console.error(`Missing translation: ${entry}`);
}

export interface CreateI18nOptions {
  locale?: Locale;
  /**
   * No fallback to English: a key missing from the locale's catalogue is reported as missing (the story tests use it;
   * the site falls back so a learner never sees a raw key).
   */
  strict?: boolean;
  /** Catalogues to start with besides English (tests pass them all so rendering is synchronous). */
  resources?: Resource;
}

export function createI18n({ locale = defaultLocale, strict = false, resources }: CreateI18nOptions = {}): I18n {
  return new I18n({
    lng: locale,
    fallbackLng: strict ? false : defaultLocale,
    resources: { en: { translation: en }, ...resources },
    onMissing: reportMissing,
  });
}

/**
 * Texts that load with an area's first page rather than with the home page: 'pages', the texts of every page but the
 * home route's (locales/*.json, two thirds of the catalogue), and 'staff', the staff console's (locales/staff), which a
 * learner never needs. Each file is a tree of top-level sections merged into the one namespace, so their keys read
 * the same as any other key.
 */
export type Area = 'pages' | 'staff';
const areaLoaders: Record<Area, Record<Locale, () => Promise<{ default: Texts }>>> = {
  pages: {
    en: () => import('./locales/en.json'),
    uz: () => import('./locales/uz.json'),
    ru: () => import('./locales/ru.json'),
  },
  staff: {
    en: () => import('./locales/staff/en.json'),
    uz: () => import('./locales/staff/uz.json'),
    ru: () => import('./locales/staff/ru.json'),
  },
};

/** Per instance: the areas its pages have needed (a language loaded later brings their texts too), and what is in. */
const areasOf = new WeakMap<I18n, { needed: Set<Area>; loaded: Set<`${Area}:${Locale}`> }>();
function areaState(instance: I18n) {
  let state = areasOf.get(instance);
  if (!state) areasOf.set(instance, (state = { needed: new Set(), loaded: new Set() }));
  return state;
}

async function addAreaTexts(instance: I18n, area: Area, locale: Locale): Promise<void> {
  const { loaded } = areaState(instance);
  if (loaded.has(`${area}:${locale}`)) return;
  const texts = await areaLoaders[area][locale]();
  instance.addResourceBundle(locale, 'translation', texts.default, true, true);
  loaded.add(`${area}:${locale}`);
}

/** Before an area's first page: its texts in English (every key's fallback) and in the language shown. */
export async function loadArea(instance: I18n, area: Area): Promise<void> {
  areaState(instance).needed.add(area);
  const shown = instance.resolvedLanguage ?? instance.language;
  await Promise.all([addAreaTexts(instance, area, 'en'), ...(isLocale(shown) && shown !== 'en' ? [addAreaTexts(instance, area, shown)] : [])]);
}

/** Loads a locale's catalogue into the instance (once) before it is shown, with the texts of the areas opened so far. */
export async function loadLocale(instance: I18n, locale: Locale): Promise<void> {
  const areas = [...areaState(instance).needed].map((area) => addAreaTexts(instance, area, locale));
  if (locale === 'en' || (instance.hasResourceBundle(locale, 'translation') && kitCatalogues[locale])) {
    await Promise.all(areas);
    return;
  }
  const [{ site, kit }] = await Promise.all([loaders[locale](), ...areas]);
  kitCatalogues[locale] = kit;
  instance.addResourceBundle(locale, 'translation', site, true, true);
}

export const i18n = createI18n();

/** The language shown now, for what is not React (the API client's Accept-Language). */
export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : defaultLocale;
}

/** `<html lang>` follows the language shown (screen readers pick their voice from it). */
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined' && isLocale(language)) document.documentElement.lang = language;
});

function storedLocale(): string | null {
  try {
    return localStorage.getItem(localeStorageKey);
  } catch {
    return null;
  }
}

/** At start: the learner's stored choice, else the browser's languages, else English; its catalogue loaded. */
export async function startI18n(): Promise<Locale> {
  const locale = detectLocale(storedLocale(), typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
  try {
    await loadLocale(i18n, locale);
    await i18n.changeLanguage(locale);
  } catch {
    await i18n.changeLanguage(defaultLocale); // the chunk did not load: English rather than no page
  }
  document.documentElement.lang = i18n.language;
  return i18n.language as Locale;
}

/** The header switch: load, show, and keep the choice on this device. */
export async function switchLocale(locale: Locale, instance: I18n = i18n): Promise<void> {
  await loadLocale(instance, locale);
  await instance.changeLanguage(locale);
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
