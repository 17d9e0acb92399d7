import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type ArchiveEntry, zipStream } from './zip-stream.ts';

describe('zip stream', () => {
  it('passes a large file through chunk by chunk, reading it only as the archive is read', async () => {
    const chunk = new Uint8Array(64 * 1024).map((_, index) => index % 251);
    let read = 0;
    async function* bigFile() {
      for (let index = 0; index < 64; index += 1) {
        read += 1;
        yield chunk;
      }
    }
    async function* entries(): AsyncGenerator<ArchiveEntry> {
      yield { name: 'notes.json', compress: true, content: [new TextEncoder().encode('{"a":1}')] };
      yield { name: 'media/big.bin', compress: false, content: bigFile() };
    }
    const output: Buffer[] = [];
    let readWhenFirstBigChunkCameOut: number | undefined;
    for await (const part of zipStream(entries(), new Date('2025-01-02T03:04:05Z'))) {
      output.push(part as Buffer);
      if (read > 0 && readWhenFirstBigChunkCameOut === undefined) readWhenFirstBigChunkCameOut = read;
    }
    // The first chunks of the big file were out before most of it had been read.
    expect(readWhenFirstBigChunkCameOut).toBeLessThan(16);
    const files = unzipSync(new Uint8Array(Buffer.concat(output)));
    expect(new TextDecoder().decode(files['notes.json'])).toBe('{"a":1}');
    expect(files['media/big.bin']?.length).toBe(64 * chunk.length);
    expect(files['media/big.bin']?.subarray(-chunk.length)).toEqual(chunk);
  });
});
