/**
 * The content linter: every shipped book and exam must pass it (scripts/lint.ts runs it in `npm test`).
 * It catches what the schema cannot: numbering gaps and duplicates, missing or stray keys, repeated option labels
 * (the seeds' reading C lists D twice; a heading list repeats viii and ix), answer values a question cannot take
 * (the seeds' NOTGINEV), keys longer than their word limit, and media files that are not there.
 *
 * Multi-level numbering: the national format numbers every choice question once and every [input] blank of a fill-in
 * question once, in section order, so listening and reading each run 1-35 (seed section 9's offsets follow from it).
 */
import {
  ANSWER_SLOTS,
  blankCount,
  expandOptional,
  fitsWordLimit,
  ieltsBookSchema,
  ieltsKeysSchema,
  isKeyedQuestion,
  multiLevelExamSchema,
  multiLevelKeysSchema,
  multiLevelSectionTypes,
  normaliseAnswer,
  questionNumbersOf,
  type QuestionGroup,
  type SectionKey,
  type WordLimit,
} from '@bandwise/core';
import type { z } from 'zod';
import { lintWritingTasks } from './lintWriting';

export type Issue = {
  /** Where the problem is, as a person looks for it: 'book1 reading Q27', 'exam1 listening part 3'. */
  where: string;
  message: string;
  /**
   * The same place as a path into the public part or the keys, so the authoring format can name the file and line
   * (src/authoring); `hint` says what to write instead.
   */
  at?: { doc: 'public' | 'keys'; path: Array<string | number> };
  hint?: string;
};

/**
 * Whether a media path (relative to the content media folder) names a file; see mediaOnDisk in index-of-content.ts.
 * `folder` is where an author puts a missing file (packages/content/media for a shipped test, a draft's own folder).
 */
export type MediaExists = ((path: string) => boolean) & { folder?: string };

type SchemaIssue = { path: PropertyKey[]; message: string };

/** The questions each multi-level listening and reading section holds (seed section 9 and PRODUCT.md section 4). */
export const MULTI_LEVEL_QUESTIONS = 35;
/** Listening: 10 per part. Reading: 13/13/14 (seed section 9). */
const IELTS_PART_RANGES = {
  listening: [
    [1, 10],
    [11, 20],
    [21, 30],
    [31, 40],
  ],
  reading: [
    [1, 13],
    [14, 26],
    [27, 40],
  ],
} as const;
const MULTI_LEVEL_PARTS = { listening: 6, reading: 5, writing: 2, speaking: 4 } as const;
const SPEAKING_LABELS = ['1.1', '1.2', '2', '3'];
const TFNG_VALUES = { tfng: ['TRUE', 'FALSE', 'NOTGIVEN'], ynng: ['YES', 'NO', 'NOTGIVEN'] } as const;

// ---------------------------------------------------------------------------------------------------------------
// Shared helpers

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Schema errors as readable paths: 'listening.parts[0].groups[2](l1-g3).options[1].label: ...'. */
function schemaIssues(prefix: string, raw: unknown, issues: readonly SchemaIssue[]): Issue[] {
  return issues.map((issue) => {
    let text = '';
    let node: unknown = raw;
    for (const segment of issue.path) {
      if (typeof segment === 'number') {
        text += `[${segment}]`;
        node = Array.isArray(node) ? node[segment] : undefined;
        const id = isRecord(node) ? node.id : undefined;
        if (typeof id === 'string' || typeof id === 'number') text += `(${String(id)})`;
      } else {
        text += `${text === '' ? '' : '.'}${String(segment)}`;
        node = isRecord(node) ? node[String(segment)] : undefined;
      }
    }
    return { where: text === '' ? prefix : `${prefix} ${text}`, message: `schema: ${issue.message}` };
  });
}

/**
 * A set and its keys through core's schemas: both as parsed, or the schema issues of each that fails (both are
 * reported at once, so an author fixes the set and its keys in one pass).
 */
function parseWithKeys<Data, Key>(
  name: string,
  data: unknown,
  dataSchema: z.ZodType<Data>,
  keys: unknown,
  keysSchema: z.ZodType<Key>,
): { data: Data; key: Key } | { issues: Issue[] } {
  const parsedData = dataSchema.safeParse(data);
  const parsedKeys = keysSchema.safeParse(keys);
  if (parsedData.success && parsedKeys.success) return { data: parsedData.data, key: parsedKeys.data };
  return {
    issues: [
      ...(parsedData.success ? [] : schemaIssues(name, data, parsedData.error.issues)),
      ...(parsedKeys.success ? [] : schemaIssues(`${name} keys`, keys, parsedKeys.error.issues)),
    ],
  };
}

