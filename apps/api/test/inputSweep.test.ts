import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { openApiPath } from '../src/openapiDocument';
import { wavBytes } from './fixtures';
import { login, nextPhone, serverForFile, type CallInit } from './helpers';

/**
 * The bad-input sweep: every operation of docs/openapi.json, as a learner and as an admin (so the staff calls read
 * their input), with NUL bytes and other invalid characters, strings at and far over their length, wrong types and
 * broken JSON in every field. Inputs are built from each operation's own schemas, so a value of the right shape
 * reaches the handler and the database. Not one answer may be a 5xx; an invalid character is a 400 naming the field.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  format?: string;
};
type Parameter = { in: 'path' | 'query'; name: string; schema: Schema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: { type: 'json' | 'multipart'; schema: Schema } | null;
};

/** How a sweep fills the leaves of an input: strings, and what replaces a value of another type (undefined: keep it). */
type Filler = { name: string; text(schema: Schema, where: 'path' | 'query' | 'body'): string; other?(schema: Schema): unknown };

const document = JSON.parse(readFileSync(openApiPath, 'utf8')) as {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
};
const operations: Operation[] = Object.entries(document.paths)
  // Logging out (here, everywhere, or by an admin) would end the sessions the sweep uses (auth.test.ts covers them).
  .filter(([path]) => !/\/(logout|logout-everywhere|revoke-sessions)$/.test(path))
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json'];
      const multipart = content['multipart/form-data'];
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: json ? { type: 'json' as const, schema: json.schema } : multipart ? { type: 'multipart' as const, schema: multipart.schema } : null,
      };
    }),
);

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** A value of the schema's shape, its strings from the filler. */
function sample(schema: Schema, filler: Filler, where: 'path' | 'query' | 'body'): unknown {
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice) return sample(choice.find((s) => typeOf(s) !== 'null') ?? choice[0]!, filler, where);
  const type = typeOf(schema);
  if (schema.format === 'binary') return null; // a file: request() attaches a recording
  if (type !== 'string' && filler.other) return filler.other(schema);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && type !== 'string') return schema.enum[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, filler, where)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items ?? {}, filler, where));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return filler.text(schema, where);
  }
}

type Poison = Filler & { character: string };
const poison = (character: string): Poison => ({ name: `a ${JSON.stringify(character)} in every string`, character, text: () => `ok${character}ok` });
const poisons = [poison('\u0000'), poison('\uD800'), poison('\u0007')];
const fillers: Filler[] = [
  ...poisons,
  // At the limit (a value the handler accepts, so long text reaches the database and its indexes), and far over it.
  { name: 'strings at their maximum length', text: (s) => (s.enum ? String(s.enum[0]) : 'x'.repeat(s.maxLength ?? 4000)) },
  { name: 'huge strings', text: (_s, where) => 'x'.repeat(where === 'body' ? 300_000 : 5000) },
  {
    name: 'wrong types',
    text: () => 12345 as unknown as string,
    other: (s) => ({ object: 'text', array: { not: 'a list' }, integer: 'seven', number: 'seven', boolean: 'maybe' })[typeOf(s) ?? ''] ?? [],
  },
];

/**
 * Nesting past any body the contract has (issue 31: 4,000 nested arrays in 8 kB were a 500 on 18 operations, the
 * stack overflowing in the input rule): arrays, objects, and both deep under a real field name.
 */
const DEEP = 4000;
const deepBodies = [
  '['.repeat(DEEP) + ']'.repeat(DEEP),
  '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP),
  `{"list":${'['.repeat(DEEP)}"x"${']'.repeat(DEEP)},"userAnswer":${'{"a":'.repeat(DEEP)}null${'}'.repeat(DEEP)}}`,
];

const server = serverForFile();
const tokens: Record<'learner' | 'admin', string> = { learner: '', admin: '' };

beforeAll(async () => {
  tokens.learner = (await login(server, nextPhone())).token;
  const admin = await login(server, nextPhone());
  await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
  tokens.admin = admin.token;
});

/**
 * Percent-encoding that keeps what a client can put on the wire: a lone surrogate goes as its three UTF-8-style bytes
 * (invalid UTF-8, %ED%A0%80), where encodeURIComponent throws and URLSearchParams would send U+FFFD instead.
 */
function encodeText(value: string): string {
  return value.replace(/[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/gu, (part) => {
    if (part.length > 1 || !/[\uD800-\uDFFF]/u.test(part)) return encodeURIComponent(part);
    const unit = part.charCodeAt(0);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  });
}

/**
 * The request for an operation with every input filled by the filler, and where the filler's strings went (an
 * operation whose inputs are all numbers carries none).
 */
function request(operation: Operation, given: Filler, token: string): { url: string; init: CallInit; textIn: Set<'url' | 'body'> } {
  const textIn = new Set<'url' | 'body'>();
  const filler: Filler = { ...given, text: (schema, where) => (textIn.add(where === 'body' ? 'body' : 'url'), given.text(schema, where)) };
  let path = operation.path.replace(/^\/api/, '');
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    const value = encodeText(String(sample(parameter.schema, filler, parameter.in)));
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, value);
    else query.push(`${parameter.name}=${value}`);
  }
  const url = query.length ? `${path}?${query.join('&')}` : path;
  const init: CallInit = { method: operation.method, token };
  if (operation.body?.type === 'json') init.json = sample(operation.body.schema, filler, 'body');
  if (operation.body?.type === 'multipart') {
    const fields = sample(operation.body.schema, filler, 'body') as Record<string, unknown>;
    init.form = Object.fromEntries(
      Object.entries(operation.body.schema.properties ?? {}).map(([key, schema]) =>
        schema.format === 'binary' ? [key, { bytes: wavBytes(), filename: 'answer.wav', type: 'audio/wav' }] : [key, String(fields[key])],
      ),
    );
  }
  return { url, init, textIn };
}

