import { accountExport, accountExportList, deleteAccountRequest } from '@pagewise/shared/users';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { deleteAccount } from './delete-account.ts';
import { findAccountExport } from './find-account-export.ts';
import { listAccountExports } from './list-account-exports.ts';
import { type ExportArchive, openDownloadedArchive, openExportArchive } from './open-export-archive.ts';
import { requestAccountExport } from './request-account-export.ts';
import { toPublicExport } from './to-public-export.ts';

const idParams = z.object({ id: z.string().max(100) });

/** `/api/account`: export my data, delete my account (settings → My account). */
export function accountRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['account'];
    const preHandler = requireAuth(context);

    app.post(
      '/account/exports',
      {
        schema: {
          tags,
          description:
            '202 with a new queued export; 200 with the export already queued or running (one at a time per account).',
          response: { 200: accountExport, 202: accountExport },
        },
        preHandler,
      },
      async (request, reply) => {
        const answer = await requestAccountExport(context, authOf(request));
        return reply.status(answer.created ? 202 : 200).send(answer.export);
      },
    );

    app.get(
      '/account/exports',
      { schema: { tags, response: { 200: accountExportList } }, preHandler },
      async (request) => ({ exports: await listAccountExports(context, authOf(request)) }),
    );

    app.get(
      '/account/exports/:id',
      { schema: { tags, params: idParams, response: { 200: accountExport } }, preHandler },
      async (request) => toPublicExport(await findAccountExport(context, authOf(request), request.params.id)),
    );

    app.get(
      '/account/exports/:id/archive',
      { schema: { tags, params: idParams, produces: ['application/zip'] }, preHandler },
      async (request, reply) =>
        sendArchive(reply, await openExportArchive(context, authOf(request), request.params.id)),
    );

    app.get(
      '/account/exports/:id/download',
      {
        schema: {
          tags,
          description: 'The link e-mailed when the archive is ready: its token stands in for a session.',
          params: idParams,
          querystring: z.object({
            token: z
              .string({ error: 'validation.required' })
              .min(1, { error: 'validation.required' })
              .max(200),
          }),
          produces: ['application/zip'],
        },
      },
      async (request, reply) =>
        sendArchive(reply, await openDownloadedArchive(context, request.params.id, request.query.token)),
    );

    app.delete(
      '/account',
      { schema: { tags, body: deleteAccountRequest, response: { 204: z.null() } }, preHandler },
      async (request, reply) => {
        await deleteAccount(context, authOf(request), request.body);
        return reply.status(204).send(null);
      },
    );
  };
}

function sendArchive(reply: FastifyReply, archive: ExportArchive) {
  return reply
    .headers({
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${archive.fileName}"`,
      // A personal archive: no shared cache keeps a copy.
      'cache-control': 'private, no-store',
      ...(archive.bytes === null ? {} : { 'content-length': String(archive.bytes) }),
    })
    .send(archive.content);
}
