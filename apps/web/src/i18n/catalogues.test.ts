import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { endFileScope, setFileScope } from '@vanilla-extract/css/fileScope';
import { criterionNames, textsByKey, type Catalogue } from '@bandwise/core';
import type { KitLabels, ResultTableProps } from '@bandwise/kit';
import { ru as kitRu } from '@bandwise/kit/locales/ru';
import { uz as kitUz } from '@bandwise/kit/locales/uz';
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

/**
 * The kit in Node: its styles are vanilla-extract .css.ts modules, which register only inside a file scope (in a build
 * the plugin opens one per file), so the import runs inside one of its own.
 */
async function importKit() {
  setFileScope('apps/web/src/i18n/catalogues.test.ts');
  try {
    return await import('@bandwise/kit');
  } finally {
    endFileScope();
  }
}

/** A listening result as the site shows it: a right answer, a blank one, a wrong one. */
const rows = [
  { number: 1, userAnswer: 'harbour', isTrue: true, trueAnswer: 'harbour' },
  { number: 2, userAnswer: '', isTrue: false, trueAnswer: '7.30' },
  { number: 3, userAnswer: 'B', isTrue: false, trueAnswer: 'C' },
];
const answers = new Set(rows.flatMap((row) => [row.userAnswer, row.trueAnswer]));
const tables: ResultTableProps[] = [
  { rows, summary: { score: 31, total: 40, band: 7 } }, // IELTS: raw score and band
  { rows, summary: { score: 12, total: 30 } }, // multi-level: raw score only
  { rows: [] }, // nothing answered yet
];

const decode = (text: string) => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** What a reader meets in rendered HTML, text and the names a screen reader says, without the answers themselves. */
function shownTexts(html: string): string[] {
  const found = [...html.matchAll(/>([^<]+)</g), ...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => decode(m[1]!).trim());
  return found.filter((text) => /\p{L}/u.test(text) && !answers.has(text));
}
const wordsOf = (texts: readonly string[]) => new Set(texts.flatMap((text) => text.match(/\p{L}{3,}/gu) ?? []));

describe('the result pages in Uzbek and Russian carry no English', () => {
  it("the kit's listening and reading result table, rendered with the labels the site passes to ThemeRoot", async () => {
    const { ResultTable, ThemeRoot } = await importKit();
    const render = (labels: Partial<KitLabels>) =>
      tables.map((props) => shownTexts(renderToStaticMarkup(createElement(ThemeRoot, { labels }, createElement(ResultTable, props)))));
    const english = render({});
    const englishWords = wordsOf(english.flat());
    // Non-vacuous: the English render names its columns, the score line and the empty state.
    expect([...englishWords]).toEqual(expect.arrayContaining(['Your', 'Answer', 'Correct', 'Score', 'Band', 'result']));
    for (const [name, labels] of [['uz', kitUz], ['ru', kitRu]] as const) {
      const shown = render(labels);
      // Every text English shows is shown in this language too (none dropped to make the check pass)...
      expect(shown.map((texts) => texts.length), name).toEqual(english.map((texts) => texts.length));
      // ...and none of English's words is left in it.
      const left = [...wordsOf(shown.flat())].filter((word) => englishWords.has(word));
      expect(left, `${name}: English words on the result table (${shown.flat().join(' | ')})`).toEqual([]);
    }
  }, 60_000);

  it("the band is named in the language shown: every text whose English says 'band' (the kit's score labels, the staff pages) says it in Uzbek or Russian", async () => {
    const { enLabels } = await importKit();
    const flat = (labels: object) => new Map(Object.entries(labels).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const sets = [
      { name: 'kit', en: flat(enLabels), uz: flat(kitUz), ru: flat(kitRu) },
      { name: 'site', en: textsByKey(allTexts.en), uz: textsByKey(allTexts.uz), ru: textsByKey(allTexts.ru) },
    ];
    const band = /\bbands?\b/i;
    let checked = 0;
    for (const set of sets) {
      for (const [key, english] of set.en) {
        if (!band.test(english)) continue;
        checked += 1;
        // A placeholder ({band}, {{band}}) is a value's name, not a word the reader sees.
        for (const language of ['uz', 'ru'] as const) expect(set[language].get(key)?.replace(/\{\{?\w+\}?\}/g, ''), `${language}: ${set.name} ${key}`).not.toMatch(band);
      }
    }
    // Non-vacuous: the kit's band labels and the staff marking screen's.
    expect(checked).toBeGreaterThanOrEqual(8);
  }, 60_000);

  it("the staff pages' criterion names are the ones the server writes to learners (core's criterionNames)", () => {
    for (const language of ['en', 'uz', 'ru'] as const) {
      const texts = textsByKey(allTexts[language]);
      for (const [key, names] of Object.entries(criterionNames)) expect(texts.get(`staff.criteria.${key}`), `${language}: ${key}`).toBe(names[language]);
    }
  });

  it('the staff pages name criteria and roles in the language shown, not in English', () => {
    const named = (tree: Catalogue) => [...textsByKey(tree)].filter(([key]) => /^staff\.(criteria|roles)\./.test(key));
    const english = new Map(named(allTexts.en));
    expect(english.size).toBeGreaterThanOrEqual(12);
    for (const [name, catalogue] of [['uz', allTexts.uz], ['ru', allTexts.ru]] as const) {
      for (const [key, text] of named(catalogue)) expect(text, `${name}: ${key}`).not.toBe(english.get(key));
    }
  });
});
