import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The exam vocabulary has one home (./vocabulary.ts, roundHalf in ./scoring/bands.ts). This scans the source of
 * apps/ and packages/ (tests, stories, fixtures and generated content aside: they may spell lists out on purpose) and
 * fails on a copy: a list of the sections, a union or list of marked-error kinds, a second roundHalf, or another name
 * of the multi-level exam outside the edges that translate it.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'generated', 'fixtures', 'test', 'storybook-static']);
const SKIPPED_FILE = /\.(test|stories)\.tsx?$|\.d\.ts$|^fixtures\.tsx?$/u;
const VOCABULARY = 'packages/core/src/vocabulary.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/u.test(entry.name) && !SKIPPED_FILE.test(entry.name) ? [full] : [];
  });
}

/** The quoted strings of each array literal and each union of string literals in a source text. */
function literalGroups(text: string): string[][] {
  const groups: string[][] = [];
  const quoted = /'([^'\\\n]*)'|"([^"\\\n]*)"/gu;
  const strings = (chunk: string) => [...chunk.matchAll(quoted)].map((m) => m[1] ?? m[2] ?? '');
  for (const match of text.matchAll(/\[([^[\]]*)\]/gu)) groups.push(strings(match[1]!));
  for (const match of text.matchAll(/(?:(?:'[^'\n]*'|"[^"\n]*")\s*\|\s*)+(?:'[^'\n]*'|"[^"\n]*")/gu)) groups.push(strings(match[0]));
  return groups;
}

const SECTION_NAMES = new Set(['listening', 'reading', 'writing', 'speaking']);
const ERROR_KINDS = new Set(['grammar', 'spelling', 'punctuation']);
const distinct = (group: readonly string[], names: ReadonlySet<string>) => new Set(group.map((s) => s.toLowerCase()).filter((s) => names.has(s))).size;

/**
 * A section list: three or more section names in one list or union, with at most one other name ('overall'). Two,
 * e.g. listening and reading, is a subset; a list of other things that shares names with sections is not one.
 */
export const declaresSections = (text: string) =>
  literalGroups(text).some((group) => {
    const sections = distinct(group, SECTION_NAMES);
    return sections >= 3 && group.length - sections <= 1;
  });
/** Two or more marked-error kinds in one list or union. */
export const declaresErrorKinds = (text: string) => literalGroups(text).some((group) => distinct(group, ERROR_KINDS) >= 2);
export const definesRoundHalf = (text: string) => /\bfunction\s+roundHalf\b|\b(?:const|let|var)\s+roundHalf\s*=/u.test(text);

/** Code without its comments (which may name a URL or a table), near enough for the name finder below. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//gu, '').replace(/(^|\s)\/\/.*$/gmu, '$1');
/**
 * Another name of the multi-level exam in code: 'ml' as a name or a name's first part ('ml.writing', mlScore,
 * 'ml-essay'), 'cefr' or 'Cefr' (the seeds' URLs), 'multilevel' with a small l. 'CEFR', the framework whose levels the
 * exam reports, is a word of the product, not a name of the exam.
 */
export const namesMultiLevelOtherwise = (text: string) => /['"`]ml[-.:_'"`]|\bml[A-Z]|\bcefr|Cefr|[Mm]ultilevel/u.test(withoutComments(text));
/**
 * An IELTS section in the seeds' capitals ('LISTENING', or as a key LISTENING:) in code: the wire spelling, which only
 * core's edge table (ieltsWireSections) may spell.
 */
export const spellsIeltsWireSection = (text: string) =>
  /['"`](?:LISTENING|READING|SPEAKING|WRITING)['"`]|\b(?:LISTENING|READING|SPEAKING|WRITING)\s*:(?!\/)/u.test(withoutComments(text));
/** The edges that keep a legacy name on purpose, each through one table: the database, device storage, the seeds' URLs. */
const MULTI_LEVEL_NAME_EDGES = [
  'apps/api/src/db/schema.ts',
  'apps/web/src/exam/lib/storage.ts',
  'apps/web/src/state/examSection.ts',
  'apps/web/src/multiLevelPaths.ts',
];

describe('the copy finders', () => {
  it('see a section list, in either spelling and any order, as an array or a union', () => {
    expect(declaresSections("const order = ['listening', 'reading', 'speaking', 'writing'];")).toBe(true);
    expect(declaresSections("const order: Foo[] = ['LISTENING', 'READING', 'SPEAKING', 'WRITING'] as const;")).toBe(true);
    expect(declaresSections("type Section = 'listening' | 'reading' | 'writing';")).toBe(true);
    expect(declaresSections("for (const s of ['listening', 'reading'] as const) {}")).toBe(false);
    expect(declaresSections("const history = ['overall', 'listening', 'reading', 'writing', 'speaking'] as const;")).toBe(true);
    expect(declaresSections("const files = ['listening.yaml', 'reading.yaml', 'writing.yaml'];")).toBe(false);
    expect(declaresSections("id: 'listening' | 'writing' | 'speaking' | 'writingAssessment' | 'mockTests';")).toBe(false);
  });
  it('see a marked-error kind union or list', () => {
    expect(declaresErrorKinds("kind?: 'grammar' | 'spelling' | 'punctuation';")).toBe(true);
    expect(declaresErrorKinds("const kinds = ['grammar', 'spelling', 'capitalisation'] as const;")).toBe(true);
    expect(declaresErrorKinds("kind: 'grammar'")).toBe(false);
  });
  it("see an IELTS section spelt in the seeds' capitals in code, not in a comment or another capitalised name", () => {
    expect(spellsIeltsWireSection("const open = section === 'LISTENING';")).toBe(true);
    expect(spellsIeltsWireSection('const titles = { LISTENING: 1, READING: 2 };')).toBe(true);
    expect(spellsIeltsWireSection("t('examIelts.title.SPEAKING')")).toBe(false);
    expect(spellsIeltsWireSection('const LISTENING_TTL_MS = 60_000;')).toBe(false);
    expect(spellsIeltsWireSection("/** LISTENING, READING, SPEAKING, WRITING */\nconst open = 'listening';")).toBe(false);
  });
  it('see a roundHalf defined as a function or a constant', () => {
    expect(definesRoundHalf('export function roundHalf(x: number) {}')).toBe(true);
    expect(definesRoundHalf('const roundHalf = (x: number) => x;')).toBe(true);
    expect(definesRoundHalf("import { roundHalf } from '@bandwise/core';")).toBe(false);
  });
  it("see the multi-level exam named 'ml', 'cefr' or 'multilevel' in code, not in a comment or as the CEFR", () => {
    expect(namesMultiLevelOtherwise("enqueue(tx, 'ml.writing', job);")).toBe(true);
    expect(namesMultiLevelOtherwise("const kind = 'ml-essay';")).toBe(true);
    expect(namesMultiLevelOtherwise('const mlScore = 3;')).toBe(true);
    expect(namesMultiLevelOtherwise("queryKey: ['leaderboard', 'cefr']")).toBe(true);
    expect(namesMultiLevelOtherwise('to: `/cefr/${type}/${id}`')).toBe(true);
    expect(namesMultiLevelOtherwise('export function MultilevelPage() {}')).toBe(true);
    expect(namesMultiLevelOtherwise("const modes = ['IELTS', 'CEFR'] as const; // CEFR level of a 0-75 score")).toBe(false);
    expect(namesMultiLevelOtherwise('/** one ml_open_answers row each, at /cefr/rating */\nconst html = 1;')).toBe(false);
    expect(namesMultiLevelOtherwise("enqueue(tx, 'multiLevel.writing', job);")).toBe(false);
  });
});

describe('the exam vocabulary has one home in core', () => {
  const files = ['apps', 'packages'].flatMap((dir) => sourceFiles(path.join(repoRoot, dir)));
  const relative = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');
  const texts = files.map((file) => ({ file: relative(file), text: readFileSync(file, 'utf8') }));

  it('scans the source of apps and packages', () => {
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.map((t) => t.file)).toContain(VOCABULARY);
  });

  it('declares the section lists only in core', () => {
    expect(texts.filter((t) => t.file !== VOCABULARY && declaresSections(t.text)).map((t) => t.file)).toEqual([]);
  });

  it('declares the marked-error kinds only in core', () => {
    expect(texts.filter((t) => t.file !== VOCABULARY && declaresErrorKinds(t.text)).map((t) => t.file)).toEqual([]);
  });

  it("names the multi-level exam 'multiLevel' (or 'multi-level' on the wire) outside the edges' tables", () => {
    const edges = new Set(MULTI_LEVEL_NAME_EDGES);
    expect(texts.filter((t) => edges.has(t.file)).map((t) => t.file).sort()).toEqual([...edges].sort());
    expect(texts.filter((t) => !edges.has(t.file) && namesMultiLevelOtherwise(t.text)).map((t) => t.file)).toEqual([]);
  });

  it("spells the IELTS sections in the seeds' capitals only in core's edge table", () => {
    expect(texts.filter((t) => t.file !== VOCABULARY && spellsIeltsWireSection(t.text)).map((t) => t.file)).toEqual([]);
  });

  it('defines roundHalf once', () => {
    expect(texts.filter((t) => definesRoundHalf(t.text)).map((t) => t.file)).toEqual(['packages/core/src/scoring/bands.ts']);
  });
});
