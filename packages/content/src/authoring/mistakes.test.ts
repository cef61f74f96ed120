/**
 * Ten typical mistakes a teacher makes in a test folder, each made in a copy of a shipped folder: the parser's error
 * names the file and the line where the mistake is (or, for a missing answer, where the answer must be written)
 * and says what to write instead.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatAuthoringErrors, parseTestFolder, type AuthoringError } from './index';
import { mediaOnDisk, mediaRoot, readTestFolder, setsRoot } from './node';

const book1 = readTestFolder(join(setsRoot, 'ielts/book1'));
const exam1 = readTestFolder(join(setsRoot, 'multi-level/exam1'));

/** The folder with `from` replaced by `to` in one file (`from` must occur exactly once). */
function edit(folder: Record<string, string>, file: string, from: string | RegExp, to: string): Record<string, string> {
  const text = folder[file] ?? '';
  const count = typeof from === 'string' ? text.split(from).length - 1 : (text.match(new RegExp(from.source, `${from.flags.replace('g', '')}g`)) ?? []).length;
  if (count !== 1) throw new Error(`${file}: expected one ${String(from)}, found ${count}`);
  return { ...folder, [file]: text.replace(from, to) };
}

/** The 1-based line of the only line of `file` that contains `text`. */
function lineOf(folder: Record<string, string>, file: string, text: string): number {
  const lines = (folder[file] ?? '').split('\n');
  const found = lines.flatMap((line, index) => (line.includes(text) ? [index + 1] : []));
  if (found.length !== 1) throw new Error(`${file}: expected one line with '${text}', found ${found.length}`);
  return found[0] as number;
}

function errorsOf(folder: Record<string, string>): AuthoringError[] {
  const parsed = parseTestFolder(folder, { media: mediaOnDisk(mediaRoot) });
  expect(parsed.publicPart, 'no public part while there are errors').toBeNull();
  expect(parsed.keys).toBeNull();
  return parsed.errors;
}

function expectError(errors: AuthoringError[], file: string, line: number, message: RegExp) {
  expect(errors, formatAuthoringErrors(errors)).toContainEqual(expect.objectContaining({ file, line, message: expect.stringMatching(message) }));
}

