import type { OutgoingMedia } from './adapter.ts';
import { MediaDownload } from './media-download.ts';
import { MediaFile } from './media-file.ts';

/**
 * A post's video read piece by piece, never whole, into one buffer: a piece is good until the
 * next read, so send it before reading on. Reading can start again at any byte (`seek`, after a
 * resumed upload). Failures are `server_error`: nothing has reached the network because of them.
 */
export type MediaReader = {
  /** The file's size in bytes. */
  readonly total: number;
  /** Where the next piece starts. */
  readonly offset: number;
  /** The next `size` bytes (fewer at the end of the file; none after it). */
  read(size: number): Promise<Uint8Array>;
  seek(offset: number): Promise<void>;
  close(): void;
};

/**
 * The file on this machine's disk when the product's storage keeps it here (no socket buffers,
 * no copies: read straight into the piece), otherwise from its URL.
 */
export async function openMedia(media: OutgoingMedia): Promise<MediaReader> {
  const file = media.localPath ? await MediaFile.open(media.localPath) : undefined;
  return file ?? (await MediaDownload.open(media));
}
