import { useCallback, useEffect, useRef } from 'react';
import type { ApiError } from '../../api/client';
import type { ViolationReason } from './guards';
import { clearExamDrafts, type ExamKind } from './storage';
import { useReliableSubmit, type ReliableSubmit } from './reliableSubmit';

/** Why a section is being submitted: the learner's button, the section timer, or a rule the exam enforces. */
export type SubmitReason = 'manual' | 'timeout' | 'violation';

/** The section landed on the server: the call's answer, or a 409 'already submitted' meaning an earlier try landed. */
export type Landed<T> = { kind: 'ok'; result: T } | { kind: 'already' };

export interface SectionSubmitOptions<T> {
  /** Whose autosaved drafts to clear once the section has landed. */
  drafts: { exam: ExamKind; examId: number | string; section: string };
  /** Set when the exam must end now (a violation): the section is submitted with what is answered. */
  ending: ViolationReason | null;
  /** Sends the section; reads the answers as they are when it is called. */
  send: (signal: AbortSignal) => Promise<T>;
  /** The first failed try that will be retried (the seeds' error toast). */
  onFirstFailure?: (error: unknown) => void;
  onLanded: (landed: Landed<T>, reason: SubmitReason) => void | Promise<void>;
  onUnauthorized: (error: ApiError) => void;
  /**
   * A refusal the server will repeat. Returns true when the section is over (the caller ended it), false when the
   * learner may submit again.
   */
  onRefused: (error: unknown, reason: SubmitReason) => boolean;
}

export type SectionSubmit = Pick<ReliableSubmit, 'status' | 'retryNow' | 'busy'> & {
  submit: (reason: SubmitReason) => Promise<void>;
  /** Sending, retrying, or landed: the submit button stays busy. */
  locked: boolean;
};

/**
 * One section's submission, for every section runner (IELTS listening/reading and writing, each multi-level
 * section): sent once whatever asks (the button, the timer and a violation can all ask at once), retried until it
 * lands (useReliableSubmit), drafts cleared only when the server has it, and the seeds' error handling.
 */
export function useSectionSubmit<T>(options: SectionSubmitOptions<T>): SectionSubmit {
  const reliable = useReliableSubmit();
  const { run } = reliable; // stable, unlike the object around it
  const submitting = useRef(false);
  // The runner's callbacks change on every render; the submission in flight must call the latest ones.
  const latest = useRef(options);
  latest.current = options;

  const submit = useCallback(
    async (reason: SubmitReason) => {
      if (submitting.current) return;
      submitting.current = true;
      const { send, onFirstFailure } = latest.current;
      const outcome = await run(send, { onFirstFailure });
      const current = latest.current;
      switch (outcome.kind) {
        case 'ok':
        case 'already': {
          const { exam, examId, section } = current.drafts;
          clearExamDrafts(exam, examId, section);
          await current.onLanded(outcome.kind === 'ok' ? { kind: 'ok', result: outcome.result } : { kind: 'already' }, reason);
          return;
        }
        case 'unauthorized':
          current.onUnauthorized(outcome.error);
          submitting.current = false;
          return;
        case 'failed':
          if (!current.onRefused(outcome.error, reason)) submitting.current = false;
          return;
        case 'cancelled':
          submitting.current = false;
          return;
      }
    },
    [run],
  );

  const { ending } = options;
  useEffect(() => {
    if (ending) void submit('violation');
  }, [ending, submit]);

  return {
    submit,
    status: reliable.status,
    retryNow: reliable.retryNow,
    busy: reliable.busy,
    locked: reliable.busy || reliable.status.phase === 'done',
  };
}
