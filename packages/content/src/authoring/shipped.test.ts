/**
 * The shipped sets in the authoring format are the content learners see: each folder under packages/content/sets
 * parses, without a single error, to exactly the public part and keys the site serves.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shippedIelts, shippedMultiLevel } from '../index-of-content';
import { formatAuthoringErrors, parseTestFolder } from './index';
import { mediaOnDisk, mediaRoot, readTestFolder, setsRoot } from './node';

describe('a folder as an upload holds it', () => {
  it('reads the .yaml files by base name, ignoring other files and a Mac zip\'s copies', () => {
    const files = readTestFolder(join(setsRoot, 'ielts/book1'));
    const zipped = Object.fromEntries(Object.entries(files).map(([name, text]) => [`book1/${name}`, text]));
    const parsed = parseTestFolder({ ...zipped, 'book1/notes.txt': 'x', '__MACOSX/book1/._test.yaml': 'junk', 'book1/.test.yaml.swp': 'x' });
    expect(formatAuthoringErrors(parsed.errors)).toBe('');
    expect(parsed.publicPart).toStrictEqual(shippedIelts.find((set) => set.dir === 'ielts/book1')?.book);
  });

  it('refuses two test folders in one upload', () => {
    const files = readTestFolder(join(setsRoot, 'ielts/book1'));
    const parsed = parseTestFolder({ 'a/test.yaml': files['test.yaml'] ?? '', 'b/test.yaml': files['test.yaml'] ?? '' });
    expect(parsed.publicPart).toBeNull();
    expect(parsed.errors).toEqual([expect.objectContaining({ file: 'test.yaml', line: 1, message: expect.stringMatching(/2 files named test.yaml \(a\/test.yaml, b\/test.yaml\)/) })]);
  });
});

describe('the shipped sets, written in the authoring format', () => {
  const shipped = [
    ...shippedIelts.map(({ dir, book, keys }) => ({ dir, format: 'ielts', part: 'book', publicPart: book, keys })),
    ...shippedMultiLevel.map(({ dir, exam, keys }) => ({ dir, format: 'multi-level', part: 'exam', publicPart: exam, keys })),
  ];
  for (const { dir, format, part, publicPart, keys } of shipped) {
    it(`${dir} parses to the ${part} and keys the site serves`, () => {
      const parsed = parseTestFolder(readTestFolder(join(setsRoot, dir)), { media: mediaOnDisk(mediaRoot) });
      expect(formatAuthoringErrors(parsed.errors, dir)).toBe('');
      expect(parsed.format).toBe(format);
      expect(parsed.publicPart).toStrictEqual(publicPart);
      expect(parsed.keys).toStrictEqual(keys);
    });
  }
});
