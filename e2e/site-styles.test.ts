import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.join(root, 'apps/web/dist/assets');

/**
 * Every CSS custom property the built site reads must be defined by its style sheets or set from its scripts (Radix
 * and vanilla-extract's assignInlineVars set some inline). A property nothing defines resolves to nothing: gaps,
 * colours and borders silently vanish. That happened once when the app's .css.ts files took the theme contract from
 * the kit's dist instead of its source (two contracts, one defined): half the site rendered unstyled, and every
 * functional test still passed.
 */
describe('the built site’s style sheets (globalSetup built it)', () => {
  const files = readdirSync(assets);
  const css = files.filter((file) => file.endsWith('.css')).map((file) => readFileSync(path.join(assets, file), 'utf8')).join('\n');
  const js = files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(assets, file), 'utf8')).join('\n');

  it('defines every custom property it uses', () => {
    const used = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!));
    const definedInCss = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]!));
    const undefinedProps = [...used].filter(
      (name) => !definedInCss.has(name) && !name.startsWith('--radix-') && !js.includes(name),
    );
    expect(used.size).toBeGreaterThan(20); // the theme contract alone is ~40
    expect(undefinedProps).toEqual([]);
  });
});
