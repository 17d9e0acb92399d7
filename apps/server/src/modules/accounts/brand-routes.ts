import { brandColorRequest } from '@pagewise/shared/account-brand';
import { me } from '@pagewise/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { acceptUploads, uploadedFile } from '../../platform/uploads.ts';
import { maxLogoBytes, removeAccountLogo, setAccountLogo, setBrandColor } from './account-logo.ts';

/**
 * `/api/account/logo` and `/api/account/brand-color`: the white label of the account's report PDFs
 * (settings → brand for reports, administrators). Each answers the caller's `me`, whose `account`
 * shows the brand.
 */
export function brandRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['account'];
    await acceptUploads(app, maxLogoBytes);

    app.post(
      '/account/logo',
      {
        config: { access: 'session', errors: ['forbidden', 'unsupported_media_type'] },
        schema: {
          summary: "Upload the account's logo",
          operationId: 'uploadAccountLogo',
          tags,
          consumes: ['multipart/form-data'],
          description: 'One image in the multipart field `file`; kept whole as a PNG within 512×512.',
          response: { 200: me },
        },
      },
      async (request) => {
        const part = await uploadedFile(request);
        return setAccountLogo(context, authOf(request), part.file);
      },
    );

    app.delete(
      '/account/logo',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "Remove the account's logo",
          operationId: 'deleteAccountLogo',
          tags,
          response: { 200: me },
        },
      },
      async (request) => removeAccountLogo(context, authOf(request)),
    );

    app.put(
      '/account/brand-color',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "Set or clear the colour of the account's reports",
          operationId: 'setAccountBrandColor',
          tags,
          body: brandColorRequest,
          response: { 200: me },
        },
      },
      async (request) => setBrandColor(context, authOf(request), request.body),
    );
  };
}
