/**
 * Node-only helpers of the authoring format: a test folder read from the disk, and the shipped folders.
 * The API (a content directory), the linter and the build of the generated modules use them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MediaExists } from './types';

/** packages/content: the folders below are named from it in the linter's hints. */
const contentRoot = fileURLToPath(new URL('../..', import.meta.url));

/** packages/content/sets: one folder per test, under ielts/ or multi-level/. */
export const setsRoot = fileURLToPath(new URL('../../sets', import.meta.url));

/**
 * packages/content/drafts: tests that reach a site only by publishing (an admin uploads the folder as a zip), never
 * built into it. Same layout as sets/; a draft carries its own media, so its media paths are file names in its folder.
 */
export const draftsRoot = fileURLToPath(new URL('../../drafts', import.meta.url));

/** The .yaml files of one folder, by name, as parseTestFolder takes them. */
export function readTestFolder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.yaml') && statSync(join(dir, name)).isFile()) files[name] = readFileSync(join(dir, name), 'utf8');
  }
  return files;
}

/** Every test folder under a root, as 'ielts/book1', 'multi-level/exam1', sorted. */
export function listTestFolders(root: string = setsRoot): string[] {
  const found: string[] = [];
  for (const format of ['ielts', 'multi-level']) {
    let names: string[];
    try {
      names = readdirSync(join(root, format));
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      if (statSync(join(root, format, name)).isDirectory()) found.push(`${format}/${name}`);
    }
  }
  return found;
}

/** packages/content/media: every media path in the content is relative to it. */
export const mediaRoot = fileURLToPath(new URL('../../media', import.meta.url));

/**
 * The linter's media check on a folder of the disk (the linter itself stays free of Node APIs): the shared media
 * folder for a shipped set, the test's own folder for a draft.
 */
export function mediaOnDisk(root: string): MediaExists {
  const exists = (path: string) => {
    const file = join(root, path);
    return existsSync(file) && statSync(file).isFile();
  };
  // As the author sees it from the repository: packages/content/media, or packages/content/drafts/ielts/<name>.
  return Object.assign(exists, { folder: join('packages/content', relative(contentRoot, root)) });
}
