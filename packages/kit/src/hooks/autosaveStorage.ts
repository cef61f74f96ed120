/**
 * The storage side of useAutosave, free of React and of the DOM so node tests can drive it with a fake storage.
 * Values are stored as JSON inside a small envelope with a format version, so a later release can tell an old
 * draft from a new one instead of restoring something it cannot read.
 */

/** The part of the Web Storage interface autosave needs (localStorage, sessionStorage or a test double). */
export type AutosaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredEnvelope<T> {
  /** Envelope format version. */
  v: 1;
  /** When the value was saved, epoch ms. */
  savedAt: number;
  value: T;
}

export interface ReadOptions<T> {
  /** Rejects a restored value of the wrong shape (an old draft, a hand-edited key); the fallback is used instead. */
  validate?: (value: unknown) => value is T;
}

export type ReadResult<T> = { found: true; value: T; savedAt: number } | { found: false; reason: 'missing' | 'corrupt' | 'invalid' | 'unavailable' };

/** Reads and checks a saved value. Never throws: storage can be disabled (private mode) or full of junk. */
export function readSaved<T>(storage: AutosaveStorage | undefined, key: string, options: ReadOptions<T> = {}): ReadResult<T> {
  if (!storage) return { found: false, reason: 'unavailable' };
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return { found: false, reason: 'unavailable' };
  }
  if (raw === null) return { found: false, reason: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { found: false, reason: 'corrupt' };
  }
  if (!parsed || typeof parsed !== 'object' || (parsed as { v?: unknown }).v !== 1 || !('value' in parsed)) {
    return { found: false, reason: 'corrupt' };
  }
  const envelope = parsed as StoredEnvelope<unknown>;
  if (options.validate && !options.validate(envelope.value)) return { found: false, reason: 'invalid' };
  return { found: true, value: envelope.value as T, savedAt: typeof envelope.savedAt === 'number' ? envelope.savedAt : 0 };
}

/** Saves a value; returns the error instead of throwing (a full quota must not break typing). */
export function writeSaved<T>(storage: AutosaveStorage | undefined, key: string, value: T, now = Date.now()): Error | undefined {
  if (!storage) return new Error('Storage is not available');
  try {
    const envelope: StoredEnvelope<T> = { v: 1, savedAt: now, value };
    storage.setItem(key, JSON.stringify(envelope));
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Removes a saved value; never throws. */
export function removeSaved(storage: AutosaveStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a storage that cannot be read holds nothing to clear.
  }
}

/**
 * Delays writes by `delayMs` and keeps only the latest value; `flush` writes a pending value at once (page hide,
 * unmount) so a debounce never loses the last keystrokes.
 */
export function createDebouncedWriter<T>(write: (value: T) => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending) {
      const { value } = pending;
      pending = undefined;
      write(value);
    }
  };
  return {
    schedule(value: T) {
      pending = { value };
      if (delayMs <= 0) {
        flush();
        return;
      }
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    /** Drops a pending write (after clear()). */
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
    get pending() {
      return pending !== undefined;
    },
  };
}
