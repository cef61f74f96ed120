import type { IeltsBook, IeltsSectionType } from '@bandwise/core';
import type { ieltsAttempts } from '../db/schema';

type Attempt = Pick<typeof ieltsAttempts.$inferSelect, 'remainSection' | 'sectionStartedAt' | 'expiresAt'>;

/**
 * Time a section's submission may arrive after its deadline and still be on time. The runner submits by itself at
 * 0 of a countdown that reads the server's deadline, so what remains is the trip: the request itself and, on a poor
 * connection, the retries that follow (1 s, 2 s, 4 s, 8 s ...: reliableSubmit.ts), about 30 s in all. 60 s covers it
 * twice; a modified client still gains at most a minute, and anything later is marked late.
 */
export const SECTION_GRACE_MS = 60_000;

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

/** When the remaining section's time runs out (never after the attempt's own end); null with no section clock. */
export function sectionDeadline(attempt: Attempt, book: IeltsBook): Date | null {
  if (attempt.remainSection === null || attempt.sectionStartedAt === null) return null;
  const ends = attempt.sectionStartedAt.getTime() + runningSectionMinutes(book, attempt.remainSection) * 60_000;
  return new Date(Math.min(ends, attempt.expiresAt.getTime()));
}

/** Whole seconds until the section's deadline (0 once passed); null with no section clock. */
export function remainingSectionSeconds(attempt: Attempt, book: IeltsBook, now = new Date()): number | null {
  const deadline = sectionDeadline(attempt, book);
  if (!deadline) return null;
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

/** A submission past the deadline and its grace: accepted with what was answered, and marked late. */
export function isLate(attempt: Attempt, book: IeltsBook, now = new Date()): boolean {
  const deadline = sectionDeadline(attempt, book);
  return deadline !== null && now.getTime() > deadline.getTime() + SECTION_GRACE_MS;
}
