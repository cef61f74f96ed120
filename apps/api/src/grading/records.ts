import { AudioFormatError } from '@bandwise/grading';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { markedErrorSchema, graderNoteSchema, speakingCriteria, transcriptStatuses, type HeardWord, type MarkedError, type GraderNote, type JobFailureReason, type SpeakingCriterion, type TranscriptStatus, type WritingIssueKind } from '@bandwise/core';
import { z } from 'zod';
import { serverLanguages } from '../http/messages';
import type { Job } from '../jobs/queue';

/**
 * The shapes the grading workers read and write: job payloads (validated, they come from a jsonb column), the grading
 * record stored with each answer (its `grading` column), and the errors that tell a retry from a final failure.
 */

export const ieltsJobPayloadSchema = z.object({
  answerId: z.number().int().positive(),
  attemptId: z.number().int().positive(),
  /** The learner's site language when they submitted (an LLM grader writes its comment in it); older jobs have none. */
  language: z.enum(serverLanguages).optional(),
});
export const multiLevelJobPayloadSchema = ieltsJobPayloadSchema.extend({ checker: z.enum(['ai', 'human']) });

/**
 * An examiner's marks are final. An admin can send an answer to the examiners while its AI job still waits in the
 * queue; when that job runs later, neither its grade nor its failure may replace the marks (the `where` of every store).
 */
export const notMarkedByExaminer = (grading: AnyPgColumn): SQL => sql`coalesce(${grading}->>'grader', '') <> 'examiner'`;

/** An input no retry can fix (an undecodable or missing recording, a malformed payload): the job fails at once. */
export class PermanentGradingError extends Error {
  override name = 'PermanentGradingError';
  constructor(
    /** What an admin is told the failure was (staff catalogue), beside this message. */
    readonly reason: JobFailureReason,
    message: string,
  ) {
    super(message);
  }
}

/** The reason an admin reads for a job that failed with this error. */
export function failureReasonOf(error: unknown): JobFailureReason {
  if (error instanceof PermanentGradingError) return error.reason;
  if (error instanceof AudioFormatError) return 'recording-undecodable';
  if (error instanceof z.ZodError) return 'bad-payload';
  return 'other';
}

export function isPermanent(error: unknown): boolean {
  return error instanceof PermanentGradingError || error instanceof AudioFormatError || error instanceof z.ZodError;
}

