/**
 * A section's clock, for both exams (docs/CONTRACT.md 'Section deadlines'): it starts when the server records the
 * section's start, runs for the section's minutes (content data), never past the attempt's own end, and a submission
 * is late only after the deadline plus SECTION_GRACE_MS. Late answers are kept and marked, never refused for it.
 * Per exam, which section's clock runs and from when: ieltsDeadlines.ts, and multiLevel.ts's sectionClockOf.
 */

/**
 * Time a section's submission may arrive after its deadline and still be on time. The runner submits by itself at
 * 0 of a countdown that reads the server's deadline, so what remains is the trip: the request itself and, on a poor
 * connection, the retries that follow (1 s, 2 s, 4 s, 8 s ...: reliableSubmit.ts), about 30 s in all. 60 s covers it
 * twice; a modified client still gains at most a minute, and anything later is marked late.
 */
export const SECTION_GRACE_MS = 60_000;

/** One running section clock: when it started (null: not recorded), its minutes, and the attempt's own end. */
export interface SectionClock {
  startedAt: Date | null;
  minutes: number;
  attemptEndsAt: Date;
}

/** When the section's time runs out (never after the attempt's own end); null when no start was recorded. */
export function clockDeadline({ startedAt, minutes, attemptEndsAt }: SectionClock): Date | null {
  if (startedAt === null) return null;
  return new Date(Math.min(startedAt.getTime() + minutes * 60_000, attemptEndsAt.getTime()));
}

/** Whole seconds until the deadline (0 once passed); null with no clock. */
export function clockSecondsLeft(clock: SectionClock | null, now = new Date()): number | null {
  const deadline = clock && clockDeadline(clock);
  if (!deadline) return null;
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

/** A submission past the deadline and its grace: accepted with what was answered, and marked late. */
export function clockIsLate(clock: SectionClock | null, now = new Date()): boolean {
  const deadline = clock && clockDeadline(clock);
  return Boolean(deadline) && now.getTime() > deadline!.getTime() + SECTION_GRACE_MS;
}
