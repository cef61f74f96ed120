import { describe, expect, it } from 'vitest';
import { allTexts } from './allTexts';
import { createI18n, loadArea, loadLocale } from './i18n';

describe("an area's texts load with its first page, not with the home page", () => {
  it('the home catalogue holds no staff text; loadArea brings it in English and in the language shown', async () => {
    const instance = createI18n({ locale: 'en' });
    expect(instance.exists('staff.settings.title')).toBe(false);
    await loadArea(instance, 'staff');
    expect(instance.t('staff.settings.title')).toBe(allTexts.en.staff.settings.title);
  });

  it('a language chosen later brings the texts of the areas already opened', async () => {
    const instance = createI18n({ locale: 'en' });
    await loadArea(instance, 'staff');
    await loadLocale(instance, 'ru');
    await instance.changeLanguage('ru');
    expect(instance.t('staff.settings.title')).toBe(allTexts.ru.staff.settings.title);
    expect(instance.t('header.login')).toBe(allTexts.ru.header.login);
  });

  it('an area opened while Uzbek is shown is in Uzbek at once', async () => {
    const instance = createI18n({ locale: 'en' });
    await loadLocale(instance, 'uz');
    await instance.changeLanguage('uz');
    await loadArea(instance, 'staff');
    expect(instance.t('staff.settings.title')).toBe(allTexts.uz.staff.settings.title);
  });
});

describe("the other pages' texts load with the first of them", () => {
  it('the home catalogue holds only the home route\'s texts; loadArea brings the rest, in the language shown too', async () => {
    const instance = createI18n({ locale: 'en' });
    await loadLocale(instance, 'uz');
    await instance.changeLanguage('uz');
    expect(instance.exists('header.login')).toBe(true);
    expect(instance.exists('myResult.title')).toBe(false);
    await loadArea(instance, 'pages');
    expect(instance.t('myResult.title')).toBe(allTexts.uz.myResult.title);
  });
});

describe('staff texts are used by staff pages only', () => {
  it('no module outside src/staff asks for a staff.* key (it would show the key: those texts are not loaded there)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const src = path.resolve(import.meta.dirname, '..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.startsWith(`staff${path.sep}`) && !/\.(test|stories)\.tsx?$/.test(file),
    );
    expect(files.length).toBeGreaterThan(50);
    const asking = files.filter((file) => /\bt\(\s*[`'"]staff\./.test(readFileSync(path.join(src, file), 'utf8')));
    expect(asking).toEqual([]);
  });
});
