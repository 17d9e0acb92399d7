import type { Credentials, OutgoingMedia } from '../adapter.ts';
import { downloadMedia } from '../download-media.ts';
import { NetworkError } from '../network-error.ts';
import { type TwitterConfig, xRequest } from './x-client.ts';

type ProcessingInfo = {
  state: 'pending' | 'in_progress' | 'succeeded' | 'failed';
  check_after_secs?: number;
  error?: { message?: string };
};
type MediaAnswer = { data: { id: string; processing_info?: ProcessingInfo } };

/** X takes APPEND segments of at most 5 MB; 4 MB leaves room for the multipart envelope. */
const segmentBytes = 4 * 1024 * 1024;
const maxStatusChecks = 60;

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

/** A video in segments: initialize, append each segment, finalize, then wait for X to process it. */
export async function uploadVideo(
  config: TwitterConfig,
  credentials: Credentials,
  video: OutgoingMedia,
): Promise<string> {
  const bytes = await downloadMedia(video);
  const started = await xRequest<MediaAnswer>(config, credentials, {
    method: 'POST',
    path: '/2/media/upload/initialize',
    json: { media_type: video.mime, total_bytes: bytes.byteLength, media_category: 'tweet_video' },
  });
  const id = started.data.id;
  for (let index = 0; index * segmentBytes < bytes.byteLength; index++) {
    const form = new FormData();
    form.set('media', new Blob([bytes.subarray(index * segmentBytes, (index + 1) * segmentBytes)]));
    form.set('segment_index', String(index));
    await xRequest(config, credentials, { method: 'POST', path: `/2/media/upload/${id}/append`, body: form });
  }
  const finalized = await xRequest<MediaAnswer>(config, credentials, {
    method: 'POST',
    path: `/2/media/upload/${id}/finalize`,
  });
  return awaitProcessing(config, credentials, finalized.data);
}

async function awaitProcessing(
  config: TwitterConfig,
  credentials: Credentials,
  media: MediaAnswer['data'],
): Promise<string> {
  let info = media.processing_info;
  for (let check = 0; info && info.state !== 'succeeded'; check++) {
    if (info.state === 'failed') {
      const reason = info.error?.message ?? 'X could not process the media';
      throw new NetworkError('rejected', `X media ${media.id} failed: ${reason}`, { reason });
    }
    if (check >= maxStatusChecks)
      throw new NetworkError('server_error', `X media ${media.id} still processing`);
    await new Promise((resolve) => setTimeout(resolve, (info?.check_after_secs ?? 1) * 1000));
    const status = await xRequest<MediaAnswer>(config, credentials, {
      path: '/2/media/upload',
      query: { media_id: media.id, command: 'STATUS' },
    });
    info = status.data.processing_info;
  }
  return media.id;
}
