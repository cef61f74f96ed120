import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claim, complete } from '../src/jobs/queue';
import { GRADED_KINDS } from '../src/grading/worker';
import { BOOK_ID, fixtureBook, sheet } from './fixtures';
import { isErrorBody, login, nextPhone, serverForFile } from './helpers';

/**
 * While writing or speaking waits for the AI grader, the learner can see where it stands (issue 31): how many of the
 * exam's answers wait, the first one's place in the queue, the workers' recent pace and an estimate from it. The test
 * server runs no grading workers, so the queue holds still while it is read; "graded" jobs are completed here.
 */
const server = serverForFile();

/** A learner's IELTS exam taken up to its writing, which queues one grading job per task. */
async function examWithWriting(): Promise<{ token: string; examId: number }> {
  const { token } = await login(server, nextPhone());
  const examId = Number((await server.call(`/ielts/exam/create?bookId=${BOOK_ID}`, { method: 'POST', token })).body.message);
  for (const sectionType of ['LISTENING', 'READING'] as const) {
    await server.call('/ielts/exam/attempt/create/inline', { token, json: { examId, sectionType, userAnswer: sheet(sectionType, 20) } });
  }
  const list = fixtureBook.writing.tasks.map((task) => ({ question: task.prompt, userAnswer: 'People move to cities for work and stay for friends.' }));
  expect((await server.call('/ielts/exam/attempt/create/outline-writing', { token, json: { examId, list } })).status).toBe(200);
  return { token, examId };
}

const queueOf = (token: string, examId: number, kind = 'ielts') => server.call(`/user/grading-queue/${kind}/${examId}`, { token });

describe('GET /user/grading-queue/{kind}/{examId}', () => {
  it("answers the exam's waiting answers, the first one's place, and an estimate once the workers have a pace", async () => {
    // Whatever earlier files or tests left is graded first: this test's queue starts empty.
    while (await claim(server.db, GRADED_KINDS, 60).then((job) => job && complete(server.db, job.id)));
    await server.db.execute(sql`UPDATE jobs SET updated_at = now() - interval '1 hour' WHERE status = 'done'`);
    const tasks = fixtureBook.writing.tasks.length;
    const first = await examWithWriting();
    const second = await examWithWriting();

    const before = await queueOf(second.token, second.examId);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ waiting: tasks, position: tasks + 1, gradedPerMinute: null, estimateSeconds: null });
    expect((await queueOf(first.token, first.examId)).body).toMatchObject({ waiting: tasks, position: 1 });

    // A worker grades the first exam's answers: the second moves up, and the pace is now known.
    for (let i = 0; i < tasks; i += 1) {
      const job = await claim(server.db, GRADED_KINDS, 60);
      expect(job?.payload).toMatchObject({ attemptId: first.examId });
      expect(await complete(server.db, job!.id)).toBe(true);
    }
    expect((await queueOf(first.token, first.examId)).body).toEqual({ waiting: 0, position: null, gradedPerMinute: tasks / 10, estimateSeconds: null });
    const after = await queueOf(second.token, second.examId);
    // Its own answers at the pace of `tasks` graded in the last 10 minutes.
    expect(after.body).toEqual({ waiting: tasks, position: 1, gradedPerMinute: tasks / 10, estimateSeconds: Math.round((tasks / (tasks / 10)) * 60) });
  });

  it("another learner's exam is not found, and an unknown kind is a 400", async () => {
    const mine = await examWithWriting();
    const { token: other } = await login(server, nextPhone());
    const theirs = await queueOf(other, mine.examId);
    expect(theirs.status).toBe(404);
    expect(isErrorBody(theirs.body, 404)).toBe(true);
    expect((await queueOf(mine.token, mine.examId, 'toefl')).status).toBe(400);
    expect((await server.call(`/user/grading-queue/ielts/${mine.examId}`)).status).toBe(401);
  });
});
