/**
 * Server-only content: answer keys and listening scripts (generated from the folders' answers.yaml and scripts.yaml),
 * with the public content re-exported for convenience.
 * Never import this from browser code (leak.test.ts checks the web entry does not reach it).
 */
import type { IeltsKeys, MultiLevelKeys } from '@bandwise/core';
import { ieltsKeys, multiLevelKeys } from './generated/keys';

export * from './public';
export { ieltsKeys, multiLevelKeys };

/** The keys and scripts of an IELTS book, by the book's id. */
export function keysForBook(id: number): IeltsKeys | undefined {
  return ieltsKeys.find((keys) => keys.bookId === id);
}

/** The keys and scripts of a multi-level exam, by the exam's id. */
export function keysForExam(id: number): MultiLevelKeys | undefined {
  return multiLevelKeys.find((keys) => keys.examId === id);
}
