import type { Random } from './fuzz-random.ts';
import { hostileIds, hostileStrings, nested, normalize, toJsonText, type ValueMaker } from './fuzz-values.ts';
import type { Schema } from './openapi-operations.ts';

/** The raw material of malformed requests: what goes in a URL, and bodies no route reads. */

/** A path or query value, encoded for the URL unless it is written as the URL must carry it. */
export type UrlValue = { text: string; encoded?: boolean };

export const pathValues = (random: Random): UrlValue[] => [
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

export const queryValues = (random: Random): UrlValue[] => [
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

export const contentTypes = [
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
export function encodeValue(value: UrlValue) {
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
export function multipartBody(schema: Schema, maker: ValueMaker, random: Random) {
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
export function junkBodies(
  random: Random,
): { what: string; contentType: string; payload: string | Buffer }[] {
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
