/**
 * A test folder (YAML files, see docs/CONTENT.md) -> the public part and the keys, or errors that each name a file,
 * a line and what to write instead. Browser-safe: the API (publishing an upload), the content linter and Storybook's
 * live preview all call this one function.
 *
 * Order of checks: YAML syntax, then the folder's own shape (misspelt field names, answers that name no option), then
 * core's zod schema, then the content linter (numbering, keys, labels, word limits, media). Each stage runs only on
 * what the previous one accepted, so one mistake is reported once, where it was made.
 */
import { ieltsBookSchema, ieltsKeysSchema, multiLevelExamSchema, multiLevelKeysSchema, skills } from '@bandwise/core';
import type { z } from 'zod';
import { lintBook, lintMultiLevel, type Issue } from '../lint';
import { closest, schemaAt, schemaMessage, textWrittenAsScalar, unknownFields } from './shape';
import { testFormats, type AuthoringError, type ParseOptions, type ParsedTest } from './types';
import { parseYamlFile, type Segment, type YamlFile } from './yamlFile';

/** The files of an IELTS test folder. answers.yaml and scripts.yaml are private: they never reach a learner. */
export const IELTS_FILES = ['test.yaml', 'listening.yaml', 'reading.yaml', 'writing.yaml', 'speaking.yaml', 'answers.yaml', 'scripts.yaml'] as const;
/** The files of a multi-level exam folder; one file per section, in the exam's order. */
export const MULTI_LEVEL_FILES = ['test.yaml', 'listening.yaml', 'reading.yaml', 'writing.yaml', 'speaking.yaml', 'answers.yaml', 'scripts.yaml'] as const;
/** Files that hold answers or scripts: read by the server and the linter only, never bundled for the browser. */
export const PRIVATE_FILES = ['answers.yaml', 'scripts.yaml'] as const;

/** The section files of either folder, in the exam's order. */
const SECTIONS = skills;
const IELTS_TEST_FIELDS = ['format', 'id', 'slug', 'name', 'module'];
const MULTI_LEVEL_TEST_FIELDS = ['format', 'id', 'name', 'duration'];

/** Where a path of the assembled book or keys was written: a file and a path inside it. */
type Origin = { file: string; path: Segment[] };
type Locator = (path: readonly Segment[]) => Origin;

class Folder {
  readonly errors: AuthoringError[] = [];
  private readonly parsed = new Map<string, YamlFile>();

  constructor(private readonly files: Record<string, string>) {}

  /** A file's value, or undefined (and an error) when it is missing or not valid YAML. */
  read(name: string, options: { strings?: boolean } = {}): unknown {
    const text = this.files[name];
    if (text === undefined) {
      this.errors.push({ file: name, line: 1, column: 1, message: `The folder has no ${name}. Create it (npm run content:new makes every file with examples).` });
      return undefined;
    }
    const file = parseYamlFile(name, text, options);
    this.parsed.set(name, file);
    this.errors.push(...file.errors);
    return file.value;
  }

  /** The text as written at a place of a file (see YamlFile.sourceAt). */
  source(origin: Origin): string | undefined {
    return this.parsed.get(origin.file)?.sourceAt(origin.path);
  }

  report(origin: Origin, message: string) {
    const file = this.parsed.get(origin.file);
    const position = file ? file.locate(origin.path) : { line: 1, column: 1 };
    this.errors.push({ file: origin.file, ...position, message });
  }
}

