import type { GraderNote } from '@bandwise/core';

/**
 * The graders' comments are written in each site language (en, uz, ru) from the templates beside the code that
 * measures what they say, so a learner reads them in their own language; the learner's words they quote (and the
 * English phrases they suggest) stay as written in every language. A comment is stored whole in the three languages
 * (a GraderNote), so a result page needs no template to show it and a stored comment reads the same years later.
 */
export type Said = Omit<GraderNote, 'key'>;

export const said = (en: string, uz: string, ru: string): Said => ({ en, uz, ru });

/** The parts as one text in each language. */
export function joined(parts: readonly Said[], separator = ' '): Said {
  return { en: parts.map((part) => part.en).join(separator), uz: parts.map((part) => part.uz).join(separator), ru: parts.map((part) => part.ru).join(separator) };
}

/** The comment as a grader's note under a key. */
export const noted = (key: string, text: Said): GraderNote => ({ key, en: text.en, uz: text.uz, ru: text.ru });

const russian = new Intl.PluralRules('ru');

/**
 * A count with its noun: English one/other, Russian one/few/many ('1 ошибка', '3 ошибки', '5 ошибок'), Uzbek's
 * noun never takes a plural after a number ('3 ta xato').
 */
export function counted(count: number, en: readonly [string, string], uz: string, ru: readonly [string, string, string]): Said {
  const form = russian.select(count);
  return {
    en: `${count} ${count === 1 ? en[0] : en[1]}`,
    uz: `${count} ${uz}`,
    ru: `${count} ${form === 'one' ? ru[0] : form === 'few' ? ru[1] : ru[2]}`,
  };
}

/** Values (learner or prompt words) quoted and listed: 'a', 'b' and 'c' / 'a', 'b' va 'c' / 'a', 'b' и 'c'. */
export function listed(values: readonly string[]): Said {
  const quoted = values.map((value) => `'${value}'`);
  const join = (and: string) => (quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} ${and} ${quoted[quoted.length - 1]}`);
  return { en: join('and'), uz: join('va'), ru: join('и') };
}
