import type { ViolationReason } from './guards';

/**
 * Why an exam ended by itself, carried to the page the learner lands on (My Result) in the navigation's state, so
 * that page can say it in the learner's language: full screen left or tab switched, and which section it was.
 */
export interface ExamEnded {
  reason: ViolationReason;
  /** The section's name, already in the learner's language. */
  section: string;
}

export interface ExamEndedState {
  examEnded: ExamEnded;
}

export const examEndedState = (ended: ExamEnded): ExamEndedState => ({ examEnded: ended });

/** The ending carried by a location's state, if any (history state is the browser's: checked, not trusted). */
export function examEndedOf(state: unknown): ExamEnded | null {
  const ended = (state as Partial<ExamEndedState> | null)?.examEnded;
  if (!ended || typeof ended.section !== 'string' || (ended.reason !== 'hidden' && ended.reason !== 'fullscreen')) return null;
  return { reason: ended.reason, section: ended.section };
}
