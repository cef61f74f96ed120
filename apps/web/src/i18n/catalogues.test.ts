import { textsByKey, type Catalogue } from '@bandwise/core';
import { describe, expect, it } from 'vitest';
import { allTexts } from './allTexts';
import { detectLocale, localeOf } from './locales';


/** The interpolations a text uses: {{name}} in the app's catalogues, {name} in the kit's. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{?\s*(\w+)[^}]*\}?\}/g)].map((m) => m[1]!).sort();
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Keys with the plural forms folded: 'bonus.available_one' and '_other' are 'bonus.available' with forms one and
 * other. Each language needs its own forms (Russian one, few, many, other), so forms are compared per language.
 */
function folded(tree: Catalogue): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of textsByKey(tree)) {
    const form = PLURAL.exec(key)?.[1] ?? '';
    const base = key.replace(PLURAL, '');
    if (!out.has(base)) out.set(base, new Map());
    out.get(base)!.set(form, text);
  }
  return out;
}

describe('the site catalogues (apps/web/src/i18n/locales, the staff area\'s in locales/staff)', () => {
  const base = folded(allTexts.en);
  for (const [name, catalogue] of [['uz', allTexts.uz], ['ru', allTexts.ru]] as const) {
    it(`${name} has exactly the English keys, each translated, with its plural forms and the same placeholders`, () => {
      const other = folded(catalogue);
      expect([...other.keys()].filter((k) => !base.has(k)), 'keys not in English').toEqual([]);
      expect([...base.keys()].filter((k) => !other.has(k)), `keys missing from ${name}`).toEqual([]);
      const categories = new Intl.PluralRules(name).resolvedOptions().pluralCategories;
      for (const [key, forms] of other) {
        const english = base.get(key)!;
        const plural = english.has('other');
        if (plural) expect([...forms.keys()].sort(), `${name}: plural forms of ${key}`).toEqual([...categories].sort());
        else expect([...forms.keys()], `${name}: ${key} is not a plural in English`).toEqual(['']);
        const englishText = english.get(plural ? 'other' : '')!;
        for (const text of forms.values()) {
          expect(text.trim(), `${name}: ${key}`).not.toBe('');
          expect(placeholders(text), `${name}: ${key}`).toEqual(placeholders(englishText));
        }
      }
    });
  }
});

describe('choosing the locale', () => {
  it('takes the stored choice, else the first browser language the site has, else English', () => {
    expect(detectLocale('ru', ['uz-UZ'])).toBe('ru');
    expect(detectLocale(null, ['de-DE', 'uz-Latn-UZ', 'ru'])).toBe('uz');
    expect(detectLocale('xx', ['ru-RU'])).toBe('ru');
    expect(detectLocale(null, ['de', 'fr'])).toBe('en');
    expect(localeOf('RU_ru')).toBe('ru');
  });
});