/** Checks a media path is a plain relative path that names a media file; without `media`, only the path's form. */
function checkMedia(issues: Issue[], where: string, path: string, media: MediaExists | undefined, at?: Issue['at']) {
  const parts = path.split(/[\\/]/);
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path) || parts.includes('..')) {
    issues.push({ where, message: `media path '${path}' must be relative to the media folder, without '..'`, at });
    return;
  }
  if (media && !media(path)) {
    issues.push({ where, message: `media file '${path}' not found in the media folder`, at, hint: path.endsWith('.mp3') ? 'Run npm run content:audio to make it from scripts.yaml, or correct the path' : `Put the file in ${media.folder ?? "the test's folder"}/${path}, or correct the path` });
  }
}

/** Labels that compare equal for a learner (case and spacing aside) listed more than once. */
function duplicateLabels(labels: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const label of labels) seen.set(normaliseAnswer(label), (seen.get(normaliseAnswer(label)) ?? 0) + 1);
  return labels.filter((label, index) => (seen.get(normaliseAnswer(label)) ?? 0) > 1 && labels.indexOf(label) === index);
}

function range(numbers: readonly number[]): string {
  if (numbers.length === 0) return 'no questions';
  const sorted = [...numbers].sort((a, b) => a - b);
  const first = sorted[0] as number;
  const last = sorted[sorted.length - 1] as number;
  return first === last ? `Q${first}` : `Q${first}-${last}`;
}

function words(limit: WordLimit): string {
  const names = ['', 'ONE WORD', 'TWO WORDS', 'THREE WORDS', 'FOUR WORDS', 'FIVE WORDS'];
  return `${names[limit.maxWords] ?? `${limit.maxWords} WORDS`}${limit.number ? ' AND/OR A NUMBER' : ''}`;
}

// ---------------------------------------------------------------------------------------------------------------
// IELTS

type Path = Array<string | number>;
type Located = { group: QuestionGroup; part: number; path: Path };

/** Where question `number` is written inside its group: the gap's text, the choose-N slot, the question. */
function numberPath(group: QuestionGroup, number: number): Path {
  const marker = `{{${number}}}`;
  switch (group.type) {
    case 'gapFill': {
      for (const [index, block] of group.blocks.entries()) {
        if (block.kind !== 'table') {
          if (block.text.includes(marker)) return ['blocks', index, 'text'];
          continue;
        }
        for (const [row, cells] of block.rows.entries()) {
          const cell = cells.findIndex((text) => text.includes(marker));
          if (cell >= 0) return ['blocks', index, 'rows', row, cell];
        }
      }
      return [];
    }
    case 'summaryBank': {
      const index = group.paragraphs.findIndex((text) => text.includes(marker));
      return index >= 0 ? ['paragraphs', index] : [];
    }
    case 'chooseN':
      return ['numbers', Math.max(group.numbers.indexOf(number), 0)];
    default:
      return ['questions', Math.max(group.questions.findIndex((question) => question.number === number), 0)];
  }
}

/** Gap markers a teacher may mistype: '{{ }}', '{{7 }}', '{{seven}}', '{7}' count as text, not as blanks. */
const LOOSE_GAP = /\{\{[^}]*\}\}|\{\{|\}\}/g;
function badGaps(text: string): string[] {
  return [...text.matchAll(LOOSE_GAP)].map((match) => match[0]).filter((found) => !/^\{\{\d+\}\}$/.test(found));
}

function groupWhere(prefix: string, group: QuestionGroup): string {
  return `${prefix} ${range(questionNumbersOf(group))} (group ${group.id})`;
}

function checkLabels(issues: Issue[], where: string, labels: readonly string[], what: string, listPath: Path = []) {
  for (const label of duplicateLabels(labels)) {
    // The second occurrence is the one to change.
    const second = labels.findIndex((other, index) => index > labels.indexOf(label) && normaliseAnswer(other) === normaliseAnswer(label));
    issues.push({
      where,
      message: `${what} label '${label}' is listed more than once`,
      at: { doc: 'public', path: [...listPath, second] },
      hint: `Give this one the next free label, or delete it if it repeats the first`,
    });
  }
}

