import type { TFunction } from 'i18next';

/**
 * The settings schema's messages (core/contract/console.ts, shared with the server, which answers with them in English)
 * in the language shown: each is known by its English text, keeps its number and is said from the catalogue
 * (staff.settings.problems). problems.test.ts checks that every message the schema gives is here.
 */
const known = [
  [/^Give a title$/, 'giveTitle'],
  [/^Give the notice text$/, 'giveNoticeText'],
  [/^Give the product a name$/, 'giveName'],
  [/^Give the link a label$/, 'giveLinkLabel'],
  [/^At most (?<max>[\d ]+) characters$/, 'atMostCharacters'],
  [/^At most (?<max>[\d ]+) links$/, 'atMostLinks'],
  [/^At most (?<max>[\d ]+) uzs$/, 'atMostUzs'],
  [/^At most (?<max>[\d ]+)$/, 'atMost'],
  [/^Not below (?<min>\d+)$/, 'notBelow'],
  [/^Enter a whole number of uzs$/, 'wholeNumberUzs'],
  [/^Enter a whole number$/, 'wholeNumber'],
  [/^An address starting with https:\/\/$/, 'webAddress'],
  [/^A path under \/media\/ or an address starting with https:\/\/; empty for none$/, 'mediaOrAddress'],
] as const;

/** A schema message in the catalogue's language; one it does not know stays as the schema wrote it. */
export function problemText(message: string, t: TFunction): string {
  for (const [pattern, key] of known) {
    const match = pattern.exec(message);
    if (match) return t(`staff.settings.problems.${key}`, { max: match.groups?.max ?? '', min: match.groups?.min ?? '' });
  }
  return message;
}
