import type { GoogleClient } from '../google/google-request.ts';
import type { MediaReader } from '../media-reader.ts';
import { isNetworkError, NetworkError } from '../network-error.ts';

/** Google wants every piece but the last in multiples of 256 KiB; 8 MiB keeps memory low and calls few. */
export const chunkBytes = 32 * 256 * 1024;
/** Failed pieces in a row, each followed by a status query, before the upload is given up. */
const maxResumes = 5;

export type UploadSession = {
  url: string;
  accessToken: string;
  mime: string;
  timeoutMs: number;
  /** Waits between a failed piece and the status query (injected: tests never wait). */
  sleep: (ms: number) => Promise<void>;
};

/**
 * Sends the file to a resumable session piece by piece
 * (developers.google.com/youtube/v3/guides/using_resumable_upload_protocol): each PUT carries
 * `Content-Range: bytes first-last/total`; 308 Resume Incomplete says, in `Range`, what YouTube
 * holds. After a piece fails (5xx, dropped connection, time-out), a PUT with
 * `Content-Range: bytes * /total` asks what arrived and the upload goes on from there. The video
 * exists only once every byte has arrived, so nothing here can post twice; the answer to the last
 * piece, or to a status query after it, is the video.
 */
export async function uploadInPieces<T>(
  google: GoogleClient,
  session: UploadSession,
  file: MediaReader,
): Promise<T> {
  const total = file.total;
  let sentLast = false;
  for (let failures = 0; ; ) {
    const start = file.offset;
    const piece = await file.read(chunkBytes);
    const end = start + piece.byteLength - 1;
    sentLast ||= end === total - 1;
    let answer: Answer<T>;
    try {
      answer = await put<T>(google, session, piece, `bytes ${start}-${end}/${total}`);
      failures = 0;
    } catch (error) {
      if (!resumable(error) || ++failures > maxResumes) throw outcome(error, sentLast);
      await session.sleep(1000 * 2 ** (failures - 1));
      try {
        answer = await put<T>(google, session, new Uint8Array(0), `bytes */${total}`);
      } catch (queryError) {
        throw outcome(queryError, sentLast);
      }
    }
    if (answer.status !== 308) return answer.body;
    await file.seek(received(answer.headers));
  }
}

type Answer<T> = { body: T; headers: Headers; status: number };

function put<T>(google: GoogleClient, session: UploadSession, piece: Uint8Array, range: string) {
  return google.callWithHeaders<T>({
    method: 'PUT',
    url: session.url,
    accessToken: session.accessToken,
    headers: { 'content-type': session.mime, 'content-range': range },
    bytes: piece,
    mutates: true,
    timeoutMs: session.timeoutMs,
    answers: [308],
  });
}

/** `Range: bytes=0-N` says N + 1 bytes arrived; no Range header, none. */
function received(headers: Headers): number {
  const match = /bytes=0-(\d+)/.exec(headers.get('range') ?? '');
  return match ? Number(match[1]) + 1 : 0;
}

/** Google: resume after 500, 502, 503, 504 or a broken connection. */
function resumable(error: unknown): boolean {
  return (
    isNetworkError(error, 'unknown_outcome') ||
    (isNetworkError(error, 'server_error') && (error.status === undefined || error.status >= 500))
  );
}

/**
 * A failure that ends the upload. Before the last byte was sent, YouTube surely made no video;
 * after it, only a read-back can tell (a session that is gone may have become a video). A session
 * is gone after a week (404 or 410).
 */
function outcome(error: unknown, sentLast: boolean): unknown {
  if (!isNetworkError(error)) return error;
  const sessionGone = error.status === 404 || error.status === 410;
  if (sentLast && (resumable(error) || sessionGone))
    return new NetworkError('unknown_outcome', error.message, { cause: error });
  // Before the last byte: no video exists, so the worker may start a new session later.
  if (!sentLast && (error.kind === 'unknown_outcome' || sessionGone))
    return new NetworkError('server_error', error.message, { cause: error, status: error.status });
  return error;
}
