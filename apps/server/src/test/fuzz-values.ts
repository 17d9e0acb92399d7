import type { Random } from './fuzz-random.ts';
import type { Schema } from './openapi-operations.ts';

/**
 * Values for the fuzzer: a plausible valid value for a schema (so that a request reaches past
 * validation, into the services and the database), and hostile values of every kind.
 */

/** What the fuzzer knows of the world it sends requests to: items of its own account and another's. */
export type Known = {
  /** Ids of the caller's items of a kind (`page`, `post`…), or of any kind when the kind is unknown. */
  ids(kind: string | undefined): string[];
  /** Ids of another account's items of that kind. */
  foreignIds(kind: string | undefined): string[];
  email: string;
  password: string;
};

/** Text spliced into the JSON as it is, where JSON.stringify cannot write it (`1e999`, `-0`, deep nesting). */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

const rawMark = '\u0001raw:';

/** JSON text of a value that may hold `RawJson` pieces. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `${rawMark}${raws.length - 1}`;
    }
    return item;
  });
  if (text === undefined) return '';
  return raws.length === 0
    ? text
    : text.replace(/"\\u0001raw:(\d+)"/g, (_match, index: string) => raws[Number(index)] as string);
}

export const nested = (depth: number, open = '[', close = ']', inner = '') =>
  new RawJson(open.repeat(depth) + inner + close.repeat(depth));

const zalgo = `Z${'\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308\u0309\u030a'.repeat(60)}`;

/** Strings that break code written for tidy input. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\t\r\n ',
  'a'.repeat(100_000),
  '\u0000',
  'before\u0000after',
  // Unpaired UTF-16 surrogates: sent as the JSON escapes `"\ud800"`.
  '\ud800',
  'a\udc00b',
  'broken emoji \ud83d',
  '\udfff\ud800',
  // Unicode oddities: right-to-left override, zero-width characters, combining marks, joined emoji.
  '\u202Eevil.exe\u202C',
  '\u200F\u200E\u061C',
  '\u200B\u200C\u200D\u2060\uFEFF',
  zalgo,
  '👩‍👩‍👧‍👦🏳️‍🌈🇫🇷👍🏽',
  '😀'.repeat(20_000),
  '\u2028\u2029',
  'ｆｕｌｌｗｉｄｔｈ ＜ｔａｇ＞',
  'İıßﬁǅ',
  '\uFFFD\uFFFE\uFFFF',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f%2e%2e%2f',
  '\u0024{jndi:ldap://x/a}{{7*7}}',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  'null',
  'undefined',
  'true',
  '-1',
  '1e999',
  'NaN',
  '0x10',
  'a\r\nBcc: victim@example.com',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::1]:22/',
  'http://0x7f000001/',
  'data:text/html,<h1>x</h1>',
  '@',
  'a@b',
  'x@[127.0.0.1]',
  `${'l'.repeat(300)}@example.com`,
  '2026-13-45T25:61:00Z',
  '+275760-09-13T00:00:00.001Z',
  '0000-01-01T00:00:00Z',
  '99:99',
  '__proto__',
  'constructor',
];

/** Numbers beyond what code expects: JSON allows them all, and some only as raw text. */
export const hostileNumbers: readonly unknown[] = [
  0,
  -1,
  -2_147_483_649,
  2_147_483_648,
  0.5,
  -0.000_001,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  new RawJson('9007199254740993'),
  new RawJson('18446744073709551616'),
  new RawJson('-0'),
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('1e-999'),
  new RawJson('1.00000000000000000000000000001'),
];

/** Values of the wrong type for whatever a field expects. */
export const wrongTypes: readonly unknown[] = [
  null,
  true,
  false,
  0,
  12.5,
  'text',
  [],
  {},
  [null],
  { a: null },
];

/** Nesting deep enough to overflow a recursive walk, and just past any sane limit. */
export const deepValues: readonly unknown[] = [
  nested(33),
  nested(200, '{"a":', '}', '1'),
  nested(10_000),
  nested(10_000, '{"x":', '}', 'null'),
];

/** Ids that are not UUIDs, or UUIDs that name nothing. */
export function hostileIds(random: Random): unknown[] {
  const uuid = random.uuid();
  return [
    'fff',
    '',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    uuid,
    uuid.toUpperCase(),
    `${uuid}\u0000`,
    ` ${uuid}`,
    uuid.slice(0, 35),
    `${uuid}0`,
    `{${uuid}}`,
    'gggggggg-gggg-gggg-gggg-gggggggggggg',
    `../${uuid}`,
    "'; select 1; --",
    '\ud800',
    12,
    -1,
    1e308,
    null,
    true,
    [uuid],
    { id: uuid },
  ];
}

