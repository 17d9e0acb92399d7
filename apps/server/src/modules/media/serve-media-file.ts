import { once } from 'node:events';
import { basename, dirname, extname } from 'node:path';
import { buffer } from 'node:stream/consumers';
import send from '@fastify/send';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isStorageKey } from '../../platform/storage.ts';
import { cropToRatio, isCropRatio } from './crop-image.ts';
import { type MediaFormat, mimeOf } from './media-formats.ts';

const mediaMime = (extension: string): string | undefined =>
  Object.hasOwn(mimeOf, extension) ? mimeOf[extension as MediaFormat] : undefined;

const notFound = () => new AppError('not_found', { message: 'No such media file' });

/**
 * `GET /media/<key>`, outside the API and without a token: networks fetch the files of a post from
 * here when they publish it. The random key is what keeps a file private; a key's file never
 * changes, so it is cached for good. Ranges are served, as browsers need them to play video.
 * `?ratio=4:5` (`1:1`, `16:9`) serves an image cut to the post's carousel ratio, for the networks
 * that take one (outgoing-post.ts): made on each request, which networks make once per post.
 */
export function mediaFileRoutes(context: Pick<AppContext, 'storage'>): FastifyPluginAsync {
  return async (app) => {
    app.get('/media', { schema: { hide: true } }, async () => {
      throw notFound();
    });
    app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // Only media: the storage also keeps account exports, which only their e-mailed link opens.
      const mime = isStorageKey(key) ? mediaMime(extname(key).slice(1)) : undefined;
      if (!mime) throw notFound();
      void reply.headers({
        'content-type': mime,
        'cache-control': 'public, max-age=31536000, immutable',
        // Helmet's default `same-origin` would keep other sites from showing the file.
        'cross-origin-resource-policy': 'cross-origin',
      });

      const ratio = (request.query as { ratio?: unknown }).ratio;
      if (ratio !== undefined) {
        if (!isCropRatio(ratio) || !mime.startsWith('image/')) throw notFound();
        const stream = context.storage.open(key);
        const bytes = await buffer(stream).catch(() => {
          throw notFound();
        });
        const cropped = await cropToRatio(bytes, ratio);
        if (!cropped) throw notFound();
        return reply.header('content-length', cropped.length).send(cropped);
      }

      const path = context.storage.pathOf?.(key);
      if (!path) {
        const stream = context.storage.open(key);
        await once(stream, 'ready').catch(() => {
          throw notFound();
        });
        return reply.send(stream);
      }
      const sent = await send(request.raw, `/${basename(path)}`, {
        root: dirname(path),
        index: false,
        dotfiles: 'deny',
        cacheControl: false,
        contentType: false,
      });
      if (sent.type === 'error' && sent.statusCode >= 500) throw sent.metadata.error;
      // A range past the end (416) has its own answer; any other failure is an unknown file.
      if (sent.type !== 'file' && sent.statusCode !== 416) throw notFound();
      return reply.status(sent.statusCode).headers(sent.headers).send(sent.stream);
    });
  };
}