/** The keys one group's questions may take, and whether a question takes exactly one value. */
function checkGroupKeys(issues: Issue[], prefix: string, group: QuestionGroup, key: SectionKey, section: 'listening' | 'reading') {
  const keyed = (number: number) => key[String(number)];
  const at = (number: number, index?: number): Issue['at'] => ({ doc: 'keys', path: index === undefined ? [section, String(number)] : [section, String(number), index] });
  const legal = (number: number, allowed: readonly string[], what: string) => {
    const accepted = keyed(number);
    if (!accepted) return;
    if (accepted.length !== 1) {
      issues.push({ where: `${prefix} Q${number}`, message: `has ${accepted.length} accepted answers; ${what} takes exactly one`, at: at(number) });
    }
    for (const value of accepted) {
      if (!allowed.includes(value)) {
        issues.push({
          where: `${prefix} Q${number}`,
          message: `key '${value}' is not one of ${what} (${allowed.join(', ')})`,
          at: at(number),
          hint: `Write one of: ${allowed.join(', ')}`,
        });
      }
    }
  };

  switch (group.type) {
    case 'gapFill':
      for (const number of questionNumbersOf(group)) {
        for (const [index, accepted] of (keyed(number) ?? []).entries()) {
          if ((accepted.match(/\(/g) ?? []).length !== (accepted.match(/\)/g) ?? []).length) {
            issues.push({ where: `${prefix} Q${number}`, message: `key '${accepted}' has unbalanced brackets`, at: at(number, index), hint: 'Close every ( with a )' });
            continue;
          }
          const variants = expandOptional(accepted);
          if (variants.every((variant) => normaliseAnswer(variant) === '')) {
            issues.push({ where: `${prefix} Q${number}`, message: `key '${accepted}' is empty once normalised`, at: at(number, index) });
          }
          for (const variant of variants) {
            if (!fitsWordLimit(variant, group.wordLimit)) {
              issues.push({
                where: `${prefix} Q${number}`,
                message: `key '${accepted}'${variant === accepted ? '' : ` (as '${variant}')`} is over the group's word limit (${words(group.wordLimit)})`,
                at: at(number, index),
                hint: `Shorten the answer (optional words go in brackets only if the answer without them still fits), or raise the group's wordLimit`,
              });
            }
          }
        }
      }
      return;
    case 'tfng': {
      const values = group.variant === 'tfng' ? 'TRUE/FALSE/NOT GIVEN' : 'YES/NO/NOT GIVEN';
      for (const question of group.questions) legal(question.number, TFNG_VALUES[group.variant], values);
      return;
    }
    case 'singleChoice':
      for (const question of group.questions) legal(question.number, question.options.map((option) => option.label), 'the question\'s option labels');
      return;
    case 'summaryBank':
      for (const number of questionNumbersOf(group)) legal(number, group.bank.map((option) => option.label), 'the box\'s labels');
      return;
    case 'mapLabelling':
      for (const question of group.questions) legal(question.number, group.positions.map((position) => position.label), 'the map\'s position labels');
      return;
    case 'matching': {
      const labels = group.options.map((option) => option.label);
      for (const question of group.questions) legal(question.number, labels, 'the group\'s option labels');
      if (!group.reusable) {
        const used = new Map<string, number[]>();
        for (const question of group.questions) {
          const value = keyed(question.number)?.[0];
          if (value !== undefined) used.set(value, [...(used.get(value) ?? []), question.number]);
        }
        for (const [value, numbers] of used) {
          if (numbers.length > 1) {
            issues.push({
              where: `${prefix} ${numbers.map((n) => `Q${n}`).join(', ')}`,
              message: `all keyed '${value}', but the group says each option is used once (reusable: false)`,
              at: at(numbers[1] as number),
              hint: `Key a different option, or set reusable: true in the group`,
            });
          }
        }
      }
      return;
    }
    case 'chooseN': {
      const labels = group.options.map((option) => option.label);
      const sets = group.numbers.map((number) => keyed(number));
      const first = sets.find((set) => set !== undefined);
      group.numbers.forEach((number, index) => {
        const set = sets[index];
        if (!set) return;
        for (const value of set) {
          if (!labels.includes(value)) {
            issues.push({ where: `${prefix} Q${number}`, message: `key '${value}' is not one of the group's option labels (${labels.join(', ')})`, at: at(number) });
          }
        }
        if (new Set(set).size !== set.length) {
          issues.push({ where: `${prefix} Q${number}`, message: `key set [${set.join(', ')}] repeats a letter`, at: at(number) });
        }
        if (set.length !== group.numbers.length) {
          issues.push({
            where: `${prefix} Q${number}`,
            message: `key set [${set.join(', ')}] has ${set.length} letters; a choose-${group.numbers.length} question needs ${group.numbers.length}`,
            at: at(number),
            hint: `Key every slot of the group with all ${group.numbers.length} correct letters, e.g. [B, D]`,
          });
        }
        if (first && [...set].sort().join() !== [...first].sort().join()) {
          issues.push({ where: `${prefix} Q${number}`, message: `every slot of a choose-N group must be keyed with the same set (got [${set.join(', ')}] and [${first.join(', ')}])`, at: at(number) });
        }
      });
      return;
    }
  }
}