describe('the bad-input sweep over docs/openapi.json', () => {
  it('reads every operation of the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(45);
  });

  it('answers no 5xx to invalid characters, long and huge strings, wrong types or broken JSON, as a learner or an admin', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const role of ['learner', 'admin'] as const) {
      for (const operation of operations) {
        const where = (what: string) => `${role} ${operation.method} ${operation.path} (${what})`;
        for (const filler of fillers) {
          const { url, init, textIn } = request(operation, filler, tokens[role]);
          const response = await server.call(url, init);
          calls += 1;
          if (response.status >= 500) failures.push(`${where(filler.name)}: ${response.status} ${response.text.slice(0, 120)}`);
          // The one input rule: refused before any route code, naming the field. A lone surrogate cannot travel in a
          // URL (UTF-8 has no bytes for it: the server sees a bad URL, a 400, or U+FFFD), so there only a body counts.
          const character = poisons.find((p) => p === filler)?.character;
          const carried = character === '\uD800' ? textIn.has('body') : textIn.size > 0;
          // Staff calls refuse a learner's session before reading any input: that is no answer about the input.
          const refusedUnread = role === 'learner' && response.status === 403 && /^\/api\/(admin|examiner)\//.test(operation.path);
          if (character && carried && !refusedUnread && (response.status !== 400 || !/^(params|query|body)(\.\S+)?: contains a character that is not allowed/.test(response.body?.message ?? ''))) {
            failures.push(`${where(filler.name)}: expected a 400 naming the field, got ${response.status} ${response.text.slice(0, 120)}`);
          }
        }
        if (operation.method !== 'GET') {
          for (const raw of ['{"a":', '{"name": "\\u0000"', '[1,2', '\u0000', ...deepBodies]) {
            const response = await server.call(request(operation, fillers[0]!, tokens[role]).url, { method: operation.method, token: tokens[role], raw, contentType: 'application/json' });
            calls += 1;
            const what = raw.length > 100 ? `${raw.length}-character nested JSON` : `broken JSON ${JSON.stringify(raw)}`;
            if (response.status >= 500) failures.push(`${where(what)}: ${response.status}`);
            // A body that cannot be read is refused with words, whatever the route (a 403 or 404 may come first).
            if (response.status < 400 || typeof response.body?.message !== 'string') failures.push(`${where(what)}: ${response.status} without a message`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  });

  it('refuses a 4,000-deep 8 kB JSON body with a 400 that says why, anonymous or logged in, and still reads a deep-enough one', async () => {
    const body = '['.repeat(DEEP) + ']'.repeat(DEEP);
    expect(body.length).toBe(8000);
    for (const token of [null, tokens.learner]) {
      const deep = await server.call('/user/update-information', { method: 'PUT', token, raw: body, contentType: 'application/json' });
      expect(deep.status).toBe(400);
      expect(deep.body.message).toMatch(/nested deeper than \d+ levels/);
    }
    // Nesting within the limit reaches the route, whose schema answers (a string expected, not a list).
    const nested = `{"name":${'['.repeat(20)}"x"${']'.repeat(20)},"surname":"Valiyev"}`;
    const within = await server.call('/user/update-information', { method: 'PUT', token: tokens.learner, raw: nested, contentType: 'application/json' });
    expect(within.status).toBe(400);
    expect(within.body.message).toMatch(/name/);
    expect(within.body.message).not.toMatch(/nested/);
    // Brackets inside strings are text, not nesting.
    const text = await server.call('/user/update-information', { method: 'PUT', token: tokens.learner, json: { name: '['.repeat(60), surname: '{'.repeat(60) } });
    expect(text.status).toBe(200);
  });

  it('names the field: the three NUL bytes of the probe answer 400, not 500', async () => {
    const name = await server.call('/user/update-information', { method: 'PUT', token: tokens.learner, json: { name: 'Ali\u0000', surname: 'Valiyev' } });
    expect(name.status).toBe(400);
    expect(name.body.message).toMatch(/^body\.name: /);
    const search = await server.call(`/admin/users?q=${encodeURIComponent('a\u0000')}`, { token: tokens.admin });
    expect(search.status).toBe(400);
    expect(search.body.message).toMatch(/^query\.q: /);
    const reason = await server.call('/admin/users/1/adjustments', { token: tokens.admin, json: { amount: 1000, reason: 'bonus\u0000' } });
    expect(reason.status).toBe(400);
    expect(reason.body.message).toMatch(/^body\.reason: /);
    // Tabs, line breaks and every real character, emoji included, are text like any other.
    const fine = await server.call('/user/update-information', { method: 'PUT', token: tokens.learner, json: { name: 'Ōzbek\tO‘g‘li 😀', surname: 'Line\r\nbreak' } });
    expect(fine.status).toBe(200);
  });
});
