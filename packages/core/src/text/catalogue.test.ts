import { describe, expect, it } from 'vitest';
import { textsByKey } from './catalogue';

describe('textsByKey', () => {
  it('names each text by its dotted path, at any depth', () => {
    const texts = textsByKey({ title: 'Home', header: { login: 'Login', menu: { open: 'Open menu' } } });
    expect([...texts]).toEqual([
      ['title', 'Home'],
      ['header.login', 'Login'],
      ['header.menu.open', 'Open menu'],
    ]);
  });

  it('skips what is neither a text nor a nested catalogue', () => {
    expect([...textsByKey({ count: 3, none: null, flag: true, ok: 'Ok' })]).toEqual([['ok', 'Ok']]);
  });
});
