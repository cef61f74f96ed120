import type { IeltsBook, IeltsSectionType } from '@bandwise/core';
import type { ieltsAttempts } from '../db/schema';
import { clockDeadline, clockIsLate, clockSecondsLeft, type SectionClock } from './sectionDeadlines';

type Attempt = Pick<typeof ieltsAttempts.$inferSelect, 'remainSection' | 'sectionStartedAt' | 'expiresAt'>;


/**
 * The minutes of the section whose clock runs while `remain` is the attempt's remaining section. Speaking has no
 * section clock (its recordings time themselves, PRODUCT.md section 3); writing follows it with no call (seed 001),
 * so while speaking is due the clock that runs is writing's, restarted by every recording: it starts for good at
 * the last one, which is when the learner moves on to writing.
 */
export function runningSectionMinutes(book: IeltsBook, remain: IeltsSectionType): number {
  if (remain === 'LISTENING') return book.listening.minutes;
  if (remain === 'READING') return book.reading.minutes;
  return book.writing.minutes;
}

/** The remaining section's clock; null with none (no section left, or an attempt from before migration 0007). */
function clockOf(attempt: Attempt, book: IeltsBook): SectionClock | null {
  if (attempt.remainSection === null) return null;
  return { startedAt: attempt.sectionStartedAt, minutes: runningSectionMinutes(book, attempt.remainSection), attemptEndsAt: attempt.expiresAt };
}

/** When the remaining section's time runs out (never after the attempt's own end); null with no section clock. */
export function sectionDeadline(attempt: Attempt, book: IeltsBook): Date | null {
  const clock = clockOf(attempt, book);
  return clock && clockDeadline(clock);
}

/** Whole seconds until the section's deadline (0 once passed); null with no section clock. */
export function remainingSectionSeconds(attempt: Attempt, book: IeltsBook, now = new Date()): number | null {
  return clockSecondsLeft(clockOf(attempt, book), now);
}

/** A submission past the deadline and its grace: accepted with what was answered, and marked late. */
export function isLate(attempt: Attempt, book: IeltsBook, now = new Date()): boolean {
  return clockIsLate(clockOf(attempt, book), now);
}
