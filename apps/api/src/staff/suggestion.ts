import { graderNoteSchema, speakingCriteria, type GraderSuggestion } from '@bandwise/core';
import { speakingMultiLevel } from '@bandwise/grading';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { jobs } from '../db/schema';
import { graderSuggestions } from '../db/schemaStaff';
import { readRecording } from '../grading/recordings';
import type { ObjectStore } from '../media/storage';
import { sharedGraders } from '../grading/sharedGraders';
import { examTypeOf, type AnswerInfo } from './answers';

/**
 * The built-in grader's suggestion shown beside an answer and kept for the agreement figures. It grades with the
 * process's grading thread (the same graders as the grading workers), and the result is stored: the answer never
 * changes, so it is graded at most once. Except a recording graded while its transcript job is still to run (it runs
 * beside the marking one): that suggestion assesses fluency alone and is shown but not kept, so the examiner's next
 * look, once the words are in, gets all six criteria. With no transcript to come (no recogniser, a recording it could
 * not read) the fluency-only suggestion is the final one, and kept.
 */
export type SuggestionResult = { suggestion: GraderSuggestion | null; error: string | null };

/** The suggestion, and whether it is final: made from the words, or from a recording with no speech in it. */
async function grade(info: AnswerInfo, storage: ObjectStore): Promise<{ suggestion: GraderSuggestion; final: boolean }> {
  const { writing, speaking } = await sharedGraders();
  const multiLevel = examTypeOf(info.kind) === 'multi-level';
  if (info.kind.endsWith('.writing')) {
    const task = info.grader.writing ?? { kind: 'ielts-task2' };
    const result = await writing.grade({
      kind: task.kind,
      // As the grading workers build it: the part's situation first, then the task.
      prompt: [info.context, info.prompt].filter(Boolean).join('\n\n'),
      text: info.answerText ?? '',
      ...(task.minWords ? { minWords: task.minWords } : {}),
      ...(task.maxWords ? { maxWords: task.maxWords } : {}),
    });
    return {
      suggestion: {
        criteria: { ...result.criteria },
        band: result.band,
        score: multiLevel ? (result.multiLevel?.score ?? null) : null,
        comment: result.comment,
        commentNote: result.commentNote,
        note: null,
        noteInLanguages: null,
      },
      final: true,
    };
  }
  if (!info.filePath) throw new Error('There is no recording for this answer');
  const { bytes: audio, mimeType } = await readRecording(storage, info.filePath);
  const result = await speaking.grade({
    audio,
    mimeType,
    question: [info.context, info.prompt].filter(Boolean).join('\n\n'),
    transcript: info.transcript,
    part: info.grader.speakingPart ?? 1,
  });
  // Only what the grader assessed: with no transcript that is fluency alone, and the examiner's form leaves the rest blank.
  const criteria = Object.fromEntries(speakingCriteria.flatMap((key) => (result[key] === null ? [] : [[key, result[key]]])));
  return {
    suggestion: {
      criteria,
      band: result.band,
      score: multiLevel ? speakingMultiLevel(result).score : null,
      comment: result.feedback,
      commentNote: result.commentNote,
      note: result.note || null,
      noteInLanguages: result.note ? result.noteInLanguages : null,
    },
    final: result.transcriptUsed || result.speech !== 'speech',
  };
}

/** Whether the recording's transcript job is still queued or running: until it ends, words may yet come. */
async function transcriptPending(db: Queryable, info: AnswerInfo): Promise<boolean> {
  const [pending] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, 'speaking.transcript'),
        inArray(jobs.status, ['queued', 'running']),
        sql`${jobs.payload}->>'answerKind' = ${info.kind}`,
        sql`(${jobs.payload}->>'answerId')::int = ${info.answerId}`,
      ),
    )
    .limit(1);
  return pending !== undefined;
}

/** The stored suggestion, or a fresh one (stored for next time); a grader failure is reported, not thrown. */
export async function suggestionFor(db: Queryable, info: AnswerInfo, storage: ObjectStore): Promise<SuggestionResult> {
  const [stored] = await db
    .select()
    .from(graderSuggestions)
    .where(and(eq(graderSuggestions.kind, info.kind), eq(graderSuggestions.answerId, info.answerId)))
    .limit(1);
  if (stored) {
    return {
      suggestion: {
        criteria: stored.criteria as Record<string, number>,
        band: stored.band,
        score: stored.score,
        comment: stored.comment,
        commentNote: graderNoteSchema.nullable().catch(null).parse(stored.commentNote),
        note: stored.note,
        noteInLanguages: graderNoteSchema.nullable().catch(null).parse(stored.noteInLanguages ?? null),
      },
      error: null,
    };
  }
  let graded: Awaited<ReturnType<typeof grade>>;
  try {
    graded = await grade(info, storage);
  } catch (error) {
    return { suggestion: null, error: `The built-in grader could not read this answer: ${(error as Error).message}` };
  }
  const { suggestion, final } = graded;
  if (!final && (await transcriptPending(db, info))) return { suggestion, error: null };
  await db
    .insert(graderSuggestions)
    .values({ kind: info.kind, answerId: info.answerId, ...suggestion })
    .onConflictDoNothing();
  return { suggestion, error: null };
}
