import type { OutgoingMedia } from './adapter.ts';
import { NetworkError } from './network-error.ts';

/**
 * The bytes of a post's image or video, for networks that take an upload rather than a URL.
 * Media URLs point at the product's own storage, so a failure here is retried like a server error.
 */
export async function downloadMedia(media: OutgoingMedia, timeoutMs = 60_000): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(media.url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (cause) {
    throw new NetworkError('server_error', `media ${media.url} could not be read`, { cause });
  }
  if (!response.ok)
    throw new NetworkError('server_error', `media ${media.url} answered ${response.status}`, {
      status: response.status,
    });
  return new Uint8Array(await response.arrayBuffer());
}