function lintIeltsSection(
  issues: Issue[],
  slug: string,
  section: 'listening' | 'reading',
  parts: ReadonlyArray<{ number: number; groups: QuestionGroup[] }>,
  key: SectionKey,
) {
  const prefix = `${slug} ${section}`;
  const located = new Map<number, Located[]>();

  parts.forEach((part, index) => {
    const partPath: Path = [section, 'parts', index];
    if (part.number !== index + 1) {
      issues.push({ where: `${prefix} part ${part.number}`, message: `is in position ${index + 1}; parts must be numbered 1-${parts.length} in order`, at: { doc: 'public', path: [...partPath, 'number'] }, hint: `Write number: ${index + 1}` });
    }
    part.groups.forEach((group, groupIndex) => {
      const groupPath: Path = [...partPath, 'groups', groupIndex];
      const numbers = questionNumbersOf(group);
      const where = groupWhere(prefix, group);
      const atGroup = (...rest: Path): Issue['at'] => ({ doc: 'public', path: [...groupPath, ...rest] });
      if (numbers.length === 0) issues.push({ where, message: 'group has no questions (no {{n}} gap markers?)', at: atGroup() });
      for (const number of numbers) located.set(number, [...(located.get(number) ?? []), { group, part: part.number, path: [...groupPath, ...numberPath(group, number)] }]);

      switch (group.type) {
        case 'chooseN':
          checkLabels(issues, where, group.options.map((option) => option.label), 'option', [...groupPath, 'options']);
          group.numbers.forEach((number, at) => {
            const previous = group.numbers[at - 1];
            if (previous !== undefined && number !== previous + 1) {
              issues.push({ where, message: `choose-N slots must be consecutive numbers (got ${group.numbers.join(', ')})`, at: atGroup('numbers', at) });
            }
          });
          if (group.options.length <= group.numbers.length) {
            issues.push({ where, message: `offers ${group.options.length} options for ${group.numbers.length} choices`, at: atGroup('options') });
          }
          break;
        case 'singleChoice':
          group.questions.forEach((question, questionIndex) => {
            checkLabels(issues, `${prefix} Q${question.number}`, question.options.map((option) => option.label), 'option', [...groupPath, 'questions', questionIndex, 'options']);
          });
          break;
        case 'matching':
          checkLabels(issues, where, group.options.map((option) => option.label), group.kind === 'heading' ? 'heading' : 'option', [...groupPath, 'options']);
          break;
        case 'summaryBank':
          checkLabels(issues, where, group.bank.map((option) => option.label), 'box word', [...groupPath, 'bank']);
          break;
        case 'mapLabelling':
          checkLabels(issues, where, group.positions.map((position) => position.label), 'map position', [...groupPath, 'positions']);
          break;
        default:
          break;
      }
      // A blank whose number is missing or mistyped renders as literal braces and is never scored.
      const texts: Array<[string, Path]> =
        group.type === 'gapFill'
          ? group.blocks.flatMap((block, blockIndex): Array<[string, Path]> =>
              block.kind === 'table'
                ? block.rows.flatMap((cells, row) => cells.map((text, cell): [string, Path] => [text, ['blocks', blockIndex, 'rows', row, cell]]))
                : [[block.text, ['blocks', blockIndex, 'text']]],
            )
          : group.type === 'summaryBank'
            ? group.paragraphs.map((text, paragraph): [string, Path] => [text, ['paragraphs', paragraph]])
            : [];
      for (const [text, path] of texts) {
        for (const bad of badGaps(text)) {
          issues.push({
            where,
            message: `'${bad}' is not a blank: a blank is its question number in double braces`,
            at: atGroup(...path),
            hint: 'Write the question\'s number inside, with no spaces: {{7}} is the blank of question 7',
          });
        }
      }
      checkGroupKeys(issues, prefix, group, key, section);
    });
  });

  // Numbering: 1-40, each once.
  for (const [number, places] of located) {
    if (number < 1 || number > ANSWER_SLOTS) {
      issues.push({ where: `${prefix} Q${number}`, message: `question number outside 1-${ANSWER_SLOTS}`, at: { doc: 'public', path: places[0]?.path ?? [section] } });
    }
    if (places.length > 1) {
      issues.push({
        where: `${prefix} Q${number}`,
        message: `numbered more than once (groups ${places.map((place) => place.group.id).join(', ')})`,
        at: { doc: 'public', path: places[1]?.path ?? [section] },
        hint: 'Each question number is used once; renumber this one',
      });
    }
  }
  let complete = true;
  for (let number = 1; number <= ANSWER_SLOTS; number += 1) {
    if (!located.has(number)) {
      complete = false;
      // Pointed at the question written where it should be: the next number present (or the last one).
      const next = [...located.keys()].filter((other) => other > number).sort((a, b) => a - b)[0];
      const last = [...located.keys()].sort((a, b) => b - a)[0];
      const place = located.get(next ?? last ?? -1)?.[0];
      issues.push({
        where: `${prefix} Q${number}`,
        message: `no question numbered ${number}: numbering must run 1-${ANSWER_SLOTS} without gaps`,
        at: { doc: 'public', path: place?.path ?? [section] },
        hint: `Number the questions from 1 to ${ANSWER_SLOTS} in order${next !== undefined ? ` (this one, ${next}, comes after the missing ${number})` : ''}`,
      });
    }
  }
  // Part ranges only once the numbering itself is sound, so one gap is reported once.
  if (complete && [...located.values()].every((places) => places.length === 1)) {
    const expected = IELTS_PART_RANGES[section];
    parts.forEach((part, index) => {
      const want = expected[index];
      if (!want) return;
      const numbers = [...located.entries()].filter(([, places]) => places[0]?.part === part.number).map(([n]) => n);
      const [from, to] = want;
      if (numbers.length !== to - from + 1 || numbers.some((n) => n < from || n > to)) {
        issues.push({ where: `${prefix} part ${part.number}`, message: `holds ${range(numbers)} (${numbers.length} questions); expected Q${from}-${to}`, at: { doc: 'public', path: [section, 'parts', index] } });
      }
    });
  }

  // Keys: every question keyed, no key without a question.
  for (const number of [...located.keys()].sort((a, b) => a - b)) {
    if (!key[String(number)]) {
      issues.push({
        where: `${prefix} Q${number}`,
        message: `question ${number} has no answer key`,
        at: { doc: 'keys', path: [section] },
        hint: `Add a line '${number}: <the answer>' under ${section}: in answers.yaml`,
      });
    }
  }
  for (const number of Object.keys(key)) {
    if (!located.has(Number(number))) {
      issues.push({ where: `${prefix} Q${number}`, message: `answer ${number} is keyed but no question has this number`, at: { doc: 'keys', path: [section, number] }, hint: 'Delete this answer or correct its number' });
    }
  }
}

