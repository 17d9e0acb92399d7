import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMedia } from './media-reader.ts';

const fileBytes = 256 * 2 ** 20;
const pieceBytes = 8 * 2 ** 20;
let server: Server;
let url = '';

beforeAll(async () => {
  // The product's media route as a worker on another machine reads it: one answer, 64 KB at a time.
  const block = Buffer.alloc(64 * 1024, 7);
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': fileBytes });
    let sent = 0;
    const more = () => {
      while (sent < fileBytes) {
        sent += block.length;
        if (!response.write(block)) return void response.once('drain', more);
      }
      response.end();
    };
    more();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/media/long.mp4`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a video read from its URL', () => {
  it("does not pile up the socket's read buffers while a long file is read piece by piece", async () => {
    const reader = await openMedia({ url, mime: 'video/mp4', bytes: fileBytes });
    let read = 0;
    let most = 0;
    while (read < reader.total) {
      read += (await reader.read(pieceBytes)).byteLength;
      most = Math.max(most, process.memoryUsage().arrayBuffers);
    }
    reader.close();
    expect(read).toBe(fileBytes);
    // The piece (8 MiB) and what the socket holds while it is read (32 MB here), not every buffer
    // read so far (104 MB after 256 MiB without a collection per piece).
    expect(most / 2 ** 20).toBeLessThan(48);
  }, 60_000);
});