describe('the parser points at the mistake', () => {
  it('the unedited folders parse without errors (the cases below start from them)', () => {
    expect(formatAuthoringErrors(parseTestFolder(book1).errors)).toBe('');
    expect(formatAuthoringErrors(parseTestFolder(exam1).errors)).toBe('');
  });

  it('1. a missing answer: at the block of answers.yaml where it goes, naming the question', () => {
    const folder = edit(book1, 'answers.yaml', /\n {2}4: hip\n/, '\n');
    expectError(errorsOf(folder), 'answers.yaml', lineOf(folder, 'answers.yaml', 'listening:'), /question 4 has no answer key.*Add a line '4: <the answer>' under listening:/);
  });

  it('1b. a missing multi-level answer: at the question, saying what to add to answers.yaml', () => {
    const folder = edit(exam1, 'answers.yaml', /\n1002: a scarf\n/, '\n');
    expectError(errorsOf(folder), 'listening.yaml', lineOf(folder, 'listening.yaml', 'id: 1002') , /question 1002 has no answer key.*1002: <the correct option>/);
  });

  it('2. a duplicate option label: at the second one', () => {
    const folder = edit(book1, 'listening.yaml', /label: B\n(\s+)text: wear a green park jacket/, 'label: A\n$1text: wear a green park jacket');
    const line = lineOf(folder, 'listening.yaml', 'text: wear a green park jacket') - 1;
    expectError(errorsOf(folder), 'listening.yaml', line, /option label 'A' is listed more than once.*next free label/);
  });

  it('3. a word limit the key breaks: at the answer', () => {
    const folder = edit(book1, 'answers.yaml', '3: [ cocker spaniel, spaniel ]', '3: [ cocker spaniel puppy, spaniel ]');
    expectError(errorsOf(folder), 'answers.yaml', lineOf(folder, 'answers.yaml', 'cocker spaniel puppy'), /'cocker spaniel puppy' is over the group's word limit \(TWO WORDS AND\/OR A NUMBER\)/);
  });

  it('4. a blank without a number: at the text holding it', () => {
    const folder = edit(book1, 'listening.yaml', 'text: has a weak {{4}}', 'text: has a weak {{ }}');
    expectError(errorsOf(folder), 'listening.yaml', lineOf(folder, 'listening.yaml', 'has a weak'), /'\{\{ \}\}' is not a blank.*Write the question.s number inside/);
  });

  it('5. a question number gap: at the question written where the missing one should be', () => {
    let folder = edit(book1, 'listening.yaml', /\n\s+- kind: field\n\s+label: Heard about the service from\n\s+text: a \{\{10\}\} in the library/, '');
    folder = edit(folder, 'answers.yaml', /\n {2}10: leaflet\n/, '\n');
    const line = lineOf(folder, 'listening.yaml', '- 11');
    expectError(errorsOf(folder), 'listening.yaml', line, /no question numbered 10: numbering must run 1-40 without gaps.*this one, 11, comes after the missing 10/);
  });

  it('6. an unknown layout: at the layout, listing the layouts', () => {
    const folder = edit(book1, 'listening.yaml', 'layout: form', 'layout: grid');
    expectError(errorsOf(folder), 'listening.yaml', lineOf(folder, 'listening.yaml', 'layout: grid'), /'grid' is not allowed for 'layout'. Write one of: notes, form, table, summary, sentences/);
  });

  it('6b. an unknown question type: at the type, listing the types', () => {
    const folder = edit(book1, 'listening.yaml', /type: gapFill\n(\s+)layout: form/, 'type: gapfill\n$1layout: form');
    expectError(errorsOf(folder), 'listening.yaml', lineOf(folder, 'listening.yaml', 'type: gapfill'), /'gapfill' is not allowed for 'type'. Write one of: gapFill, chooseN, singleChoice, matching, tfng, summaryBank, mapLabelling/);
  });

  it('7. a missing passage: at the reading part that needs one', () => {
    const text = book1['reading.yaml'] ?? '';
    const start = text.indexOf('\n    passage:', text.indexOf('  - number: 2\n'));
    const end = text.indexOf('\n    groups:', start);
    const folder = { ...book1, 'reading.yaml': text.slice(0, start) + text.slice(end) };
    const line = (folder['reading.yaml'] ?? '').split('\n').indexOf('  - number: 2') + 1;
    expectError(errorsOf(folder), 'reading.yaml', line, /'passage' is missing. Add it: passage:/);
  });

  it('8. a wrong band table: at module, naming the two tables', () => {
    const folder = edit(book1, 'test.yaml', 'module: academic', 'module: general training');
    expectError(errorsOf(folder), 'test.yaml', lineOf(folder, 'test.yaml', 'module:'), /Write one of: academic, general.*reading band table/);
  });

  it('9. a bad time: at the minutes, asking for a number', () => {
    const folder = edit(book1, 'listening.yaml', /^minutes: 30$/m, 'minutes: 30 min');
    expectError(errorsOf(folder), 'listening.yaml', 1, /'minutes' must be a number, written without quotes or units/);
  });

  it('10. a misspelt field name: at the field, with the right spelling', () => {
    const folder = edit(book1, 'listening.yaml', /instructions: Complete the form below/, 'instrutions: Complete the form below');
    expectError(errorsOf(folder), 'listening.yaml', lineOf(folder, 'listening.yaml', 'instrutions:'), /'instrutions' is not a field here. Did you mean 'instructions'\?/);
  });

  it('11. a multi-level answer that is not an option: at the answer, listing the options', () => {
    const folder = edit(exam1, 'answers.yaml', '1002: a scarf', '1002: a hat');
    expectError(errorsOf(folder), 'answers.yaml', lineOf(folder, 'answers.yaml', '1002:'), /'a hat' is not one of question 1002's options.*a book \| a watch \| a scarf/);
  });

  it('12. broken YAML: at the line, in words', () => {
    const folder = edit(book1, 'writing.yaml', /^minutes: (\d+)$/m, 'minutes: [$1');
    const errors = errorsOf(folder);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => error.file === 'writing.yaml'), formatAuthoringErrors(errors)).toBe(true);
    expect(errors[0]?.line, formatAuthoringErrors(errors)).toBeGreaterThanOrEqual(lineOf(folder, 'writing.yaml', 'minutes: ['));
  });
});

describe('a multi-level writing task states its word limit and kind as data', () => {
  it('13. a writing task without task_kind: at the task, listing the kinds', () => {
    const folder = edit(exam1, 'writing.yaml', /\n {8}task_kind: letter-formal\n/, '\n');
    expectError(errorsOf(folder), 'writing.yaml', lineOf(folder, 'writing.yaml', 'id: 1202'), /has no task_kind.*letter-informal, letter-formal, essay/);
  });

  it('14. a writing task without word_limit: at the task, with an example', () => {
    const folder = edit(exam1, 'writing.yaml', /\n {8}word_limit: \{ min: 180, max: 200 \}\n/, '\n');
    expectError(errorsOf(folder), 'writing.yaml', lineOf(folder, 'writing.yaml', 'id: 1203'), /has no word_limit.*word_limit: \{ min: 120, max: 150 \}/);
  });

  it('15. a word limit whose min is above its max: at the min', () => {
    const folder = edit(exam1, 'writing.yaml', 'word_limit: { min: 120, max: 150 }', 'word_limit: { min: 150, max: 120 }');
    expectError(errorsOf(folder), 'writing.yaml', lineOf(folder, 'writing.yaml', 'min: 150'), /word_limit min 150 is above its max 120/);
  });

  it('16. a word limit that disagrees with the task text: at the limit, quoting the text', () => {
    const range = edit(exam1, 'writing.yaml', 'word_limit: { min: 120, max: 150 }', 'word_limit: { min: 100, max: 150 }');
    expectError(errorsOf(range), 'writing.yaml', lineOf(range, 'writing.yaml', 'min: 100'), /disagrees with its wording: the task says 120-150 words/);
    const about = edit(exam1, 'writing.yaml', 'word_limit: { min: 45, max: 55 }', 'word_limit: { min: 60, max: 80 }');
    expectError(errorsOf(about), 'writing.yaml', lineOf(about, 'writing.yaml', 'min: 60'), /the task says about 50 words/);
  });
});