/**
 * Lints one IELTS book with its keys. Returns no issues when the book is fit to ship.
 * `book` and `keys` are unknown: the schema is checked first, and further checks run only on valid data.
 */
export function lintBook(book: unknown, keys: unknown, media?: MediaExists): Issue[] {
  const rawSlug = isRecord(book) && typeof book.slug === 'string' ? book.slug : isRecord(book) ? `book ${String(book.id)}` : 'book';
  const parsed = parseWithKeys(rawSlug, book, ieltsBookSchema, keys, ieltsKeysSchema);
  if ('issues' in parsed) return parsed.issues;

  const { data, key } = parsed;
  const issues: Issue[] = [];
  const slug = data.slug;

  if (key.bookId !== data.id) issues.push({ where: `${slug} keys`, message: `bookId ${key.bookId} does not match book id ${data.id}` });

  const groupIds = new Map<string, Path[]>();
  for (const section of ['listening', 'reading'] as const) {
    data[section].parts.forEach((part, partIndex) =>
      part.groups.forEach((group, groupIndex) => groupIds.set(group.id, [...(groupIds.get(group.id) ?? []), [section, 'parts', partIndex, 'groups', groupIndex, 'id']])),
    );
  }
  for (const [id, paths] of groupIds) {
    if (paths.length > 1) {
      issues.push({ where: `${slug} group ${id}`, message: `group id used ${paths.length} times; ids must be unique within the book`, at: { doc: 'public', path: paths[1] ?? [] }, hint: 'Give this group an id of its own' });
    }
  }

  lintIeltsSection(issues, slug, 'listening', data.listening.parts, key.listening);
  lintIeltsSection(issues, slug, 'reading', data.reading.parts, key.reading);

  // Scripts: one per listening part.
  data.listening.parts.forEach((part) => {
    const scripts = key.scripts.filter((script) => script.part === part.number);
    if (scripts.length !== 1) {
      issues.push({
        where: `${slug} listening part ${part.number}`,
        message: `has ${scripts.length} scripts in the keys; needs exactly one`,
        at: { doc: 'keys', path: scripts.length > 1 ? ['scripts', key.scripts.lastIndexOf(scripts[1] as (typeof scripts)[number])] : ['scripts'] },
        hint: `Write one script with part: ${part.number} in scripts.yaml`,
      });
    }
  });

  // Media.
  data.listening.parts.forEach((part, index) =>
    checkMedia(issues, `${slug} listening part ${part.number}`, part.audio, media, { doc: 'public', path: ['listening', 'parts', index, 'audio'] }),
  );
  for (const section of ['listening', 'reading'] as const) {
    data[section].parts.forEach((part, partIndex) =>
      part.groups.forEach((group, groupIndex) => {
        if (group.type === 'mapLabelling') {
          checkMedia(issues, groupWhere(`${slug} ${section}`, group), group.image.src, media, { doc: 'public', path: [section, 'parts', partIndex, 'groups', groupIndex, 'image', 'src'] });
        }
      }),
    );
  }
  data.writing.tasks.forEach((task, index) => {
    if (task.number !== index + 1) issues.push({ where: `${slug} writing task ${task.number}`, message: `is in position ${index + 1}; tasks must be 1 then 2`, at: { doc: 'public', path: ['writing', 'tasks', index, 'number'] } });
    if (task.image) checkMedia(issues, `${slug} writing task ${task.number}`, task.image.src, media, { doc: 'public', path: ['writing', 'tasks', index, 'image', 'src'] });
  });
  data.speaking.parts.forEach((part, index) => {
    if (part.number !== index + 1) issues.push({ where: `${slug} speaking part ${part.number}`, message: `is in position ${index + 1}; parts must be 1, 2, 3`, at: { doc: 'public', path: ['speaking', 'parts', index, 'number'] } });
  });
  const speakingIds = data.speaking.parts.flatMap((part) => part.questions.map((question) => question.id));
  for (const id of duplicateLabels(speakingIds)) issues.push({ where: `${slug} speaking`, message: `question id '${id}' is used more than once`, at: { doc: 'public', path: ['speaking'] } });

  return issues;
}

