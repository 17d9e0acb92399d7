import type { Random } from './fuzz-random.ts';
import {
  alternatives,
  deepValues,
  hostileIds,
  hostileStrings,
  idKind,
  isIdName,
  nested,
  normalize,
  RawJson,
  toJsonText,
  typeOf,
  type ValueMaker,
} from './fuzz-values.ts';
import type { Field, Operation, Schema } from './openapi-operations.ts';

/**
 * The malformed requests sent to one operation, derived from its schemas in the OpenAPI document:
 * its path parameters, its query and its request bodies (JSON or multipart). A new route is fuzzed
 * as soon as it is in the document.
 */

/** Who sends a case: the fuzzing user's session (and the validator link), nobody, or a made-up token. */
export type Credential = 'session' | 'none' | 'junk';

export type Case = {
  /** What the case tries, for the failure message. */
  what: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  credential: Credential;
};

/** A path or query value, encoded for the URL unless it is written as the URL must carry it. */
type UrlValue = { text: string; encoded?: boolean };

type Path = (string | number)[];
type Slot = { path: Path; name: string; schema: Schema };

const pathValues = (random: Random): UrlValue[] => [
  ...hostileIds(random)
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .map((value) => ({ text: String(value) })),
  { text: '..', encoded: true },
  { text: '%2e%2e', encoded: true },
  { text: '..%2F..%2F..%2Fetc%2Fpasswd', encoded: true },
  { text: '%2E%2E%5C%2E%2E%5Cwindows', encoded: true },
  { text: '%00', encoded: true },
  { text: 'x%00y', encoded: true },
  { text: '%20', encoded: true },
  { text: '%C0%AE%C0%AE', encoded: true },
  { text: 'null' },
  { text: '-1' },
  { text: '1e999' },
  { text: '\u202Eevil' },
  { text: '\u200B' },
  { text: 'e\u0301\u0301' },
  { text: '👩‍👩‍👧‍👦' },
  { text: 'a'.repeat(100) },
  { text: '__proto__' },
  { text: 'constructor' },
  ...random
    .sample(
      hostileStrings.filter((text) => text.length > 0 && text.length <= 100),
      8,
    )
    .map((text) => ({ text })),
];

const queryValues = (random: Random): UrlValue[] => [
  { text: '' },
  { text: 'a'.repeat(100_000) },
  { text: '%00', encoded: true },
  { text: '%ZZ', encoded: true },
  { text: '%E0%A4%A', encoded: true },
  { text: '-1' },
  { text: '0' },
  { text: '1e999' },
  { text: '99999999999999999999' },
  { text: '2026-13-45T25:61:00Z' },
  { text: '+275760-09-13T00:00:00.001Z' },
  { text: random.uuid() },
  { text: 'fff' },
  { text: 'fff,,,' },
  { text: '\u202Eevil\u200B' },
  { text: '👩‍👩‍👧‍👦' },
  { text: 'Mars/Olympus_Mons' },
  { text: "' or 1=1 --" },
  { text: '[object Object]' },
];

const brokenJson = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '{"a":"\\uZZZZ"}',
  '{"a":"\\ud800"}',
  '\ufeff{}',
  '{"a":1,"a":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '""',
  '',
];

const contentTypes = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'image/png',
  '',
];

/** Percent-encoded UTF-8; an unpaired surrogate goes as the three bytes it would take (invalid UTF-8). */
function encodeValue(value: UrlValue) {
  if (value.encoded) return value.text;
  let encoded = '';
  for (const character of value.text) {
    const unit = character.charCodeAt(0);
    encoded +=
      character.length === 2 || unit < 0xd800 || unit > 0xdfff
        ? encodeURIComponent(character)
        : [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('');
  }
  return encoded;
}

function setAt(target: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(target) || (typeof head === 'number' && !(target && typeof target === 'object'))) {
    const items: unknown[] = Array.isArray(target) ? [...target] : [];
    const index = Number(head);
    if (rest.length === 0 && value === missing) items.splice(index, 1);
    else items[index] = setAt(items[index], rest, value);
    return items;
  }
  const fields: Record<string, unknown> = target && typeof target === 'object' ? { ...target } : {};
  if (rest.length === 0 && value === missing) delete fields[head];
  else fields[head] = setAt(fields[head], rest, value);
  return fields;
}

