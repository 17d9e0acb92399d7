import multipart from '@fastify/multipart';
import { me } from '@pagewise/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { maxPictureBytes, removeProfilePicture, setProfilePicture } from './profile-picture.ts';

/** `/api/users/me/picture`: the profile picture, sent as one multipart field `file`. */
export function pictureRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users'];
    const preHandler = requireAuth(context);
    // Registered for these routes only. Busboy may pass one byte more than the cap so that the
    // upload's own count answers `payload_too_large`, not a silent truncation.
    await app.register(multipart, {
      limits: { files: 1, fileSize: maxPictureBytes + 1, fields: 5, fieldSize: 1000, parts: 10 },
      throwFileSizeLimit: false,
    });

    app.post(
      '/users/me/picture',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: 'One image in the multipart field `file`; stored as a 256×256 WebP.',
          response: { 200: me },
        },
        preHandler,
      },
      async (request) => {
        if (!request.isMultipart()) {
          throw new AppError('unsupported_media_type', {
            message: 'Send the picture as multipart/form-data in the field `file`',
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
        return setProfilePicture(context, authOf(request), part.file);
      },
    );

    app.delete(
      '/users/me/picture',
      { schema: { tags, response: { 200: me } }, preHandler },
      async (request) => removeProfilePicture(context, authOf(request)),
    );
  };
}
