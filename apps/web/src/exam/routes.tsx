import type { RouteObject } from 'react-router-dom';
import { Spinner } from '@bandwise/kit';

/** Shown while a runner's code loads on a first visit or a reload (the route is lazy). */
const loading = (
  <div style={{ display: 'grid', placeItems: 'center', minHeight: '100dvh' }}>
    <Spinner label="Loading exam" />
  </div>
);

/**
 * The exam runners (seed 001 section 2), each loaded on first visit so no other page downloads them. They are mounted
 * outside the site's layout, behind the login guard, by the shell's route table.
 */
export const examRoutes: RouteObject[] = [
  {
    path: '/book1/:examId',
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import('./ielts/IeltsRunner')).IeltsRunnerPage }),
  },
  {
    path: '/book2/:examId',
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import('./ielts/IeltsRunner')).IeltsRunnerPage }),
  },
  {
    path: '/multi-level/exam/:id',
    hydrateFallbackElement: loading,
    lazy: async () => ({ Component: (await import('./multiLevel/MultiLevelRunner')).MultiLevelRunnerPage }),
  },
];