const missing = Symbol('missing');

/** Every field of a body, nested ones included (the first item stands for an array's items). */
function slotsOf(schema: Schema, maker: ValueMaker, prefix: Path = [], name = '', depth = 0): Slot[] {
  if (depth > 4) return [];
  const normal = normalize(schema, maker.resolve);
  const choices = alternatives(normal);
  const shape = choices.find((choice) => ['object', 'array'].includes(typeOf(choice) ?? '')) ?? normal;
  const type = typeOf(shape);
  if (type === 'object') {
    return Object.entries(normalize(shape, maker.resolve).properties ?? {}).flatMap(([key, property]) => [
      { path: [...prefix, key], name: key, schema: property },
      ...slotsOf(property, maker, [...prefix, key], key, depth + 1),
    ]);
  }
  if (type === 'array' && shape.items) {
    const item = name.replace(/s$/, '');
    return [
      { path: [...prefix, 0], name: item, schema: shape.items },
      ...slotsOf(shape.items, maker, [...prefix, 0], item, depth + 1),
    ];
  }
  return [];
}

function multipartOf(parts: { name: string; filename?: string; type?: string; content: Buffer | string }[]) {
  const boundary = 'fuzz-boundary-7d1c';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
        part.filename === undefined ? '' : `; filename="${part.filename}"`
      }\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
    ),
    Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

/** A tiny valid PNG (1×1). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const fileContents = (random: Random) =>
  random.pick<{ filename: string; type: string; content: Buffer | string }>([
    { filename: 'fuzz.png', type: 'image/png', content: png },
    { filename: 'empty.png', type: 'image/png', content: Buffer.alloc(0) },
    { filename: 'fake.png', type: 'image/png', content: 'not an image at all' },
    { filename: '../../../etc/passwd', type: 'image/png', content: png },
    { filename: 'x\u0000.png', type: 'image/png', content: png },
    { filename: `${'n'.repeat(5000)}.png`, type: 'image/png', content: png },
    { filename: '\u202Egnp.exe', type: 'application/x-msdownload', content: 'MZ' },
    { filename: 'half.png', type: 'image/png', content: png.subarray(0, 20) },
    { filename: 'clip.mp4', type: 'video/mp4', content: Buffer.from('00000018667479706d703432', 'hex') },
    { filename: 'doc.pdf', type: 'application/pdf', content: '%PDF-1.4\n%%EOF' },
  ]);

/** A multipart body from its schema: files for binary fields, text for the others. */
function multipartBody(schema: Schema, maker: ValueMaker, random: Random) {
  const normal = normalize(schema, maker.resolve);
  const parts = Object.entries(normal.properties ?? {}).map(([name, property]) => {
    const field = normalize(property, maker.resolve);
    if (field.format === 'binary' || field.contentMediaType || field.type === 'file')
      return { name, ...fileContents(random) };
    return { name, content: String(maker.valid(field, name)) };
  });
  return multipartOf(parts.length > 0 ? parts : [{ name: 'file', ...fileContents(random) }]);
}

function truncated(body: { contentType: string; payload: Buffer }) {
  return { contentType: body.contentType, payload: body.payload.subarray(0, body.payload.length - 30) };
}

