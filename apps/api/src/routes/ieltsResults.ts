import {
  type IeltsBook,
  type IeltsSectionType,
  examIdParamsSchema,
  inlineResultParamsSchema,
  inlineResultResponseSchema,
  myResultsQuerySchema,
  myResultsResponseSchema,
  speakingResultParamsSchema,
  speakingResultPartSchema,
  writingResultResponseSchema,
  type IeltsResultRow,
} from '@bandwise/core';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../http/routeDeps';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { requireUser, userOf } from '../auth/guard';
import { commentFieldsOf, markedErrors, spokenAnswer, writtenNotes } from '../grading/records';
import {
  contentVersions,
  ieltsAttempts,
  ieltsBooks,
  ieltsSectionResults,
  ieltsSpeakingAnswers,
  ieltsSpeakingParts,
  ieltsWritingAnswers,
  multiLevelAttempts,
  multiLevelOpenAnswers,
} from '../db/schema';
import { rowsOf, type Db } from '../db/client';
import { findAttempt, remainingSeconds, type IeltsAttempt } from '../exams/ielts';
import { remainingSectionSeconds } from '../exams/ieltsDeadlines';
import { bookOfAttempt } from '../content/versionReads';
import { notFound } from '../http/errors';
import { errorResponses, loginRoutes } from '../http/schemas';
import { uploadFromUrl, uploadUrl } from '../media/uploads';
import { sendStored } from './media';

/** A recording's bytes as stored (the original the learner's browser sent), streamed. */
const recordingStreamSchema = z
  .custom<NodeJS.ReadableStream>((value) => value instanceof Readable)
  .meta({ type: 'string', format: 'binary', description: 'The recording as it was uploaded (audio/wav, audio/webm, audio/ogg or audio/mp4)' });

/** The words the built-in grader counted (its record's builtIn.words: the learner's own words); null until graded. */
const countedRecord = z.object({ builtIn: z.object({ words: z.number().int().nonnegative() }) });
const countedWords = (grading: unknown): number | null => countedRecord.safeParse(grading).data?.builtIn.words ?? null;

/** A speaking part the grader has stored nothing for yet: pending, no scores. */
const unscoredPart = {
  status: 'PENDING',
  partBandScore: null,
  coherenceScore: null,
  fluencyScore: null,
  grammarScore: null,
  vocabularyScore: null,
  relevanceScore: null,
  topicDevScore: null,
} as const;

const ieltsResultsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, storage }) => {
  const guard = requireUser(db);
  const learnerRoute = loginRoutes('ielts-results', guard);
  /**
   * The handler of a read of one of the caller's attempts: `read` gets the attempt of the route's :examId (someone
   * else's is not found) and the route's params.
   */
  const ofOwnAttempt =
    <Req extends FastifyRequest & { params: { examId: number } }, Answer>(
      read: (attempt: IeltsAttempt, params: Req['params']) => Promise<Answer>,
    ) =>
    async (request: Req) =>
      read(await findAttempt(db, request.params.examId, userOf(request).id), request.params);

  app.get(
    '/user/get-my-results',
    learnerRoute({
      summary: "The learner's IELTS exams, newest first (size up to 150)",
      querystring: myResultsQuerySchema,
      response: { 200: myResultsResponseSchema, ...errorResponses(400) },
    }),
    async (request) => {
      const userId = userOf(request).id;
      const { page, size } = request.query;
      const [rows, totals] = await Promise.all([
        db
          .select({ attempt: ieltsAttempts, bookName: ieltsBooks.name, bookVersion: contentVersions.version, versionName: contentVersions.name })
          .from(ieltsAttempts)
          .innerJoin(ieltsBooks, eq(ieltsBooks.id, ieltsAttempts.bookId))
          .leftJoin(contentVersions, eq(contentVersions.id, ieltsAttempts.contentVersionId))
          .where(eq(ieltsAttempts.userId, userId))
          .orderBy(desc(ieltsAttempts.createdAt), desc(ieltsAttempts.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(ieltsAttempts).where(eq(ieltsAttempts.userId, userId)),
      ]);
      // The sections each attempt submitted after their deadline (listening and reading results, writing's essays).
      const ids = rows.map(({ attempt }) => attempt.id);
      const [lateInline, lateWriting] = ids.length
        ? await Promise.all([
            db
              .select({ attemptId: ieltsSectionResults.attemptId, section: ieltsSectionResults.section })
              .from(ieltsSectionResults)
              .where(and(inArray(ieltsSectionResults.attemptId, ids), eq(ieltsSectionResults.late, true))),
            db
              .selectDistinct({ attemptId: ieltsWritingAnswers.attemptId })
              .from(ieltsWritingAnswers)
              .where(and(inArray(ieltsWritingAnswers.attemptId, ids), eq(ieltsWritingAnswers.late, true))),
          ])
        : [[], []];
      const lateSections = (attemptId: number): IeltsSectionType[] => [
        ...lateInline.filter((late) => late.attemptId === attemptId).map((late) => late.section),
        ...(lateWriting.some((late) => late.attemptId === attemptId) ? (['writing'] as const) : []),
      ];
      const now = new Date();
      // Section clocks need the minutes of the attempt's own version of the book: only attempts still under way have
      // one, and versions are cached.
      const booksUnderWay = new Map<number, IeltsBook | null>();
      for (const { attempt } of rows) {
        if (attempt.remainSection === null || booksUnderWay.has(attempt.id)) continue;
        booksUnderWay.set(attempt.id, (await bookOfAttempt(db, attempt))?.book ?? null);
      }
      const sectionSeconds = (attempt: (typeof rows)[number]['attempt']) => {
        const book = booksUnderWay.get(attempt.id);
        return book ? remainingSectionSeconds(attempt, book, now) : null;
      };
      return {
        results: rows.map(({ attempt, bookName, bookVersion, versionName }) => ({
          id: attempt.id,
          examId: attempt.id,
          bookId: attempt.bookId,
          // The book as the attempt took it: its version's name and number (before versions: version 1).
          bookVersion: bookVersion ?? 1,
          bookName: versionName ?? bookName,
          createdAt: attempt.createdAt.toISOString(),
          status: attempt.status,
          remainSection: attempt.remainSection,
          remainTimeForEndExam: remainingSeconds(attempt, now),
          remainTimeForSection: sectionSeconds(attempt),
          overall: attempt.overall,
          reading: attempt.reading,
          speaking: attempt.speaking,
          writing: attempt.writing,
          listening: attempt.listening,
          lateSections: lateSections(attempt.id),
        })),
        page,
        size,
        total: Number(totals[0]?.n ?? 0),
      };
    },
  );

  app.get(
    '/ielts/exam/result/get-results-inline/:sectionType/:examId',
    learnerRoute({
      summary: 'Listening or reading answers with the correct ones (only after the section was submitted)',
      params: inlineResultParamsSchema,
      response: { 200: inlineResultResponseSchema, ...errorResponses(400, 404) },
    }),
    ofOwnAttempt(async (attempt, params) => {
      const [result] = await db
        .select()
        .from(ieltsSectionResults)
        .where(and(eq(ieltsSectionResults.attemptId, attempt.id), eq(ieltsSectionResults.section, params.sectionType)))
        .limit(1);
      if (!result) return { answers: [], raw: null, band: null, late: false };
      const rows = result.rows as IeltsResultRow[];
      return {
        answers: rows.map((row) => ({ userAnswer: row.userAnswer, isTrue: row.isTrue, trueAnswer: row.trueAnswer })),
        raw: result.raw,
        band: result.band,
        late: result.late,
      };
    }),
  );

  app.get(
    '/ielts/exam/result/get-results-outline-writing/:examId',
    learnerRoute({
      summary: 'Writing answers with band scores and feedback (null until graded)',
      params: examIdParamsSchema,
      response: { 200: writingResultResponseSchema, ...errorResponses(400, 404) },
    }),
    ofOwnAttempt(async (attempt) => {
      const rows = await db
        .select()
        .from(ieltsWritingAnswers)
        .where(eq(ieltsWritingAnswers.attemptId, attempt.id))
        .orderBy(asc(ieltsWritingAnswers.taskNumber));
      return {
        answers: rows.map((row) => ({
          taskNumber: row.taskNumber,
          question: row.question,
          userAnswer: row.userAnswer,
          feedback: row.feedback,
          ...commentFieldsOf(row.grading, row.feedback),
          taskBandScore: row.taskBandScore,
          coherenceScore: row.coherenceScore,
          grammarScore: row.grammarScore,
          lexicalResourceScore: row.lexicalResourceScore,
          taskAchievementScore: row.taskAchievementScore,
          status: row.status,
          errors: markedErrors(row.grading),
          countedWords: countedWords(row.grading),
          notes: writtenNotes(row.grading),
        })),
        writing: attempt.writing,
        late: rows.some((row) => row.late),
      };
    }),
  );

  app.get(
    '/ielts/exam/result/get-results-outline-speaking/:examId/:partNumber',
    learnerRoute({
      summary: 'One speaking part: scores (null until graded) and each question with transcription and audio',
      params: speakingResultParamsSchema,
      response: { 200: speakingResultPartSchema, ...errorResponses(400, 404) },
    }),
    ofOwnAttempt(async (attempt, { partNumber }) => {
      const [[part = unscoredPart], answers] = await Promise.all([
        db
          .select()
          .from(ieltsSpeakingParts)
          .where(and(eq(ieltsSpeakingParts.attemptId, attempt.id), eq(ieltsSpeakingParts.partNumber, partNumber)))
          .limit(1),
        db
          .select()
          .from(ieltsSpeakingAnswers)
          .where(and(eq(ieltsSpeakingAnswers.attemptId, attempt.id), eq(ieltsSpeakingAnswers.partNumber, partNumber)))
          .orderBy(asc(ieltsSpeakingAnswers.id)),
      ]);
      return {
        part_number: partNumber,
        part_band_score: part.partBandScore,
        coherence_score: part.coherenceScore,
        fluency_score: part.fluencyScore,
        grammar_score: part.grammarScore,
        vocabulary_score: part.vocabularyScore,
        relevance_score: part.relevanceScore,
        topic_dev_score: part.topicDevScore,
        status: part.status,
        transcription: answers.map((a) => ({
          question: a.question,
          transcription: a.transcription,
          feedback: a.feedback,
          ...commentFieldsOf(a.grading, a.feedback),
          voiceUrl: uploadUrl(a.filePath),
          ...spokenAnswer(a.grading),
        })),
      };
    }),
  );

  // Two paths, one handler: ours, and the one the seeds' own client plays recordings from (docs/CONTRACT.md).
  for (const path of ['/ielts/exam/result/speaking-voice/*', '/ielts/exam/result/get-results-speaking-voice/*']) app.get(
    path,
    {
      schema: {
        tags: ['ielts-results'],
        summary:
          "Play a speaking answer: this path + the answer's voiceUrl. With a bearer token only its owner's; without one " +
          'the unguessable name is the key (an <audio> element sends no header), as for /media/uploads/',
        params: z.object({ '*': z.string() }),
        produces: ['audio/wav', 'audio/webm', 'audio/ogg', 'audio/mp4', 'application/json'],
        response: { 200: recordingStreamSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const relative = uploadFromUrl(request.params['*']);
      if (!relative) throw notFound('No such recording');
      const row = (await recordingOwner(db, relative)) ?? null;
      if (request.headers.authorization !== undefined) {
        await guard.call(app, request, reply);
        // Another learner's recording is not theirs to know about.
        if (row && row.userId !== userOf(request).id) throw notFound('No such recording');
      }
      if (!row) throw notFound('No such recording');
      return sendStored(request, reply, storage, relative, 'private, max-age=86400');
    },
  );
};

/** Whose recording a stored path is: an IELTS speaking answer's or a multi-level one's (undefined: nobody's). One round trip. */
async function recordingOwner(db: Db, relative: string): Promise<{ userId: number } | undefined> {
  const answeredBy = (answers: typeof ieltsSpeakingAnswers | typeof multiLevelOpenAnswers, attempts: typeof ieltsAttempts | typeof multiLevelAttempts) =>
    sql`SELECT ${attempts.userId} AS "userId" FROM ${answers} JOIN ${attempts} ON ${attempts.id} = ${answers.attemptId} WHERE ${answers.filePath} = ${relative}`;
  const rows = await db.execute(sql`${answeredBy(ieltsSpeakingAnswers, ieltsAttempts)} UNION ALL ${answeredBy(multiLevelOpenAnswers, multiLevelAttempts)} LIMIT 1`);
  return rowsOf<{ userId: number }>(rows)[0];
}

export default ieltsResultsRoutes;
