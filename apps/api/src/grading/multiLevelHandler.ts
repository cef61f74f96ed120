import { noted, said, speakingMultiLevel } from '@bandwise/grading';
import { eq } from 'drizzle-orm';
import { examOfAttempt } from '../content/versionReads';
import { multiLevelAttempts, multiLevelOpenAnswers } from '../db/schema';
import { gradeEssay, gradeRecording } from './grade';
import { nothingToStore, recordFailureOn, storeGrade, type Graded, type JobHandler } from './handler';
import { lockMultiLevelAttemptRow, refreshMultiLevelSection } from './multiLevelRefresh';
import { multiLevelSpeakingPart, multiLevelWritingTask, partsOf, placeQuestion } from './multiLevelTasks';
import { readRecording } from './recordings';
import { multiLevelJobPayloadSchema, PermanentGradingError, stamp, type GradingRecord } from './records';

/**
 * multiLevel.writing and multiLevel.speaking jobs checked by AI: one ml_open_answers row each. Essays get the 0-75 score of the
 * built-in (or LLM) criteria; recordings the 0-75 score of the mean of their six sub-scores. A speaking question with
 * no recording scores 0 and says so (nothing to grade is not a failure).
 */

export const multiLevelHandler: JobHandler = {
  async grade({ db, engine, job, storage, lastAttempt }): Promise<Graded> {
    const { answerId, attemptId, language } = multiLevelJobPayloadSchema.parse(job.payload);
    const [answer] = await db.select().from(multiLevelOpenAnswers).where(eq(multiLevelOpenAnswers.id, answerId)).limit(1);
    const [attempt] = await db.select({ examId: multiLevelAttempts.examId, contentVersionId: multiLevelAttempts.contentVersionId }).from(multiLevelAttempts).where(eq(multiLevelAttempts.id, attemptId)).limit(1);
    if (!answer || !attempt) return nothingToStore(`multi-level answer ${answerId} no longer exists`);
    const exam = (await examOfAttempt(db, attempt))?.exam ?? null;
    const place = exam ? placeQuestion(exam, answer.questionId) : null;
    if (!exam || !place) throw new PermanentGradingError('not-in-content', `question ${answer.questionId} is not in exam ${attempt.examId}'s content`);
    const partOf = partsOf(exam, answer.sectionId);

    let values: { score: number; feedback: string; transcription: string | null; grading: Omit<GradingRecord, 'gradedAt' | 'job'> };
    if (place.type === 'essay') {
      const task = multiLevelWritingTask(place.entry);
      const graded = await gradeEssay(engine, { ...task, prompt: place.prompt, text: answer.answerText ?? '' }, lastAttempt, language);
      values = { score: graded.multiLevel ?? 0, feedback: graded.comment, transcription: null, grading: graded.record };
    } else if (!answer.filePath) {
      const comment = noted('comment', said(
        'No recording was submitted for this question, so there is nothing to assess.',
        "Bu savol uchun yozuv topshirilmagan, shuning uchun baholanadigan narsa yo'q.",
        'На этот вопрос запись не отправлена, поэтому оценивать нечего.',
      ));
      values = { score: 0, feedback: comment.en, transcription: null, grading: { grader: 'built-in', builtIn: {}, notes: ['no recording'], comment } };
    } else {
      const { bytes, mimeType } = await readRecording(storage, answer.filePath);
      const graded = await gradeRecording(engine, { audio: bytes, mimeType, question: place.prompt, part: multiLevelSpeakingPart(place.partLabel) }, lastAttempt, language);
      values = {
        // Pronunciation counts beside the six sub-scores when it was assessed (speakingMultiLevel).
        score: speakingMultiLevel({ ...graded.scores, pronunciation: graded.record.spoken?.pronunciation ?? null }).score,
        feedback: graded.feedback,
        transcription: graded.transcript,
        grading: { ...graded.record, scores: graded.scores },
      };
    }
    return {
      summary: `multi-level ${place.type} answer ${answerId} of attempt ${attemptId}: ${values.score}/75`,
      async store(tx) {
        await lockMultiLevelAttemptRow(tx, attemptId);
        await storeGrade(tx, multiLevelOpenAnswers, answerId, {
          score: values.score,
          feedback: values.feedback,
          transcription: values.transcription,
          status: 'graded',
          grading: stamp(job, values.grading),
        });
        await refreshMultiLevelSection(tx, attemptId, answer.sectionId, partOf);
      },
    };
  },
  recordFailure: recordFailureOn(multiLevelOpenAnswers, multiLevelJobPayloadSchema),
};