/** Bodies that are not what any route reads, sent even where the document declares no body. */
function junkBodies(random: Random): { what: string; contentType: string; payload: string | Buffer }[] {
  const file = fileContents(random);
  return [
    ...brokenJson.map((text) => ({
      what: `broken JSON ${JSON.stringify(text)}`,
      contentType: 'application/json',
      payload: text,
    })),
    { what: 'JSON null', contentType: 'application/json', payload: 'null' },
    { what: 'JSON number', contentType: 'application/json', payload: '1e999' },
    { what: 'JSON array', contentType: 'application/json', payload: '[{"a":1}]' },
    {
      what: 'nested 40 deep',
      contentType: 'application/json',
      payload: toJsonText(random.pick([nested(40), nested(40, '{"a":', '}', '1')])),
    },
    { what: 'multipart file', ...multipartOf([{ name: 'file', ...file }]) },
    { what: 'multipart without its end', ...truncated(multipartOf([{ name: 'file', ...file }])) },
  ];
}

export function casesOf(operation: Operation, maker: ValueMaker, random: Random): Case[] {
  const cases: Case[] = [];
  const credential = (): Credential => {
    const roll = random.next();
    return roll < 0.72 ? 'session' : roll < 0.92 ? 'none' : 'junk';
  };

  const validPath = (): Record<string, UrlValue> =>
    Object.fromEntries(
      operation.pathParams.map((param) => [
        param.name,
        { text: String(validParam(param, operation, maker)) },
      ]),
    );
  const validQuery = (): [string, UrlValue][] =>
    operation.queryParams
      .filter((param) => param.required || random.chance(0.5))
      .map((param) => [param.name, { text: queryText(maker.valid(param.schema, param.name)) }]);
  const json = operation.bodies.find((body) => body.contentType.includes('json'));
  const multipart = operation.bodies.find((body) => body.contentType.startsWith('multipart/'));
  const validBody = () => (json ? maker.valid(json.schema) : undefined);

  const urlOf = (path: Record<string, UrlValue>, query: [string, UrlValue][], rawQuery = '') => {
    const route = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
      encodeValue(path[name] ?? { text: '' }),
    );
    const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeValue(value)}`);
    if (rawQuery) search.push(rawQuery);
    return search.length > 0 ? `${route}?${search.join('&')}` : route;
  };

  const add = (
    what: string,
    parts: {
      path?: Record<string, UrlValue>;
      query?: [string, UrlValue][];
      rawQuery?: string;
      body?: unknown;
      contentType?: string;
      payload?: string | Buffer;
      headers?: Record<string, string>;
      credential?: Credential;
    } = {},
  ) => {
    const body = 'body' in parts ? parts.body : validBody();
    const payload = parts.payload ?? (body === undefined ? undefined : toJsonText(body));
    const contentType = parts.contentType ?? (payload === undefined ? undefined : 'application/json');
    cases.push({
      what,
      method: operation.method,
      url: urlOf(parts.path ?? validPath(), parts.query ?? validQuery(), parts.rawQuery),
      headers: { ...(contentType === undefined ? {} : { 'content-type': contentType }), ...parts.headers },
      ...(payload === undefined ? {} : { payload }),
      credential: parts.credential ?? credential(),
    });
  };

  // The request as it should be, from each kind of caller.
  for (const who of ['session', 'session', 'none', 'junk'] as const)
    add(`valid request (${who})`, { credential: who });
  add('a 10 KB bearer token', {
    headers: { authorization: `Bearer ${'z'.repeat(10_000)}` },
    credential: 'none',
  });
  add('a Basic authorization', { headers: { authorization: 'Basic YWRtaW46YWRtaW4=' }, credential: 'none' });

  // Path parameters: malformed ids, traversal, NUL, unicode, another account's items.
  for (const param of operation.pathParams) {
    const values = [...pathValues(random)];
    for (const id of maker.known.foreignIds(kindOfPathParam(param, operation)).slice(0, 2))
      values.push({ text: id });
    for (const value of values) {
      add(`path ${param.name}=${JSON.stringify(value.text.slice(0, 40))}`, {
        path: { ...validPath(), [param.name]: value },
      });
    }
  }

  // Query parameters: missing, repeated, wrong, huge, undecodable.
  for (const param of operation.queryParams) {
    const others = () => validQuery().filter(([name]) => name !== param.name);
    if (param.required) add(`query without ${param.name}`, { query: others() });
    add(`query ${param.name} twice`, {
      query: [
        ...others(),
        ...validQuery().filter(([name]) => name === param.name),
        [param.name, { text: 'second' }],
      ],
    });
    for (const value of random.sample(queryValues(random), 8))
      add(`query ${param.name}=${JSON.stringify(value.text.slice(0, 40))}`, {
        query: [...others(), [param.name, value]],
      });
  }
  add('query pollution', { rawQuery: '__proto__[admin]=1&constructor[prototype][admin]=1&a[]=1&a[b]=2' });
  add('a thousand query parameters', {
    rawQuery: Array.from({ length: 1000 }, (_, index) => `p${index}=1`).join('&'),
  });

  // Bodies that are not what the route reads, and content types it does not read.
  for (const junk of junkBodies(random))
    add(junk.what, { contentType: junk.contentType, payload: junk.payload });
  {
    const text = toJsonText(validBody() ?? {});
    for (const contentType of json ? contentTypes : random.sample(contentTypes, 4))
      add(`content type ${JSON.stringify(contentType)}`, { contentType, payload: text });
  }
  if (json || random.chance(0.1)) {
    add('a body over the limit', {
      contentType: 'application/json',
      payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
    });
    add('a body of 10,000 nested arrays', { body: nested(10_000) });
  }
  if (random.chance(0.05))
    add('a megabyte of [', { contentType: 'application/json', payload: '['.repeat(1_000_000) });

  // Multipart uploads: the declared fields, then files that lie about themselves.
  if (multipart) {
    for (let round = 0; round < 6; round += 1) {
      const { contentType, payload } = multipartBody(multipart.schema, maker, random);
      add('multipart body', { contentType, payload });
    }
  }

  // Each field of the JSON body: missing, null, wrong type, hostile for its type, deep.
  if (json) {
    const slots = slotsOf(json.schema, maker);
    for (const slot of slots) {
      add(`body ${slot.path.join('.')} missing`, { body: setAt(validBody(), slot.path, missing) });
      const tries = isIdName(slot.name) ? 10 : 9;
      for (let index = 0; index < tries; index += 1) {
        const value = maker.hostile(slot.schema, slot.name);
        add(`body ${slot.path.join('.')}=${describe(value)}`, { body: setAt(validBody(), slot.path, value) });
      }
    }
    // A few fields wrong at once, as a careless client would send them.
    for (let round = 0; round < Math.min(40, slots.length * 2); round += 1) {
      let body = validBody();
      const chosen = random.sample(slots, 3);
      for (const slot of chosen) body = setAt(body, slot.path, maker.hostile(slot.schema, slot.name));
      add(`body ${chosen.map((slot) => slot.path.join('.')).join(', ')} all wrong`, { body });
    }
    add('body with unknown fields', {
      body: { ...(validBody() as object), unexpected: 'field', [random.pick(hostileStrings)]: 1 },
    });
    for (const value of deepValues) add(`body replaced by ${describe(value)}`, { body: value });
  }
  return cases;
}

/** The item kind a path parameter names: `/api/pages/{id}` → `page`, `/api/post-templates/{id}` → `template`. */
export function kindOfPathParam(param: Field, operation: Operation): string | undefined {
  if (param.name !== 'id') return idKind(param.name);
  const segments = operation.path.split('/');
  const index = segments.indexOf(`{${param.name}}`);
  const owner = segments[index - 1]?.split('-').at(-1);
  return owner === 'media' ? 'media' : owner?.replace(/s$/, '');
}

function validParam(param: Field, operation: Operation, maker: ValueMaker): unknown {
  const ids =
    param.name === 'id' || isIdName(param.name) ? maker.known.ids(kindOfPathParam(param, operation)) : [];
  if (ids.length > 0) return maker.random.pick(ids);
  return maker.valid(param.schema, param.name);
}

function queryText(value: unknown): string {
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function describe(value: unknown): string {
  if (value instanceof RawJson) return value.text.length > 40 ? `raw ${value.text.length} chars` : value.text;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 30)}… (${text.length} chars)` : text;
}