function byBaseName(files: Record<string, string>): { named: Record<string, string>; clashes: Array<{ name: string; paths: string[] }> } {
  const paths = new Map<string, string[]>();
  for (const path of Object.keys(files)) {
    const parts = path.split(/[\\/]/);
    const name = parts[parts.length - 1] ?? '';
    // A zip made on a Mac carries __MACOSX/._name copies; editors leave dot files.
    if (!name.endsWith('.yaml') || name.startsWith('.') || parts.includes('__MACOSX')) continue;
    paths.set(name, [...(paths.get(name) ?? []), path]);
  }
  const named: Record<string, string> = {};
  const clashes: Array<{ name: string; paths: string[] }> = [];
  for (const [name, found] of paths) {
    if (found.length > 1) clashes.push({ name, paths: found });
    else named[name] = files[found[0] as string] as string;
  }
  return { named, clashes };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses a test folder given as file name -> text. Names may carry the folder they came in ('book3/reading.yaml', as a
 * zip holds them): only .yaml files count, by their base name, and a name found twice is an error.
 */
export function parseTestFolder(files: Record<string, string>, options: ParseOptions = {}): ParsedTest {
  const { named, clashes } = byBaseName(files);
  const folder = new Folder(named);
  for (const clash of clashes) {
    folder.errors.push({ file: clash.name, line: 1, column: 1, message: `The upload holds ${clash.paths.length} files named ${clash.name} (${clash.paths.join(', ')}). Upload one test folder at a time.` });
  }
  if (clashes.length > 0) return { format: null, publicPart: null, keys: null, errors: folder.errors };
  const test = folder.read('test.yaml');
  if (test === undefined) return { format: null, publicPart: null, keys: null, errors: folder.errors };
  const format = isRecord(test) ? test.format : undefined;
  if (format === 'ielts') return parseIelts(folder, test as Record<string, unknown>, options);
  if (format === 'multi-level') return parseMultiLevel(folder, test as Record<string, unknown>, options);
  folder.report(
    { file: 'test.yaml', path: ['format'] },
    format === undefined
      ? `test.yaml must say which kind of test this is. Add a first line: format: ${testFormats.join(' | ')}`
      : `'${String(format)}' is not a kind of test. Write format: ${testFormats.join(' or format: ')}`,
  );
  return { format: null, publicPart: null, keys: null, errors: folder.errors };
}

// ---------------------------------------------------------------------------------------------------------------------
// Shared stages

function checkTestFields(folder: Folder, test: Record<string, unknown>, allowed: readonly string[]) {
  for (const key of Object.keys(test)) {
    if (allowed.includes(key)) continue;
    const near = closest(key, allowed);
    folder.report(
      { file: 'test.yaml', path: [key] },
      `'${key}' is not a field of test.yaml.${near ? ` Did you mean '${near}'?` : ''} Fields here: ${allowed.join(', ')}.` +
        ((SECTIONS as readonly string[]).includes(key) ? ` The ${key} section has its own file, ${key}.yaml.` : ''),
    );
  }
}

/** Misspelt fields and schema errors of one assembled object, reported where they were written. */
function checkSchema(folder: Folder, schema: z.ZodType, data: unknown, locate: Locator): boolean {
  const before = folder.errors.length;
  for (const path of textWrittenAsScalar(schema, data)) {
    const text = folder.source(locate(path));
    const parent = valueAt(data, path.slice(0, -1));
    const last = path[path.length - 1];
    if (text !== undefined && last !== undefined && typeof parent === 'object' && parent !== null) (parent as Record<string, unknown>)[String(last)] = text;
  }
  for (const issue of unknownFields(schema, data)) folder.report(locate(issue.path), issue.message);
  const result = schema.safeParse(data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment)));
      folder.report(locate(path), schemaMessage(issue, valueAt(data, path), schemaAt(schema, data, path)));
    }
  }
  return folder.errors.length === before;
}

function valueAt(data: unknown, path: readonly Segment[]): unknown {
  let node = data;
  for (const segment of path) {
    if (Array.isArray(node) && typeof segment === 'number') node = node[segment];
    else if (isRecord(node)) node = node[String(segment)];
    else return undefined;
  }
  return node;
}

function reportLint(folder: Folder, issues: readonly Issue[], locatePublic: Locator, locateKeys: Locator) {
  for (const issue of issues) {
    const origin = issue.at ? (issue.at.doc === 'keys' ? locateKeys : locatePublic)(issue.at.path) : { file: 'test.yaml', path: [] };
    folder.report(origin, issue.hint ? `${issue.message}. ${issue.hint}` : `${issue.where}: ${issue.message}`);
  }
}

/** Accepted answers as written: one text, or a list of alternatives. */
function acceptedList(value: unknown): unknown {
  return typeof value === 'string' ? [value] : value;
}

// ---------------------------------------------------------------------------------------------------------------------
// IELTS

