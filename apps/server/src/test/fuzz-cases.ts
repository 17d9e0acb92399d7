import type { Random } from './fuzz-random.ts';
import {
  contentTypes,
  encodeValue,
  junkBodies,
  multipartBody,
  pathValues,
  queryValues,
  type UrlValue,
} from './fuzz-requests.ts';
import {
  alternatives,
  deepValues,
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

type Path = (string | number)[];
type Slot = { path: Path; name: string; schema: Schema };

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

type CaseParts = {
  path?: Record<string, UrlValue>;
  query?: [string, UrlValue][];
  rawQuery?: string;
  body?: unknown;
  contentType?: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  credential?: Credential;
};

/**
 * What the cases of one operation are made from: a valid path, query and body (each new every
 * time), and `add`, which completes a case with valid parts where it changes none.
 */
function caseBuilder(operation: Operation, maker: ValueMaker, random: Random) {
  const cases: Case[] = [];
  const json = operation.bodies.find((body) => body.contentType.includes('json'));
  const multipart = operation.bodies.find((body) => body.contentType.startsWith('multipart/'));
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
  const validBody = () => (json ? maker.valid(json.schema) : undefined);
  const urlOf = (path: Record<string, UrlValue>, query: [string, UrlValue][], rawQuery = '') => {
    const route = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
      encodeValue(path[name] ?? { text: '' }),
    );
    const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeValue(value)}`);
    if (rawQuery) search.push(rawQuery);
    return search.length > 0 ? `${route}?${search.join('&')}` : route;
  };
  const add = (what: string, parts: CaseParts = {}) => {
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
  return { operation, maker, random, cases, json, multipart, validPath, validQuery, validBody, add };
}
type Builder = ReturnType<typeof caseBuilder>;

/** The request as it should be, from each kind of caller. */
function callerCases({ add }: Builder) {
  for (const who of ['session', 'session', 'none', 'junk'] as const)
    add(`valid request (${who})`, { credential: who });
  add('a 10 KB bearer token', {
    headers: { authorization: `Bearer ${'z'.repeat(10_000)}` },
    credential: 'none',
  });
  add('a Basic authorization', { headers: { authorization: 'Basic YWRtaW46YWRtaW4=' }, credential: 'none' });
}

/** Path parameters: malformed ids, traversal, NUL, unicode, another account's items. */
function pathCases({ operation, maker, random, validPath, add }: Builder) {
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
}

/** Query parameters: missing, repeated, wrong, huge, undecodable; keys that pollute prototypes. */
function queryCases({ operation, random, validQuery, add }: Builder) {
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
}

/** Bodies the route does not read, content types it does not read, uploads that lie. */
function bodyCases({ random, json, multipart, maker, validBody, add }: Builder) {
  for (const junk of junkBodies(random))
    add(junk.what, { contentType: junk.contentType, payload: junk.payload });
  const text = toJsonText(validBody() ?? {});
  for (const contentType of json ? contentTypes : random.sample(contentTypes, 4))
    add(`content type ${JSON.stringify(contentType)}`, { contentType, payload: text });
  if (json || random.chance(0.1)) {
    add('a body over the limit', {
      contentType: 'application/json',
      payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
    });
    add('a body of 10,000 nested arrays', { body: nested(10_000) });
  }
  if (random.chance(0.05))
    add('a megabyte of [', { contentType: 'application/json', payload: '['.repeat(1_000_000) });
  if (!multipart) return;
  for (let round = 0; round < 6; round += 1) {
    const { contentType, payload } = multipartBody(multipart.schema, maker, random);
    add('multipart body', { contentType, payload });
  }
}

/** Each field of the JSON body: missing, null, wrong type, hostile for its type, deep; then several at once. */
function fieldCases({ json, maker, random, validBody, add }: Builder) {
  if (!json) return;
  const slots = slotsOf(json.schema, maker);
  for (const slot of slots) {
    add(`body ${slot.path.join('.')} missing`, { body: setAt(validBody(), slot.path, missing) });
    const tries = isIdName(slot.name) ? 10 : 9;
    for (let index = 0; index < tries; index += 1) {
      const value = maker.hostile(slot.schema, slot.name);
      add(`body ${slot.path.join('.')}=${describe(value)}`, { body: setAt(validBody(), slot.path, value) });
    }
  }
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

/** Every case of one operation, in a fixed order for a given generator. */
export function casesOf(operation: Operation, maker: ValueMaker, random: Random): Case[] {
  const builder = caseBuilder(operation, maker, random);
  for (const make of [callerCases, pathCases, queryCases, bodyCases, fieldCases]) make(builder);
  return builder.cases;
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
