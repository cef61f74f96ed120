import type { AgreementResponse } from '@bandwise/core';
import { criterionLabels, roundIeltsBand, speakingCriteria, writingCriteria } from '@bandwise/core';
import { qwk } from '@bandwise/grading';
import { and, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { examinerReviews } from '../db/schemaStaff';

/**
 * How well the built-in grader agrees with the examiners: over every human-marked answer whose grader suggestion
 * was kept, the quadratic weighted kappa of suggestion against mark, per criterion and for the band (the IELTS-rounded
 * mean of the criteria on each side). This is the figure an operator watches before trusting AI-only checking, and
 * the data `npm run refit -w @bandwise/grading` can learn from.
 */

type Pair = { grader: number; examiner: number };

function row(criterion: string, label: string, pairs: Pair[]) {
  const n = pairs.length;
  return {
    criterion,
    label,
    n,
    qwk: n < 2 ? null : Math.round(qwk(pairs.map((p) => p.examiner), pairs.map((p) => p.grader)) * 1000) / 1000,
    meanDifference: n === 0 ? null : Math.round((pairs.reduce((sum, p) => sum + p.grader - p.examiner, 0) / n) * 100) / 100,
  };
}

function rows(reviews: ReadonlyArray<{ marks: Record<string, number>; suggestion: Record<string, number> }>, criteria: readonly string[]) {
  // A criterion counts the reviews where both sides gave it (a suggestion from a recording with no transcript has
  // fluency alone); the band, the reviews where both gave every criterion.
  const gave = (r: (typeof reviews)[number], c: string) => typeof r.marks[c] === 'number' && typeof r.suggestion[c] === 'number';
  const complete = reviews.filter((r) => criteria.every((c) => gave(r, c)));
  const bandOf = (values: Record<string, number>) => roundIeltsBand(criteria.reduce((sum, c) => sum + values[c]!, 0) / criteria.length);
  return [
    ...criteria.map((c) => row(c, criterionLabels[c as keyof typeof criterionLabels], reviews.filter((r) => gave(r, c)).map((r) => ({ grader: r.suggestion[c]!, examiner: r.marks[c]! })))),
    row('band', 'Band', complete.map((r) => ({ grader: bandOf(r.suggestion), examiner: bandOf(r.marks) }))),
  ];
}

export async function graderAgreement(db: Queryable): Promise<AgreementResponse> {
  const marked = await db
    .select({ kind: examinerReviews.kind, marks: examinerReviews.marks, suggestion: examinerReviews.suggestion })
    .from(examinerReviews)
    .where(and(isNotNull(examinerReviews.markedAt), isNotNull(examinerReviews.marks)));
  const withSuggestion = marked
    .filter((r) => r.suggestion !== null)
    .map((r) => ({ kind: r.kind, marks: r.marks as Record<string, number>, suggestion: r.suggestion as Record<string, number> }));
  return {
    writing: rows(withSuggestion.filter((r) => r.kind.endsWith('.writing')), writingCriteria),
    speaking: rows(withSuggestion.filter((r) => r.kind.endsWith('.speaking')), speakingCriteria),
    marked: marked.length,
  };
}
