import type { Credentials, OutgoingMedia } from '../adapter.ts';
import { downloadMedia } from '../download-media.ts';
import { NetworkError } from '../network-error.ts';
import { type PinterestConfig, pinRequest } from './pin-client.ts';

type Registered = { media_id: string; upload_url: string; upload_parameters: Record<string, string> };
type Details = { media_id: string; status: 'registered' | 'processing' | 'succeeded' | 'failed' };

const maxStatusChecks = 60;

/**
 * Video Pins: register the upload, POST the file to the storage URL Pinterest gives (with its
 * form fields), then wait until the media is `succeeded` (developers.pinterest.com, "Media").
 */
export async function uploadPinVideo(
  config: PinterestConfig,
  credentials: Credentials,
  video: OutgoingMedia,
  pollMs = 2000,
): Promise<string> {
  const registered = await pinRequest<Registered>(config, credentials, {
    method: 'POST',
    path: '/v5/media',
    json: { media_type: 'video' },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(registered.upload_parameters)) form.set(name, value);
  form.set('file', new Blob([await downloadMedia(video)], { type: video.mime }));
  const stored = await fetch(registered.upload_url, { method: 'POST', body: form }).catch(
    (cause: unknown) => {
      throw new NetworkError('server_error', 'Pinterest video storage could not be reached', { cause });
    },
  );
  if (!stored.ok)
    throw new NetworkError('server_error', `Pinterest video storage answered ${stored.status}`, {
      status: stored.status,
    });
  for (let check = 0; check < maxStatusChecks; check++) {
    const details = await pinRequest<Details>(config, credentials, {
      path: `/v5/media/${registered.media_id}`,
    });
    if (details.status === 'succeeded') return registered.media_id;
    if (details.status === 'failed') {
      const reason = 'Pinterest could not process the video';
      throw new NetworkError('rejected', reason, { reason });
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new NetworkError('server_error', `Pinterest video ${registered.media_id} still processing`);
}
