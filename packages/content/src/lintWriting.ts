/**
 * Multi-level writing tasks carry their word limit and kind as data (word_limit, task_kind): the runner shows the
 * limit and the grader marks by both, so nothing downstream reads them out of the task's wording. The wording still
 * states the limit to learners ('Write 120-150 words'), and this check keeps the two saying the same thing.
 */
import { multiLevelTaskKinds, type MultiLevelExam, type MultiLevelWordLimit } from '@bandwise/core';
import type { Issue } from './lint';

/** The limit a task's wording states, if it states one: a range, 'about N' or 'at least N' words. */
type Stated = { range: [number, number] } | { about: number } | { atLeast: number };

export function statedWordLimit(text: string): Stated | null {
  const lower = text.toLowerCase();
  const range = /(\d+)\s*(?:-|–|to)\s*(\d+)\s*words/u.exec(lower);
  if (range) return { range: [Number(range[1]), Number(range[2])] };
  const about = /(?:about|around|approximately)\s*(\d+)\s*words/u.exec(lower);
  if (about) return { about: Number(about[1]) };
  const least = /at least\s*(\d+)\s*words/u.exec(lower);
  return least ? { atLeast: Number(least[1]) } : null;
}

/** Why `limit` disagrees with what the wording states, or null when they agree. */
function disagreement(limit: MultiLevelWordLimit, stated: Stated): string | null {
  if ('range' in stated) {
    const [min, max] = stated.range;
    return limit.min === min && limit.max === max ? null : `the task says ${min}-${max} words`;
  }
  if ('about' in stated) return limit.min <= stated.about && stated.about <= limit.max ? null : `the task says about ${stated.about} words`;
  return limit.min === stated.atLeast ? null : `the task says at least ${stated.atLeast} words`;
}

export function lintWritingTasks(exam: MultiLevelExam): Issue[] {
  const issues: Issue[] = [];
  exam.sections.forEach((section, s) => {
    section.parts.forEach((part, p) => {
      part.questions.forEach((question, q) => {
        if (question.type !== 'essay') return;
        const path = ['sections', s, 'parts', p, 'questions', q];
        const where = `exam${exam.id} ${section.type} question ${question.id}`;
        if (!question.task_kind) {
          issues.push({ where, message: 'has no task_kind', at: { doc: 'public', path }, hint: `Add task_kind: one of ${multiLevelTaskKinds.join(', ')}` });
        }
        const limit = question.word_limit;
        if (!limit) {
          issues.push({ where, message: 'has no word_limit', at: { doc: 'public', path }, hint: 'Add the limit the task states, e.g. word_limit: { min: 120, max: 150 } for 120-150 words (about 50 words: { min: 45, max: 55 })' });
          return;
        }
        if (limit.min > limit.max) {
          issues.push({ where, message: `word_limit min ${limit.min} is above its max ${limit.max}`, at: { doc: 'public', path: [...path, 'word_limit', 'min'] }, hint: 'Swap them, or correct the one that is wrong' });
          return;
        }
        // The question's own wording first; a task that states no number takes its part's instructions.
        const stated = statedWordLimit(question.question) ?? statedWordLimit(part.description);
        const why = stated ? disagreement(limit, stated) : null;
        if (why) {
          issues.push({ where, message: `word_limit { min: ${limit.min}, max: ${limit.max} } disagrees with its wording: ${why}`, at: { doc: 'public', path: [...path, 'word_limit'] }, hint: 'Make word_limit and the task text state the same limit' });
        }
      });
    });
  });
  return issues;
}
