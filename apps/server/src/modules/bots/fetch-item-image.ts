import { makesNativePosts } from '@pagewise/shared/bots';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { networkRules } from '@pagewise/shared/networks/rules';
import type { Media } from '@pagewise/shared/posts/post';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { SafeFetchError, safeFetchBytes } from '../../platform/safe-fetch.ts';
import { fitImage } from '../media/fit-image.ts';
import { storeMedia } from '../media/store-media.ts';
import { itemImageMinSide } from '../sources/item-image.ts';
import type { SourceItemRow } from '../sources/schema.ts';
import type { BotInTurn } from './mixed-turn.ts';

/** An item's image is read up to this weight: enough for a large photo to be shrunk to a network's 1 MB. */
export const itemImageMaxBytes = 20 * 1024 * 1024;
/** A run deals with its items one after the other: a slow image host must not hold it long. */
const itemImageTimeoutMs = 15_000;

async function* once(bytes: Buffer) {
  yield bytes;
}

/** The last segment of the image's address, the name the file is known by in the media library. */
function fileNameOf(address: string): string {
  try {
    return decodeURIComponent(new URL(address).pathname.split('/').pop() ?? '');
  } catch {
    return '';
  }
}

/**
 * Whether the bot posts its items' images on this page: `text_image` on a network that takes
 * images, where its plan has native posts or the network publishes nothing without media.
 */
export function postsItemImages(
  bot: Pick<BotInTurn, 'contentType' | 'nativePosts'>,
  kind: NetworkKind,
): boolean {
  if (bot.contentType !== 'text_image' || networkRules[kind].images === null) return false;
  return bot.nativePosts || !makesNativePosts(bot.contentType, kind);
}

/**
 * The item's image as a file of the bot's account, within the image limits of the page's network
 * (converted with sharp where it does not fit), for a `text_image` bot. It is fetched like a feed
 * (public addresses only, size cap, time-out) and never inside the bot's transaction. Null when
 * there is nothing to attach: no image, a refused or failed download, an image under 200×200
 * (`itemImageMinSide`), or one that cannot be made to fit cheaply; the bot then posts without it where the network allows.
 */
export async function fetchItemImage(
  context: Pick<AppContext, 'database' | 'storage' | 'config' | 'logger'>,
  bot: Pick<BotInTurn, 'id' | 'accountId' | 'contentType' | 'nativePosts'>,
  kind: NetworkKind,
  item: Pick<SourceItemRow, 'id' | 'imageUrl'>,
): Promise<Media | null> {
  const rules = networkRules[kind].images;
  if (!rules || !item.imageUrl || !postsItemImages(bot, kind)) return null;
  const skip = (reason: string) => {
    context.logger.info({ botId: bot.id, itemId: item.id, reason }, 'bot posts an item without its image');
    return null;
  };
  let answer: Awaited<ReturnType<typeof safeFetchBytes>>;
  try {
    answer = await safeFetchBytes(item.imageUrl, {
      allowedHosts: context.config.sourcesAllowedHosts,
      timeoutMs: itemImageTimeoutMs,
      maxBytes: itemImageMaxBytes,
      accept: 'image/jpeg, image/png, image/webp, image/gif, image/*;q=0.8',
    });
  } catch (error) {
    if (error instanceof SafeFetchError) return skip(error.reason);
    throw error;
  }
  if (answer.status < 200 || answer.status >= 300) return skip(`status ${answer.status}`);
  // Whatever the feed said of its size, a tracking pixel or a button is not a post's image.
  const fitted = await fitImage(answer.body, rules, { minSide: itemImageMinSide });
  if (!fitted) return skip('image_unfit');
  try {
    return await storeMedia(
      context,
      { accountId: bot.accountId, uploadedBy: null },
      { fileName: fileNameOf(answer.url), chunks: once(fitted), destroy: () => {} },
      // fitImage kept the network's limits (a GIF may weigh more than a still image).
      itemImageMaxBytes,
    );
  } catch (error) {
    // What the measurement refuses (a file that only looked like an image) is not attached, nor
    // an image the account's storage quota has no room for.
    if (error instanceof AppError && error.key === 'unsupported_media_type') return skip('image_unreadable');
    if (error instanceof AppError && error.key === 'storage_quota_exceeded')
      return skip('storage_quota_exceeded');
    throw error;
  }
}
