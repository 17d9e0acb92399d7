import { type FileHandle, open } from 'node:fs/promises';
import { NetworkError } from './network-error.ts';

/**
 * A file of the product's storage read from this machine's disk, each piece straight into one
 * buffer (`read` of the file handle at a position): nothing is copied, nothing waits for the
 * garbage collector, and a resume only moves the position.
 */
export class MediaFile {
  private position = 0;
  private piece: Uint8Array = new Uint8Array(0);
  private readonly handle: FileHandle;
  readonly total: number;

  private constructor(handle: FileHandle, total: number) {
    this.handle = handle;
    this.total = total;
  }

  /** The open file, or undefined when it is not on this machine (another machine's storage). */
  static async open(path: string): Promise<MediaFile | undefined> {
    let handle: FileHandle;
    try {
      handle = await open(path, 'r');
    } catch (cause) {
      if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new NetworkError('server_error', 'the media file could not be opened', { cause });
    }
    try {
      return new MediaFile(handle, (await handle.stat()).size);
    } catch (cause) {
      await handle.close();
      throw new NetworkError('server_error', 'the media file could not be read', { cause });
    }
  }

  get offset(): number {
    return this.position;
  }

  async read(size: number): Promise<Uint8Array> {
    const want = Math.max(0, Math.min(size, this.total - this.position));
    if (this.piece.byteLength < want) this.piece = new Uint8Array(size);
    const piece = this.piece.subarray(0, want);
    for (let filled = 0; filled < want; ) {
      let bytesRead: number;
      try {
        ({ bytesRead } = await this.handle.read(piece, filled, want - filled, this.position + filled));
      } catch (cause) {
        throw new NetworkError('server_error', 'the media file could not be read', { cause });
      }
      if (bytesRead === 0) throw new NetworkError('server_error', 'the media file ended early');
      filled += bytesRead;
    }
    this.position += want;
    return piece;
  }

  async seek(offset: number): Promise<void> {
    this.position = offset;
  }

  close(): void {
    this.handle.close().catch(() => {});
  }
}
