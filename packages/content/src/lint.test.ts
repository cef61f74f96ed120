import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ieltsDefects, multiLevelDefects } from './fixtures/defects';
import { fixtureBook, fixtureKeys } from './fixtures/ielts';
import { fixtureExam, fixtureMultiLevelKeys } from './fixtures/multiLevel';
import { shippedIelts, shippedMultiLevel, mediaOnDisk, mediaRoot } from './index-of-content';
import { formatIssues, lintBook, lintCatalogue, lintMultiLevel } from './lint';

const fixtureMedia = mediaOnDisk(fileURLToPath(new URL('./fixtures/media', import.meta.url)));

describe('lint: shipped content', () => {
  it('ships two IELTS books and two multi-level exams', () => {
    expect(shippedIelts.length).toBeGreaterThanOrEqual(2);
    expect(shippedMultiLevel.length).toBeGreaterThanOrEqual(2);
  });
  for (const { dir, book, keys } of shippedIelts) {
    it(`${dir} passes`, () => {
      expect(formatIssues(lintBook(book, keys, mediaOnDisk(mediaRoot)))).toBe('');
    });
  }
  for (const { dir, exam, keys } of shippedMultiLevel) {
    it(`${dir} passes`, () => {
      expect(formatIssues(lintMultiLevel(exam, keys, mediaOnDisk(mediaRoot)))).toBe('');
    });
  }
});

describe('lint: fixtures', () => {
  it('passes the valid IELTS fixture', () => {
    expect(formatIssues(lintBook(fixtureBook, fixtureKeys, fixtureMedia))).toBe('');
  });
  it('passes the valid multi-level fixture', () => {
    expect(formatIssues(lintMultiLevel(fixtureExam, fixtureMultiLevelKeys, fixtureMedia))).toBe('');
  });

  for (const defect of ieltsDefects) {
    it(`IELTS: rejects ${defect.name}, naming the question`, () => {
      const { book, keys } = defect.make();
      const issues = lintBook(book, keys, fixtureMedia);
      expect(issues.length).toBeGreaterThan(0);
      expect(issues, formatIssues(issues)).toContainEqual(
        expect.objectContaining({ where: defect.expect.where, message: expect.stringMatching(defect.expect.message) }),
      );
    });
  }

  for (const defect of multiLevelDefects) {
    it(`multi-level: rejects ${defect.name}, naming the question`, () => {
      const { exam, keys } = defect.make();
      const issues = lintMultiLevel(exam, keys, fixtureMedia);
      expect(issues, formatIssues(issues)).toContainEqual(
        expect.objectContaining({
          where: expect.stringContaining(defect.expect.where),
          message: expect.stringMatching(defect.expect.message),
        }),
      );
    });
  }

  it('reports both repeated headings, viii and ix', () => {
    const defect = ieltsDefects.find((d) => d.name.includes('viii'));
    const { book, keys } = defect!.make();
    const messages = lintBook(book, keys, fixtureMedia).map((issue) => issue.message);
    expect(messages).toContain("heading label 'viii' is listed more than once");
    expect(messages).toContain("heading label 'ix' is listed more than once");
  });

  it('does not mutate the valid fixtures when making defects', () => {
    for (const defect of [...ieltsDefects, ...multiLevelDefects]) defect.make();
    expect(lintBook(fixtureBook, fixtureKeys, fixtureMedia)).toEqual([]);
    expect(lintMultiLevel(fixtureExam, fixtureMultiLevelKeys, fixtureMedia)).toEqual([]);
  });

  it('reports unparseable input as schema issues instead of throwing', () => {
    expect(lintBook(null, null, fixtureMedia).every((issue) => issue.message.startsWith('schema:'))).toBe(true);
    expect(lintMultiLevel({ id: 3 }, {}, fixtureMedia)[0]?.where).toMatch(/^exam3/);
  });
});

describe('lint: catalogue', () => {
  it('passes the shipped catalogue', () => {
    expect(formatIssues(lintCatalogue(shippedIelts.map((s) => s.book), shippedMultiLevel.map((s) => s.exam)))).toBe('');
  });
  it('rejects ids shared by two exams and two books with one slug', () => {
    const other = structuredClone(fixtureExam);
    other.id = 903;
    const issues = lintCatalogue([fixtureBook, { ...fixtureBook, id: 904 }], [fixtureExam, other]);
    expect(issues).toContainEqual({ where: 'book 904 book slug fixture', message: expect.stringContaining('book 901') });
    expect(issues).toContainEqual({ where: 'exam903 question id 1000', message: expect.stringContaining('exam902') });
    expect(issues).toContainEqual({ where: 'exam903 answer id 5000', message: expect.stringContaining('exam902') });
  });
});
