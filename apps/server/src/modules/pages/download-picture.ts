import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { AppContext } from '../../platform/context.ts';
import { safeFetchBytes } from '../../platform/safe-fetch.ts';

/** A profile picture weighs a few hundred kilobytes; a page's picture is read up to this. */
export const pagePictureMaxBytes = 5 * 1024 * 1024;
/** Connecting waits for the pictures: a slow image host must not hold it long. */
const pagePictureTimeoutMs = 10_000;

/** Why a page's picture was not taken; the page keeps the one it had. */
export class PictureRefused extends Error {}

/**
 * The network's own API hosts as configured (`NETWORK_<KIND>_API_URL`, `…_AUTH_URL`): the server
 * already trusts them with the page's tokens, so a picture there is read even at a private address
 * (a local fake in tests). Unset in production, where pictures come from public CDNs.
 */
function networkHosts(config: AppContext['config'], kind: NetworkKind): string[] {
  const settings = config.networks[kind] ?? {};
  return [settings.apiUrl, settings.authUrl].flatMap((address) => {
    if (!address) return [];
    try {
      return [new URL(address).host];
    } catch {
      return [];
    }
  });
}

/**
 * Reads a page's picture from the address its network gave, as feeds are read (safe-fetch.ts):
 * public addresses only, a size cap and a time-out; then only an answer that says it is an image.
 * What the bytes really are is for the conversion to decide (square-picture.ts).
 */
export async function downloadPicture(
  context: Pick<AppContext, 'config'>,
  kind: NetworkKind,
  address: string,
): Promise<Buffer> {
  const answer = await safeFetchBytes(address, {
    allowedHosts: networkHosts(context.config, kind),
    timeoutMs: pagePictureTimeoutMs,
    maxBytes: pagePictureMaxBytes,
    accept: 'image/webp, image/png, image/jpeg, image/gif;q=0.8',
  });
  if (answer.status < 200 || answer.status >= 300) throw new PictureRefused(`status ${answer.status}`);
  const type = answer.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  // Some CDNs label images `application/octet-stream`; HTML or JSON is an error page, never a picture.
  if (!type.startsWith('image/') && type !== 'application/octet-stream')
    throw new PictureRefused(`content type ${type || 'missing'}`);
  return answer.body;
}