/** A readable one-line reason for last_error and the answer's record. */
export function describeError(error: unknown): string {
  if (error instanceof AudioFormatError) return `The recording could not be decoded: ${error.message}`;
  if (error instanceof z.ZodError) return `Malformed job payload: ${error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
  if (error instanceof Error) return `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`;
  return String(error);
}

/** A sub-score read from the words: null when there was no transcript (nothing to judge it by). */
const wordScore = z.number().nullable();
const wordScores = Object.fromEntries(speakingCriteria.map((key) => [key, wordScore])) as Record<SpeakingCriterion, typeof wordScore>;
/** A recording's sub-scores (core's speakingCriteria): fluency always (from the audio), the five word-based ones, and the band. */
export const speakingScoresSchema = z.object({ ...wordScores, fluency: z.number(), band: z.number() });
export type SpeakingScores = z.infer<typeof speakingScoresSchema>;

/** Which grader set the stored scores; the built-in grader's own result is kept beside an LLM's as a second opinion. */
export type GradingRecord = {
  grader: 'built-in' | 'llm';
  model?: string;
  gradedAt: string;
  /** The job and claim (attempt number) that wrote this record: a regraded job shows attempt 2, never two records. */
  job: { id: number; attempt: number };
  /** Speaking: this recording's six sub-scores and band (the part's scores are their means). */
  scores?: SpeakingScores;
  /** Speaking: pronunciation, the recogniser's words with hard ones marked, the transcript's status and notes. */
  spoken?: SpokenRecord;
  /** Writing: each detected error with UTF-16 offsets into the answer, for marking the text. */
  errors?: ReadonlyArray<{ start: number; end: number; message: string; suggestion?: string | undefined; kind: WritingIssueKind }>;
  /** What the built-in grader measured and decided (criteria, analytic scores, adjustments, audio measures...). */
  builtIn: Record<string, unknown>;
  llm?: Record<string, unknown>;
  /** Something the learner or an examiner should know: fluency-only grading, a provider that failed, ... */
  notes: string[];
  /** The built-in grader's comment (the answer's feedback) in each site language; absent when an LLM wrote the feedback. */
  comment?: GraderNote;
};

/** Stored on the answer when its job failed for good, so admin and examiner screens can show why it is ungraded. */
export type GradingFailure = { error: string; failedAt: string; job: { id: number; attempt: number } };

/** The record as stored: the grade plus when and by which claim of which job. */
export const stamp = (job: Job, record: Omit<GradingRecord, 'gradedAt' | 'job'>): GradingRecord => ({
  ...record,
  gradedAt: new Date().toISOString(),
  job: { id: job.id, attempt: job.attempts },
});

/** The failure as stored on the answer. */
export const failureOf = (job: Job, error: string): GradingFailure => ({
  error,
  failedAt: new Date().toISOString(),
  job: { id: job.id, attempt: job.attempts },
});

const storedErrorsSchema = z.object({ errors: z.array(z.unknown()) });

/**
 * The errors to mark in a learner's answer, read from its stored grading record: grammar, spelling and punctuation
 * (style suggestions are not errors). Entries a record of an older shape cannot give whole are skipped; a failure
 * record, an examiner's mark or no record at all gives none.
 */
export function markedErrors(grading: unknown): MarkedError[] {
  const stored = storedErrorsSchema.safeParse(grading);
  if (!stored.success) return [];
  return stored.data.errors.flatMap((entry) => {
    const parsed = markedErrorSchema.safeParse(entry);
    return parsed.success && parsed.data.end > parsed.data.start ? [parsed.data] : [];
  });
}

/**
 * What the speaking grader heard in one recording, as stored in its record: the pronunciation band (null: not
 * assessed), every recognised word with its `heard` flag (below the confidence the calibration justifies: not the
 * learner's words) and `hard` flag (hard to understand), the transcript's status and the notes in three languages.
 * Each field falls back on its own, so a record from an older grader, or a grader without these fields, reads as
 * "nothing heard" instead of failing.
 */
const recordWordSchema = z.object({ word: z.string(), hard: z.boolean().catch(false).default(false), heard: z.boolean().optional() });
export const spokenRecordSchema = z.object({
  pronunciation: z.number().nullable().catch(null).default(null),
  words: z.array(recordWordSchema).nullable().catch(null).default(null),
  transcriptStatus: z.enum(transcriptStatuses).nullable().catch(null).default(null),
  notes: z.array(graderNoteSchema).catch([]).default([]),
});
export type SpokenRecord = z.infer<typeof spokenRecordSchema>;

/** The heard part of a speaking grader's result (or of anything shaped like it). */
export const spokenOf = (result: unknown): SpokenRecord => spokenRecordSchema.parse(typeof result === 'object' && result !== null ? result : {});

const storedWrittenNotesSchema = z.object({ builtIn: z.object({ notes: z.array(graderNoteSchema) }) });

/** The writing grader's notes to the learner (three languages) from an essay's stored record; none for any other record. */
export const writtenNotes = (grading: unknown): GraderNote[] => storedWrittenNotesSchema.safeParse(grading).data?.builtIn.notes ?? [];

const storedCommentSchema = z.object({ comment: graderNoteSchema });

const storedGraderSchema = z.object({ grader: z.string() });

/**
 * An answer's comment fields (core's commentFields) from its record and stored feedback: the comment in each site
 * language (null for an LLM's, an examiner's or an older record), and whether the feedback is a built-in grader's
 * English from before those. An LLM's feedback is in the learner's language and an examiner's in theirs: neither is
 * flagged.
 */
export function commentFieldsOf(grading: unknown, feedback: string | null): { comment: GraderNote | null; feedbackInEnglish: boolean } {
  const comment = storedCommentSchema.safeParse(grading).data?.comment ?? null;
  const builtIn = storedGraderSchema.safeParse(grading).data?.grader === 'built-in';
  return { comment, feedbackInEnglish: comment === null && builtIn && (feedback ?? '').trim() !== '' };
}

const storedSpokenSchema = z.object({ spoken: z.unknown() });

/**
 * What a result page shows of a recording's stored record: pronunciation, only the words heard with confidence (a word
 * without a `heard` flag came from a recogniser that gives no confidences and counts as heard), the transcript's status
 * and the notes. A record with no heard part, a failure record or none at all gives nulls and no notes.
 */
export function spokenAnswer(grading: unknown): { pronunciation: number | null; words: HeardWord[] | null; transcriptStatus: TranscriptStatus | null; notes: GraderNote[] } {
  const stored = storedSpokenSchema.safeParse(grading);
  if (!stored.success || stored.data.spoken === undefined) return { pronunciation: null, words: null, transcriptStatus: null, notes: [] };
  const spoken = spokenOf(stored.data.spoken);
  return {
    pronunciation: spoken.pronunciation,
    words: spoken.words ? spoken.words.filter((word) => word.heard !== false).map(({ word, hard }) => ({ word, hard })) : null,
    transcriptStatus: spoken.transcriptStatus,
    notes: spoken.notes,
  };
}
