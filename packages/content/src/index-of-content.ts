/**
 * Node-only index of the shipped content for the linter and the tests: each book and exam paired with its keys by
 * folder (not by id, so a wrong bookId in a keys file is caught instead of silently unpaired), and the media folder.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { book as book1 } from './ielts/book1/public';
import { keys as book1Keys } from './ielts/book1/keys';
import { book as book2 } from './ielts/book2/public';
import { keys as book2Keys } from './ielts/book2/keys';
import { exam as exam1 } from './multi-level/exam1/public';
import { keys as exam1Keys } from './multi-level/exam1/keys';
import { exam as exam2 } from './multi-level/exam2/public';
import { keys as exam2Keys } from './multi-level/exam2/keys';

/** packages/content/media: every media path in the content is relative to it. */
export const mediaRoot = fileURLToPath(new URL('../media', import.meta.url));

/** The linter's media check on a folder of the disk (the linter itself stays free of Node APIs). */
export function mediaOnDisk(root: string): (path: string) => boolean {
  return (path) => {
    const file = join(root, path);
    return existsSync(file) && statSync(file).isFile();
  };
}

export const shippedIelts = [
  { dir: 'ielts/book1', book: book1, keys: book1Keys },
  { dir: 'ielts/book2', book: book2, keys: book2Keys },
];

export const shippedMultiLevel = [
  { dir: 'multi-level/exam1', exam: exam1, keys: exam1Keys },
  { dir: 'multi-level/exam2', exam: exam2, keys: exam2Keys },
];
