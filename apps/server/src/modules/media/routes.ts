import { mediaSchema, storageUsageSchema } from '@pagewise/shared/posts/post';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { acceptUploads, uploadedFile } from '../../platform/uploads.ts';
import { deleteMedia } from './delete-media.ts';
import { findMedia, toMedia } from './find-media.ts';
import { getStorageUsage } from './storage-usage.ts';
import { maxUploadBytes, uploadMedia } from './upload-media.ts';

const idParams = z.object({ id: z.string().max(100) });

/** `/api/media`: upload, read and delete the files posts are made of. */
export function mediaRoutes(context: AppContext, options: { maxBytes?: number } = {}): FastifyPluginAsyncZod {
  const maxBytes = options.maxBytes ?? maxUploadBytes;
  return async (app) => {
    const tags = ['media'];
    const preHandler = requireAuth(context);
    await acceptUploads(app, maxBytes);

    app.post(
      '/media',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: 'One file in the multipart field `file`.',
          response: { 201: mediaSchema },
        },
        preHandler,
      },
      async (request, reply) => {
        const part = await uploadedFile(request);
        const created = await uploadMedia(
          context,
          authOf(request),
          { fileName: part.filename, content: part.file },
          { maxBytes },
        );
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/media/usage',
      {
        schema: {
          tags,
          description: "What the account's files weigh together, and its storage quota.",
          response: { 200: storageUsageSchema },
        },
        preHandler,
      },
      async (request) => getStorageUsage(context, authOf(request)),
    );

    app.get(
      '/media/:id',
      { schema: { tags, params: idParams, response: { 200: mediaSchema } }, preHandler },
      async (request) =>
        toMedia(context, await findMedia(context, authOf(request), request.params.id, 'read')),
    );

    app.delete(
      '/media/:id',
      { schema: { tags, params: idParams, response: { 204: z.null() } }, preHandler },
      async (request, reply) => {
        await deleteMedia(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
