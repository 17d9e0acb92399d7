import { crc32, deflateSync } from 'node:zlib';
import type { FakeApi } from './fake-api.ts';

/** Side of the pictures the fakes serve: small, as profile pictures are, but a real image. */
const side = 48;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG the fakes serve as a page's picture: a colour drawn from `seed`, with a lighter diagonal,
 * so that two pages' pictures differ and a test can tell which one was stored.
 */
export function fakePicturePng(seed: string): Buffer {
  let hash = 7;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const colour = [hash & 0xff, (hash >> 8) & 0xff, (hash >> 16) & 0xff];
  const rows: Buffer[] = [];
  for (let y = 0; y < side; y += 1) {
    const row = Buffer.alloc(1 + side * 3);
    for (let x = 0; x < side; x += 1) {
      const light = Math.abs(x - y) < 6;
      colour.forEach((value, channel) => {
        row[1 + x * 3 + channel] = light ? 255 - ((255 - value) >> 2) : value;
      });
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Where a fake serves the picture of `id` (see `serveFakePictures`). */
export const fakePictureUrl = (api: FakeApi, id: string) =>
  `${api.url}/pictures/${encodeURIComponent(id)}.png`;

/**
 * `GET /pictures/:id.png`: the picture of any page, account or channel, as the network's CDN
 * serves it (no token needed). A test makes one fail with `failNext`.
 */
export function serveFakePictures(api: FakeApi): FakeApi {
  return api.on('GET', '/pictures/:file', (request) => {
    const id = (request.params.file ?? '').replace(/\.png$/, '');
    return { bytes: fakePicturePng(id), headers: { 'content-type': 'image/png' } };
  });
}

/** Whether `address` answers a picture (a PNG): what an adapter test expects of the address it read. */
export async function servesPicture(address: string | undefined): Promise<boolean> {
  if (!address) return false;
  const answer = await fetch(address);
  const bytes = Buffer.from(await answer.arrayBuffer());
  return (
    answer.ok &&
    answer.headers.get('content-type') === 'image/png' &&
    bytes.subarray(1, 4).toString() === 'PNG'
  );
}
