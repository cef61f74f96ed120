import type { MarksBody, ReviewDetail } from '@bandwise/core';
import { criterionLabels, criterionNames, multiLevelScore, roundIeltsBand, speakingCriteria, writingCriteria, type GraderNote } from '@bandwise/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { examinerReviews } from '../db/schemaStaff';
import { badRequest, conflict, notFound } from '../http/errors';
import type { ObjectStore } from '../media/storage';
import { complete } from '../jobs/queue';
import { answerWords, audioUrlOf, examTypeOf, loadAnswer, skillOf, type AnswerInfo } from './answers';
import { examinerName, findHumanJob, itemOf, refOf } from './queue';
import { attemptStatus, storeMarks } from './results';
import { suggestionFor } from './suggestion';

/** The criteria an answer of this kind is marked on, in the order the marking screen shows them. */
export function criteriaFor(info: Pick<AnswerInfo, 'kind'>): readonly string[] {
  return skillOf(info.kind) === 'writing' ? writingCriteria : speakingCriteria;
}

/** Everything the marking screen shows: the answer, the grader's suggestion beside it, the marks once given. */
export async function reviewDetail(db: Db, jobId: number, viewerId: number, storage: ObjectStore, now = new Date()): Promise<ReviewDetail> {
  const { job, review } = await findHumanJob(db, jobId);
  const info = await loadAnswer(db, refOf(job));
  if (!info) throw notFound('The answer behind this marking task no longer exists');
  const { suggestion, error } = await suggestionFor(db, info, storage);
  const marked = job.status === 'done' || review?.markedAt != null;
  return {
    ...itemOf(job, review, info, viewerId, now, await examinerName(db, review?.examinerId)),
    status: marked ? 'marked' : 'open',
    prompt: info.prompt,
    context: info.context,
    answerText: info.answerText,
    wordCount: answerWords(info),
    audioUrl: audioUrlOf(info),
    transcript: info.transcript,
    criteria: criteriaFor(info).map((key) => ({ key, label: criterionLabels[key as keyof typeof criterionLabels] })),
    scale: examTypeOf(info.kind),
    suggestion,
    suggestionError: error,
    marks:
      review?.markedAt && review.marks && review.band !== null
        ? {
            examinerId: review.examinerId,
            criteria: review.marks as Record<string, number>,
            comment: review.comment ?? '',
            band: review.band,
            score: review.score,
            markedAt: review.markedAt.toISOString(),
          }
        : null,
  };
}

/** The marks for exactly this answer's criteria: a missing or foreign criterion is a 400 that names it. */
function checkedMarks(info: AnswerInfo, given: MarksBody['criteria']): Record<string, number> {
  const expected = criteriaFor(info);
  const entries = Object.entries(given).filter(([, value]) => value !== undefined) as Array<[string, number]>;
  const foreign = entries.map(([key]) => key).filter((key) => !expected.includes(key));
  if (foreign.length) throw badRequest(`criteria.${foreign[0]}: not a criterion of a ${skillOf(info.kind)} answer (${expected.join(', ')})`);
  const missing = expected.filter((key) => !entries.some(([k]) => k === key));
  if (missing.length) throw badRequest(`criteria.${missing[0]}: required for a ${skillOf(info.kind)} answer`);
  return Object.fromEntries(expected.map((key) => [key, entries.find(([k]) => k === key)![1]]));
}

/**
 * The learner reads one feedback text on multi-level result pages: the examiner's marks, then the comment (as the
 * examiner wrote it). The marks line is in each site language (the record's comment, as the built-in grader's is); the
 * answer's feedback holds the English. IELTS result pages show the marks themselves: the comment alone, no note.
 */
function learnerFeedback(info: AnswerInfo, marks: Record<string, number>, band: number, score: number | null, comment: string): { feedback: string; comment?: GraderNote } {
  if (examTypeOf(info.kind) !== 'multi-level') return { feedback: comment };
  const list = (language: 'en' | 'uz' | 'ru') =>
    Object.entries(marks)
      .map(([key, value]) => `${criterionNames[key as keyof typeof criterionNames][language]} ${value}`)
      .join(', ');
  const of75 = score === null ? '' : `, ${score}/75`;
  const note: GraderNote = {
    key: 'comment',
    en: `Examiner's marks: ${list('en')}; band ${band}${of75}.\n\n${comment}`,
    uz: `Imtihonchi baholari: ${list('uz')}; umumiy ball ${band}${of75}.\n\n${comment}`,
    ru: `Оценки экзаменатора: ${list('ru')}; общий балл ${band}${of75}.\n\n${comment}`,
  };
  return { feedback: note.en, comment: note };
}

/**
 * Marks an answer: only the examiner holding it, once. The grader's suggestion is read (or computed) first, outside
 * the transaction, so the row locks are held for milliseconds; the marks, the answer's grade, the recomputed attempt
 * and the job's completion then commit together.
 */
export async function submitMarks(db: Db, jobId: number, examinerId: number, body: MarksBody, storage: ObjectStore, now = new Date()) {
  const { job } = await findHumanJob(db, jobId);
  const info = await loadAnswer(db, refOf(job));
  if (!info) throw notFound('The answer behind this marking task no longer exists');
  const marks = checkedMarks(info, body.criteria);
  const { suggestion } = await suggestionFor(db, info, storage);
  const mean = Object.values(marks).reduce((sum, v) => sum + v, 0) / Object.values(marks).length;
  const band = roundIeltsBand(mean);
  // The same conversion the built-in grader uses for multi-level answers: the unrounded band onto 0-75.
  const score = examTypeOf(info.kind) === 'multi-level' ? multiLevelScore(mean).score : null;

  return db.transaction(async (tx) => {
    const { job: locked, review } = await findHumanJob(tx, jobId, true);
    if (locked.status === 'done' || review?.markedAt) throw conflict('This answer has already been marked');
    if (locked.status !== 'running' || !review || review.examinerId !== examinerId) {
      const holder = locked.status === 'running' && review?.examinerId && locked.lockedUntil && locked.lockedUntil > now ? await examinerName(tx, review.examinerId) : null;
      throw conflict(holder ? `${holder} is marking this answer` : 'Claim this answer before marking it');
    }
    if (!(await complete(tx, jobId))) throw conflict('This answer is no longer claimed by you');
    await tx
      .update(examinerReviews)
      .set({ marks, comment: body.comment, band, score, suggestion: suggestion?.criteria ?? null, markedAt: now })
      .where(eq(examinerReviews.jobId, jobId));
    const learner = learnerFeedback(info, marks, band, score, body.comment);
    await storeMarks(tx, {
      info,
      marks,
      comment: learner.feedback,
      band,
      score,
      now,
      record: {
        grader: 'examiner',
        examinerId,
        gradedAt: now.toISOString(),
        job: { id: jobId, attempt: locked.attempts },
        scores: { ...marks, band },
        builtIn: suggestion ? { criteria: suggestion.criteria, band: suggestion.band } : {},
        notes: [],
        ...(learner.comment ? { comment: learner.comment } : {}),
      },
    });
    return { id: jobId, band, score, attemptStatus: await attemptStatus(tx, info) };
  });
}
