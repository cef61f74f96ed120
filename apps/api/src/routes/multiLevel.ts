import {
  apiMessageSchema,
  buyExamBodySchema,
  buyExamResponseSchema,
  checkBodySchema,
  checkResponseSchema,
  continueExamResponseSchema,
  examIdBodySchema,
  multiLevelExamListResponseSchema,
  multiLevelScore,
  multipartExamIdBodySchema,
  myExamSectionParamsSchema,
  myExamSectionResponseSchema,
  myExamsBodySchema,
  myExamsResponseSchema,
  startExamResponseSchema,
  uploadSpeakingBodySchema,
  uploadSpeakingResponseSchema,
  type MultiLevelExam,
  type MultiLevelResultRow,
} from '@bandwise/core';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../http/routeDeps';
import type { Db } from '../db/client';
import { requireUser, userOf } from '../auth/guard';
import { commentFieldsOf, markedErrors, spokenAnswer, writtenNotes } from '../grading/records';
import { examOfAttempt, publishedList } from '../content/versionReads';
import { multiLevelAttempts, multiLevelExams, multiLevelOpenAnswers, multiLevelSectionResults } from '../db/schema';
import {
  buyExam,
  checkSection,
  continueExam,
  findMultiLevelAttempt,
  finishExam,
  ORDER,
  recordSpeaking,
  startExam,
  versionOf,
} from '../exams/multiLevel';
import { forbidden, notFound, requestLanguage } from '../http/errors';
import { errorResponses, loginRoutes } from '../http/schemas';
import { removeUpload, requireAudio, storeRecording, uploadUrl } from '../media/uploads';
import { loadSettings } from '../settings';

/** The body types of the calls that take a form (as the seeds' client sends it) or the same fields as JSON. */
const formOrJson = ['multipart/form-data', 'application/json'];

const multiLevelRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, storage }) => {
  app.get(
    '/user/exams',
    {
      // A public read: visitors see what is on sale before logging in (buying needs the bearer). The seeds' client
      // sends its token; it is neither needed nor checked here, so a stale one does not hide the list.
      schema: {
        tags: ['multi-level'],
        summary: 'The multi-level exams on sale, with their AI and human prices (uzs); public, the bearer is optional',
        response: { 200: multiLevelExamListResponseSchema },
      },
    },
    async () => {
      const [exams, settings] = await Promise.all([
        publishedList(db, 'multi-level'),
        loadSettings(db),
      ]);
      return exams.map((e) => ({
        id: e.id,
        name: e.name,
        duration: e.duration,
        ai_price: settings.prices.multiLevel.ai,
        human_price: settings.prices.multiLevel.human,
      }));
    },
  );

  // The learner's own calls, behind the bearer guard.
  const learnerRoute = loginRoutes('multi-level', requireUser(db));
  /** The handler of a call on one of the caller's exams (the body's exam_id): answers what `action` answers. */
  const onOwnExam =
    <Answer>(action: (db: Db, userId: number, examId: number) => Promise<Answer>) =>
    async (request: FastifyRequest<{ Body: { exam_id: number } }>) =>
      action(db, userOf(request).id, request.body.exam_id);

  app.post(
    '/user/buy-exam',
    learnerRoute({
      summary: 'Buy a multi-level exam (multipart or JSON: mock_exam_id, type ai|human); debits the balance',
      consumes: formOrJson,
      body: buyExamBodySchema,
      response: { 200: buyExamResponseSchema, ...errorResponses(400, 402, 404) },
    }),
    async (request) => {
      const { attempt, price, balance } = await buyExam(db, userOf(request).id, request.body.mock_exam_id, request.body.type);
      return { statusCode: 200, message: 'Exam purchased', exam: { id: attempt.id }, price, balance };
    },
  );

  app.post(
    '/user/my-exams',
    learnerRoute({
      summary: "The caller's multi-level exams, newest first (user_id must be the caller)",
      body: myExamsBodySchema,
      response: { 200: myExamsResponseSchema, ...errorResponses(400, 403) },
    }),
    async (request) => {
      const user = userOf(request);
      if (request.body.user_id !== user.id) throw forbidden('You can only list your own exams');
      const attempts = await db
        .select({ attempt: multiLevelAttempts, examName: multiLevelExams.name })
        .from(multiLevelAttempts)
        .innerJoin(multiLevelExams, eq(multiLevelExams.id, multiLevelAttempts.examId))
        .where(eq(multiLevelAttempts.userId, user.id))
        .orderBy(desc(multiLevelAttempts.createdAt), desc(multiLevelAttempts.id))
        .limit(500);
      const attemptIds = attempts.map((a) => a.attempt.id);
      const results = attemptIds.length ? await db.select().from(multiLevelSectionResults).where(inArray(multiLevelSectionResults.attemptId, attemptIds)) : [];
      // Each attempt's sections are those of the version it was bought on (a later version may have others).
      const sectionsOf = new Map<string, MultiLevelExam['sections']>();
      for (const { attempt } of attempts) {
        const key = `${attempt.examId}:${attempt.contentVersionId}`;
        if (!sectionsOf.has(key)) sectionsOf.set(key, (await examOfAttempt(db, attempt))?.exam.sections ?? []);
      }
      return attempts.map(({ attempt, examName }) => ({
        id: attempt.id,
        mock_exam_id: attempt.examId,
        examName,
        start_time: attempt.startedAt?.toISOString() ?? null,
        created_at: attempt.createdAt.toISOString(),
        status: attempt.status,
        remainSection: attempt.remainSection,
        type: attempt.type,
        result: attempt.result,
        score: attempt.score,
        section_scores: ORDER.flatMap((type) => {
          const section = sectionsOf.get(`${attempt.examId}:${attempt.contentVersionId}`)?.find((s) => s.type === type);
          if (!section) return [];
          const result = results.find((r) => r.attemptId === attempt.id && r.sectionId === section.id);
          return [{ id: section.id, type, score: result?.score ?? null, late: result?.late ?? false }];
        }),
      }));
    },
  );

  app.post(
    '/user/continue-exam',
    learnerRoute({
      summary: 'Where to resume a pending exam (within 4 hours of its start)',
      body: examIdBodySchema,
      response: { 200: continueExamResponseSchema, ...errorResponses(400, 404, 409) },
    }),
    onOwnExam(continueExam),
  );

  app.post(
    '/user/start-exam',
    learnerRoute({
      summary: 'Start (or re-enter) a purchased exam: its sections, parts, questions and options, without keys',
      consumes: formOrJson,
      body: multipartExamIdBodySchema,
      response: { 200: startExamResponseSchema, ...errorResponses(400, 404, 409) },
    }),
    onOwnExam(startExam),
  );

  app.post(
    '/user/check',
    learnerRoute({
      summary: 'Submit one section (in order, once); listening and reading are scored, writing and speaking queued',
      body: checkBodySchema,
      response: { 200: checkResponseSchema, ...errorResponses(400, 404, 409) },
    }),
    async (request) => checkSection(db, userOf(request).id, request.body.exam_id, request.body.section_id, request.body.parts, new Date(), requestLanguage(request)),
  );

  app.post(
    '/user/upload-speaking',
    learnerRoute({
      summary: 'Upload one speaking recording (multipart audio: WAV, WebM/Opus, Ogg/Opus or MP4/AAC, by its bytes; exam_id, question_id)',
      consumes: ['multipart/form-data'],
      body: uploadSpeakingBodySchema,
      response: { 200: uploadSpeakingResponseSchema, ...errorResponses(400, 404, 409, 413, 415) },
    }),
    async (request) => {
      const { audio, exam_id, question_id } = request.body;
      const kind = requireAudio(audio, 'audio');
      // Ownership first, so nobody writes files against another learner's exam.
      await findMultiLevelAttempt(db, exam_id, userOf(request).id);
      const relative = await storeRecording(storage, 'multi-level', audio, kind);
      try {
        return await recordSpeaking(db, userOf(request).id, exam_id, question_id, relative);
      } catch (error) {
        await removeUpload(storage, relative);
        throw error;
      }
    },
  );

  app.post(
    '/user/finish-exam',
    learnerRoute({
      summary: 'Finish the exam (answers { statusCode, message }); it turns checked when grading completes',
      body: examIdBodySchema,
      response: { 200: apiMessageSchema, ...errorResponses(400, 404, 409) },
    }),
    async (request) => {
      await finishExam(db, userOf(request).id, request.body.exam_id);
      return { statusCode: 200, message: 'Exam finished' };
    },
  );

  app.get(
    '/user/my-exam/:ExamID/:SectionID',
    learnerRoute({
      summary: "One section's answers: the learner's, whether correct, the correct answer, scores and audio",
      params: myExamSectionParamsSchema,
      response: { 200: myExamSectionResponseSchema, ...errorResponses(400, 404) },
    }),
    async (request) => {
      const attempt = await findMultiLevelAttempt(db, request.params.ExamID, userOf(request).id);
      const tree = (await versionOf(db, attempt)).exam;
      const section = tree.sections.find((s) => s.id === request.params.SectionID);
      if (!section) throw notFound('Section not found in this exam');
      const [result] = await db
        .select()
        .from(multiLevelSectionResults)
        .where(and(eq(multiLevelSectionResults.attemptId, attempt.id), eq(multiLevelSectionResults.sectionId, section.id)))
        .limit(1);
      if (!result) {
        return { section: { id: section.id, type: section.type, status: 'not_submitted' as const, score: null }, user_answers: [] };
      }
      const summary = { id: section.id, type: section.type, status: result.status, score: result.score, late: result.late };
      if (result.rows) {
        const options = new Map(section.parts.flatMap((p) => p.questions.map((q) => [q.id, q.answers.length > 0] as const)));
        return {
          section: summary,
          user_answers: (result.rows as MultiLevelResultRow[]).map((row) => ({
            question_id: row.question_id,
            input_index: row.input_index,
            selected_answer: options.get(row.question_id) ? { answer: row.answer_text } : null,
            is_correct: row.is_correct,
            correct_answer: row.correct_answer,
            answer_text: row.answer_text,
            score: row.is_correct,
            file_path: null,
            feedback: null,
            errors: [],
          })),
        };
      }
      const open = await db
        .select()
        .from(multiLevelOpenAnswers)
        .where(and(eq(multiLevelOpenAnswers.attemptId, attempt.id), eq(multiLevelOpenAnswers.sectionId, section.id)))
        .orderBy(asc(multiLevelOpenAnswers.id));
      return {
        section: summary,
        user_answers: open.map((a) => ({
          question_id: a.questionId,
          input_index: null,
          selected_answer: null,
          is_correct: null,
          correct_answer: null,
          answer_text: a.answerText ?? a.transcription,
          score: a.score,
          file_path: a.filePath ? uploadUrl(a.filePath) : null,
          feedback: a.feedback,
          ...commentFieldsOf(a.grading, a.feedback),
          errors: a.answerText ? markedErrors(a.grading) : [],
          ...(a.answerText ? { notes: writtenNotes(a.grading) } : {}),
          ...(a.filePath ? onMultiLevelScale(spokenAnswer(a.grading)) : {}),
        })),
      };
    },
  );
};

/** A multi-level answer's pronunciation on the exam's own 0-75 scale, as its score is (the band through multiLevelScore). */
function onMultiLevelScale<T extends { pronunciation: number | null }>(heard: T): T {
  return { ...heard, pronunciation: heard.pronunciation === null ? null : multiLevelScore(heard.pronunciation).score };
}

export default multiLevelRoutes;
