import type { IeltsBook } from '@bandwise/core';
import type { ViolationReason } from '../lib/guards';
import type { ExamSettings } from '../lib/settings';

/** What the IELTS runner gives each section screen. */
export interface IeltsSectionProps {
  examId: number;
  book: IeltsBook;
  /** The attempt's 4-hour window closes here, epoch ms; no section timer runs past it. */
  endsAt: number;
  /** The server's deadline for this section, epoch ms, when it gave one: the timer counts to it, so a reload never resets it. */
  sectionEndsAt?: number;
  /** Set when the exam must end now (full screen left, tab switched): submit what is answered, then onEnded. */
  ending: ViolationReason | null;
  /** The section is done (submitted, or speaking finished): open the next one. */
  onComplete: () => void;
  /** The ending submission is over (sent, refused or impossible): leave the runner. */
  onEnded: () => void;
  /** 'Leave exam'. */
  onLeave: () => void;
  /** A 401: storage cleared and /login; returns whether the error was one. */
  onUnauthorized: (error: unknown) => boolean;
  settings: ExamSettings;
  onSettingsChange: (settings: ExamSettings) => void;
}
