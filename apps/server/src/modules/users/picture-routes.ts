import { me } from '@pagewise/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { acceptUploads, uploadedFile } from '../../platform/uploads.ts';
import { maxPictureBytes, removeProfilePicture, setProfilePicture } from './profile-picture.ts';

/** `/api/users/me/picture`: the profile picture, sent as one multipart field `file`. */
export function pictureRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users'];
    await acceptUploads(app, maxPictureBytes);

    app.post(
      '/users/me/picture',
      {
        config: { access: 'session' },
        schema: {
          summary: 'Upload my profile picture',
          operationId: 'uploadMyPicture',
          tags,
          consumes: ['multipart/form-data'],
          description: 'One image in the multipart field `file`; stored as a 256×256 WebP.',
          response: { 200: me },
        },
      },
      async (request) => {
        const part = await uploadedFile(request);
        return setProfilePicture(context, authOf(request), part.file);
      },
    );

    app.delete(
      '/users/me/picture',
      {
        config: { access: 'session' },
        schema: {
          summary: 'Remove my profile picture',
          operationId: 'deleteMyPicture',
          tags,
          response: { 200: me },
        },
      },
      async (request) => removeProfilePicture(context, authOf(request)),
    );
  };
}
