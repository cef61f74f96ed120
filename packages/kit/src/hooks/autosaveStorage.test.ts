import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedWriter, readSaved, removeSaved, writeSaved, type AutosaveStorage } from './autosaveStorage';

function memoryStorage(): AutosaveStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

describe('given a working storage', () => {
  it('round-trips a value with the time it was saved', () => {
    const storage = memoryStorage();
    const answers = ['A', '', 'TRUE'];
    expect(writeSaved(storage, 'answers', answers, 1_000)).toBeUndefined();
    expect(readSaved(storage, 'answers')).toEqual({ found: true, value: answers, savedAt: 1_000 });
  });

  it('reports a missing key', () => {
    expect(readSaved(memoryStorage(), 'nothing')).toEqual({ found: false, reason: 'missing' });
  });

  it('rejects junk and values from another format', () => {
    const storage = memoryStorage();
    storage.setItem('junk', '{not json');
    storage.setItem('bare', JSON.stringify(['A']));
    expect(readSaved(storage, 'junk')).toEqual({ found: false, reason: 'corrupt' });
    expect(readSaved(storage, 'bare')).toEqual({ found: false, reason: 'corrupt' });
  });

  it('rejects a value of the wrong shape when a validator is given', () => {
    const storage = memoryStorage();
    writeSaved(storage, 'answers', { not: 'a list' });
    expect(readSaved(storage, 'answers', { validate: isStringArray })).toEqual({ found: false, reason: 'invalid' });
    writeSaved(storage, 'answers', ['B']);
    expect(readSaved(storage, 'answers', { validate: isStringArray })).toMatchObject({ found: true, value: ['B'] });
  });

  it('removes a value', () => {
    const storage = memoryStorage();
    writeSaved(storage, 'k', 1);
    removeSaved(storage, 'k');
    expect(storage.data.size).toBe(0);
  });
});

describe('given a storage that throws (private mode, full quota)', () => {
  const broken: AutosaveStorage = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };

  it('never throws and says why nothing was read or written', () => {
    expect(readSaved(broken, 'k')).toEqual({ found: false, reason: 'unavailable' });
    expect(writeSaved(broken, 'k', 1)?.message).toBe('QuotaExceededError');
    expect(() => removeSaved(broken, 'k')).not.toThrow();
    expect(readSaved(undefined, 'k')).toEqual({ found: false, reason: 'unavailable' });
  });
});

describe('createDebouncedWriter', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('writes only the latest value after the delay', () => {
    const write = vi.fn();
    const writer = createDebouncedWriter(write, 500);
    writer.schedule('a');
    writer.schedule('ab');
    vi.advanceTimersByTime(499);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('flushes a pending value at once and then has nothing pending', () => {
    const write = vi.fn();
    const writer = createDebouncedWriter(write, 500);
    writer.schedule('abc');
    expect(writer.pending).toBe(true);
    writer.flush();
    expect(write).toHaveBeenCalledExactlyOnceWith('abc');
    expect(writer.pending).toBe(false);
    vi.advanceTimersByTime(1_000);
    writer.flush();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('drops a pending value on cancel', () => {
    const write = vi.fn();
    const writer = createDebouncedWriter(write, 500);
    writer.schedule('x');
    writer.cancel();
    vi.advanceTimersByTime(1_000);
    expect(write).not.toHaveBeenCalled();
  });

  it('writes at once without a delay', () => {
    const write = vi.fn();
    createDebouncedWriter(write, 0).schedule('now');
    expect(write).toHaveBeenCalledExactlyOnceWith('now');
  });
});
