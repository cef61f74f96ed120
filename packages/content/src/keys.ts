/**
 * Server-only content: answer keys and listening scripts, with the public content re-exported for convenience.
 * Never import this from browser code (leak.test.ts checks the web entry does not reach it).
 */
import type { IeltsKeys, MultiLevelKeys } from '@bandwise/core';
import { keys as book1Keys } from './ielts/book1/keys';
import { keys as book2Keys } from './ielts/book2/keys';
import { keys as exam1Keys } from './multi-level/exam1/keys';
import { keys as exam2Keys } from './multi-level/exam2/keys';

export * from './public';

export const ieltsKeys: IeltsKeys[] = [book1Keys, book2Keys];

export const multiLevelKeys: MultiLevelKeys[] = [exam1Keys, exam2Keys];

/** The keys and scripts of an IELTS book, by the book's id. */
export function keysForBook(id: number): IeltsKeys | undefined {
  return ieltsKeys.find((keys) => keys.bookId === id);
}

/** The keys and scripts of a multi-level exam, by the exam's id. */
export function keysForExam(id: number): MultiLevelKeys | undefined {
  return multiLevelKeys.find((keys) => keys.examId === id);
}
