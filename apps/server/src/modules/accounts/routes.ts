import { accountExport, accountExportList, deleteAccountRequest } from '@pagewise/shared/users';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { brandRoutes } from './brand-routes.ts';
import { deleteAccount } from './delete-account.ts';
import { findAccountExport } from './find-account-export.ts';
import { listAccountExports } from './list-account-exports.ts';
import { type ExportArchive, openDownloadedArchive, openExportArchive } from './open-export-archive.ts';
import { requestAccountExport } from './request-account-export.ts';
import { toPublicExport } from './to-public-export.ts';

/** `/api/account`: export my data, delete my account (settings → My account), the reports' brand. */
export function accountRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['account'];
    await app.register(brandRoutes(context));

    app.post(
      '/account/exports',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "Export the account's data",
          operationId: 'requestAccountExport',
          tags,
          description:
            '202 with a new queued export; 200 with the export already queued or running (one at a time per account).',
          response: { 200: accountExport, 202: accountExport },
        },
      },
      async (request, reply) => {
        const answer = await requestAccountExport(context, authOf(request));
        return reply.status(answer.created ? 202 : 200).send(answer.export);
      },
    );

    app.get(
      '/account/exports',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "List the account's exports",
          operationId: 'listAccountExports',
          tags,
          response: { 200: accountExportList },
        },
      },
      async (request) => ({ exports: await listAccountExports(context, authOf(request)) }),
    );

    app.get(
      '/account/exports/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Read an export',
          operationId: 'getAccountExport',
          tags,
          params: idParams,
          response: { 200: accountExport },
        },
      },
      async (request) => toPublicExport(await findAccountExport(context, authOf(request), request.params.id)),
    );

    app.get(
      '/account/exports/:id/archive',
      {
        config: { access: 'session', errors: ['forbidden', 'export_not_ready'] },
        schema: {
          summary: "Download an export's archive",
          operationId: 'downloadAccountExport',
          tags,
          params: idParams,
          produces: ['application/zip'],
        },
      },
      async (request, reply) =>
        sendArchive(reply, await openExportArchive(context, authOf(request), request.params.id)),
    );

    app.get(
      '/account/exports/:id/download',
      {
        config: { access: 'public', errors: ['invalid_token', 'export_not_ready'] },
        schema: {
          summary: "Download an export's archive with its e-mailed link",
          operationId: 'downloadAccountExportByLink',
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
      {
        config: { access: 'session', errors: ['forbidden', 'old_password_mismatch'] },
        schema: {
          summary: 'Delete the account',
          operationId: 'deleteAccount',
          tags,
          body: deleteAccountRequest,
          response: { 204: z.null() },
        },
      },
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