function parseIelts(folder: Folder, test: Record<string, unknown>, options: ParseOptions): ParsedTest {
  checkTestFields(folder, test, IELTS_TEST_FIELDS);
  const { format: _format, ...head } = test;
  const sections = Object.fromEntries(SECTIONS.map((section) => [section, folder.read(`${section}.yaml`)]));
  const answers = folder.read('answers.yaml', { strings: true });
  const scripts = folder.read('scripts.yaml');
  const failed = () => ({ format: 'ielts' as const, publicPart: null, keys: null, errors: folder.errors });
  if (folder.errors.length > 0) return failed();

  const book = { ...head, ...sections };
  const answerSections = isRecord(answers) ? answers : {};
  if (!isRecord(answers)) folder.report({ file: 'answers.yaml', path: [] }, 'answers.yaml must have two blocks, listening: and reading:, each listing question number: answer.');
  for (const key of Object.keys(answerSections)) {
    if (key !== 'listening' && key !== 'reading') {
      folder.report({ file: 'answers.yaml', path: [key] }, `'${key}' is not a block of answers.yaml. Write listening: or reading: (writing and speaking are marked, not keyed).`);
    }
  }
  const keyBlock = (section: 'listening' | 'reading') => {
    const block = answerSections[section];
    if (block === undefined) return {};
    if (!isRecord(block)) return block;
    return Object.fromEntries(Object.entries(block).map(([number, accepted]) => [number, acceptedList(accepted)]));
  };
  const keys = { bookId: head.id, listening: keyBlock('listening'), reading: keyBlock('reading'), scripts };

  const locateBook: Locator = (path) => {
    const [first, ...rest] = path;
    if (typeof first === 'string' && (SECTIONS as readonly string[]).includes(first)) return { file: `${first}.yaml`, path: rest };
    return { file: 'test.yaml', path: [...path] };
  };
  const locateKeys: Locator = (path) => {
    const [first, ...rest] = path;
    if (first === 'bookId') return { file: 'test.yaml', path: ['id'] };
    if (first === 'scripts') return { file: 'scripts.yaml', path: rest };
    return { file: 'answers.yaml', path: [...path] };
  };

  const bookOk = checkSchema(folder, ieltsBookSchema, book, locateBook);
  const keysOk = checkSchema(folder, ieltsKeysSchema, keys, locateKeys);
  if (!bookOk || !keysOk) return failed();

  const publicPart = ieltsBookSchema.parse(book);
  const parsedKeys = ieltsKeysSchema.parse(keys);
  reportLint(folder, lintBook(publicPart, parsedKeys, options.media), locateBook, locateKeys);
  if (folder.errors.length > 0) return failed();
  return { format: 'ielts', publicPart, keys: parsedKeys, errors: [] };
}

// ---------------------------------------------------------------------------------------------------------------------
// Multi-level

/**
 * Answer options are written as a plain list of texts; their ids follow the question's (question 1007's options are
 * 10070, 10071, ...), so the API's ids stay stable and a teacher never writes one. At most 10 options a question.
 */
const OPTIONS_PER_QUESTION = 10;

