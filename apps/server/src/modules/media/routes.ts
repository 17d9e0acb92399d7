import { mediaSchema, storageUsageSchema } from '@pagewise/shared/posts/post';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { acceptUploads, uploadedFile } from '../../platform/uploads.ts';
import { deleteMedia } from './delete-media.ts';
import { findMedia, toMedia } from './find-media.ts';
import { getStorageUsage } from './storage-usage.ts';
import { maxUploadBytes, uploadMedia } from './upload-media.ts';

/** `/api/media`: upload, read and delete the files posts are made of. */
export function mediaRoutes(context: AppContext, options: { maxBytes?: number } = {}): FastifyPluginAsyncZod {
  const maxBytes = options.maxBytes ?? maxUploadBytes;
  return async (app) => {
    const tags = ['media'];
    await acceptUploads(app, maxBytes);

    app.post(
      '/media',
      {
        config: { access: 'session', errors: ['forbidden', 'media_too_large', 'storage_quota_exceeded'] },
        schema: {
          summary: 'Upload a medium',
          operationId: 'uploadMedia',
          tags,
          consumes: ['multipart/form-data'],
          description: 'One file in the multipart field `file`.',
          response: { 201: mediaSchema },
        },
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
        config: { access: 'session' },
        schema: {
          summary: "Read the account's storage use",
          operationId: 'getStorageUsage',
          tags,
          description: "What the account's files weigh together, and its storage quota.",
          response: { 200: storageUsageSchema },
        },
      },
      async (request) => getStorageUsage(context, authOf(request)),
    );

    app.get(
      '/media/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Read a medium',
          operationId: 'getMedia',
          tags,
          params: idParams,
          response: { 200: mediaSchema },
        },
      },
      async (request) =>
        toMedia(context, await findMedia(context, authOf(request), request.params.id, 'read')),
    );

    app.delete(
      '/media/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Delete a medium',
          operationId: 'deleteMedia',
          tags,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteMedia(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
