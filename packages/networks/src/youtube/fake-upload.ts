import { createHash, type Hash } from 'node:crypto';
import type { FakeRequest, FakeResponse } from '../fake/fake-api.ts';

/** Google: every piece but the last is a multiple of 256 KiB. */
const pieceUnit = 256 * 1024;

/** A resumable upload session of the fake: what arrived is hashed as it comes, never kept. */
export type FakeUploadSession<M> = {
  metadata: M;
  total: number;
  mime: string;
  received: number;
  hash: Hash;
  pieces: number;
  videoId?: string;
};

const refuse = (message: string): FakeResponse => ({
  status: 400,
  json: { error: { code: 400, message, errors: [{ domain: 'global', reason: 'badRequest', message }] } },
});

/** The session's POST: `X-Upload-Content-Length` and `X-Upload-Content-Type` say what will come. */
export function openUploadSession<M>(request: FakeRequest, metadata: M): FakeUploadSession<M> | FakeResponse {
  const total = Number(request.headers['x-upload-content-length']);
  const mime = String(request.headers['x-upload-content-type'] ?? '');
  if (!Number.isSafeInteger(total) || total < 1) return refuse('X-Upload-Content-Length is required');
  if (!/^video\/|^application\/octet-stream$/.test(mime)) return refuse('Media type not supported');
  return { metadata, total, mime, received: 0, hash: createHash('sha256'), pieces: 0 };
}

/**
 * A PUT to the session. `Content-Range: bytes first-last/total` carries a piece, which must start
 * where the received bytes end; `bytes * /total` with no body asks what arrived. Answers 308 with
 * `Range: bytes=0-N` (none when nothing arrived) until every byte is in, then `complete`.
 * `keep` stores only that many bytes of the piece (an interrupted transfer).
 */
export function receivePiece<M>(
  session: FakeUploadSession<M>,
  request: FakeRequest,
  keep?: number,
): FakeResponse | 'complete' {
  const body = request.rawBody;
  const header = String(request.headers['content-range'] ?? `bytes 0-${body.length - 1}/${body.length}`);
  const query = /^bytes \*\/(\d+)$/.exec(header);
  const piece = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header);
  if (query) {
    if (Number(query[1]) !== session.total) return refuse('Content-Range total does not match');
  } else if (piece && session.received < session.total) {
    const [first, last, total] = [Number(piece[1]), Number(piece[2]), Number(piece[3])];
    if (total !== session.total) return refuse('Content-Range total does not match');
    if (first !== session.received)
      return refuse(`Piece starts at ${first}, ${session.received} bytes received`);
    if (last - first + 1 !== body.length) return refuse('Content-Range does not match the body');
    if (last + 1 < total && body.length % pieceUnit !== 0)
      return refuse('Pieces but the last must be multiples of 256 KiB');
    const stored = body.subarray(0, Math.min(body.length, keep ?? body.length));
    session.hash.update(stored);
    session.received += stored.length;
    session.pieces += 1;
  } else if (!piece) {
    return refuse('Content-Range is malformed');
  }
  if (session.received === session.total) return 'complete';
  return {
    status: 308,
    headers: session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {},
  };
}
