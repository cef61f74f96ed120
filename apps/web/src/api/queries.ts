import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { RESULTS_PAGE_SIZE, type MyResultsResponse, type Profile, type Top10Entry, type TopExamResultEntry } from '@bandwise/core';
import { getToken, removeToken, useToken } from '../auth/token';
import { defaultSettings, mergeSettings, type SiteSettings } from '../config/site';
import { api } from './calls';
import { isUnauthorized } from './client';

export const queryKeys = {
  settings: ['settings'] as const,
  profile: (token: string | null) => ['profile', token] as const,
  top10: ['leaderboard', 'ielts'] as const,
  multiLevelTop: ['leaderboard', 'multi-level'] as const,
  bonus: (token: string | null) => ['bonus', token] as const,
  multiLevelExams: (token: string | null) => ['multi-level', 'exams', token] as const,
  ieltsBooks: ['ielts', 'books'] as const,
  myResults: (token: string | null) => ['my-results', 'ielts', token] as const,
  myExams: (userId: number | undefined) => ['my-results', 'multi-level', userId] as const,
};

/**
 * The operator's settings over the seeds' defaults; the defaults show until (and unless) the server answers. Fresh for
 * a minute: an admin's change (a maintenance notice, a price) reaches a learner with the site open on their next page
 * after that, or when they come back to the tab; a new visit reads it at once.
 */
export function useSettings(): SiteSettings {
  const { data } = useQuery({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => api.settings(signal),
    select: mergeSettings,
    staleTime: 60_000,
  });
  return data ?? defaultSettings;
}

/** The load states of the profile (PRODUCT.md section 3: 'failed' with the error text kept beside, not instead). */
export const profileStatuses = ['idle', 'loading', 'succeeded', 'failed'] as const;
export type ProfileStatus = (typeof profileStatuses)[number];

export interface ProfileState {
  status: ProfileStatus;
  profile: Profile | undefined;
  /** The error text of a failed load, else null. */
  error: string | null;
}

/** The logged-in user's profile. A 401 removes the stored token silently (seed 000 section 8). */
export function useProfile(): ProfileState {
  const token = useToken();
  const query = useQuery({
    queryKey: queryKeys.profile(token),
    queryFn: async ({ signal }) => {
      try {
        return (await api.profile(signal)).data;
      } catch (error) {
        if (isUnauthorized(error) && getToken() === token) removeToken();
        throw error;
      }
    },
    enabled: token !== null,
  });
  const status: ProfileStatus = token === null ? 'idle' : query.isPending ? 'loading' : query.isError ? 'failed' : 'succeeded';
  return { status, profile: token === null ? undefined : query.data, error: query.error ? query.error.message : null };
}

/** Leaderboard failures are only logged: the list stays empty and shows 'No results found.' (seed 000 section 8). */
async function orEmpty<T>(load: () => Promise<T[]>, what: string): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`${what} failed to load`, error);
    return [];
  }
}

export function useTop10(enabled = true) {
  return useQuery<Top10Entry[]>({
    queryKey: queryKeys.top10,
    queryFn: ({ signal }) => orEmpty(() => api.top10(signal), 'IELTS leaderboard'),
    enabled,
  });
}

export function useMultiLevelTop(enabled = true) {
  return useQuery<TopExamResultEntry[]>({
    queryKey: queryKeys.multiLevelTop,
    queryFn: ({ signal }) => orEmpty(async () => (await api.topExamResults(signal)).results, 'CEFR leaderboard'),
    enabled,
  });
}

export function useBonus() {
  const token = useToken();
  return useQuery({ queryKey: queryKeys.bonus(token), queryFn: ({ signal }) => api.bonus(signal), enabled: token !== null });
}

/** The multi-level exams on sale; a failure is logged and the list shows 'Data empty'. */
export function useMultiLevelExams() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.multiLevelExams(token),
    queryFn: ({ signal }) => orEmpty(() => api.multiLevelExams(signal), 'Multi-level exams'),
  });
}

/**
 * The learner's IELTS attempts, RESULTS_PAGE_SIZE (the seeds' 150) per request, the next page when the list's end
 * scrolls into view; a runner finds its attempt (book, remaining section, time left) on the first page.
 */
export function useMyResults() {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: queryKeys.myResults(token),
    queryFn: ({ pageParam, signal }) => api.myResults(pageParam, RESULTS_PAGE_SIZE, signal),
    // Pages count from 1 (docs/CONTRACT.md, paging).
    initialPageParam: 1,
    getNextPageParam: (last: MyResultsResponse, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return last.results.length === RESULTS_PAGE_SIZE && loaded < last.total ? last.page + 1 : undefined;
    },
    enabled: token !== null,
  });
}

export function useMyExams(userId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.myExams(userId),
    queryFn: ({ signal }) => api.myExams(userId as number, signal),
    enabled: userId !== undefined,
  });
}
