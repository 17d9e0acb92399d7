import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of an archive; its content is read only when its turn comes. */
export type ArchiveEntry = {
  name: string;
  /** Already compressed files (images, videos) are stored as they are: deflating them again only costs time. */
  compress: boolean;
  content: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
};

/**
 * A ZIP archive as a stream, built as it is read: each entry's chunks go through the archive one
 * at a time, so a large file is never held in memory, and nothing is read before the reader asks.
 */
export function zipStream(entries: AsyncIterable<ArchiveEntry>, modifiedAt: Date): Readable {
  return Readable.from(zipChunks(entries, modifiedAt), { objectMode: false });
}

async function* zipChunks(
  entries: AsyncIterable<ArchiveEntry>,
  modifiedAt: Date,
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | undefined;
  // fflate's synchronous entries hand their output over during `push`: it is collected here and
  // passed on before the next chunk is read.
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* collected(): Generator<Uint8Array> {
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  for await (const entry of entries) {
    const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    file.mtime = modifiedAt;
    zip.add(file);
    for await (const chunk of entry.content) {
      file.push(chunk);
      yield* collected();
    }
    file.push(new Uint8Array(0), true);
    yield* collected();
  }
  zip.end();
  yield* collected();
}
