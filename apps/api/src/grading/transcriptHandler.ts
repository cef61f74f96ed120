import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { ieltsSpeakingAnswers, multiLevelOpenAnswers } from '../db/schema';
import { transcribeRecording } from './grade';
import { nothingToStore, unmarkedAnswer, type Graded, type JobHandler } from './handler';
import { readRecording } from './recordings';
import { describeError, ieltsJobPayloadSchema } from './records';

/**
 * speaking.transcript jobs: a recording that an examiner, not the grading workers, will mark. The worker runs the
 * recogniser on it (off the request path, as for any graded recording) and stores the text on the answer, where the
 * marking screen and the learner's result page read it. Nothing is graded and nothing else changes.
 *
 * A transcript is a help to the examiner, never a condition of marking: a recording that cannot be read or a
 * recogniser that fails leaves the answer without one ('listen to the recording'), and the job ends there instead of
 * retrying or landing among the failed grading jobs the admins must act on.
 */
const payloadSchema = ieltsJobPayloadSchema.extend({ answerKind: z.enum(['ielts.speaking', 'multiLevel.speaking']) });

const tableOf = { 'ielts.speaking': ieltsSpeakingAnswers, 'multiLevel.speaking': multiLevelOpenAnswers } as const;

export const transcriptHandler: JobHandler = {
  async grade({ db, engine, job, storage }): Promise<Graded> {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) return nothingToStore(`malformed transcript job: ${parsed.error.issues[0]?.message ?? 'payload'}`);
    const { answerId, answerKind } = parsed.data;
    const table = tableOf[answerKind];
    const [answer] = await db.select({ filePath: table.filePath, transcription: table.transcription }).from(table).where(eq(table.id, answerId)).limit(1);
    if (!answer?.filePath) return nothingToStore(`${answerKind} answer ${answerId}: no recording to transcribe`);
    if (answer.transcription !== null) return nothingToStore(`${answerKind} answer ${answerId} already has a transcript`);
    if (!engine.transcriber) return nothingToStore(`${answerKind} answer ${answerId}: no speech recogniser installed`);
    let text: string | null;
    try {
      const { bytes, mimeType } = await readRecording(storage, answer.filePath);
      ({ text } = await transcribeRecording(engine, bytes, mimeType));
    } catch (error) {
      return nothingToStore(`${answerKind} answer ${answerId} left without a transcript: ${describeError(error)}`);
    }
    return {
      summary: `${answerKind} answer ${answerId}: transcript of ${text ? text.split(/\s+/).length : 0} words stored for the examiner`,
      async store(tx) {
        // An empty string says 'transcribed, nothing heard'. A grade stored meanwhile keeps its own transcript, and an
        // answer the examiner has already marked stays exactly as marked.
        await tx
          .update(table)
          .set({ transcription: text ?? '' })
          .where(and(unmarkedAnswer(table, answerId), isNull(table.transcription)));
      },
    };
  },
  async recordFailure() {
    // grade() never throws for a reason of the answer's own; a database outage is retried by the worker.
  },
};
