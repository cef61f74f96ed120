import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ru } from './ru';
import { uz } from './uz';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe("the kit's catalogues", () => {
  const base = leaves(en as unknown as Tree);
  for (const [name, labels] of [['uz', uz], ['ru', ru]] as const) {
    it(`${name} translates every text and keeps its placeholders`, () => {
      const other = leaves(labels as unknown as Tree);
      expect([...other.keys()].sort()).toEqual([...base.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim(), `${name}: ${key}`).not.toBe('');
        expect(placeholders(text), `${name}: ${key}`).toEqual(placeholders(base.get(key)!));
      }
    });
  }
});
