/**
 * `npm run content:new` gives a teacher a folder that already shows every layout the kit renders and lints clean:
 * the only thing missing from a fresh scaffold is the listening audio, which `npm run content:audio` makes.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { multiLevelQuestionTypes, questionNumbersOf } from '@bandwise/core';
import { shippedIelts, shippedMultiLevel } from '../index-of-content';
import { lintCatalogue } from '../lint';
import { formatAuthoringErrors, parseTestFolder } from './index';
import { draftsRoot, mediaOnDisk, mediaRoot, readTestFolder } from './node';
import { scaffoldFiles } from './scaffold';

const ieltsId = Math.max(...shippedIelts.map((set) => set.book.id)) + 1;
const examId = Math.max(...shippedMultiLevel.map((set) => set.exam.id)) + 1;
const ielts = scaffoldFiles('ielts', { id: ieltsId, slug: 'scaffold-check', name: 'Scaffold check' });
const multiLevel = scaffoldFiles('multi-level', { id: examId, slug: 'scaffold-check', name: 'Scaffold check' });
/** The picture content:new copies, and the audio content:audio renders, as if both were there. */
const madeByTheTools = (path: string) => path.includes('/scaffold-check/') || mediaOnDisk(mediaRoot)(path);

describe('the scaffold', () => {
  it('IELTS: lints clean once its picture and audio exist', () => {
    const parsed = parseTestFolder(ielts, { media: madeByTheTools });
    expect(formatAuthoringErrors(parsed.errors)).toBe('');
    expect(parsed.publicPart?.id).toBe(ieltsId);
  });

  it('multi-level: lints clean once its picture and audio exist', () => {
    const parsed = parseTestFolder(multiLevel, { media: madeByTheTools });
    expect(formatAuthoringErrors(parsed.errors)).toBe('');
    if (parsed.format !== 'multi-level' || !parsed.publicPart) throw new Error('no exam');
    expect(parsed.publicPart.sections.map((section) => section.id)).toEqual([1, 2, 3, 4].map((n) => examId * 10 + n));
  });

  it('before content:audio, the only errors are the missing recordings, each saying to run it', () => {
    const withPicture = (path: string) => path.endsWith('/scaffold-check/map.svg') || mediaOnDisk(mediaRoot)(path);
    for (const files of [ielts, multiLevel]) {
      const { errors } = parseTestFolder(files, { media: withPicture });
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(error.message).toMatch(/listening.*\.mp3' not found.*Run npm run content:audio/);
    }
  });

  it('a missing picture: the hint names where it goes, the draft\'s own folder or the shared media folder', () => {
    const draft = join(draftsRoot, 'ielts/riverside');
    const onDisk = mediaOnDisk(draft);
    const withoutChart = Object.assign((path: string) => path !== 'chart.svg' && onDisk(path), { folder: onDisk.folder });
    expect(formatAuthoringErrors(parseTestFolder(readTestFolder(draft), { media: withoutChart }).errors)).toMatch(
      /writing\.yaml:\d+:\d+: media file 'chart\.svg' not found in the media folder\. Put the file in packages\/content\/drafts\/ielts\/riverside\/chart\.svg, or correct the path/,
    );
    const shared = mediaOnDisk(mediaRoot);
    const withoutMap = Object.assign((path: string) => !path.endsWith('/scaffold-check/map.svg') && madeByTheTools(path), { folder: shared.folder });
    expect(formatAuthoringErrors(parseTestFolder(ielts, { media: withoutMap }).errors)).toMatch(/Put the file in packages\/content\/media\/ielts\/scaffold-check\/map\.svg,/);
  });

  it('IELTS: shows every question type, gap-fill layout, matching kind and true/false form', () => {
    const parsed = parseTestFolder(ielts, { media: madeByTheTools });
    if (parsed.format !== 'ielts' || !parsed.publicPart) throw new Error('no book');
    const book = parsed.publicPart;
    const groups = [...book.listening.parts, ...book.reading.parts].flatMap((part) => part.groups);
    expect(new Set(groups.map((group) => group.type))).toEqual(new Set(['gapFill', 'chooseN', 'singleChoice', 'matching', 'tfng', 'summaryBank', 'mapLabelling']));
    expect(new Set(groups.flatMap((group) => (group.type === 'gapFill' ? [group.layout] : [])))).toEqual(new Set(['notes', 'form', 'table', 'summary', 'sentences']));
    expect(new Set(groups.flatMap((group) => (group.type === 'matching' ? [group.kind] : [])))).toEqual(new Set(['section', 'heading', 'person', 'feature']));
    expect(new Set(groups.flatMap((group) => (group.type === 'tfng' ? [`${group.variant}/${group.form}`] : [])))).toEqual(new Set(['tfng/radio', 'ynng/dropdown']));
    expect(groups.flatMap(questionNumbersOf)).toHaveLength(80);
  });

  it('multi-level: shows every question type', () => {
    const parsed = parseTestFolder(multiLevel, { media: madeByTheTools });
    if (parsed.format !== 'multi-level' || !parsed.publicPart) throw new Error('no exam');
    const exam = parsed.publicPart;
    const types = new Set(exam.sections.flatMap((section) => section.parts.flatMap((part) => part.questions.map((question) => question.type))));
    expect(types).toEqual(new Set(multiLevelQuestionTypes));
  });

  it('its ids do not collide with the shipped tests', () => {
    const book = parseTestFolder(ielts, { media: madeByTheTools }).publicPart;
    const exam = parseTestFolder(multiLevel, { media: madeByTheTools }).publicPart;
    const issues = lintCatalogue([...shippedIelts.map((set) => set.book), book], [...shippedMultiLevel.map((set) => set.exam), exam]);
    expect(issues).toEqual([]);
  });
});
