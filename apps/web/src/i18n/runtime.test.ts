import { describe, expect, it } from 'vitest';
import { I18n } from './runtime';

/** `t` without the site's typed keys: these tests use catalogues of their own. */
const t = (i18n: I18n, key: string, options?: Record<string, unknown>) => (i18n.t as unknown as (key: string, options?: object) => string)(key, options);

const resources = {
  en: { translation: { a: { hello: 'Hello {{name}}', words_one: '{{count}} word', words_other: '{{count}} words' }, only: 'English only' } },
  ru: { translation: { a: { hello: 'Привет, {{ name }}', words_one: '{{count}} слово', words_few: '{{count}} слова', words_many: '{{count}} слов' } } },
};

describe("the site's i18n runtime", () => {
  it("picks the language's plural form and fills in values", () => {
    const i18n = new I18n({ lng: 'ru', fallbackLng: 'en', resources });
    expect(t(i18n, 'a.hello', { name: 'Aziz' })).toBe('Привет, Aziz');
    expect([1, 3, 5, 21].map((count) => t(i18n, 'a.words', { count }))).toEqual(['1 слово', '3 слова', '5 слов', '21 слово']);
  });

  it('falls back to English, and reports a key no catalogue has (shown as the key, never blank)', () => {
    const missing: string[] = [];
    const i18n = new I18n({ lng: 'ru', fallbackLng: 'en', resources, onMissing: (languages, key) => missing.push(`${languages.join(',')}:${key}`) });
    expect(t(i18n, 'only')).toBe('English only');
    expect(t(i18n, 'a.nothing')).toBe('a.nothing');
    expect(missing).toEqual(['ru,en:a.nothing']);
  });

  it('strict: a key missing from the language is reported even when English has it', () => {
    const missing: string[] = [];
    const i18n = new I18n({ lng: 'ru', fallbackLng: false, resources, onMissing: (_, key) => missing.push(key) });
    expect(t(i18n, 'only')).toBe('only');
    expect(missing).toEqual(['only']);
  });

  it('gives a new t after a language change or added texts, so memos on t recompute', async () => {
    const i18n = new I18n({ lng: 'en', fallbackLng: 'en', resources });
    const first = i18n.t;
    await i18n.changeLanguage('ru');
    expect(i18n.t).not.toBe(first);
    expect(t(i18n, 'a.words', { count: 2 })).toBe('2 слова');
    const second = i18n.t;
    i18n.addResourceBundle('ru', 'translation', { a: { extra: 'ещё' } });
    expect(i18n.t).not.toBe(second);
    expect([t(i18n, 'a.extra'), t(i18n, 'a.hello', { name: 'Sam' })]).toEqual(['ещё', 'Привет, Sam']);
  });
});
