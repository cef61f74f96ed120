import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The main entry's surface, read from its source: every name it exports, one by one (an `export *` would hide how
 * many), none of them taken from another workspace package. The kit's main entry is components, their props types
 * and the theme; helpers live behind the subpath entries (src/index.ts says which).
 */
const MAX_NAMES = 120;
const here = path.dirname(fileURLToPath(import.meta.url));

function exportsOf(file: string) {
  const source = ts.createSourceFile(file, readFileSync(path.join(here, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const starExports: string[] = [];
  const fromPackages: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : '';
    if (!from.startsWith('.')) fromPackages.push(from);
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause)) starExports.push(from);
    else names.push(...clause.elements.map((element) => element.name.text));
  }
  return { names, starExports, fromPackages };
}

describe("the kit's entries", () => {
  const main = exportsOf('index.ts');

  it(`the main entry names at most ${MAX_NAMES} exports, each listed`, () => {
    expect(main.starExports).toEqual([]);
    expect(new Set(main.names).size).toBe(main.names.length);
    expect(main.names.length).toBeGreaterThan(50);
    expect(main.names.length).toBeLessThanOrEqual(MAX_NAMES);
  });

  it('the main entry holds components, the theme and no helper of the subpath entries', () => {
    expect(main.names).toEqual(expect.arrayContaining(['ThemeRoot', 'ThemeRootProps', 'vars', 'Essay', 'EssayProps', 'Recorder', 'ResultTable']));
    const helpers = ['audio.ts', 'autosave.ts', 'answers.ts'].flatMap((file) => exportsOf(file).names);
    expect(helpers).toEqual(expect.arrayContaining(['encodeWav', 'useAutosave', 'readSaved', 'numbersHeading']));
    expect(main.names.filter((name) => helpers.includes(name))).toEqual([]);
  });

  it('no entry re-exports another package (core is imported from core)', () => {
    for (const file of ['index.ts', 'audio.ts', 'autosave.ts', 'answers.ts']) expect(exportsOf(file).fromPackages, file).toEqual([]);
  });
});
