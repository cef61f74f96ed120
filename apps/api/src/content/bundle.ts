import { ieltsBookSchema, ieltsKeysSchema, multiLevelExamSchema, multiLevelKeysSchema, type ContentProblem } from '@bandwise/core';
import { parseTestFolder, type MediaExists } from '@bandwise/content/authoring';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { HttpError } from '../http/errors';
import { detectBrandMedia } from '../media/brandUploads';
import type { ObjectStore } from '../media/storage';
import { ascii, uploadContentType } from '../media/uploads';
import type { TestContent } from './versions';

/**
 * A test bundle: the authoring folder of one test (docs/CONTENT.md), as a zip an admin uploads or as a folder of the
 * content directory. Either way its YAML files go through @bandwise/content's parseTestFolder, the one parser the
 * linter and the preview use, and what it accepts is checked once more against core's schemas here, at the server's
 * boundary. A zip may carry the test's own media (its recordings and pictures, beside the YAML files, named by their
 * file names in the YAML: a draft folder, docs/CONTENT.md): each is checked by its bytes and size, then kept in the
 * object store under a name made from its contents, and the test's paths are rewritten to it, so every API process
 * serves it and a version's media never change under the attempts on it. Any other media path names a file of the
 * content media folder, which must already be there.
 */

/** Whether the content media folder holds a file the test names (never a path that climbs out of it). */
export function mediaIn(root: string): MediaExists {
  const base = path.resolve(root);
  return (relative) => {
    const file = path.resolve(base, relative);
    return file.startsWith(`${base}${path.sep}`) && existsSync(file) && statSync(file).isFile();
  };
}

/**
 * A folder is a handful of YAML files of tens of KB (MAX_FILE_BYTES each, far above any real one) and its media: four
 * listening recordings of about 0.5 MB (32 kbit/s speech) and a few pictures. The whole zip stays within the upload
 * limit of a multipart file (MAX_AUDIO_BYTES, 10 MB).
 */
export const MAX_BUNDLE_FILES = 40;
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_BUNDLE_BYTES = 10 * 1024 * 1024;

/** The media a bundle may carry, by extension: how to recognise the bytes, and the largest file. */
const MEDIA_TYPES: Record<string, { label: string; maxBytes: number; is: (bytes: Uint8Array) => boolean }> = {
  mp3: {
    label: 'an MP3 recording',
    maxBytes: 8 * 1024 * 1024,
    // An ID3 tag, or straight away an MPEG audio frame (11 sync bits).
    is: (b) => (b.length >= 3 && ascii(b, 0, 3) === 'ID3') || (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0),
  },
  png: { label: 'a PNG picture', maxBytes: MAX_FILE_BYTES, is: (b) => detectBrandMedia(b) === 'png' },
  jpg: { label: 'a JPEG picture', maxBytes: MAX_FILE_BYTES, is: (b) => detectBrandMedia(b) === 'jpeg' },
  webp: { label: 'a WebP picture', maxBytes: MAX_FILE_BYTES, is: (b) => detectBrandMedia(b) === 'webp' },
  // An SVG is shown in an <img> (no script runs there) and served sandboxed; one with a script or an event handler is
  // refused all the same, as no drawing needs them.
  svg: { label: 'an SVG picture', maxBytes: MAX_FILE_BYTES, is: (b) => isPlainSvg(b) },
};
MEDIA_TYPES.jpeg = MEDIA_TYPES.jpg!;

function isPlainSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text) && !/<script|\son[a-z]+\s*=|javascript:/i.test(text);
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const isMediaName = (name: string) => name.includes('.') && extensionOf(name) in MEDIA_TYPES;
/** A media file's name: one safe segment, as the YAML names it (no folders, spaces or leading dot). */
const MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** A test folder as the server reads it: the YAML files by name, and the media it carries by file name. */
export type Bundle = { files: Record<string, string>; media: Record<string, Uint8Array> };

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

/**
 * The YAML files and media of a zipped folder; 415 for a file that is not a zip, 413 past the bounds (a medium past
 * its type's), 422 with each file that is neither, or whose bytes are not what its name says.
 */
