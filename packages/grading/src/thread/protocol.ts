import type { SpeakingInput, SpeakingResult } from '../speaking/grader';
import type { WritingInput, WritingResult } from '../writing/grader';

/** Messages between the server's thread and the grading thread (structured clone: plain data and Uint8Arrays). */
export type GradeRequest = { id: number; kind: 'writing'; input: WritingInput } | { id: number; kind: 'speaking'; input: SpeakingInput };

export type GradeReply =
  | { id: number; ok: true; result: WritingResult | SpeakingResult }
  | { id: number; ok: false; message: string; name: string }
  /** Sent once, when the graders are made and warm (a failure to make them ends the thread with its error). */
  | { id: 0; ok: true; ready: true };
