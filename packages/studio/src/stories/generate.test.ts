/**
 * The content stories on disk are exactly what the generator writes from the shipped content: a test added, changed
 * or removed without `npm run stories:generate -w @bandwise/studio` fails here, as does a hand edit.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ieltsBooks, multiLevelExams } from '@bandwise/content';
import { contentStoryFiles } from './generate';

const dir = new URL('./', import.meta.url);
const committed = readdirSync(dir).filter((name) => name.endsWith('.stories.tsx'));
const generated = contentStoryFiles();

describe('the content stories', () => {
  it('are the generated files, no more and no fewer, each as generated', () => {
    expect(committed.sort()).toEqual([...generated.keys()].sort());
    for (const [name, source] of generated) expect(readFileSync(new URL(name, dir), 'utf8'), name).toBe(source);
  });

  it('give every part of every shipped test one story (IELTS writing: per task), named after it', () => {
    const parts =
      ieltsBooks.reduce((sum, book) => sum + book.listening.parts.length + book.reading.parts.length + book.writing.tasks.length + book.speaking.parts.length, 0) +
      multiLevelExams.reduce((sum, exam) => sum + exam.sections.reduce((n, section) => n + section.parts.length, 0), 0);
    expect(parts).toBe(4 * (4 + 3 + 2 + 3) + 4 * (6 + 5 + 2 + 4));
    const exports = [...generated.values()].flatMap((source) => [...source.matchAll(/^export const (\w+): Story = /gm)].map((match) => match[1]));
    expect(exports).toHaveLength(parts);
    expect(new Set(exports)).toEqual(new Set(['Part1', 'Part2', 'Part3', 'Part4', 'Part5', 'Part6', 'Task1', 'Task2', 'Part1_1', 'Part1_2']));
  });

  it('label a dotted part by its own label and a test by its own name', () => {
    const [book] = ieltsBooks;
    const [exam] = multiLevelExams;
    const files = contentStoryFiles([book!], [exam!]);
    expect(files.get('Book1Listening.stories.tsx')).toContain(`title: 'Content/${book!.name}/Listening',`);
    expect(files.get(`MultiLevel${exam!.id}Speaking.stories.tsx`)).toMatch(/^export const Part1_1: Story = \{ \.\.\.multiLevelPartStory\(\d+, 'speaking', '1\.1'\), name: 'Part 1\.1' \};$/m);
  });
});
