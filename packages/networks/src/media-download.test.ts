import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const mediaReader = new URL('./media-reader.ts', import.meta.url).pathname;

// In a process of its own: what other tests leave in the test process's memory must not count.
// The product's media route, as a worker on another machine reads it: one answer, 64 KB at a time.
const script = `
import { createServer } from 'node:http';
import { openMedia } from ${JSON.stringify(mediaReader)};
const fileBytes = 256 * 2 ** 20;
const block = Buffer.alloc(64 * 1024, 7);
const server = createServer((_request, response) => {
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
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = 'http://127.0.0.1:' + server.address().port + '/media/long.mp4';
const reader = await openMedia({ url, mime: 'video/mp4', bytes: fileBytes });
let read = 0;
let most = 0;
while (read < reader.total) {
  read += (await reader.read(8 * 2 ** 20)).byteLength;
  most = Math.max(most, process.memoryUsage().arrayBuffers);
}
reader.close();
server.close();
console.log(JSON.stringify({ read, mostMB: most / 2 ** 20 }));
`;

describe('a video read from its URL', () => {
  it("does not pile up the socket's read buffers while a long file is read piece by piece", async () => {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    const { read, mostMB } = JSON.parse(stdout) as { read: number; mostMB: number };
    expect(read).toBe(256 * 2 ** 20);
    // The piece (8 MiB) and what the socket holds while it is read (32 MB here), not every buffer
    // read so far (104 MB after 256 MiB without a collection per piece).
    expect(mostMB).toBeLessThan(48);
  }, 60_000);
});
