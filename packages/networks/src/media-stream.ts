import type { OutgoingMedia } from './adapter.ts';
import { NetworkError } from './network-error.ts';

/** How long the product's storage may stay silent while a piece is read. */
const idleTimeoutMs = 60_000;
/** A dropped storage connection is reopened at the position reached, this many times in a row. */
const maxReopens = 3;

/**
 * A post's video read from the product's storage piece by piece, never whole: only the piece
 * being sent (and the previous one, which a resumed upload may need again) is in memory. The
 * storage serves ranges, so reading can start again at any byte. Failures are `server_error`:
 * nothing has reached the network because of them.
 */
export class MediaReader {
  private size = 0;
  private position = 0;
  private stream: ReadableStreamDefaultReader<Uint8Array> | undefined;
  private abort: AbortController | undefined;
  /** Bytes read from the storage and not yet handed out, starting at `position`. */
  private pending: Uint8Array[] = [];
  /** The last piece handed out, from `lastStart`: a resume inside it needs no new request. */
  private last: Uint8Array = new Uint8Array(0);
  private lastStart = 0;

  private readonly media: OutgoingMedia;

  private constructor(media: OutgoingMedia) {
    this.media = media;
  }

  /** Opens the file and learns its size from the storage's answer. */
  static async open(media: OutgoingMedia): Promise<MediaReader> {
    const reader = new MediaReader(media);
    reader.size = await reader.connect(0);
    return reader;
  }

  /** The file's size in bytes. */
  get total(): number {
    return this.size;
  }

  /** Where the next piece starts. */
  get offset(): number {
    return this.position;
  }

  /** The next `size` bytes (fewer at the end of the file; none after it). */
  async read(size: number): Promise<Uint8Array> {
    const start = this.position;
    const want = Math.min(size, this.size - start);
    const piece = new Uint8Array(want);
    let filled = 0;
    for (let reopens = 0; filled < want; ) {
      const next = this.pending.shift() ?? (await this.pull(reopens));
      if (!next) {
        reopens += 1;
        await this.connect(start + filled);
        continue;
      }
      reopens = 0;
      const used = Math.min(next.byteLength, want - filled);
      piece.set(next.subarray(0, used), filled);
      if (used < next.byteLength) this.pending.unshift(next.subarray(used));
      filled += used;
    }
    this.lastStart = start;
    this.last = piece;
    this.position = start + want;
    return piece;
  }

  /**
   * Continues from `offset` (where the network says its copy ends): inside the last piece, its
   * tail is handed out again; anywhere else, the storage is asked for the rest from there.
   */
  async seek(offset: number): Promise<void> {
    if (offset === this.position) return;
    if (offset >= this.lastStart && offset < this.position) {
      const tail = this.last.subarray(offset - this.lastStart, this.position - this.lastStart);
      this.pending.unshift(tail);
      this.position = offset;
      return;
    }
    await this.connect(offset);
    this.last = new Uint8Array(0);
    this.lastStart = offset;
    this.position = offset;
  }

  close(): void {
    this.abort?.abort();
    this.stream = undefined;
  }

  /** One piece from the storage; undefined when the connection ended early or broke. */
  private async pull(reopens: number): Promise<Uint8Array | undefined> {
    if (reopens >= maxReopens)
      throw new NetworkError('server_error', `media ${this.media.url} kept breaking off`);
    const stream = this.stream;
    if (!stream) return undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      const idle = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('media read timed out')), idleTimeoutMs);
      });
      const { done, value } = await Promise.race([stream.read(), idle]);
      return done ? undefined : value;
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** (Re)opens the file at `offset`; answers the file's size. */
  private async connect(offset: number): Promise<number> {
    this.close();
    this.pending = [];
    const abort = new AbortController();
    this.abort = abort;
    const timer = setTimeout(() => abort.abort(), idleTimeoutMs);
    let response: Response;
    try {
      response = await fetch(this.media.url, {
        headers: offset > 0 ? { range: `bytes=${offset}-` } : {},
        signal: abort.signal,
      });
    } catch (cause) {
      throw new NetworkError('server_error', `media ${this.media.url} could not be read`, { cause });
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok || !response.body || (offset > 0 && response.status !== 206)) {
      abort.abort();
      throw new NetworkError('server_error', `media ${this.media.url} answered ${response.status}`, {
        status: response.status,
      });
    }
    this.stream = response.body.getReader();
    const range = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
    const total = Number(
      range?.[1] ?? response.headers.get('content-length') ?? this.media.bytes ?? Number.NaN,
    );
    if (!Number.isSafeInteger(total))
      throw new NetworkError('server_error', `media ${this.media.url} gave no size`);
    return total;
  }
}
