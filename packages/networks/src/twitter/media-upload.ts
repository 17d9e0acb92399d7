import { randomUUID } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import type { Credentials, OutgoingMedia } from '../adapter.ts';
import { downloadMedia } from '../download-media.ts';
import { openMedia } from '../media-reader.ts';
import { isNetworkError, NetworkError } from '../network-error.ts';
import { type TwitterConfig, xRequest } from './x-client.ts';

type ProcessingInfo = {
  state: 'pending' | 'in_progress' | 'succeeded' | 'failed';
  check_after_secs?: number;
  error?: { code?: number; name?: string; message?: string };
};
type MediaAnswer = { data: { id: string; processing_info?: ProcessingInfo } };

/** X takes APPEND segments of at most 5 MB; 4 MB leaves room for the multipart envelope. */
const segmentBytes = 4 * 1024 * 1024;
const maxStatusChecks = 60;
/** Tries of one APPEND before the upload fails (and the worker backs off and starts over). */
const appendAttempts = 3;

/** An image or GIF in one request (POST /2/media/upload); returns the media id for the post. */
export async function uploadImage(
  config: TwitterConfig,
  credentials: Credentials,
  image: OutgoingMedia,
): Promise<string> {
  const form = new FormData();
  form.set('media', new Blob([await downloadMedia(image)], { type: image.mime }));
  form.set('media_category', image.mime === 'image/gif' ? 'tweet_gif' : 'tweet_image');
  form.set('media_type', image.mime);
  const answer = await xRequest<MediaAnswer>(config, credentials, {
    method: 'POST',
    path: '/2/media/upload',
    body: form,
  });
  return awaitProcessing(config, credentials, answer.data);
}

/**
 * A video in segments (docs.x.com, "Chunked media upload"): INITIALIZE with its size, APPEND each
 * segment read from storage as it goes (never the whole file in memory), FINALIZE, then STATUS
 * until X has processed it. An APPEND that fails is sent again, the same segment at the same
 * index, which replaces it: nothing is posted before the tweet itself.
 */
export async function uploadVideo(
  config: TwitterConfig,
  credentials: Credentials,
  video: OutgoingMedia,
): Promise<string> {
  const file = await openMedia(video);
  try {
    const started = await xRequest<MediaAnswer>(config, credentials, {
      method: 'POST',
      path: '/2/media/upload/initialize',
      json: { media_type: video.mime, total_bytes: file.total, media_category: 'tweet_video' },
    });
    const id = started.data.id;
    for (let index = 0; file.offset < file.total; index++) {
      const segment = await file.read(segmentBytes);
      await appendSegment(config, credentials, id, index, segment);
    }
    const finalized = await xRequest<MediaAnswer>(config, credentials, {
      method: 'POST',
      path: `/2/media/upload/${id}/finalize`,
    });
    return await awaitProcessing(config, credentials, finalized.data);
  } finally {
    file.close();
  }
}

async function appendSegment(
  config: TwitterConfig,
  credentials: Credentials,
  id: string,
  index: number,
  segment: Uint8Array,
) {
  const form = segmentForm(index, segment);
  for (let attempt = 1; ; attempt++) {
    try {
      await xRequest(config, credentials, {
        method: 'POST',
        path: `/2/media/upload/${id}/append`,
        headers: { 'content-type': form.type },
        bytes: form.parts,
        timeoutMs: config.uploadTimeoutMs ?? 2 * 60_000,
      });
      return;
    } catch (error) {
      const retryable = isNetworkError(error, 'server_error') || isNetworkError(error, 'unknown_outcome');
      if (!retryable || attempt >= appendAttempts) throw asNotPosted(error);
      await (config.sleep ?? wait)(1000 * 2 ** (attempt - 1));
    }
  }
}

/**
 * The APPEND body, `multipart/form-data` with `segment_index` and `media`, written around the
 * segment rather than copied into a Blob with it (4 MiB a segment).
 */
function segmentForm(index: number, segment: Uint8Array) {
  const boundary = `pagewise-${randomUUID()}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="segment_index"\r\n\r\n${index}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="segment"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  const tail = `\r\n--${boundary}--\r\n`;
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    parts: [Buffer.from(head), segment, Buffer.from(tail)],
  };
}

/** Nothing is posted before the tweet: a lost APPEND leaves no post behind, so it may be retried. */
function asNotPosted(error: unknown): unknown {
  if (!isNetworkError(error, 'unknown_outcome')) return error;
  return new NetworkError('server_error', error.message, { cause: error });
}

async function awaitProcessing(
  config: TwitterConfig,
  credentials: Credentials,
  media: MediaAnswer['data'],
): Promise<string> {
  let info = media.processing_info;
  for (let check = 0; info && info.state !== 'succeeded'; check++) {
    if (info.state === 'failed') {
      const reason = `X could not process the media: ${info.error?.message ?? info.error?.name ?? 'failed'}`;
      throw new NetworkError('rejected', `X media ${media.id} failed: ${reason}`, { reason });
    }
    if (check >= maxStatusChecks)
      throw new NetworkError('server_error', `X media ${media.id} still processing`);
    await (config.sleep ?? wait)((info.check_after_secs ?? 1) * 1000);
    const status = await xRequest<MediaAnswer>(config, credentials, {
      path: '/2/media/upload',
      query: { media_id: media.id, command: 'STATUS' },
    });
    info = status.data.processing_info;
  }
  return media.id;
}
