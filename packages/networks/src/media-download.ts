import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { OutgoingMedia } from './adapter.ts';
import { NetworkError } from './network-error.ts';
import { freeSocketBuffers } from './socket-garbage.ts';

/** How long the product's storage may stay silent while a piece is read. */
const idleTimeoutMs = 60_000;
/** A dropped storage connection is reopened at the position reached, this many times in a row. */
const maxReopens = 3;

/** A file read from its URL (the product's media route, which serves ranges). */
export class MediaDownload {
  private size = 0;
  private position = 0;
  /**
   * The storage's answer, read with node:http: it stops reading the socket while a piece is being
   * sent (fetch's body read ahead here, holding over 100 MB of a gigabyte file).
   */
  private stream: AsyncIterator<Buffer> | undefined;
  private incoming: IncomingMessage | undefined;
  /** Bytes read from the storage and not yet handed out, starting at `position`. */
  private pending: Uint8Array[] = [];
  /** The last piece handed out, from `lastStart`: a resume inside it needs no new request. */
  private last: Uint8Array = new Uint8Array(0);
  private lastStart = 0;
  /**
   * Every piece is read into this one buffer, not a new one: a gigabyte in 8 MiB pieces would
   * otherwise leave a hundred large buffers for the garbage collector, which frees them late.
   */
  private piece: Uint8Array = new Uint8Array(0);

  private readonly media: OutgoingMedia;

  private constructor(media: OutgoingMedia) {
    this.media = media;
  }

  /** Opens the file and learns its size from the storage's answer. */
  static async open(media: OutgoingMedia): Promise<MediaDownload> {
    const reader = new MediaDownload(media);
    reader.size = await reader.connect(0);
    return reader;
  }

  get total(): number {
    return this.size;
  }

  get offset(): number {
    return this.position;
  }

  async read(size: number): Promise<Uint8Array> {
    const start = this.position;
    const want = Math.min(size, this.size - start);
    const piece = this.buffer(want, size);
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
    freeSocketBuffers();
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

  /** The piece's memory. A resume's tail, kept in `pending`, may sit in it: `set` copies it down safely. */
  private buffer(want: number, size: number): Uint8Array {
    if (this.piece.byteLength < want) this.piece = new Uint8Array(size);
    return this.piece.subarray(0, want);
  }

  close(): void {
    this.incoming?.destroy();
    this.incoming = undefined;
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
      const { done, value } = await Promise.race([stream.next(), idle]);
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
    let response: IncomingMessage;
    try {
      response = await get(this.media.url, offset);
    } catch (cause) {
      throw new NetworkError('server_error', `media ${this.media.url} could not be read`, { cause });
    }
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299 || (offset > 0 && status !== 206)) {
      response.destroy();
      throw new NetworkError('server_error', `media ${this.media.url} answered ${status}`, { status });
    }
    this.incoming = response;
    this.stream = response[Symbol.asyncIterator]();
    const range = /\/(\d+)$/.exec(response.headers['content-range'] ?? '');
    const total = Number(range?.[1] ?? response.headers['content-length'] ?? this.media.bytes ?? Number.NaN);
    if (!Number.isSafeInteger(total))
      throw new NetworkError('server_error', `media ${this.media.url} gave no size`);
    return total;
  }
}

/** A GET of the file from `offset`, answered once the headers arrive (or the storage stays silent). */
function get(url: string, offset: number): Promise<IncomingMessage> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: offset > 0 ? { range: `bytes=${offset}-` } : {} }, resolve);
    outgoing.setTimeout(idleTimeoutMs, () => outgoing.destroy(new Error('media request timed out')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}
