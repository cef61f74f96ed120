import { useCallback, useRef, useState } from 'react';
import { readSaved, writeSaved, type AutosaveStorage } from '@bandwise/kit/autosave';
import { examKey, type ExamKind } from './storage';

/**
 * Where the listening recording is: which recording plays and how far in. `part` is the IELTS part whose recording
 * plays; a multi-level listening section has one recording, part 1. A part past the last means all were played.
 */
export interface ListeningPosition {
  part: number;
  seconds: number;
}

const isPosition = (value: unknown): value is ListeningPosition =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as ListeningPosition).part) &&
  typeof (value as ListeningPosition).seconds === 'number' &&
  Number.isFinite((value as ListeningPosition).seconds) &&
  (value as ListeningPosition).seconds >= 0;

function deviceStorage(): AutosaveStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The listening recording's position, kept with the section's autosaved draft (same storage, same key space, cleared
 * with the answers when the section lands), so a reload resumes the recording where it was instead of replaying it.
 * Written at most once a second while it plays, and at once when asked (a part ends, the page is being left): a
 * crash loses under a second, a reload nothing. Not React state: the section does not re-render with the audio.
 * Both runners use it: `section` is the listening section's name as the kind's draft keys spell it.
 */
export function useListeningPosition(kind: ExamKind, examId: number, section: string) {
  const key = examKey(kind, examId, section, 'audio');
  const [restored] = useState<ListeningPosition | null>(() => {
    const saved = readSaved(deviceStorage(), key, { validate: isPosition });
    return saved.found ? saved.value : null;
  });
  const last = useRef<ListeningPosition | null>(restored);

  const save = useCallback(
    (position: ListeningPosition, now: boolean) => {
      const before = last.current;
      if (!now && before && before.part === position.part && Math.abs(before.seconds - position.seconds) < 1) return;
      last.current = position;
      writeSaved(deviceStorage(), key, { part: position.part, seconds: Math.round(position.seconds * 100) / 100 });
    },
    [key],
  );

  return { restored, save };
}
