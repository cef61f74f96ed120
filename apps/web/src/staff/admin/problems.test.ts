import { describe, expect, it } from 'vitest';
import { settingsChangeSchema, type SettingsChange } from '@bandwise/core';
import { createI18n } from '../../i18n/i18n';
import { allTexts } from '../../i18n/allTexts';
import { problemText } from './problems';

const notice = { title: 'Works tonight', text: 'The site rests from 02:00 to 03:00.' };
const valid = {
  brand: { name: 'Bandwise', logoUrl: '', academyUrl: 'https://academy.example.uz', tutorialVideoUrl: '', ceoQuote: '', socialLinks: [] },
  prices: { multiLevel: { ai: 25_000, human: 50_000 } },
  limits: { ieltsDailyExams: 3, trialCount: 1 },
  referral: { bonusExams: 1 },
  maintenance: { enabled: false, messages: { uz: notice, ru: notice, en: notice } },
};
const long = (n: number) => 'x'.repeat(n);
const link = (label: string) => ({ label, url: 'https://t.me/bandwise' });

/** Drafts an operator can type that the schema refuses, between them reaching every message it has. */
const wrong: SettingsChange[] = [
  { section: 'brand', value: { ...valid.brand, name: '' } },
  { section: 'brand', value: { ...valid.brand, name: long(61) } },
  { section: 'brand', value: { ...valid.brand, logoUrl: 'javascript:alert(1)' } },
  { section: 'brand', value: { ...valid.brand, academyUrl: 'ftp://files.example.uz' } },
  { section: 'brand', value: { ...valid.brand, academyUrl: `https://example.uz/${long(500)}` } },
  { section: 'brand', value: { ...valid.brand, socialLinks: [link('')] } },
  { section: 'brand', value: { ...valid.brand, socialLinks: Array.from({ length: 9 }, () => link('Telegram')) } },
  { section: 'prices', value: { multiLevel: { ai: Number.NaN, human: 1.5 } } },
  { section: 'prices', value: { multiLevel: { ai: -1, human: 10_000_001 } } },
  { section: 'limits', value: { ieltsDailyExams: Number.NaN, trialCount: 101 } },
  { section: 'referral', value: { bonusExams: -1 } },
  { section: 'maintenance', value: { enabled: true, messages: { ...valid.maintenance.messages, uz: { title: '', text: '' } } } },
];

const messages = [
  ...new Set(
    wrong.flatMap((change) => {
      const parsed = settingsChangeSchema.safeParse(change);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    }),
  ),
];

describe('the settings form says what is wrong in the language shown', () => {
  it('the drafts reach every kind of message the schema has', () => {
    expect(messages).toEqual(
      expect.arrayContaining([
        'Give the product a name',
        'At most 60 characters',
        'At most 500 characters',
        "A path under /media/ or an address starting with https://; empty for none",
        'An address starting with https://',
        'Give the link a label',
        'At most 8 links',
        'Enter a whole number of uzs',
        'Not below 0',
        'At most 10 000 000 uzs',
        'Enter a whole number',
        'At most 100',
        'Give a title',
        'Give the notice text',
      ]),
    );
  });

  it('English shows the schema’s own words', () => {
    const { t } = createI18n({ locale: 'en', strict: true, resources: { en: { translation: allTexts.en } } });
    for (const message of messages) expect(problemText(message, t)).toBe(message);
  });

  it.each([
    ['ru', allTexts.ru],
    ['uz', allTexts.uz],
  ] as const)('%s has every message, its number kept', (locale, catalogue) => {
    const { t } = createI18n({ locale, strict: true, resources: { [locale]: { translation: catalogue } } });
    for (const message of messages) {
      const shown = problemText(message, t);
      expect(shown, message).not.toBe(message);
      expect(shown).not.toMatch(/\{\{|staff\.settings/);
      for (const number of message.match(/\d[\d ]*/g) ?? []) expect(shown, message).toContain(number.trim());
    }
  });
});
