import type { RouteObject } from 'react-router-dom';
import { multiLevelSectionTypes } from '@bandwise/core';
import { multiLevelResultPath } from '../multiLevelPaths';

/**
 * The result pages (seed 001 section 2), each loaded on first visit. The shell mounts them inside the site's layout,
 * behind the login guard.
 */
export const resultRoutes: RouteObject[] = [
  { path: '/listening/:id', lazy: async () => ({ Component: (await import('./IeltsInlineResult')).ListeningResultPage }) },
  { path: '/reading/:id', lazy: async () => ({ Component: (await import('./IeltsInlineResult')).ReadingResultPage }) },
  { path: '/writing/:id', lazy: async () => ({ Component: (await import('./IeltsWritingResult')).WritingResultPage }) },
  { path: '/speaking/:id', lazy: async () => ({ Component: (await import('./IeltsSpeakingResult')).SpeakingResultPage }) },
  ...multiLevelSectionTypes.map(
    (section): RouteObject => ({
      path: multiLevelResultPath(section, ':examId', ':sectionId'),
      lazy: async () => {
        const { MultiLevelResultPage } = await import('./MultiLevelResult');
        return { Component: () => <MultiLevelResultPage section={section} /> };
      },
    }),
  ),
];
