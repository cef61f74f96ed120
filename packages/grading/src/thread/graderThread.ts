/**
 * The grading thread's entry: makes the built-in graders once, warms them, then grades what the server's thread
 * sends, one message at a time. Run only through createThreadedGraders (threadedGraders.ts).
 */
import { parentPort } from 'node:worker_threads';
import { createGraders } from '../index';
import type { GradeReply, GradeRequest } from './protocol';
import { warmUp, warmVocabulary } from './warmUp';

const port = parentPort;
if (!port) throw new Error('graderThread.ts runs only as a worker thread');

const graders = await createGraders();
await warmUp(graders);
port.postMessage({ id: 0, ok: true, ready: true } satisfies GradeReply);
void warmVocabulary();

port.on('message', async (request: GradeRequest) => {
  let reply: GradeReply;
  try {
    const result = request.kind === 'writing' ? await graders.writing.grade(request.input) : await graders.speaking.grade(request.input);
    reply = { id: request.id, ok: true, result };
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    reply = { id: request.id, ok: false, message: err.message, name: err.name };
  }
  port.postMessage(reply);
});
