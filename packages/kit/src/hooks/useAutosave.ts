import { useCallback, useEffect, useMemo, useRef, useState, type SetStateAction } from 'react';
import { createDebouncedWriter, readSaved, removeSaved, writeSaved, type AutosaveStorage } from './autosaveStorage';

export interface UseAutosaveOptions<T> {
  /** Wait this long after the last change before writing; pending writes are flushed when the page hides. @default 0 */
  debounceMs?: number;
  /** Where values live. @default window.localStorage (when the browser allows it) */
  storage?: AutosaveStorage;
  /** Rejects a restored value of the wrong shape; the initial value is used instead. */
  validate?: (value: unknown) => value is T;
  /** Called when a value was restored on mount, with when it had been saved. */
  onRestore?: (value: T, savedAt: number) => void;
  /** Called when a write fails (full quota, storage disabled); the value stays in memory. */
  onError?: (error: Error) => void;
}

export type AutosaveResult<T> = [value: T, setValue: (next: SetStateAction<T>) => void, clear: () => void];

function defaultStorage(): AutosaveStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Reading localStorage itself throws when site data is blocked.
    return undefined;
  }
}

function resolveInitial<T>(initial: T | (() => T)): T {
  return typeof initial === 'function' ? (initial as () => T)() : initial;
}

/**
 * State that survives a reload, a crash or a lost connection: every change is saved under `key` and restored on
 * mount. Answers typed into an exam must never be lost (the product's autosave rule), so a debounced write is
 * flushed on `pagehide` and when the tab is hidden, the last moments a page is sure to run code.
 * Returns [value, setValue, clear]; clear() forgets the saved value (after a successful submit).
 */
export function useAutosave<T>(key: string, initialValue: T | (() => T), options: UseAutosaveOptions<T> = {}): AutosaveResult<T> {
  const { debounceMs = 0, validate, onRestore, onError } = options;
  const storage = options.storage ?? defaultStorage();
  const initialRef = useRef(initialValue);
  initialRef.current = initialValue;
  const callbacks = useRef({ onRestore, onError, validate });
  callbacks.current = { onRestore, onError, validate };

  const load = useCallback(
    (k: string) => {
      const saved = readSaved<T>(storage, k, { validate: callbacks.current.validate });
      return saved.found ? { key: k, value: saved.value, savedAt: saved.savedAt } : { key: k, value: resolveInitial(initialRef.current) };
    },
    [storage],
  );

  const [state, setState] = useState(() => load(key));
  const valueRef = useRef(state.value);
  let current = state;
  if (state.key !== key) {
    // A new key (the next section) is a different draft: restore its own value during render.
    current = load(key);
    valueRef.current = current.value;
    setState(current);
  }

  const writer = useMemo(
    () =>
      createDebouncedWriter<T>((value) => {
        const error = writeSaved(storage, key, value);
        if (error) callbacks.current.onError?.(error);
      }, debounceMs),
    [storage, key, debounceMs],
  );

  useEffect(() => {
    if ('savedAt' in state && state.savedAt !== undefined && state.key === key) {
      callbacks.current.onRestore?.(state.value, state.savedAt);
    }
    // Keyed on `key` alone: a restore is reported once per draft, not on every change.
  }, [key]);

  useEffect(() => {
    const flush = () => writer.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') writer.flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      writer.flush();
    };
  }, [writer]);

  const setValue = useCallback(
    (next: SetStateAction<T>) => {
      const value = typeof next === 'function' ? (next as (prev: T) => T)(valueRef.current) : next;
      valueRef.current = value;
      setState({ key, value });
      writer.schedule(value);
    },
    [key, writer],
  );

  const clear = useCallback(() => {
    writer.cancel();
    removeSaved(storage, key);
    const value = resolveInitial(initialRef.current);
    valueRef.current = value;
    setState({ key, value });
  }, [key, storage, writer]);

  return [current.value, setValue, clear];
}
