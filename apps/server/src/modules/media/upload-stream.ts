import type { Readable } from 'node:stream';
import { AppError } from '../../platform/errors.ts';
import { payloadTooLarge } from './upload-limits.ts';

/** The upload's bytes; a body cut short or malformed is the client's fault, not a server error. */
export async function* received(source: Readable): AsyncGenerator<Buffer> {
  try {
    yield* source;
  } catch (error) {
    throw new AppError('invalid_data', { message: 'The upload was cut short or malformed', cause: error });
  }
}

/** Reads the first `length` bytes (or the whole content when shorter) and gives the content back whole. */
export async function peek(chunks: AsyncGenerator<Buffer>, length: number) {
  const start: Buffer[] = [];
  let read = 0;
  let done = false;
  while (read < length && !done) {
    const next = await chunks.next();
    done = next.done ?? false;
    if (!next.done) {
      start.push(next.value);
      read += next.value.length;
    }
  }
  const head = Buffer.concat(start);
  async function* content() {
    try {
      yield head;
      if (done) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    } finally {
      // Stopped early (too large): let the source stream go instead of leaving it paused.
      await chunks.return(undefined);
    }
  }
  return { head: head.subarray(0, length), content: content() };
}

/** Passes the chunks on until their count passes `maxBytes`, then stops with `refuse()`'s error. */
export async function* capped(
  chunks: AsyncIterable<Buffer>,
  maxBytes: number,
  refuse: () => AppError = () => payloadTooLarge(maxBytes),
) {
  let bytes = 0;
  for await (const chunk of chunks) {
    bytes += chunk.length;
    if (bytes > maxBytes) throw refuse();
    yield chunk;
  }
}
