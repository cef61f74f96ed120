import { useEffect } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useUnauthorized } from '../exam/lib/unauthorized';

/**
 * A result call as the seeds handle it: a 401 clears storage and goes to /login; any other failure is logged and the
 * page shows its empty state (seed 001 section 8). `empty` is that state's data.
 */
export function useResultQuery<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  empty: T,
  options: { refetchWhile?: (data: T) => boolean } = {},
) {
  const unauthorized = useUnauthorized();
  const query = useQuery<T>({
    queryKey: key,
    queryFn: ({ signal }) => load(signal),
    retry: false,
    staleTime: 0,
    // Writing and speaking are graded in the background: look again while a grade is pending.
    refetchInterval: (q) => (q.state.data !== undefined && options.refetchWhile?.(q.state.data) ? 5000 : false),
  });
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    if (!unauthorized(error)) console.error(`Result ${String(key[0])} failed to load`, error);
    // The key names the page; logging once per failure is enough.
  }, [error]);
  return { data: query.data ?? (query.isError ? empty : undefined), loading: query.isPending && !query.isError, failed: query.isError };
}
