import { textsByKey, type Catalogue } from '@bandwise/core';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ru } from './ru';
import { uz } from './uz';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe("the kit's catalogues", () => {
  const base = textsByKey(en);
  for (const [name, labels] of [['uz', uz], ['ru', ru]] as const) {
    it(`${name} translates every text and keeps its placeholders`, () => {
      const other = textsByKey(labels);
      expect([...other.keys()].sort()).toEqual([...base.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim(), `${name}: ${key}`).not.toBe('');
        expect(placeholders(text), `${name}: ${key}`).toEqual(placeholders(base.get(key)!));
      }
    });
  }
});
