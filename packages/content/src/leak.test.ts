/**
 * Answer keys never reach the browser before submission (PRODUCT.md section 4). (a) The web-facing entry, bundled as
 * a browser build would bundle it, holds no keys module and no distinctive answer or script line. (b) The keys really
 * fit the questions: a sheet filled from the keys scores full marks and an empty one scores nothing.
 */
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bandForRaw,
  emptySheet,
  expandOptional,
  listeningBands,
  multiLevelListeningScale,
  multiLevelReadingScale,
  questionNumbersOf,
  readingBandsFor,
  scaledScore,
  scoreIeltsSection,
  scoreMultiLevelSection,
  type MultiLevelSubmittedAnswer,
  type QuestionGroup,
  type SectionKey,
} from '@bandwise/core';
import { listTestFolders } from './authoring/node';
import { shippedIelts, shippedMultiLevel } from './index-of-content';
import { ieltsBooks, multiLevelExams } from './public';

const publicEntry = fileURLToPath(new URL('./public.ts', import.meta.url));
const keysEntry = fileURLToPath(new URL('./keys.ts', import.meta.url));

async function bundle(entry: string): Promise<{ text: string; inputs: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    conditions: ['source'],
    // Non-ASCII answers must appear as themselves, not as \u escapes the search would miss.
    charset: 'utf8',
    metafile: true,
    logLevel: 'silent',
    // Core is schema and scoring code, no content; leaving it out keeps the search to the content itself.
    external: ['@bandwise/core'],
  });
  const text = result.outputFiles.map((file) => file.text).join('\n');
  return { text, inputs: Object.keys((result.metafile as Metafile).inputs) };
}

/** Everything a learner may see, lower-cased: an answer printed in a passage or a form is not a leak. */
const publicText = JSON.stringify([ieltsBooks, multiLevelExams]).toLowerCase();

/** Typed answers (gap fills and multi-level blanks) and script lines that the public data never shows. */
function distinctiveSecrets(): string[] {
  const secrets = new Set<string>();
  const add = (text: string, minLength: number) => {
    const lower = text.toLowerCase();
    if (lower.length >= minLength && !publicText.includes(lower)) secrets.add(lower);
  };
  for (const { book, keys } of shippedIelts) {
    for (const [parts, key] of [
      [book.listening.parts, keys.listening],
      [book.reading.parts, keys.reading],
    ] as const) {
      for (const group of parts.flatMap((part) => part.groups)) {
        if (group.type !== 'gapFill') continue;
        for (const number of questionNumbersOf(group)) {
          for (const accepted of key[String(number)] ?? []) expandOptional(accepted).forEach((variant) => add(variant, 4));
        }
      }
    }
    for (const line of keys.scripts.flatMap((script) => script.lines)) add(line.text, 40);
  }
  for (const { keys } of shippedMultiLevel) {
    for (const key of Object.values(keys.questions)) {
      if ('blanks' in key) key.blanks.flat().forEach((accepted) => add(accepted, 4));
    }
    for (const line of keys.scripts.flatMap((script) => script.lines)) add(line.text, 40);
  }
  return [...secrets];
}

