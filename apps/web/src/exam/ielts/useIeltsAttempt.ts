import { useQuery } from '@tanstack/react-query';
import { RESULTS_PAGE_SIZE, type IeltsBook, type IeltsSectionType, type MyResultItem } from '@bandwise/core';
import { ApiError } from '../../api/client';
import { examApi } from '../lib/api';
import { api } from '../../api/calls';

export interface IeltsAttempt {
  item: MyResultItem;
  book: IeltsBook;
  /** When the attempt state was asked for, epoch ms (the seconds the server gave count from then). */
  loadedAt: number;
  /** When the attempt's 4-hour window closes, epoch ms. */
  endsAt: number;
  /**
   * When the server's clock for the remaining section runs out, epoch ms (remainTimeForSection; for a remaining
   * speaking it is writing's clock, docs/CONTRACT.md 'Section deadlines'); undefined from a server that sends none.
   */
  sectionEndsAt?: number;
}

/** The server's deadline for `section`, when the loaded attempt state is about that section. */
export function serverSectionDeadline(attempt: IeltsAttempt, section: IeltsSectionType): number | undefined {
  const remain = attempt.item.remainSection;
  const about = remain === section || (section === 'writing' && remain === 'speaking');
  return about && section !== 'speaking' ? attempt.sectionEndsAt : undefined;
}

export const ieltsAttemptKey = (examId: number) => ['ielts-attempt', examId] as const;

/**
 * The attempt as the server holds it (book, remaining section, time left), then the book's public content. The
 * server's remaining section is the truth on resume; keys never come with the book.
 */
export function useIeltsAttempt(examId: number) {
  return useQuery<IeltsAttempt>({
    queryKey: ieltsAttemptKey(examId),
    queryFn: async ({ signal }) => {
      const loadedAt = Date.now();
      const { results } = await api.myResults(1, RESULTS_PAGE_SIZE, signal);
      const item = results.find((result) => result.examId === examId);
      if (!item) throw new ApiError(404, 'Exam not found', 'Exam not found');
      const book = await examApi.book(item.bookId, item.bookVersion, signal);
      const section = item.remainTimeForSection;
      return {
        item,
        book,
        loadedAt,
        endsAt: loadedAt + item.remainTimeForEndExam * 1000,
        ...(typeof section === 'number' ? { sectionEndsAt: loadedAt + section * 1000 } : {}),
      };
    },
    enabled: Number.isInteger(examId) && examId > 0,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * The section to open: the server's remaining section, except that speaking ends with no call (seed: 'Next exam' to
 * Writing without a call), so a device that already moved on to writing stays there.
 */
export function sectionToOpen(server: IeltsSectionType, local: IeltsSectionType): IeltsSectionType {
  return server === 'speaking' && local === 'writing' ? 'writing' : server;
}

export const nextSection: Record<IeltsSectionType, IeltsSectionType | null> = {
  listening: 'reading',
  reading: 'speaking',
  speaking: 'writing',
  writing: null,
};
