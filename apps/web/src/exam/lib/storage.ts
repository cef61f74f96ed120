import { ieltsSectionOf, ieltsWireSections } from '@bandwise/core';
import { clearStorage } from '../../auth/token';

/**
 * What the runners keep on the device, one localStorage key per exam and section (PRODUCT.md section 7: every answer
 * autosaved as it is typed, restored after a reload, a crash or a lost connection).
 *   bw:exam:ielts:<examId>:<SECTION>:<what>   e.g. bw:exam:ielts:7:READING:sheet
 *   bw:exam:ml:<examId>:<section>:<what>      e.g. bw:exam:ml:31:listening:answers
 *   bw:exam:settings                          text size, contrast, hidden timer (this device, every exam)
 */
export const EXAM_PREFIX = 'bw:exam:';

/**
 * The storage edge's names, the only place they differ from the code's, kept as first shipped so drafts already on
 * learners' devices are found after an upgrade: the multi-level exam's short name 'ml', and the IELTS sections in the
 * seeds' capitals (core's wire table).
 */
const storedExamNames = { ielts: 'ielts', multiLevel: 'ml' } as const;
export type ExamKind = keyof typeof storedExamNames;
const storedSection = (kind: ExamKind, section: string) => {
  const ielts = kind === 'ielts' ? ieltsSectionOf(section) : undefined;
  return ielts === undefined ? section : ieltsWireSections[ielts];
};

/** The key prefix of an exam's (and a section's) entries. */
const examPrefix = (kind: ExamKind, examId: number | string, section?: string) =>
  `${EXAM_PREFIX}${storedExamNames[kind]}:${examId}:${section === undefined ? '' : `${storedSection(kind, section)}:`}`;

export function examKey(kind: ExamKind, examId: number | string, section: string, what: string): string {
  return `${examPrefix(kind, examId, section)}${what}`;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function keysWithPrefix(prefix: string): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** Forgets a section's draft once the server has it (or the whole exam's, without a section). */
export function clearExamDrafts(kind: ExamKind, examId: number | string, section?: string): void {
  const prefix = examPrefix(kind, examId, section);
  for (const key of keysWithPrefix(prefix)) storage()?.removeItem(key);
}

/**
 * The seeds' 401 handling (clear local storage, go to /login), except the unsent answers: a session that expires in
 * the middle of a section must not take the learner's work with it. They are only ever shown in the runner of their
 * own exam, which the server opens to its owner alone. Logout still clears everything.
 */
export function clearStorageKeepingAnswers(): void {
  const store = storage();
  const kept = keysWithPrefix(EXAM_PREFIX).map((key) => [key, store?.getItem(key) ?? null] as const);
  clearStorage();
  for (const [key, value] of kept) {
    if (value !== null) store?.setItem(key, value);
  }
}

/**
 * A section's deadline, fixed the first time the section opens and kept across reloads, so reopening the page never
 * buys extra time. `cap` is the attempt's own end (the server's 4-hour window). `server` is the deadline the server
 * gave (get-my-results' remainTimeForSection, docs/CONTRACT.md 'Section deadlines'): when there is one it is the
 * truth, and it is kept for a reload without a connection.
 */
export function sectionDeadline(key: string, durationMs: number, cap?: number, now = Date.now(), server?: number): number {
  const store = storage();
  const saved = Number(store?.getItem(key));
  if (server === undefined && Number.isFinite(saved) && saved > 0) return saved;
  const deadline = Math.min(server ?? now + durationMs, cap ?? Number.POSITIVE_INFINITY);
  try {
    store?.setItem(key, String(deadline));
  } catch {
    // Without storage the deadline lives in memory for this visit.
  }
  return deadline;
}

/** Whether anything of this section was saved on the device (the runner then offers to resume). */
export function hasDrafts(kind: ExamKind, examId: number | string, section: string): boolean {
  return keysWithPrefix(examPrefix(kind, examId, section)).length > 0;
}
