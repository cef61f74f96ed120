import { describe, expect, it } from 'vitest';
import { countWords } from './wordCount';

describe('countWords', () => {
  it('ignores leading, trailing and repeated whitespace', () => {
    expect(countWords('  a  b ')).toBe(2);
  });
  it('counts nothing in blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t ')).toBe(0);
  });
  it('splits on newlines and tabs too', () => {
    expect(countWords('one\ntwo\tthree four')).toBe(4);
  });
});
