import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.join(root, 'apps/web/dist/assets');

/**
 * The custom properties the style sheets read that nothing defines. Defined means declared in a style sheet, or set
 * from a script: a property vanilla-extract's createVar made (compiled to a constant `X=\`var(--name)\``, which the
 * component then sets inline) or a quoted style key ("--name": ...). Merely naming it in the JS does not count: a
 * theme contract compiled into the JS names every variable (`{ink:\`var(--color-ink)\`}`) without defining any.
 */
function undefinedCustomProperties(css: string, js: string): string[] {
  const used = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!));
  const definedInCss = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]!));
  // Names are [\w-] only, so they go into the patterns as they are.
  const setFromScript = (name: string) =>
    new RegExp(`=\\s*[\`'"]var\\(${name}\\)[\`'"]`).test(js) || new RegExp(`[\`'"]${name}[\`'"]\\s*:`).test(js);
  return [...used].filter((name) => !definedInCss.has(name) && !name.startsWith('--radix-') && !setFromScript(name));
}

/**
 * Every CSS custom property the built site reads must be defined by its style sheets or set from its scripts (Radix
 * and vanilla-extract's assignInlineVars set some inline). A property nothing defines resolves to nothing: gaps,
 * colours and borders silently vanish. That happened once when the app's .css.ts files took the theme contract from
 * the kit's dist instead of its source (two contracts, one defined): half the site rendered unstyled, and every
 * functional test still passed.
 */
describe('the built site’s style sheets (globalSetup built it)', () => {
  it('defines every custom property it uses', () => {
    const files = readdirSync(assets);
    const read = (ending: string) =>
      files.filter((file) => file.endsWith(ending)).map((file) => readFileSync(path.join(assets, file), 'utf8')).join('\n');
    const css = read('.css');
    expect(css.match(/var\(--/g)?.length ?? 0).toBeGreaterThan(20); // the theme contract alone is ~40
    expect(undefinedCustomProperties(css, read('.js'))).toEqual([]);
  });

  it('does not count a variable the JS only names, as a compiled theme contract does', () => {
    const css = '.a{color:var(--color-ink);width:var(--pane-size)}';
    const contractOnly = 'const vars={color:{ink:`var(--color-ink)`}};const size=`var(--pane-size)`;';
    expect(undefinedCustomProperties(css, contractOnly)).toEqual(['--color-ink']);
    expect(undefinedCustomProperties(`${css}:root{--color-ink:#111}`, contractOnly)).toEqual([]);
    expect(undefinedCustomProperties(css, 'el.style={"--color-ink":"#111","--pane-size":"50%"}')).toEqual([]);
  });
});
