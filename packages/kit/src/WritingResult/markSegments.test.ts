import { describe, expect, it } from 'vitest';
import { markSegments } from './markSegments';

describe('markSegments', () => {
  it('given no errors, returns the whole text as one plain run', () => {
    expect(markSegments('I goes home.')).toEqual([{ kind: 'text', text: 'I goes home.' }]);
  });

  it('given an empty answer, returns no runs', () => {
    expect(markSegments('', [{ start: 0, end: 3, message: 'x' }])).toEqual([]);
  });

  it('given one error, splits around it and keeps the error with its index', () => {
    const error = { start: 2, end: 6, message: 'Subject-verb agreement', suggestion: 'go' };
    expect(markSegments('I goes home.', [error])).toEqual([
      { kind: 'text', text: 'I ' },
      { kind: 'error', text: 'goes', error, index: 0 },
      { kind: 'text', text: ' home.' },
    ]);
  });

  it('given errors out of order, orders them by position', () => {
    const late = { start: 7, end: 11, message: 'b' };
    const early = { start: 0, end: 1, message: 'a' };
    const runs = markSegments('I goes home.', [late, early]);
    expect(runs.filter((r) => r.kind === 'error').map((r) => r.text)).toEqual(['I', 'home']);
    expect(runs.map((r) => r.text).join('')).toBe('I goes home.');
  });

  it('given an overlapping error, drops the later one', () => {
    const first = { start: 2, end: 6, message: 'a' };
    const overlapping = { start: 4, end: 11, message: 'b' };
    const runs = markSegments('I goes home.', [first, overlapping]);
    expect(runs.filter((r) => r.kind === 'error')).toHaveLength(1);
    expect(runs.map((r) => r.text).join('')).toBe('I goes home.');
  });

  it('given a range past the end or an empty range, clips or drops it', () => {
    const runs = markSegments('abc', [
      { start: 1, end: 99, message: 'clipped' },
      { start: 0, end: 0, message: 'empty' },
    ]);
    expect(runs).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'error', text: 'bc', error: { start: 1, end: 99, message: 'clipped' }, index: 0 },
    ]);
  });

  it('given adjacent errors, keeps both', () => {
    const runs = markSegments('abcd', [
      { start: 0, end: 2, message: 'a' },
      { start: 2, end: 4, message: 'b' },
    ]);
    expect(runs.map((r) => r.kind)).toEqual(['error', 'error']);
  });
});
