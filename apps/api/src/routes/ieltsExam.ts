import {
  createIeltsExamQuerySchema,
  createIeltsExamResponseSchema,
  examIdParamsSchema,
  ieltsBookListResponseSchema,
  ieltsBookParamsSchema,
  ieltsBookQuerySchema,
  ieltsBookSchema,
  inlineSubmitBodySchema,
  inlineSubmitResponseSchema,
  speakingBodySchema,
  speakingParamsSchema,
  speakingQuerySchema,
  speakingResponseSchema,
  startIeltsSectionResponseSchema,
  writingSubmitBodySchema,
  writingSubmitResponseSchema,
  type StartIeltsSectionResponse,
} from '@bandwise/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../http/routeDeps';
import { requireUser, userOf } from '../auth/guard';
import { bookOfAttempt, ieltsVersion, learnerVersionId, publishedList, publishedVersionId } from '../content/versionReads';
import type { Db } from '../db/client';
import { createAttempt, remainingSeconds, sectionName, startSectionClock, storedRecording, submitInline, submitSpeaking, submitWriting, type IeltsAttempt } from '../exams/ielts';
import { remainingSectionSeconds } from '../exams/ieltsDeadlines';
import { HttpError, notFound, requestLanguage } from '../http/errors';
import { errorResponses, loginRoutes } from '../http/schemas';
import { removeUpload, requireAudio, storeRecording } from '../media/uploads';

const ieltsExamRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, storage }) => {
  app.get(
    '/ielts/books',
    {
      schema: {
        tags: ['ielts'],
        summary: 'The IELTS books that can be taken (the test list cards)',
        response: { 200: ieltsBookListResponseSchema },
      },
    },
    async () => {
      const rows = await publishedList(db, 'ielts');
      return rows.map(({ id, slug, name, module, version }) => ({ id, slug, name, module: module === 'general' ? ('general' as const) : ('academic' as const), version }));
    },
  );

  app.get(
    '/ielts/books/:bookId',
    {
      schema: {
        tags: ['ielts'],
        summary: "A book's public data (questions, passages, prompts; never its keys): the published version, or ?version= one an attempt started on",
        params: ieltsBookParamsSchema,
        querystring: ieltsBookQuerySchema,
        response: { 200: ieltsBookSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { bookId } = request.params;
      const { version } = request.query;
      const id = version === undefined ? await publishedVersionId(db, 'ielts', bookId) : await learnerVersionId(db, 'ielts', bookId, version);
      const content = await ieltsVersion(db, id);
      if (!content) throw notFound(version === undefined ? 'Book not found' : `Version ${version} of book ${bookId} not found`);
      return content.book;
    },
  );

  // The learner's own calls, behind the bearer guard.
  const learnerRoute = loginRoutes('ielts', requireUser(db));

  app.post(
    '/ielts/exam/create',
    learnerRoute({
      summary: 'Start an IELTS exam of a book; message holds the exam id. Daily limit from settings (default 3).',
      querystring: createIeltsExamQuerySchema,
      response: { 200: createIeltsExamResponseSchema, ...errorResponses(400, 404, 409, 429) },
    }),
    async (request) => {
      const attempt = await createAttempt(db, userOf(request).id, request.query.bookId);
      return {
        statusCode: 200,
        message: String(attempt.id),
        examId: attempt.id,
        remainSection: 'listening' as const,
        remainTimeForEndExam: remainingSeconds(attempt),
      };
    },
  );

  app.post(
    '/ielts/exam/start/:examId',
    learnerRoute({
      summary: "The runner's Start: starts the remaining section's clock if it has not started (listening waits for it), and answers the clock",
      params: examIdParamsSchema,
      response: { 200: startIeltsSectionResponseSchema, ...errorResponses(400, 404) },
    }),
    async (request) => sectionClock(db, await startSectionClock(db, userOf(request).id, request.params.examId)),
  );

  app.post(
    '/ielts/exam/attempt/create/inline',
    learnerRoute({
      summary: 'Submit the listening or reading answer sheet (40 strings); scored at once. In order, once.',
      body: inlineSubmitBodySchema,
      response: { 200: inlineSubmitResponseSchema, ...errorResponses(400, 404, 409) },
    }),
    async (request) => {
      const { examId, sectionType, userAnswer } = request.body;
      const result = await submitInline(db, userOf(request).id, examId, sectionType, userAnswer);
      return { statusCode: 200, message: `${sectionName(sectionType)} submitted${result.late ? ' after its time; kept and marked late' : ''}`, ...result };
    },
  );

  app.post(
    '/ielts/exam/attempt/create/outline-speaking/:examId',
    learnerRoute({
      summary: 'Upload one speaking answer: multipart voiceAnswer (WAV, WebM/Opus, Ogg/Opus or MP4/AAC, by its bytes), query question and partNumber (1-3)',
      consumes: ['multipart/form-data'],
      params: speakingParamsSchema,
      querystring: speakingQuerySchema,
      body: speakingBodySchema,
      response: { 200: speakingResponseSchema, ...errorResponses(400, 404, 409, 413, 415) },
    }),
    async (request) => {
      const bytes = request.body.voiceAnswer;
      const kind = requireAudio(bytes, 'voiceAnswer');
      // The same recording sent again (its first answer lost on the way back): saved already (exams/replay.ts).
      const { examId } = request.params;
      const { partNumber, question } = request.query;
      const stored = await storedRecording(db, userOf(request).id, examId, partNumber, question);
      if (stored && Buffer.from(bytes).equals((await storage.read(stored)) ?? new Uint8Array())) return { statusCode: 200, message: 'Audio saved' };
      const relative = await storeRecording(storage, 'ielts', bytes, kind);
      try {
        await submitSpeaking(db, userOf(request).id, examId, partNumber, question, relative, requestLanguage(request));
      } catch (error) {
        await removeUpload(storage, relative);
        throw error;
      }
      return { statusCode: 200, message: 'Audio saved' };
    },
  );

  app.post(
    '/ielts/exam/attempt/create/outline-writing',
    learnerRoute({
      summary: 'Submit both writing tasks ({question, userAnswer} x2 as `list`, or `Qua`); queued for grading',
      body: writingSubmitBodySchema,
      response: { 200: writingSubmitResponseSchema, ...errorResponses(400, 404, 409) },
    }),
    async (request) => {
      const list = request.body.list ?? request.body.Qua;
      if (!list) throw new HttpError(400, 'body.list: list is required');
      const { late } = await submitWriting(db, userOf(request).id, request.body.examId, list, requestLanguage(request));
      return {
        statusCode: 200,
        message: late ? 'Writing submitted after its time; it is kept, marked late, and will be graded shortly' : 'Writing submitted; it will be graded shortly',
        late,
      };
    },
  );
};

/** The clock as the runner's Start answers it: the attempt's window and the remaining section's own time. */
async function sectionClock(db: Db, attempt: IeltsAttempt): Promise<StartIeltsSectionResponse> {
  const book = attempt.remainSection === null ? null : ((await bookOfAttempt(db, attempt))?.book ?? null);
  return {
    remainSection: attempt.remainSection,
    remainTimeForEndExam: remainingSeconds(attempt),
    remainTimeForSection: book && remainingSectionSeconds(attempt, book),
  };
}

export default ieltsExamRoutes;
