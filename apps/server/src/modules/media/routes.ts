import multipart from '@fastify/multipart';
import { mediaSchema } from '@pagewise/shared/posts/post';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { deleteMedia } from './delete-media.ts';
import { findMedia, toMedia } from './find-media.ts';
import { maxUploadBytes, uploadMedia } from './upload-media.ts';

const idParams = z.object({ id: z.string().max(100) });

/** `/api/media`: upload, read and delete the files posts are made of. */
export function mediaRoutes(context: AppContext, options: { maxBytes?: number } = {}): FastifyPluginAsyncZod {
  const maxBytes = options.maxBytes ?? maxUploadBytes;
  return async (app) => {
    const tags = ['media'];
    const preHandler = requireAuth(context);
    // Registered here only: the rest of the API keeps its 1 MB JSON body limit. Busboy may pass one
    // byte more than the cap so that the upload's own count, not a silent truncation, refuses it.
    await app.register(multipart, {
      limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 1000, parts: 20 },
      throwFileSizeLimit: false,
    });

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
        if (!request.isMultipart()) {
          throw new AppError('unsupported_media_type', {
            message: 'Send the file as multipart/form-data in the field `file`',
          });
        }
        const part = await request.file().catch((error: { statusCode?: number }) => {
          // Busboy's parse errors carry no status: a malformed body, refused as such.
          throw error.statusCode
            ? error
            : new AppError('invalid_data', { message: 'Malformed multipart body' });
        });
        if (part?.fieldname !== 'file') {
          part?.file.destroy();
          throw new AppError('missing_data', { fields: { file: 'validation.required' } });
        }
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
