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
  if (remain === 'listening') return book.listening.minutes;
  if (remain === 'reading') return book.reading.minutes;
  return book.writing.minutes;
}

/**
 * The remaining section's clock; null with no section left. A section whose start is not recorded has not started:
 * listening until the runner's Start (startSectionClock), so its clock reads as if it started `now` and all its
 * minutes are left; an attempt created and opened later never loses a section to the wait.
 */
function clockOf(attempt: Attempt, book: IeltsBook, now: Date): SectionClock | null {
  if (attempt.remainSection === null) return null;
  return { startedAt: attempt.sectionStartedAt ?? now, minutes: runningSectionMinutes(book, attempt.remainSection), attemptEndsAt: attempt.expiresAt };
}

/** When the remaining section's time runs out (never after the attempt's own end); null with no section left. */
export function sectionDeadline(attempt: Attempt, book: IeltsBook, now = new Date()): Date | null {
  const clock = clockOf(attempt, book, now);
  return clock && clockDeadline(clock);
}

/** Whole seconds until the section's deadline (0 once passed); null with no section left. */
export function remainingSectionSeconds(attempt: Attempt, book: IeltsBook, now = new Date()): number | null {
  return clockSecondsLeft(clockOf(attempt, book, now), now);
}

/** A submission past the deadline and its grace: accepted with what was answered, and marked late. */
export function isLate(attempt: Attempt, book: IeltsBook, now = new Date()): boolean {
  return clockIsLate(clockOf(attempt, book, now), now);
}
