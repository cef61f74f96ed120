import { describe, expect, it } from 'vitest';
import { fullName } from './personName';

describe('fullName', () => {
  it('joins the parts that are set', () => {
    expect(fullName('Dilnoza', 'Karimova')).toBe('Dilnoza Karimova');
    expect(fullName('Dilnoza', null)).toBe('Dilnoza');
    expect(fullName(undefined, 'Karimova')).toBe('Karimova');
    expect(fullName('', '')).toBe('');
  });
});
