/**
 * The web-facing content: question sets as the learner sees them before submitting. Imports ONLY the public.ts of each
 * book and exam, never a keys module; leak.test.ts bundles this file and proves no answer reaches the browser.
 */
import type { IeltsBook, MultiLevelExam } from '@bandwise/core';
import { book as book1 } from './ielts/book1/public';
import { book as book2 } from './ielts/book2/public';
import { exam as exam1 } from './multi-level/exam1/public';
import { exam as exam2 } from './multi-level/exam2/public';

export const ieltsBooks: IeltsBook[] = [book1, book2];

export const multiLevelExams: MultiLevelExam[] = [exam1, exam2];
