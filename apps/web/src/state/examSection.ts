import { ieltsSectionOf, multiLevelSectionTypes, type IeltsSectionType, type MultiLevelSectionType } from '@bandwise/core';

/**
 * The exam runners' client state (seed 000 section 3): the current IELTS section and the multi-level remaining
 * section, kept in localStorage so a reload reopens the same section. Logout clears it with the rest of storage.
 */
const IELTS_KEY = 'examSection';
// The storage edge's names, kept as first shipped ('ml' is the multi-level exam): a reload after an upgrade finds them.
const MULTI_LEVEL_KEY = 'mlSection';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The IELTS section the runner opens, stored in either spelling (the seeds' capitals before issue 32). @default 'listening' */
export function getExamSection(): IeltsSectionType {
  return ieltsSectionOf(read(IELTS_KEY)) ?? 'listening';
}

export function setExamSection(section: IeltsSectionType): void {
  localStorage.setItem(IELTS_KEY, section);
}

/** The multi-level section the runner opens. @default 'listening' */
export function getMultiLevelSection(): MultiLevelSectionType {
  const value = read(MULTI_LEVEL_KEY);
  return (multiLevelSectionTypes as readonly string[]).includes(value ?? '') ? (value as MultiLevelSectionType) : 'listening';
}

export function setMultiLevelSection(section: MultiLevelSectionType): void {
  localStorage.setItem(MULTI_LEVEL_KEY, section);
}

/** The IELTS runner route of a book: /book1 for the book named 'CAMBRIDGE (TEST 1)', else /book2 (seed 000 section 2.7). */
export function ieltsRunnerPath(bookName: string, examId: number | string): string {
  return `/${bookName === 'CAMBRIDGE (TEST 1)' ? 'book1' : 'book2'}/${examId}`;
}

export function multiLevelRunnerPath(examId: number | string): string {
  return `/multi-level/exam/${examId}`;
}
