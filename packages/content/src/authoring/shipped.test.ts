/**
 * The shipped sets in the authoring format are the content learners see: each folder under packages/content/sets
 * parses, without a single error, to exactly the public part and keys the site serves.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shippedIelts, shippedMultiLevel } from '../index-of-content';
import { formatAuthoringErrors, parseTestFolder } from './index';
import { mediaOnDisk, mediaRoot, readTestFolder, setsRoot } from './node';

describe('the shipped sets, written in the authoring format', () => {
  for (const { dir, book, keys } of shippedIelts) {
    it(`${dir} parses to the book and keys the site serves`, () => {
      const parsed = parseTestFolder(readTestFolder(join(setsRoot, dir)), { media: mediaOnDisk(mediaRoot) });
      expect(formatAuthoringErrors(parsed.errors, dir)).toBe('');
      expect(parsed.format).toBe('ielts');
      expect(parsed.publicPart).toStrictEqual(book);
      expect(parsed.keys).toStrictEqual(keys);
    });
  }
  for (const { dir, exam, keys } of shippedMultiLevel) {
    it(`${dir} parses to the exam and keys the site serves`, () => {
      const parsed = parseTestFolder(readTestFolder(join(setsRoot, dir)), { media: mediaOnDisk(mediaRoot) });
      expect(formatAuthoringErrors(parsed.errors, dir)).toBe('');
      expect(parsed.format).toBe('multi-level');
      expect(parsed.publicPart).toStrictEqual(exam);
      expect(parsed.keys).toStrictEqual(keys);
    });
  }
});
