/**
 * Every part of every shipped test has exactly one content story, titled by test and section. The node unit project
 * cannot import the TSX stories, so their exports are read from the source (CSF exports are static by design).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ieltsBooks, multiLevelExams } from '../public';

const dir = new URL('./', import.meta.url);
const files = readdirSync(dir).filter((name) => name.endsWith('.stories.tsx'));

type Story = { file: string; title: string; exportName: string; call: string };

/** 'export const Part1: Story = ieltsPartStory('book1', 'listening', 1);' and the '{ ...call, name }' form. */
const STORY_EXPORT = /^export const (\w+): Story = (?:\{ \.\.\.)?(\w+\([^)]*\))/gm;
const ANY_NAMED_EXPORT = /^export (?:const|function|let|class) (\w+)/gm;
const TITLE = /^\s*title: '([^']+)',$/m;

function storiesIn(file: string): Story[] {
  const source = readFileSync(new URL(file, dir), 'utf8');
  const title = TITLE.exec(source)?.[1] ?? '';
  return [...source.matchAll(STORY_EXPORT)].map((match) => ({ file, title, exportName: match[1] ?? '', call: match[2] ?? '' }));
}

const stories = files.flatMap(storiesIn);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What the shipped content needs: one story per part (IELTS writing: per task), as title + builder call. */
function expectedStories(): Array<Pick<Story, 'title' | 'call'>> {
  const expected: Array<Pick<Story, 'title' | 'call'>> = [];
  for (const book of ieltsBooks) {
    const base = `Content/${book.name}`;
    for (const part of book.listening.parts)
      expected.push({ title: `${base}/Listening`, call: `ieltsPartStory('${book.slug}', 'listening', ${part.number})` });
    for (const part of book.reading.parts)
      expected.push({ title: `${base}/Reading`, call: `ieltsPartStory('${book.slug}', 'reading', ${part.number})` });
    for (const task of book.writing.tasks)
      expected.push({ title: `${base}/Writing`, call: `ieltsWritingStory('${book.slug}', ${task.number})` });
    for (const part of book.speaking.parts)
      expected.push({ title: `${base}/Speaking`, call: `ieltsSpeakingStory('${book.slug}', ${part.number})` });
  }
  for (const exam of multiLevelExams) {
    for (const section of exam.sections) {
      for (const part of section.parts) {
        expected.push({
          title: `Content/${exam.name}/${capital(section.type)}`,
          call: `multiLevelPartStory(${exam.id}, '${section.type}', '${part.label}')`,
        });
      }
    }
  }
  return expected;
}

const partCount =
  ieltsBooks.reduce(
    (sum, book) =>
      sum + book.listening.parts.length + book.reading.parts.length + book.writing.tasks.length + book.speaking.parts.length,
    0,
  ) + multiLevelExams.reduce((sum, exam) => sum + exam.sections.reduce((n, section) => n + section.parts.length, 0), 0);

describe('content stories', () => {
  it('number as many as the parts of the shipped content', () => {
    expect(partCount).toBe(4 * (4 + 3 + 2 + 3) + 4 * (6 + 5 + 2 + 4));
    expect(stories).toHaveLength(partCount);
  });

  it('cover each part once, under its test and section title', () => {
    const key = (story: Pick<Story, 'title' | 'call'>) => `${story.title} :: ${story.call}`;
    expect(stories.map(key).sort()).toEqual(expectedStories().map(key).sort());
  });

  it('name each story after its part or task', () => {
    for (const story of stories) {
      const label = /(\d+(?:\.\d+)?)'?\)$/.exec(story.call)?.[1] ?? '';
      const noun = story.call.startsWith('ieltsWritingStory') ? 'Task' : 'Part';
      expect(story.exportName, `${story.file} ${story.call}`).toBe(`${noun}${label.replace('.', '_')}`);
    }
  });

  it('export nothing else from a stories file (a helper export would be indexed as a story)', () => {
    for (const file of files) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      const named = [...source.matchAll(ANY_NAMED_EXPORT)].map((match) => match[1]);
      expect(named.sort(), file).toEqual(storiesIn(file).map((story) => story.exportName).sort());
    }
  });

  it('give a dotted part its label as the story name', () => {
    for (const file of files) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      for (const match of source.matchAll(/^export const Part(\d+)_(\d+): Story = \{ .*name: '([^']+)' \};$/gm)) {
        expect(match[3]).toBe(`Part ${match[1]}.${match[2]}`);
      }
    }
  });
});