/** The item kind an id field names: `storyOfPostId` → `post`, `pageIds` → `page`, `id` in `assignee` → none. */
export function idKind(name: string): string | undefined {
  const stem = name.match(/^(.*?)(?:Id|Ids|_id|_ids)$/)?.[1];
  if (!stem) return undefined;
  const word = stem.match(/([A-Z]?[a-z]+)$/)?.[1]?.toLowerCase();
  return word || undefined;
}

export const isIdName = (name: string) => name === 'id' || idKind(name) !== undefined;

/** Sample values tried against a pattern the fuzzer cannot otherwise satisfy. */
const patternSamples = (random: Random) => [
  futureInstant(random),
  `${String(random.int(0, 23)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
  '2026-01-31',
  '+33612345678',
  'FR',
  'en',
  'abc',
  '123',
  '#fuzz',
];

function futureInstant(random: Random): string {
  return new Date(Date.now() + random.int(1, 24 * 14) * 3_600_000).toISOString();
}

/** A schema's own alternatives, `$ref` resolved and `allOf` merged. */
export function normalize(schema: Schema, resolve: Resolve): Schema {
  const resolved = resolve(schema);
  if (!resolved.allOf) return resolved;
  const merged: Schema = { ...resolved, allOf: undefined, properties: { ...resolved.properties } };
  for (const part of resolved.allOf.map((item) => normalize(item, resolve))) {
    Object.assign(merged, { ...part, properties: { ...merged.properties, ...part.properties } });
    merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
  }
  return merged;
}

/** The one type a schema describes (the first that is not null), or undefined for anything. */
export function typeOf(schema: Schema): string | undefined {
  if (schema.enum) return typeof schema.enum.find((item) => item !== null);
  if (schema.const !== undefined) return typeof schema.const;
  const types = [schema.type ?? []].flat().filter((type) => type !== 'null');
  if (types[0]) return types[0];
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/** The alternatives of `anyOf`/`oneOf` other than null. */
export function alternatives(schema: Schema): Schema[] {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter(
    (item) => !(item.type === 'null' || (item.enum?.length === 1 && item.enum[0] === null)),
  );
}

/** Keys an open record (`additionalProperties`) is often read with, so that a valid value reaches further. */
const recordKeys = ['pageName', 'name', 'url', 'token', 'channel', 'apiKey'];

type Resolve = <T extends { $ref?: string }>(node: T) => T;

export class ValueMaker {
  readonly random: Random;
  readonly resolve: Resolve;
  readonly known: Known;

  constructor(random: Random, resolve: Resolve, known: Known) {
    this.random = random;
    this.resolve = resolve;
    this.known = known;
  }

  /** A value the schema accepts, as far as the fuzzer can tell, shaped by the field's name. */
  valid(input: Schema, name = '', depth = 0): unknown {
    const schema = normalize(input, this.resolve);
    const random = this.random;
    const choices = alternatives(schema);
    if (choices.length > 0) return this.valid(random.pick(choices), name, depth);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) {
      const options = schema.enum.filter((item) => item !== null);
      return options.length > 0 ? random.pick(options) : null;
    }
    switch (typeOf(schema)) {
      case 'object':
        return this.validObject(schema, depth);
      case 'array': {
        const min = schema.minItems ?? 0;
        const max = Math.min(schema.maxItems ?? 3, Math.max(min, 3));
        const count = depth > 6 ? min : random.int(Math.max(min, 1), Math.max(min, max, 1));
        if (isIdName(name) && schema.items && typeOf(normalize(schema.items, this.resolve)) === 'string') {
          const ids = this.known.ids(idKind(name));
          if (ids.length > 0) return random.sample(ids, Math.max(1, Math.min(count, ids.length)));
        }
        return Array.from({ length: count }, () => this.valid(schema.items ?? {}, singular(name), depth + 1));
      }
      case 'string':
        return this.validString(schema, name);
      case 'integer':
      case 'number': {
        const min = Math.ceil(schema.minimum ?? 1);
        const max = Math.floor(schema.maximum ?? Math.max(min, 10));
        return random.int(min, Math.max(min, max));
      }
      case 'boolean':
        return random.chance(0.5);
      default:
        return random.pick(['fuzz', 1, true]);
    }
  }

  private validObject(schema: Schema, depth: number) {
    const value: Record<string, unknown> = {};
    const required = new Set(schema.required ?? []);
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (required.has(key) || this.random.chance(depth > 4 ? 0.2 : 0.6))
        value[key] = this.valid(property, key, depth + 1);
    }
    const extra = schema.additionalProperties;
    if (extra && typeof extra === 'object' && !schema.properties) {
      for (const key of this.random.sample(recordKeys, this.random.int(1, 2)))
        value[key] = this.valid(extra, key, depth + 1);
    }
    return value;
  }

  private validString(schema: Schema, name: string): string {
    const random = this.random;
    const lower = name.toLowerCase();
    let text: string;
    if (schema.format === 'date-time' || /^(from|to)$|[a-z](At|From|To)$/.test(name))
      text = futureInstant(random);
    else if (schema.format === 'date') text = futureInstant(random).slice(0, 10);
    else if (schema.format === 'email' || lower.includes('email')) text = this.email();
    else if (schema.format === 'uuid' || isIdName(name)) {
      const ids = this.known.ids(idKind(name));
      text =
        ids.length === 0
          ? random.uuid()
          : /Ids$/.test(name)
            ? random.sample(ids, 2).join(',')
            : random.pick(ids);
    } else if (schema.format === 'binary') text = 'fuzz file';
    else if (lower.includes('password')) text = random.chance(0.7) ? this.known.password : 'Another-Horse-8';
    else if (schema.format === 'uri' || lower.includes('url') || lower === 'link')
      text = random.pick([
        'https://feeds.invalid/fuzz.xml',
        'https://example.com/article',
        'http://127.0.0.1/',
      ]);
    else if (lower === 'timezone') text = random.pick(['Europe/Paris', 'UTC', 'America/New_York']);
    else text = random.pick(['Fuzz', 'Fuzz text', 'Texte à tester', 'Zürich 2026']);
    if (schema.pattern && !new RegExp(schema.pattern).test(text)) {
      const pattern = new RegExp(schema.pattern);
      text = patternSamples(random).find((sample) => pattern.test(sample)) ?? text;
    }
    if (schema.maxLength !== undefined) text = text.slice(0, schema.maxLength);
    if (schema.minLength !== undefined && text.length < schema.minLength)
      text = text.padEnd(schema.minLength, 'x');
    return text;
  }

  private email() {
    return this.random.chance(0.5) ? this.known.email : `fuzz-${this.random.int(1, 1_000_000)}@example.com`;
  }

  /** A hostile value for a field of this schema: its type's traps first, then anything. */
  hostile(input: Schema, name: string): unknown {
    const schema = normalize(input, this.resolve);
    const random = this.random;
    const type = typeOf(schema) ?? typeOf(alternatives(schema)[0] ?? {});
    const roll = random.next();
    if (roll < 0.08) return random.pick(deepValues);
    if (roll < 0.22) return random.pick(wrongTypes);
    if (isIdName(name) && roll < 0.7) return this.hostileId(name);
    switch (type) {
      case 'string':
        return roll < 0.85 ? random.pick(hostileStrings) : random.pick(hostileNumbers);
      case 'integer':
      case 'number':
        return roll < 0.8 ? random.pick(hostileNumbers) : random.pick(hostileStrings);
      case 'boolean':
        return random.pick(['true', 1, 0, 'yes', [], {}]);
      case 'array':
        return random.pick([
          [],
          Array.from({ length: 10_000 }, () => 'x'),
          Array.from({ length: 200 }, () => null),
          [random.pick(hostileStrings)],
          [random.pick(hostileNumbers)],
          [nested(40)],
          ...(isIdName(name) ? [this.hostileIds(name)] : []),
        ]);
      case 'object':
        return random.pick([
          {},
          new RawJson('{"__proto__":{"admin":true}}'),
          new RawJson('{"constructor":{"prototype":{"admin":true}}}'),
          { unexpected: random.pick(hostileStrings) },
          Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`k${index}`, 'v'])),
          { [random.pick(hostileStrings)]: 'odd key' },
        ]);
      default:
        return random.pick([...hostileStrings, ...hostileNumbers, ...wrongTypes]);
    }
  }

  /** An id that must not be taken: malformed, unknown, or another account's. */
  hostileId(name: string): unknown {
    const foreign = this.known.foreignIds(idKind(name));
    if (foreign.length > 0 && this.random.chance(0.3)) return this.random.pick(foreign);
    return this.random.pick(hostileIds(this.random));
  }

  private hostileIds(name: string): unknown[] {
    const own = this.known.ids(idKind(name));
    return [...own.slice(0, 1), this.hostileId(name), ...own.slice(1, 2)];
  }
}

const singular = (name: string) => name.replace(/Ids$/, 'Id').replace(/ies$/, 'y').replace(/s$/, '');