// ---------------------------------------------------------------------------------------------------------------
// Multi-level

/**
 * Lints one multi-level exam with its keys: section order and part counts, unique ids, 35 numbered items in listening
 * and reading, every item keyed with a legal value, media present, one script per listening part.
 */
export function lintMultiLevel(exam: unknown, keys: unknown, media?: MediaExists): Issue[] {
  const rawName = isRecord(exam) ? `exam${String(exam.id)}` : 'exam';
  const parsed = parseWithKeys(rawName, exam, multiLevelExamSchema, keys, multiLevelKeysSchema);
  if ('issues' in parsed) return parsed.issues;

  const { data, key } = parsed;
  const issues: Issue[] = [];
  const name = `exam${data.id}`;
  if (key.examId !== data.id) issues.push({ where: `${name} keys`, message: `examId ${key.examId} does not match exam id ${data.id}` });

  // Ids: sections, parts, questions and answer options each unique across the exam (the API addresses them by id).
  const ids = { section: new Map<number, number>(), part: new Map<number, number>(), question: new Map<number, number>(), answer: new Map<number, number>() };
  const count = (map: Map<number, number>, id: number) => map.set(id, (map.get(id) ?? 0) + 1);
  // The last place each id is written: the repeat a teacher should change.
  const idPaths = new Map<string, Path>();
  data.sections.forEach((section, s) => {
    count(ids.section, section.id);
    idPaths.set(`section ${section.id}`, ['sections', s, 'id']);
    section.parts.forEach((part, p) => {
      count(ids.part, part.id);
      idPaths.set(`part ${part.id}`, ['sections', s, 'parts', p, 'id']);
      part.questions.forEach((question, q) => {
        count(ids.question, question.id);
        idPaths.set(`question ${question.id}`, ['sections', s, 'parts', p, 'questions', q, 'id']);
        for (const answer of question.answers) count(ids.answer, answer.id);
      });
    });
  });
  for (const [kind, map] of Object.entries(ids)) {
    for (const [id, times] of map) {
      if (times > 1) issues.push({ where: `${name} ${kind} id ${id}`, message: `used ${times} times; ${kind} ids must be unique within the exam`, at: { doc: 'public', path: idPaths.get(`${kind} ${id}`) ?? [] } });
    }
  }

  data.sections.forEach((section, index) => {
    const wanted = multiLevelSectionTypes[index];
    const where = `${name} ${section.type}`;
    const atSection = (...rest: Path): Issue['at'] => ({ doc: 'public', path: ['sections', index, ...rest] });
    if (section.type !== wanted) {
      issues.push({ where, message: `is section ${index + 1}; the order is ${multiLevelSectionTypes.join(', ')}` });
    }
    const parts = MULTI_LEVEL_PARTS[section.type];
    if (section.parts.length !== parts) issues.push({ where, message: `has ${section.parts.length} parts; the format has ${parts}`, at: atSection('parts') });
    if (section.type === 'speaking') {
      const labels = section.parts.map((part) => part.label);
      if (labels.join('|') !== SPEAKING_LABELS.join('|')) {
        issues.push({ where, message: `parts are labelled ${labels.join(', ')}; expected ${SPEAKING_LABELS.join(', ')}`, at: atSection('parts') });
      }
    }
    if (section.type === 'listening') {
      if (!section.audio_path) issues.push({ where, message: 'has no audio_path', at: atSection(), hint: 'Add audio_path: multi-level/<folder>/listening.mp3 (npm run content:audio makes it)' });
    }
    if (section.audio_path) checkMedia(issues, where, section.audio_path, media, atSection('audio_path'));
    section.parts.forEach((part, partIndex) => {
      if (part.photo_path) checkMedia(issues, `${where} part ${part.label} (#${partIndex + 1})`, part.photo_path, media, atSection('parts', partIndex, 'photo_path'));
      if (part.questions.length === 0) issues.push({ where: `${where} part ${part.label} (#${partIndex + 1})`, message: 'has no questions', at: atSection('parts', partIndex) });
    });
  });

  issues.push(...lintWritingTasks(data));

  // Numbered items and their keys.
  const scored = new Set<number>();
  data.sections.forEach((section, sectionIndex) => {
    if (section.type !== 'listening' && section.type !== 'reading') return;
    let number = 0;
    section.parts.forEach((part, partIndex) => {
      part.questions.forEach((question, questionIndex) => {
        const questionPath: Path = ['sections', sectionIndex, 'parts', partIndex, 'questions', questionIndex];
        const atQuestion = (...rest: Path): Issue['at'] => ({ doc: 'public', path: [...questionPath, ...rest] });
        const atKey: Issue['at'] = { doc: 'keys', path: ['questions', String(question.id)] };
        const questionKey = key.questions[String(question.id)];
        const blanks = blankCount(question, questionKey);
        const first = number + 1;
        number += blanks > 0 ? blanks : 1;
        const where = `${name} ${section.type} ${first === number ? `Q${first}` : `Q${first}-${number}`} (question id ${question.id})`;
        if (!isKeyedQuestion(question, questionKey)) {
          issues.push({ where, message: `a ${section.type} question needs answer options or [input] blanks (type '${question.type}')`, at: atQuestion() });
          return;
        }
        scored.add(question.id);
        if (!questionKey) {
          issues.push({
            where,
            message: `question ${question.id} has no answer key`,
            at: atQuestion(),
            hint: `Add a line '${question.id}: <the correct option>' (or '${question.id}: [<answer>]' for a blank) to answers.yaml`,
          });
          return;
        }
        if (blanks > 0) {
          if (!('blanks' in questionKey)) {
            issues.push({ where, message: `has ${blanks} [input] blanks but is keyed with an answer id`, at: atKey, hint: 'Key a blank as a list: [answer]' });
          } else if (questionKey.blanks.length !== blanks) {
            issues.push({ where, message: `has ${blanks} [input] blanks but its key lists ${questionKey.blanks.length}`, at: atKey, hint: `List one answer per [input] blank, in order: ${blanks} in all` });
          }
          if (question.answers.length > 0) issues.push({ where, message: 'has both [input] blanks and answer options', at: atQuestion('answers') });
          return;
        }
        if (question.answers.length < 2) issues.push({ where, message: `offers ${question.answers.length} answer option(s); a choice needs at least 2`, at: atQuestion() });
        const texts = question.answers.map((answer) => answer.answer);
        for (const text of duplicateLabels(texts)) {
          const second = texts.findIndex((other, index) => index > texts.indexOf(text) && normaliseAnswer(other) === normaliseAnswer(text));
          issues.push({ where, message: `answer option '${text}' is listed more than once`, at: atQuestion('answers', second), hint: 'Each option must differ: change or delete this one' });
        }
        if (!('answerId' in questionKey)) {
          issues.push({ where, message: 'is a choice question but is keyed with blanks', at: atKey, hint: 'Key a choice with the text (or letter) of the correct option, not a list' });
        } else if (!question.answers.some((answer) => answer.id === questionKey.answerId)) {
          issues.push({
            where,
            message: `key answerId ${questionKey.answerId} is not one of its answer ids (${question.answers.map((answer) => answer.id).join(', ')})`,
            at: atKey,
          });
        }
      });
    });
    if (number !== MULTI_LEVEL_QUESTIONS) {
      issues.push({ where: `${name} ${section.type}`, message: `has ${number} numbered questions; the format has ${MULTI_LEVEL_QUESTIONS}`, at: { doc: 'public', path: ['sections', sectionIndex, 'parts'] } });
    }
  });
  for (const id of Object.keys(key.questions)) {
    if (!scored.has(Number(id))) {
      issues.push({ where: `${name} keys question id ${id}`, message: 'is keyed but is not a listening or reading question of the exam', at: { doc: 'keys', path: ['questions', id] }, hint: 'Delete this answer or correct the question id' });
    }
  }

  const listening = data.sections.find((section) => section.type === 'listening');
  listening?.parts.forEach((part, index) => {
    const scripts = key.scripts.filter((script) => script.part === index + 1);
    if (scripts.length !== 1) {
      issues.push({ where: `${name} listening part ${part.label} (#${index + 1})`, message: `has ${scripts.length} scripts in the keys; needs exactly one`, at: { doc: 'keys', path: ['scripts'] }, hint: `Write one script with part: ${index + 1} in scripts.yaml` });
    }
  });

  return issues;
}

