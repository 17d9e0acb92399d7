import type { SecretBox } from '../../platform/crypto.ts';
import { isUuid } from '../../platform/ids.ts';

const purpose = 'feed-image';

/**
 * The address the screens show a source item's image at: served by this server
 * (`serve-feed-image.ts`), never the feed's host, so the content security policy stays closed and
 * the reader's browser never calls the feed's host. Signed: only a listing of the item's source
 * hands it out, and another account cannot make one for an item it does not see.
 */
export function feedImageLink(secrets: SecretBox, itemId: string): string {
  return `/feed-images/${itemId}.${secrets.sign(purpose, itemId)}`;
}

/** The item a feed image link names, when this server signed it; null otherwise. */
export function itemOfFeedImageLink(secrets: SecretBox, token: string): string | null {
  const [itemId = '', signature = ''] = token.split('.');
  return isUuid(itemId) && secrets.verify(purpose, itemId, signature) ? itemId : null;
}
