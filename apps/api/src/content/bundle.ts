import { ieltsBookSchema, ieltsKeysSchema, multiLevelExamSchema, multiLevelKeysSchema, type ContentProblem } from '@bandwise/core';
import { parseTestFolder, type MediaExists } from '@bandwise/content/authoring';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { HttpError } from '../http/errors';
import type { TestContent } from './versions';

/**
 * A test bundle: the authoring folder of one test (docs/CONTENT.md), as a zip an admin uploads or as a folder of the
 * content directory. Either way its YAML files go through @bandwise/content's parseTestFolder, the one parser the
 * linter and the preview use, and what it accepts is checked once more against core's schemas here, at the server's
 * boundary. Media the test names must already be in the content media folder (bundles carry no audio or pictures).
 */

/** Whether the content media folder holds a file the test names (never a path that climbs out of it). */
export function mediaIn(root: string): MediaExists {
  const base = path.resolve(root);
  return (relative) => {
    const file = path.resolve(base, relative);
    return file.startsWith(`${base}${path.sep}`) && existsSync(file) && statSync(file).isFile();
  };
}

/** A folder is a handful of YAML files of tens of KB; these bounds are far above any real one. */
export const MAX_BUNDLE_FILES = 40;
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_BUNDLE_BYTES = 8 * 1024 * 1024;

/** A bundle that cannot be published: 422 with each problem the console lists. */
export class BundleRejected extends HttpError {
  constructor(
    message: string,
    readonly problems: ContentProblem[],
  ) {
    super(422, message, { problems });
  }
}

const problem = (file: string, message: string, line: number | null = null): ContentProblem => ({ file, line, message });

const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Names inside the folder: a zip made of the folder itself ('book7/test.yaml') or of its files ('test.yaml'). */
function folderNames(names: string[]): Map<string, string> {
  const files = names.filter((name) => !name.endsWith('/') && !name.startsWith('__MACOSX/') && !name.split('/').some((part) => part.startsWith('.')));
  const tops = new Set(files.map((name) => (name.includes('/') ? name.slice(0, name.indexOf('/')) : '')));
  const prefix = tops.size === 1 && !tops.has('') ? `${[...tops][0]}/` : '';
  return new Map(files.map((name) => [name, name.slice(prefix.length)]));
}

/** The YAML files of a zipped folder, by name; 415 for a file that is not a zip, 413 past the bounds. */
export function filesOfZip(bytes: Uint8Array): Record<string, string> {
  if (!isZip(bytes)) throw new HttpError(415, "A test bundle is a .zip of the test's folder (test.yaml, listening.yaml, ... answers.yaml)");
  if (bytes.length > MAX_BUNDLE_BYTES) throw new HttpError(413, `A test bundle may be at most ${MAX_BUNDLE_BYTES / 1024 / 1024} MB`);
  let entries: Record<string, Uint8Array>;
  let count = 0;
  let total = 0;
  try {
    entries = unzipSync(bytes, {
      // Sizes are checked from the zip's directory before anything is inflated, so a zip bomb is refused unread.
      filter: (file) => {
        count += 1;
        total += file.originalSize;
        if (count > MAX_BUNDLE_FILES) throw new HttpError(413, `A test bundle holds at most ${MAX_BUNDLE_FILES} files`);
        if (file.originalSize > MAX_FILE_BYTES || total > MAX_BUNDLE_BYTES) {
          throw new HttpError(413, `${file.name} is too large: a test's files come to at most ${MAX_BUNDLE_BYTES / 1024 / 1024} MB`);
        }
        return file.name.endsWith('.yaml');
      },
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(415, `The zip cannot be read: ${(error as Error).message}`);
  }
  const names = folderNames(Object.keys(entries));
  const files: Record<string, string> = {};
  const problems: ContentProblem[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const [entry, name] of names) {
    const data = entries[entry];
    if (!data) continue;
    if (data.length > MAX_FILE_BYTES) throw new HttpError(413, `${name} is too large`);
    if (name.includes('/')) {
      problems.push(problem(name, "The test's files go side by side in one folder: move it up, next to test.yaml"));
      continue;
    }
    try {
      files[name] = decoder.decode(data);
    } catch {
      problems.push(problem(name, 'The file is not UTF-8 text: save it as UTF-8'));
    }
  }
  if (problems.length > 0) throw new BundleRejected(`The bundle has ${problems.length} problem(s)`, problems);
  return files;
}

/**
 * A folder's files as a test: parsed and linted by parseTestFolder, then checked against core's schemas; every problem
 * at once, each with its file and line, in a BundleRejected.
 */
export function testOfFolder(files: Record<string, string>, media?: MediaExists): TestContent {
  const parsed = parseTestFolder(files, media ? { media } : {});
  if (parsed.errors.length > 0 || !parsed.publicPart || !parsed.keys || !parsed.format) {
    const problems = parsed.errors.map((error) => problem(error.file, error.column > 0 ? `${error.message} (column ${error.column})` : error.message, error.line));
    throw new BundleRejected(`The test has ${problems.length || 'unreported'} problem(s)`, problems.length ? problems : [problem('test.yaml', 'The folder could not be read as a test')]);
  }
  const test: TestContent =
    parsed.format === 'ielts'
      ? { kind: 'ielts', content: ieltsBookSchema.parse(parsed.publicPart), keys: ieltsKeysSchema.parse(parsed.keys) }
      : { kind: 'multi-level', content: multiLevelExamSchema.parse(parsed.publicPart), keys: multiLevelKeysSchema.parse(parsed.keys) };
  const keyedId = test.kind === 'ielts' ? test.keys.bookId : test.keys.examId;
  if (keyedId !== test.content.id) {
    throw new BundleRejected('The answers belong to another test', [problem('answers.yaml', `The answers are for test ${keyedId}, the test is ${test.content.id}`)]);
  }
  return test;
}