function parseMultiLevel(folder: Folder, test: Record<string, unknown>, options: ParseOptions): ParsedTest {
  checkTestFields(folder, test, MULTI_LEVEL_TEST_FIELDS);
  const { format: _format, ...head } = test;
  const sectionFiles = SECTIONS.map((section) => folder.read(`${section}.yaml`));
  const answers = folder.read('answers.yaml', { strings: true });
  const scripts = folder.read('scripts.yaml');
  const failed = () => ({ format: 'multi-level' as const, publicPart: null, keys: null, errors: folder.errors });
  if (folder.errors.length > 0) return failed();

  const sections = sectionFiles.map((section, index) => {
    if (!isRecord(section)) return section;
    const parts = Array.isArray(section.parts)
      ? section.parts.map((part: unknown) => {
          if (!isRecord(part)) return part;
          const questions = Array.isArray(part.questions) ? part.questions.map((question: unknown) => authoredQuestion(question)) : part.questions;
          return { description: '', right_text: '', photo_path: null, ...part, questions };
        })
      : section.parts;
    return { type: SECTIONS[index], audio_path: null, ...section, parts };
  });
  const exam = { ...head, sections };
  sectionFiles.forEach((section, index) => {
    const file = `${SECTIONS[index]}.yaml`;
    const parts = isRecord(section) && Array.isArray(section.parts) ? section.parts : [];
    parts.forEach((part: unknown, partIndex: number) => {
      const questions = isRecord(part) && Array.isArray(part.questions) ? part.questions : [];
      questions.forEach((question: unknown, questionIndex: number) => {
        if (!isRecord(question)) return;
        const at = ['parts', partIndex, 'questions', questionIndex];
        if ('answers' in question) folder.report({ file, path: [...at, 'answers'] }, "Write a question's choices as options: (a list of texts, one '- ' line each), not answers:.");
        if (question.options !== undefined && !Array.isArray(question.options)) {
          folder.report({ file, path: [...at, 'options'] }, "'options' must be a list: one choice per line, each starting with '- '.");
        } else if (Array.isArray(question.options) && question.options.length > OPTIONS_PER_QUESTION) {
          folder.report({ file, path: [...at, 'options', OPTIONS_PER_QUESTION] }, `A question may offer at most ${OPTIONS_PER_QUESTION} options; this one has ${question.options.length}.`);
        }
      });
    });
  });
  if (folder.errors.length > 0) return failed();

  const locateExam: Locator = (path) => {
    const [first, index, ...rest] = path;
    if (first === 'sections' && typeof index === 'number') {
      // Inside a question, the schema's 'answers' are the folder's 'options'.
      const mapped = rest.map((segment, at) => (segment === 'answers' && rest[at - 2] === 'questions' ? 'options' : segment));
      // An option is written as its text alone: the schema's { id, answer } is the list item itself.
      const optionAt = mapped.lastIndexOf('options');
      const path = optionAt >= 0 && mapped.length === optionAt + 3 ? mapped.slice(0, optionAt + 2) : mapped;
      return { file: `${SECTIONS[index] ?? 'listening'}.yaml`, path };
    }
    return { file: 'test.yaml', path: [...path] };
  };
  const locateKeys: Locator = (path) => {
    const [first, ...rest] = path;
    if (first === 'examId') return { file: 'test.yaml', path: ['id'] };
    if (first === 'scripts') return { file: 'scripts.yaml', path: rest };
    if (first === 'questions') return { file: 'answers.yaml', path: rest };
    return { file: 'answers.yaml', path: [...path] };
  };

  if (!checkSchema(folder, multiLevelExamSchema, exam, locateExam)) return failed();
  const publicPart = multiLevelExamSchema.parse(exam);

  const questions = new Map(publicPart.sections.flatMap((section) => section.parts.flatMap((part) => part.questions.map((q) => [q.id, q] as const))));
  const keyed: Record<string, unknown> = {};
  if (!isRecord(answers)) {
    folder.report({ file: 'answers.yaml', path: [] }, 'answers.yaml lists question id: answer, one per line (see docs/CONTENT.md).');
  } else {
    for (const [id, value] of Object.entries(answers)) {
      const question = questions.get(Number(id));
      if (typeof value === 'string') {
        const option = question?.answers.find((answer) => answer.answer === value || answer.answer.startsWith(`${value}) `));
        if (question && !option) {
          folder.report(
            { file: 'answers.yaml', path: [id] },
            `'${value}' is not one of question ${id}'s options. Write one of them exactly as in the question, or its letter: ${question.answers.map((answer) => answer.answer).join(' | ')}`,
          );
          continue;
        }
        keyed[id] = { answerId: option?.id ?? 0 };
      } else if (Array.isArray(value)) {
        keyed[id] = { blanks: value.map(acceptedList) };
      } else {
        keyed[id] = value;
      }
    }
  }
  const keys = { examId: publicPart.id, questions: keyed, scripts };
  if (!checkSchema(folder, multiLevelKeysSchema, keys, locateKeys)) return failed();
  const parsedKeys = multiLevelKeysSchema.parse(keys);

  reportLint(folder, lintMultiLevel(publicPart, parsedKeys, options.media), locateExam, locateKeys);
  if (folder.errors.length > 0) return failed();
  return { format: 'multi-level', publicPart, keys: parsedKeys, errors: [] };
}

/** A question as written (options: a list of texts) -> the schema's shape (answers with ids). */
function authoredQuestion(question: unknown): unknown {
  if (!isRecord(question)) return question;
  const { options, ...rest } = question;
  const id = typeof rest.id === 'number' ? rest.id : 0;
  const texts = Array.isArray(options) ? options : [];
  return {
    ...rest,
    answers: texts.slice(0, OPTIONS_PER_QUESTION).map((answer, index) => ({ id: id * OPTIONS_PER_QUESTION + index, answer })),
  };
}
