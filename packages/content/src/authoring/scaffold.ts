/**
 * `npm run content:new`: a new test folder from the commented example in packages/content/scaffold/<format>, every
 * layout the kit renders filled with placeholders that lint clean once `npm run content:audio` has made the audio.
 * Node only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestFormat } from './types';

export const scaffoldRoot = fileURLToPath(new URL('../../scaffold', import.meta.url));

/**
 * `mediaPrefix` starts every media path: 'ielts/<slug>/' for a shipped set (paths relative to packages/content/media,
 * the default), '' for a draft, whose media are files in its own folder.
 */
export type ScaffoldOptions = { id: number; slug: string; name: string; mediaPrefix?: string };

/**
 * The folder's files with the test's id, slug and name filled in. Multi-level ids follow the shipped exams' ranges:
 * sections id*10+n, parts id*100+n, questions id*1000+n (written __S+n__, __P+n__, __Q+n__ in the templates).
 */
export function scaffoldFiles(format: TestFormat, { id, slug, name, mediaPrefix = `${format}/${slug}/` }: ScaffoldOptions): Record<string, string> {
  const dir = join(scaffoldRoot, format);
  const files: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((entry) => entry.endsWith('.yaml'))) {
    files[file] = readFileSync(join(dir, file), 'utf8')
      .replaceAll('__MEDIA__', mediaPrefix)
      .replaceAll('__ID__', String(id))
      .replaceAll('__SLUG__', slug)
      .replaceAll('__NAME__', name)
      .replace(/__([SPQ])\+(\d+)__/g, (_, kind: string, n: string) => String(id * { S: 10, P: 100, Q: 1000 }[kind as 'S' | 'P' | 'Q'] + Number(n)));
  }
  return files;
}

/** The media the scaffold names besides the audio: a placeholder picture, copied to the test's media folder. */
export const SCAFFOLD_PICTURE = { from: join(scaffoldRoot, 'map.svg'), name: 'map.svg' };
