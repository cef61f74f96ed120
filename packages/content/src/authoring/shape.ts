/**
 * What the zod schema alone does not tell a teacher: a misspelt field name (zod drops unknown keys silently, so
 * 'instrutions:' would vanish and the real 'instructions' be reported missing), and what to write instead of a
 * value the schema refuses. Walks the schema's own definition, so a field added to core is known here at once.
 */
import type { z } from 'zod';
import type { Segment } from './yamlFile';

export type ShapeIssue = { path: Segment[]; message: string };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  innerType?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  in?: z.ZodType;
};

function def(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** Strips optional / default / nullable wrappers. */
function core(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const d = def(current);
    if ((d.type === 'optional' || d.type === 'default' || d.type === 'nullable' || d.type === 'prefault') && d.innerType) current = d.innerType;
    else if (d.type === 'pipe' && d.in) current = d.in;
    else return current;
  }
}

/** The field names an object schema allows, or null when the schema is not an object. */
export function fieldsOf(schema: z.ZodType): string[] | null {
  const d = def(core(schema));
  return d.type === 'object' && d.shape ? Object.keys(d.shape) : null;
}

/** The literal values an enum or literal schema allows. */
export function allowedValues(schema: z.ZodType): string[] | null {
  const d = def(core(schema));
  if (d.type === 'union' && d.discriminator && d.options) {
    const field = d.discriminator;
    return d.options.flatMap((option) => {
      const shape = def(core(option)).shape?.[field];
      return shape ? (allowedValues(shape) ?? []) : [];
    });
  }
  if (d.type === 'enum' && d.entries) return Object.values(d.entries).map(String);
  if (d.type === 'literal' && d.values) return d.values.map(String);
  return null;
}

/** The schema found at `path` inside `schema` for the given data, or null. Used to phrase hints. */
export function schemaAt(schema: z.ZodType, data: unknown, path: readonly Segment[]): z.ZodType | null {
  let current: z.ZodType | null = schema;
  let node: unknown = data;
  for (const segment of path) {
    if (!current) return null;
    current = pick(core(current), node);
    const d = def(current);
    // A discriminator no option takes: the union itself knows the allowed values.
    if (d.type === 'union' && d.discriminator === segment) return current;
    if (d.type === 'object' && d.shape) current = d.shape[String(segment)] ?? null;
    else if (d.type === 'array' && d.element) current = d.element;
    else if (d.type === 'record' && d.valueType) current = d.valueType;
    else return null;
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[String(segment)] : undefined;
  }
  return current;
}

/** For a union, the option the data means: by the discriminator's value, else the one sharing most field names. */
function pick(schema: z.ZodType, data: unknown): z.ZodType {
  const d = def(schema);
  if (d.type !== 'union' || !d.options) return schema;
  if (!isRecord(data)) return d.options[0] ?? schema;
  if (d.discriminator) {
    const wanted = (data as Record<string, unknown>)[d.discriminator];
    const found = d.options.find((option) => {
      const field = def(core(option)).shape?.[d.discriminator as string];
      return field ? (allowedValues(field) ?? []).includes(String(wanted)) : false;
    });
    return found ?? schema;
  }
  const keys = Object.keys(data);
  let best = d.options[0] ?? schema;
  let score = -1;
  for (const option of d.options) {
    const fields = fieldsOf(option) ?? [];
    const shared = keys.filter((key) => fields.includes(key)).length;
    if (shared > score) {
      best = option;
      score = shared;
    }
  }
  return best;
}

function isRecord(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every field name in `data` that its schema does not know, with the closest known name. */
export function unknownFields(schema: z.ZodType, data: unknown, path: Segment[] = []): ShapeIssue[] {
  const chosen = pick(core(schema), data);
  const d = def(chosen);
  const issues: ShapeIssue[] = [];
  if (d.type === 'object' && d.shape && isRecord(data)) {
    const known = Object.keys(d.shape);
    for (const [key, value] of Object.entries(data)) {
      const field = d.shape[key];
      if (!field) {
        const near = closest(key, known.filter((name) => !(name in data)));
        issues.push({
          path: [...path, key],
          message: `'${key}' is not a field here.${near ? ` Did you mean '${near}'?` : ''} Fields here: ${known.join(', ')}.`,
        });
      } else {
        issues.push(...unknownFields(field, value, [...path, key]));
      }
    }
  } else if (d.type === 'array' && d.element && Array.isArray(data)) {
    data.forEach((item, index) => issues.push(...unknownFields(d.element as z.ZodType, item, [...path, index])));
  } else if (d.type === 'record' && d.valueType && isRecord(data)) {
    for (const [key, value] of Object.entries(data)) issues.push(...unknownFields(d.valueType, value, [...path, key]));
  }
  return issues;
}

/**
 * Where the schema wants text but YAML read a number or true/false ('True', '1.50', '2010'): the parser puts back the
 * text as written, so a teacher never has to know which words YAML treats as numbers or booleans.
 */
export function textWrittenAsScalar(schema: z.ZodType, data: unknown, path: Segment[] = []): Segment[][] {
  const chosen = pick(core(schema), data);
  const d = def(chosen);
  if (d.type === 'string') return typeof data === 'number' || typeof data === 'boolean' ? [path] : [];
  if (d.type === 'object' && d.shape && isRecord(data)) {
    return Object.entries(data).flatMap(([key, value]) => {
      const field = d.shape?.[key];
      return field ? textWrittenAsScalar(field, value, [...path, key]) : [];
    });
  }
  if (d.type === 'array' && d.element && Array.isArray(data)) {
    return data.flatMap((item, index) => textWrittenAsScalar(d.element as z.ZodType, item, [...path, index]));
  }
  if (d.type === 'record' && d.valueType && isRecord(data)) {
    return Object.entries(data).flatMap(([key, value]) => textWrittenAsScalar(d.valueType as z.ZodType, value, [...path, key]));
  }
  return [];
}

/** The known name within two edits of `word` (a typo), or null. */
export function closest(word: string, candidates: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j] as number;
      row[j] = Math.min((row[j] as number) + 1, (row[j - 1] as number) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] as number;
}

