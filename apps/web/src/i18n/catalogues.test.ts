import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import uz from './locales/uz.json';
import ru from './locales/ru.json';
import { detectLocale, localeOf } from './locales';

type Tree = { [key: string]: string | Tree };

/** 'header.login' -> 'Login' for every leaf. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The interpolations a text uses: {{name}} in the app's catalogues, {name} in the kit's. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{?\s*(\w+)[^}]*\}?\}/g)].map((m) => m[1]!).sort();
}

describe('the site catalogues (apps/web/src/i18n/locales)', () => {
  const base = leaves(en as Tree);
  for (const [name, catalogue] of [['uz', uz], ['ru', ru]] as const) {
    it(`${name} has exactly the English keys, each translated and with the same placeholders`, () => {
      const other = leaves(catalogue as Tree);
      expect([...other.keys()].filter((k) => !base.has(k)), 'keys not in en.json').toEqual([]);
      expect([...base.keys()].filter((k) => !other.has(k)), `keys missing from ${name}.json`).toEqual([]);
      for (const [key, text] of other) {
        expect(text.trim(), `${name}: ${key} is empty`).not.toBe('');
        expect(placeholders(text), `${name}: ${key}`).toEqual(placeholders(base.get(key)!));
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
