import type { TFunction } from 'i18next';
import staffTexts from '../../i18n/locales/staff/en.json';

/**
 * The settings schema's messages (core/contract/console.ts, shared with the server, which answers with them in English)
 * in the language shown. The English catalogue's `staff.settings.problems` holds each message as the schema writes it,
 * its numbers as `{{max}}` / `{{min}}`; a message is known by matching those texts, keeps its numbers and is said in
 * the catalogue's language. problems.test.ts checks that every message the schema gives is known.
 */
type ProblemKey = keyof typeof staffTexts.staff.settings.problems;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const known = (Object.entries(staffTexts.staff.settings.problems) as [ProblemKey, string][]).map(([key, english]) => {
  // 'At most {{max}} characters' -> /^At most (?<max>[\d ]+) characters$/: the values are numbers, grouped by spaces.
  const pattern = english
    .split(/\{\{(\w+)\}\}/)
    .map((part, index) => (index % 2 === 1 ? `(?<${part}>[\\d ]+)` : escape(part)))
    .join('');
  return [new RegExp(`^${pattern}$`), key] as const;
});

/** A schema message in the catalogue's language; one it does not know stays as the schema wrote it. */
export function problemText(message: string, t: TFunction): string {
  for (const [pattern, key] of known) {
    const match = pattern.exec(message);
    if (match) return t(`staff.settings.problems.${key}`, { max: match.groups?.max ?? '', min: match.groups?.min ?? '' });
  }
  return message;
}
