import type { ExamType, MultiLevelExam, ReviewKindName, ReviewSkill } from '@bandwise/core';
import { countWords } from '@bandwise/core';
import { eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { examOfAttempt } from '../content/versionReads';
import {
  ieltsAttempts,
  ieltsBooks,
  ieltsSpeakingAnswers,
  ieltsWritingAnswers,
  multiLevelAttempts,
  multiLevelExams,
  multiLevelOpenAnswers,
  users,
} from '../db/schema';
import { multiLevelSpeakingPart, multiLevelWritingTask, placeQuestion, type MultiLevelWritingTask } from '../grading/multiLevelTasks';
import { uploadUrl } from '../media/uploads';

/**
 * What an examiner needs to know about one open answer, whichever table holds it: IELTS writing tasks, IELTS speaking
 * recordings, multi-level essays and recordings (ml_open_answers). One loader per kind, batched by id.
 */

export type AnswerRef = { kind: ReviewKindName; answerId: number };
export const refKey = (ref: AnswerRef) => `${ref.kind}:${ref.answerId}`;

export const skillOf = (kind: ReviewKindName): ReviewSkill => (kind.endsWith('.writing') ? 'writing' : 'speaking');
export const examTypeOf = (kind: ReviewKindName): ExamType => (kind.startsWith('ielts.') ? 'ielts' : 'multi-level');

export type AnswerInfo = AnswerRef & {
  attemptId: number;
  examName: string;
  part: string;
  learner: { id: number; name: string | null; surname: string | null };
  submittedAt: Date;
  prompt: string;
  context: string | null;
  answerText: string | null;
  /** Relative to the media folder. */
  filePath: string | null;
  transcript: string | null;
  /** How the built-in grader should read it. */
  grader: { writing?: MultiLevelWritingTask; speakingPart?: 1 | 2 | 3 };
};

const learnerCols = { learnerId: users.id, name: users.name, surname: users.surname };

type IeltsRow = { attemptId: number; bookName: string; learnerId: number; name: string | null; surname: string | null };

/** What an IELTS writing and a speaking answer say alike: whose, which attempt, when, to what question. */
function ieltsCommon(r: IeltsRow, answer: { id: number; createdAt: Date; question: string }) {
  return {
    answerId: answer.id,
    attemptId: r.attemptId,
    examName: r.bookName,
    learner: { id: r.learnerId, name: r.name, surname: r.surname },
    submittedAt: answer.createdAt,
    prompt: answer.question,
    context: null,
  };
}

/**
 * The rows of an IELTS answer table (writing or speaking) with these ids, each read with its attempt, book and learner
 * (IeltsRow).
 */
function ieltsAnswerRows<Table extends typeof ieltsWritingAnswers | typeof ieltsSpeakingAnswers>(db: Queryable, table: Table, ids: number[]) {
  return db
    .select({ answer: table, attemptId: ieltsAttempts.id, bookName: ieltsBooks.name, ...learnerCols })
    .from(table as PgTable) // drizzle's from() cannot check a generic table; the selection above keeps the row types
    .innerJoin(ieltsAttempts, eq(ieltsAttempts.id, table.attemptId))
    .innerJoin(ieltsBooks, eq(ieltsBooks.id, ieltsAttempts.bookId))
    .innerJoin(users, eq(users.id, ieltsAttempts.userId))
    .where(inArray(table.id, ids));
}

async function loadIeltsWriting(db: Queryable, ids: number[]): Promise<AnswerInfo[]> {
  return (await ieltsAnswerRows(db, ieltsWritingAnswers, ids)).map((r) => ({
    kind: 'ielts.writing',
    ...ieltsCommon(r, r.answer),
    part: `Writing task ${r.answer.taskNumber}`,
    answerText: r.answer.userAnswer,
    filePath: null,
    transcript: null,
    grader: { writing: { kind: r.answer.taskNumber === 1 ? 'ielts-task1' : 'ielts-task2' } },
  }));
}

async function loadIeltsSpeaking(db: Queryable, ids: number[]): Promise<AnswerInfo[]> {
  return (await ieltsAnswerRows(db, ieltsSpeakingAnswers, ids)).map((r) => ({
    kind: 'ielts.speaking',
    ...ieltsCommon(r, r.answer),
    part: `Speaking part ${r.answer.partNumber}`,
    answerText: null,
    filePath: r.answer.filePath,
    transcript: r.answer.transcription,
    grader: { speakingPart: Math.min(Math.max(r.answer.partNumber, 1), 3) as 1 | 2 | 3 },
  }));
}

/**
 * Where a multi-level question sits, and how the built-in grader reads it: the grading workers' own rules
 * (grading/multiLevelTasks.ts), so the suggestion an examiner sees is what AI checking would have given.
 */
function placeInExam(exam: MultiLevelExam, questionId: number) {
  const place = placeQuestion(exam, questionId);
  if (!place) return null;
  const section = exam.sections.find((s) => s.id === place.sectionId)!;
  const part = section.parts.find((p) => p.id === place.partId)!;
  const index = part.questions.findIndex((q) => q.id === questionId);
  return {
    part: `${section.type === 'writing' ? 'Writing' : 'Speaking'} part ${part.label}${part.questions.length > 1 ? `, question ${index + 1}` : ''}`,
    prompt: place.question,
    context: [part.description, part.right_text].map((text) => text.trim()).filter(Boolean).join('\n\n') || null,
    grader: section.type === 'writing' ? { writing: multiLevelWritingTask(place.entry) } : { speakingPart: multiLevelSpeakingPart(place.partLabel) },
  };
}

async function loadMultiLevel(db: Queryable, ids: number[]): Promise<AnswerInfo[]> {
  const rows = await db
    .select({ answer: multiLevelOpenAnswers, examId: multiLevelAttempts.examId, contentVersionId: multiLevelAttempts.contentVersionId, examName: multiLevelExams.name, ...learnerCols })
    .from(multiLevelOpenAnswers)
    .innerJoin(multiLevelAttempts, eq(multiLevelAttempts.id, multiLevelOpenAnswers.attemptId))
    .innerJoin(multiLevelExams, eq(multiLevelExams.id, multiLevelAttempts.examId))
    .innerJoin(users, eq(users.id, multiLevelAttempts.userId))
    .where(inArray(multiLevelOpenAnswers.id, ids));
  // Each answer is placed in the version of the exam its attempt was bought on.
  const trees = new Map<string, MultiLevelExam | null>();
  const treeKey = (r: { examId: number; contentVersionId: number | null }) => `${r.examId}:${r.contentVersionId}`;
  for (const r of rows) if (!trees.has(treeKey(r))) trees.set(treeKey(r), (await examOfAttempt(db, r))?.exam ?? null);
  return rows.map((r) => {
    const tree = trees.get(treeKey(r));
    const place = tree ? placeInExam(tree, r.answer.questionId) : null;
    const writing = r.answer.filePath === null && r.answer.answerText !== null;
    return {
      kind: writing ? 'multiLevel.writing' : 'multiLevel.speaking',
      answerId: r.answer.id,
      attemptId: r.answer.attemptId,
      examName: r.examName,
      part: place?.part ?? `Question ${r.answer.questionId}`,
      learner: { id: r.learnerId, name: r.name, surname: r.surname },
      submittedAt: r.answer.createdAt,
      prompt: place?.prompt ?? '',
      context: place?.context ?? null,
      answerText: r.answer.answerText,
      filePath: r.answer.filePath,
      transcript: r.answer.transcription,
      grader: place?.grader ?? (writing ? { writing: { kind: 'multi-level-essay' } } : { speakingPart: 1 }),
    };
  });
}

/** The answers behind a list of references, keyed by refKey; unknown ids are simply absent. */
export async function loadAnswers(db: Queryable, refs: readonly AnswerRef[]): Promise<Map<string, AnswerInfo>> {
  const ids = (kinds: ReviewKindName[]) => [...new Set(refs.filter((r) => kinds.includes(r.kind)).map((r) => r.answerId))];
  const writing = ids(['ielts.writing']);
  const speaking = ids(['ielts.speaking']);
  const multiLevel = ids(['multiLevel.writing', 'multiLevel.speaking']);
  const byTable = {
    ielts: new Map((writing.length ? await loadIeltsWriting(db, writing) : []).map((info) => [info.answerId, info])),
    ieltsSpeaking: new Map((speaking.length ? await loadIeltsSpeaking(db, speaking) : []).map((info) => [info.answerId, info])),
    multiLevel: new Map((multiLevel.length ? await loadMultiLevel(db, multiLevel) : []).map((info) => [info.answerId, info])),
  };
  const found = new Map<string, AnswerInfo>();
  for (const ref of refs) {
    const table = ref.kind === 'ielts.writing' ? byTable.ielts : ref.kind === 'ielts.speaking' ? byTable.ieltsSpeaking : byTable.multiLevel;
    const info = table.get(ref.answerId);
    // A multi-level answer is writing or speaking by its own row; a reference of the other kind does not match it.
    if (info && info.kind === ref.kind) found.set(refKey(ref), info);
  }
  return found;
}

export async function loadAnswer(db: Queryable, ref: AnswerRef): Promise<AnswerInfo | null> {
  return (await loadAnswers(db, [ref])).get(refKey(ref)) ?? null;
}

export function answerWords(info: AnswerInfo): number | null {
  return info.answerText === null ? null : countWords(info.answerText);
}

export const audioUrlOf = (info: AnswerInfo) => (info.filePath ? uploadUrl(info.filePath) : null);