/**
 * Checks across the whole catalogue: book ids and slugs, exam ids, and every multi-level section, part, question and
 * answer id unique across exams (the API addresses them by id alone). Items that fail their schema are skipped here;
 * lintBook / lintMultiLevel report them.
 */
export function lintCatalogue(books: readonly unknown[], exams: readonly unknown[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, string>();
  const claim = (what: string, owner: string) => {
    const first = seen.get(what);
    if (first !== undefined && first !== owner) issues.push({ where: `${owner} ${what}`, message: `also used by ${first}; it must be unique across the catalogue` });
    else seen.set(what, owner);
  };
  for (const raw of books) {
    const parsed = ieltsBookSchema.safeParse(raw);
    if (!parsed.success) continue;
    claim(`book id ${parsed.data.id}`, parsed.data.slug);
    claim(`book slug ${parsed.data.slug}`, `book ${parsed.data.id}`);
  }
  for (const raw of exams) {
    const parsed = multiLevelExamSchema.safeParse(raw);
    if (!parsed.success) continue;
    const owner = `exam${parsed.data.id}`;
    claim(`exam id ${parsed.data.id}`, parsed.data.name);
    for (const section of parsed.data.sections) {
      claim(`section id ${section.id}`, owner);
      for (const part of section.parts) {
        claim(`part id ${part.id}`, owner);
        for (const question of part.questions) {
          claim(`question id ${question.id}`, owner);
          for (const answer of question.answers) claim(`answer id ${answer.id}`, owner);
        }
      }
    }
  }
  return issues;
}

/** One line per issue, for the CLI and test failure messages. */
export function formatIssues(issues: readonly Issue[]): string {
  return issues.map((issue) => `${issue.where}: ${issue.message}`).join('\n');
}