describe('the web entry (src/public.ts) carries no answer key', () => {
  let web: { text: string; inputs: string[] };
  let server: { text: string; inputs: string[] };
  let secrets: string[];

  beforeAll(async () => {
    [web, server] = await Promise.all([bundle(publicEntry), bundle(keysEntry)]);
    secrets = distinctiveSecrets();
  }, 60_000);

  it('bundles every shipped book and exam, and no keys module', () => {
    for (const { dir } of [...shippedIelts, ...shippedMultiLevel]) {
      expect(web.inputs.some((input) => input.endsWith(`${dir}/public.ts`)), dir).toBe(true);
    }
    expect(web.inputs.filter((input) => /(^|\/)keys\.ts$/.test(input))).toEqual([]);
    expect(web.inputs.filter((input) => /index-of-content|lint\.ts$/.test(input))).toEqual([]);
  });

  it('covers every test folder in packages/content/sets (a new folder joins once content:generate has run)', () => {
    const shipped = [...shippedIelts, ...shippedMultiLevel].map((set) => set.dir).sort();
    expect(shipped).toEqual([...listTestFolders()].sort());
  });

  it('has enough distinctive answers and script lines to make the search meaningful', () => {
    expect(secrets.length).toBeGreaterThan(40);
  });

  it('the search finds them in the server bundle (the check can fail)', () => {
    const lowerServer = server.text.toLowerCase();
    expect(secrets.filter((secret) => !lowerServer.includes(secret))).toEqual([]);
  });

  it('contains none of them', () => {
    const lowerWeb = web.text.toLowerCase();
    expect(secrets.filter((secret) => lowerWeb.includes(secret))).toEqual([]);
  });
});

/** A sheet filled from the key: the shortest form of the first accepted answer; choose-N slots get the set in order. */
function sheetFromKey(groups: readonly QuestionGroup[], key: SectionKey): string[] {
  const sheet = emptySheet();
  for (const group of groups) {
    const numbers = questionNumbersOf(group);
    numbers.forEach((number, index) => {
      const accepted = key[String(number)] ?? [];
      const value = group.type === 'chooseN' ? accepted[index] : expandOptional(accepted[0] ?? '').at(-1);
      sheet[number - 1] = value ?? '';
    });
  }
  return sheet;
}

describe('the keys fit the questions', () => {
  for (const { dir, book, keys } of shippedIelts) {
    for (const [section, parts, key, table] of [
      ['listening', book.listening.parts, keys.listening, listeningBands],
      ['reading', book.reading.parts, keys.reading, readingBandsFor(book.module)],
    ] as const) {
      const groups = parts.flatMap((part) => part.groups);
      it(`${dir} ${section}: the keys score 40/40, band 9`, () => {
        const result = scoreIeltsSection(groups, key, sheetFromKey(groups, key));
        expect(result.rows.filter((row) => !row.isTrue)).toEqual([]);
        expect(result.raw).toBe(40);
        expect(bandForRaw(result.raw, table)).toBe(9);
      });
      it(`${dir} ${section}: an empty sheet scores 0, band 0`, () => {
        const result = scoreIeltsSection(groups, key, emptySheet());
        expect(result.raw).toBe(0);
        expect(result.rows).toHaveLength(40);
        expect(bandForRaw(result.raw, table)).toBe(0);
      });
    }
  }

  for (const { dir, exam, keys } of shippedMultiLevel) {
    for (const section of exam.sections) {
      if (section.type !== 'listening' && section.type !== 'reading') continue;
      const scale = section.type === 'listening' ? multiLevelListeningScale : multiLevelReadingScale;
      it(`${dir} ${section.type}: the keys score 35/35, 75`, () => {
        const answers: MultiLevelSubmittedAnswer[] = [];
        for (const question of section.parts.flatMap((part) => part.questions)) {
          const key = keys.questions[String(question.id)];
          if (!key) continue;
          if ('answerId' in key) answers.push({ question_id: question.id, answer_id: key.answerId });
          else {
            key.blanks.forEach((accepted, index) =>
              answers.push({ question_id: question.id, input_index: index, answer_text: expandOptional(accepted[0] ?? '').at(-1) ?? '' }),
            );
          }
        }
        const result = scoreMultiLevelSection(section, keys, answers);
        expect(result.rows.filter((row) => row.is_correct !== 1)).toEqual([]);
        expect(result.total).toBe(35);
        expect(result.raw).toBe(35);
        expect(scaledScore(result.raw, scale)).toBe(75);
      });
      it(`${dir} ${section.type}: no answers score 0`, () => {
        const result = scoreMultiLevelSection(section, keys, []);
        expect(result).toMatchObject({ raw: 0, total: 35 });
        expect(scaledScore(result.raw, scale)).toBe(0);
      });
    }
  }
});
