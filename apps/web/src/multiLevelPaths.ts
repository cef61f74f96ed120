import type { MultiLevelSectionType } from '@bandwise/core';

/**
 * The multi-level exam's page addresses as the seeds give them (seed 001: /cefr/...): the route edge, the one place
 * the web app spells the exam 'cefr'. Routes and links both build them here.
 */
export const multiLevelRatingPath = '/cefr/rating';

/** A multi-level section's result page; the route declares it with ':examId' and ':sectionId'. */
export const multiLevelResultPath = (section: MultiLevelSectionType, examId: number | string, sectionId: number | string) =>
  `/cefr/${section}/${examId}/${sectionId}`;