/**
 * A zod issue said for a teacher: what is wrong and what to write instead. `value` is the data at the issue's path
 * (undefined when missing), `schema` the schema expected there.
 */
export function schemaMessage(issue: z.core.$ZodIssue, value: unknown, schema: z.ZodType | null): string {
  const field = String(issue.path[issue.path.length - 1] ?? 'this');
  const hint = FIELD_HINTS[field];
  return hint ? `${plainMessage(issue, value, schema, field)} (${hint})` : plainMessage(issue, value, schema, field);
}

/** What a field means, added to its errors: the fields teachers most often get wrong. */
const FIELD_HINTS: Record<string, string> = {
  module: 'module picks the reading band table: academic, or general for General Training',
  minutes: 'the section time in whole minutes',
  duration: 'the time in whole minutes',
  layout: 'how a gap-fill is drawn; see docs/CONTENT.md, "Question groups"',
  type: 'the kind of question group; see docs/CONTENT.md, "Question groups"',
  wordLimit: 'e.g. wordLimit: { maxWords: 2, number: true } for NO MORE THAN TWO WORDS AND/OR A NUMBER',
};

function plainMessage(issue: z.core.$ZodIssue, value: unknown, schema: z.ZodType | null, field: string): string {
  const allowed = schema ? allowedValues(schema) : null;
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined) {
        return `'${field}' is missing. Add it: ${field}: ${example(schema, field)}`;
      }
      if (issue.expected === 'string') return `'${field}' must be text. Put it in quotes: ${field}: "${String(value)}"`;
      if (issue.expected === 'number') return `'${field}' must be a number, written without quotes or units, e.g. ${field}: ${example(schema, field)}`;
      if (issue.expected === 'array') return `'${field}' must be a list: one item per line, each starting with '- '.`;
      if (issue.expected === 'object') return `'${field}' must be a block of named fields, indented under '${field}:'.`;
      if (issue.expected === 'boolean') return `'${field}' must be true or false.`;
      return `'${field}' should be ${issue.expected}.`;
    }
    case 'invalid_union':
    case 'invalid_value': {
      if (allowed) return `'${String(value)}' is not allowed for '${field}'. Write one of: ${allowed.join(', ')}.`;
      return `${field}: ${issue.message}`;
    }
    case 'too_small':
      if (issue.origin === 'array') return `'${field}' needs at least ${String(issue.minimum)} item${Number(issue.minimum) === 1 ? '' : 's'}.`;
      if (issue.origin === 'string') return `'${field}' must not be empty: write the text after '${field}: '.`;
      return `'${field}' must be at least ${String(issue.minimum)} (it is ${String(value)}).`;
    case 'too_big':
      if (issue.origin === 'array') return `'${field}' may have at most ${String(issue.maximum)} items.`;
      if (issue.origin === 'string') return `'${field}' may be at most ${String(issue.maximum)} characters long.`;
      return `'${field}' must be at most ${String(issue.maximum)} (it is ${String(value)}).`;
    case 'invalid_format':
      return `'${String(value)}' is not a valid ${field}: use lower-case letters, digits and '-' only.`;
    default:
      return `${field}: ${issue.message}`;
  }
}

function example(schema: z.ZodType | null, field: string): string {
  if (!schema) return '...';
  const allowed = allowedValues(schema);
  if (allowed) return allowed.join(' | ');
  const type = def(core(schema)).type;
  if (type === 'number' || type === 'int') return /minutes|duration/i.test(field) ? '60' : '1';
  if (type === 'array') return '(a list, one "- " item per line)';
  if (type === 'object') return '(a block of fields, indented below)';
  if (type === 'boolean') return 'true';
  return '"..."';
}
