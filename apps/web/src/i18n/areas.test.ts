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
    expect(instance.t('myResult.title')).toBe(allTexts.ru.myResult.title);
  });

  it('an area opened while Uzbek is shown is in Uzbek at once', async () => {
    const instance = createI18n({ locale: 'en' });
    await loadLocale(instance, 'uz');
    await instance.changeLanguage('uz');
    await loadArea(instance, 'staff');
    expect(instance.t('staff.settings.title')).toBe(allTexts.uz.staff.settings.title);
  });
});