export function bundleOfZip(bytes: Uint8Array): Bundle {
  if (!isZip(bytes)) throw new HttpError(415, "A test bundle is a .zip of the test's folder (test.yaml, listening.yaml, ... answers.yaml)");
  if (bytes.length > MAX_BUNDLE_BYTES) throw new HttpError(413, `A test bundle may be at most ${MAX_BUNDLE_BYTES / 1024 / 1024} MB`);
  let entries: Record<string, Uint8Array>;
  const listed: string[] = [];
  let total = 0;
  try {
    entries = unzipSync(bytes, {
      // Sizes are checked from the zip's directory before anything is inflated, so a zip bomb is refused unread.
      filter: (file) => {
        const count = listed.push(file.name);
        total += file.originalSize;
        if (count > MAX_BUNDLE_FILES) throw new HttpError(413, `A test bundle holds at most ${MAX_BUNDLE_FILES} files`);
        const medium = isMediaName(file.name) ? MEDIA_TYPES[extensionOf(file.name)]! : null;
        if (medium && file.originalSize > medium.maxBytes) {
          throw new HttpError(413, `${file.name} is too large: ${medium.label} may be at most ${medium.maxBytes / 1024 / 1024} MB`);
        }
        if ((!medium && file.originalSize > MAX_FILE_BYTES) || total > MAX_BUNDLE_BYTES) {
          throw new HttpError(413, `${file.name} is too large: a test's files come to at most ${MAX_BUNDLE_BYTES / 1024 / 1024} MB`);
        }
        return file.name.endsWith('.yaml') || isMediaName(file.name);
      },
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(415, `The zip cannot be read: ${(error as Error).message}`);
  }
  const names = folderNames(listed);
  const files: Record<string, string> = {};
  const media: Record<string, Uint8Array> = {};
  const problems: ContentProblem[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const [entry, name] of names) {
    const data = entries[entry];
    if (!data) {
      // Not inflated: neither YAML nor a medium (the filter above left it in the zip).
      problems.push(problem(name, `A test bundle holds only the test's .yaml files and its media (${Object.keys(MEDIA_TYPES).join(', ')}): take this file out`));
      continue;
    }
    if (name.includes('/')) {
      problems.push(problem(name, "The test's files go side by side in one folder: move it up, next to test.yaml"));
      continue;
    }
    if (isMediaName(name)) {
      const rule = MEDIA_TYPES[extensionOf(name)]!;
      if (!MEDIA_NAME.test(name)) problems.push(problem(name, 'A media file is named with letters, digits, ".", "-" and "_" only: rename it (and its path in the YAML)'));
      else if (!rule.is(data)) problems.push(problem(name, `The file is not ${rule.label}, though its name says so: export it again as ${rule.label}, or name it for what it is`));
      else media[name] = data;
      continue;
    }
    try {
      files[name] = decoder.decode(data);
    } catch {
      problems.push(problem(name, 'The file is not UTF-8 text: save it as UTF-8'));
    }
  }
  if (problems.length > 0) throw new BundleRejected(`The bundle has ${problems.length} problem(s)`, problems);
  return { files, media };
}

/** The media check of a bundle: a file it carries, else one of the content media folder. */
export function bundleMedia(bundle: Bundle, mediaDir: string): MediaExists {
  const shared = mediaIn(mediaDir);
  return (relative) => Object.hasOwn(bundle.media, relative) || shared(relative);
}

/** Every media path of a test, rewritten by `to` (the fields the content linter checks as media). */
function mapMediaPaths(test: TestContent, to: (path: string) => string): TestContent {
  if (test.kind === 'ielts') {
    const book = test.content;
    const parts = <T extends { groups: (typeof book.reading.parts)[number]['groups'] }>(list: T[]) =>
      list.map((part) => ({ ...part, groups: part.groups.map((group) => (group.type === 'mapLabelling' ? { ...group, image: { ...group.image, src: to(group.image.src) } } : group)) }));
    return {
      ...test,
      content: {
        ...book,
        listening: { ...book.listening, parts: parts(book.listening.parts).map((part) => ({ ...part, audio: to(part.audio) })) },
        reading: { ...book.reading, parts: parts(book.reading.parts) },
        writing: { ...book.writing, tasks: book.writing.tasks.map((task) => (task.image ? { ...task, image: { ...task.image, src: to(task.image.src) } } : task)) },
      },
    };
  }
  const exam = test.content;
  return {
    ...test,
    content: {
      ...exam,
      sections: exam.sections.map((section) => ({
        ...section,
        ...(section.audio_path ? { audio_path: to(section.audio_path) } : {}),
        parts: section.parts.map((part) => (part.photo_path ? { ...part, photo_path: to(part.photo_path) } : part)),
      })),
    },
  };
}

/**
 * Keeps the media a bundle carries in the object store ('content/<sha-256 prefix>.<ext>', so an identical file is one
 * object and a stored one never changes) and points the test's paths at them ('uploads/content/...', served at
 * /media/uploads/ like every stored upload). Paths to the content media folder stay as they are.
 */
export async function storeBundleMedia(store: ObjectStore, test: TestContent, media: Bundle['media']): Promise<TestContent> {
  const stored = new Map<string, string>();
  for (const [name, bytes] of Object.entries(media)) {
    const key = `content/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extensionOf(name) === 'jpeg' ? 'jpg' : extensionOf(name)}`;
    stored.set(name, key);
  }
  const used = new Set<string>();
  const rewritten = mapMediaPaths(test, (path) => {
    const key = stored.get(path);
    if (!key) return path;
    used.add(path);
    return `uploads/${key}`;
  });
  // Only what the test names is kept: a stray picture in the folder costs nothing.
  for (const name of used) await store.put(stored.get(name)!, media[name]!, uploadContentType(stored.get(name)!));
  return rewritten;
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
