import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bookOfAttempt } from '../content/versionReads';
import { ieltsAttempts, ieltsSpeakingAnswers, ieltsWritingAnswers } from '../db/schema';
import { gradeEssay, gradeRecording } from './grade';
import { nothingToStore, recordFailureOn, storeGrade, type JobHandler } from './handler';
import { lockIeltsAttemptRow, refreshIeltsGrades } from './ieltsRefresh';
import { readRecording } from './recordings';
import { ieltsJobPayloadSchema, stamp } from './records';

/** The IELTS job kinds: one essay (ielts_writing_answers) or one recording (ielts_speaking_answers) per job. */

async function bookOf(tx: Pick<Tx, 'select'>, attemptId: number) {
  const [attempt] = await tx.select({ bookId: ieltsAttempts.bookId, contentVersionId: ieltsAttempts.contentVersionId }).from(ieltsAttempts).where(eq(ieltsAttempts.id, attemptId)).limit(1);
  return attempt ?? null;
}

export const ieltsWritingHandler: JobHandler = {
  async grade({ db, engine, job, lastAttempt }) {
    const { answerId, attemptId, language } = ieltsJobPayloadSchema.parse(job.payload);
    const [answer] = await db.select().from(ieltsWritingAnswers).where(eq(ieltsWritingAnswers.id, answerId)).limit(1);
    const attempt = await bookOf(db, attemptId);
    if (!answer || !attempt) return nothingToStore(`writing answer ${answerId} no longer exists`);
    // The book's own task (prompt, picture description, minimum words) rather than the text the client sent back.
    const task = (await bookOfAttempt(db, attempt))?.book.writing.tasks.find((t) => t.number === answer.taskNumber);
    const prompt = task ? [task.prompt, task.image?.alt].filter(Boolean).join('\n') : answer.question;
    const graded = await gradeEssay(
      engine,
      { kind: answer.taskNumber === 1 ? 'ielts-task1' : 'ielts-task2', prompt, text: answer.userAnswer, minWords: task?.minWords },
      lastAttempt,
      language,
    );
    return {
      summary: `IELTS writing task ${answer.taskNumber} of attempt ${attemptId}: band ${graded.band}`,
      async store(tx) {
        await lockIeltsAttemptRow(tx, attemptId);
        await storeGrade(tx, ieltsWritingAnswers, answerId, {
          status: 'GRADED',
          feedback: graded.comment,
          taskBandScore: graded.band,
          taskAchievementScore: graded.criteria.taskAchievement,
          coherenceScore: graded.criteria.coherence,
          lexicalResourceScore: graded.criteria.lexicalResource,
          grammarScore: graded.criteria.grammar,
          grading: stamp(job, graded.record),
        });
        await refreshIeltsGrades(tx, attemptId);
      },
    };
  },
  recordFailure: recordFailureOn(ieltsWritingAnswers, ieltsJobPayloadSchema),
};

export const ieltsSpeakingHandler: JobHandler = {
  async grade({ db, engine, job, storage, lastAttempt }) {
    const { answerId, attemptId, language } = ieltsJobPayloadSchema.parse(job.payload);
    const [answer] = await db.select().from(ieltsSpeakingAnswers).where(eq(ieltsSpeakingAnswers.id, answerId)).limit(1);
    const attempt = await bookOf(db, attemptId);
    if (!answer || !attempt) return nothingToStore(`speaking answer ${answerId} no longer exists`);
    const partNumber = Math.min(Math.max(answer.partNumber, 1), 3) as 1 | 2 | 3;
    // Part 2's cue card prompts are part of what the learner was asked to talk about (relevance, topic development).
    const part = (await bookOfAttempt(db, attempt))?.book.speaking.parts.find((p) => p.number === partNumber);
    const cue = partNumber === 2 && part?.cueCard ? ` You should say: ${part.cueCard.prompts.join('; ')}.` : '';
    const { bytes, mimeType } = await readRecording(storage, answer.filePath);
    const graded = await gradeRecording(engine, { audio: bytes, mimeType, question: `${answer.question}${cue}`, part: partNumber }, lastAttempt, language);
    return {
      summary: `IELTS speaking part ${partNumber} recording ${answerId} of attempt ${attemptId}: band ${graded.scores.band}`,
      async store(tx) {
        await lockIeltsAttemptRow(tx, attemptId);
        await storeGrade(tx, ieltsSpeakingAnswers, answerId, {
          transcription: graded.transcript,
          feedback: graded.feedback,
          grading: stamp(job, { ...graded.record, scores: graded.scores }),
        });
        await refreshIeltsGrades(tx, attemptId);
      },
    };
  },
  recordFailure: recordFailureOn(ieltsSpeakingAnswers, ieltsJobPayloadSchema),
};
