import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { SafeFetchError, safeFetchBytes } from '../../platform/safe-fetch.ts';
import { itemOfFeedImageLink } from './feed-image-links.ts';
import { sourceItems } from './schema.ts';

/** A feed's image is read up to this weight for a thumbnail. */
export const feedImageMaxBytes = 5 * 1024 * 1024;
/** The thumbnail's longest side: the screens show 64 px, at up to three device pixels per px. */
const thumbnailSide = 192;
const notFound = () => new AppError('not_found', { message: 'No such image' });

/**
 * `GET /feed-images/<item id>.<signature>`, outside the API like `/media`: a source item's image
 * as a thumbnail (WebP, 192 px at most), fetched like a feed (public addresses only, size cap,
 * time-out), made once and kept in the data folder. Anything that is not an image, or cannot be
 * read, is not found: the screen then shows no picture.
 */
export function feedImageRoutes(
  context: Pick<AppContext, 'database' | 'secrets' | 'config'>,
): FastifyPluginAsync {
  const folder = join(context.config.dataDir, 'feed-images');
  return async (app) => {
    app.get('/feed-images/:token', { schema: { hide: true } }, async (request, reply) => {
      const itemId = itemOfFeedImageLink(context.secrets, (request.params as { token: string }).token);
      if (!itemId) throw notFound();
      const file = join(folder, `${itemId}.webp`);
      const thumbnail = await readFile(file).catch(() => makeThumbnail(context, itemId, file));
      return reply
        .headers({ 'content-type': 'image/webp', 'cache-control': 'private, max-age=86400' })
        .send(thumbnail);
    });
  };
}

async function makeThumbnail(
  context: Pick<AppContext, 'database' | 'config'>,
  itemId: string,
  file: string,
): Promise<Buffer> {
  const [item] = await context.database.db
    .select({ imageUrl: sourceItems.imageUrl })
    .from(sourceItems)
    .where(eq(sourceItems.id, itemId))
    .limit(1);
  if (!item?.imageUrl) throw notFound();
  let answer: Awaited<ReturnType<typeof safeFetchBytes>>;
  try {
    answer = await safeFetchBytes(item.imageUrl, {
      allowedHosts: context.config.sourcesAllowedHosts,
      timeoutMs: 10_000,
      maxBytes: feedImageMaxBytes,
      accept: 'image/*',
    });
  } catch (error) {
    if (error instanceof SafeFetchError) throw notFound();
    throw error;
  }
  if (answer.status < 200 || answer.status >= 300) throw notFound();
  const thumbnail = await sharp(answer.body, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(thumbnailSide, thumbnailSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer()
    .catch(() => {
      throw notFound();
    });
  // Written aside then renamed: two first requests at once never serve half a file.
  await mkdir(join(file, '..'), { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}.part`;
  await writeFile(partial, thumbnail);
  await rename(partial, file);
  return thumbnail;
}
