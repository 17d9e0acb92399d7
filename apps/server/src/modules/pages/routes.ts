import { networkKinds } from '@pagewise/shared/networks/kinds';
import {
  addPagesRequest,
  candidatePageList,
  formConnectRequest,
  networkList,
  oauthStartResponse,
  page,
  pageList,
} from '@pagewise/shared/pages';
import { board, boardList } from '@pagewise/shared/posts/post';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { createBoard, listBoards } from './boards.ts';
import { connectWithForm } from './connect-with-form.ts';
import { addConnectionPages, listConnectionPages } from './connection-pages.ts';
import { deletePage } from './delete-page.ts';
import { disconnectConcierge } from './disconnect-concierge.ts';
import { finishOAuth } from './finish-oauth.ts';
import { listPages } from './list-pages.ts';
import { reconnectWithForm } from './reconnect-with-form.ts';
import { refreshPage } from './refresh-page.ts';
import { startOAuth } from './start-oauth.ts';

const kindParams = z.object({ kind: z.enum(networkKinds, { error: 'validation.invalid' }) });
const idParams = z.object({ id: z.string().max(100) });

export function pageRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['pages'];
    const preHandler = requireAuth(context);

    app.get('/networks', { schema: { tags, response: { 200: networkList } }, preHandler }, async () => ({
      networks: context.networks.list(),
    }));

    app.post(
      '/networks/:kind/oauth',
      {
        schema: {
          tags,
          params: kindParams,
          body: z.object({ pageId: z.string().max(100).optional() }).optional(),
          response: { 200: oauthStartResponse },
        },
        preHandler,
      },
      async (request) => startOAuth(context, authOf(request), request.params.kind, request.body?.pageId),
    );

    // The network sends the browser here: no bearer token, the one-time state says who it is.
    app.get(
      '/oauth/:kind/callback',
      {
        schema: {
          tags,
          params: kindParams,
          querystring: z.object({
            code: z.string().max(4000).optional(),
            state: z.string().max(200).optional(),
            error: z.string().max(200).optional(),
          }),
        },
      },
      async (request, reply) =>
        reply.redirect(await finishOAuth(context, request.params.kind, request.query)),
    );

    app.post(
      '/networks/:kind/form',
      {
        schema: { tags, params: kindParams, body: formConnectRequest, response: { 201: pageList } },
        preHandler,
      },
      async (request, reply) => {
        const added = await connectWithForm(
          context,
          authOf(request),
          request.params.kind,
          request.body.fields,
        );
        return reply.status(201).send({ pages: added });
      },
    );

    app.get(
      '/connections/:id/pages',
      { schema: { tags, params: idParams, response: { 200: candidatePageList } }, preHandler },
      async (request) => listConnectionPages(context, authOf(request), request.params.id),
    );

    app.post(
      '/connections/:id/pages',
      { schema: { tags, params: idParams, body: addPagesRequest, response: { 201: pageList } }, preHandler },
      async (request, reply) => {
        const added = await addConnectionPages(
          context,
          authOf(request),
          request.params.id,
          request.body.remoteIds,
        );
        return reply.status(201).send({ pages: added });
      },
    );

    app.get('/pages', { schema: { tags, response: { 200: pageList } }, preHandler }, async (request) => ({
      pages: await listPages(context, authOf(request)),
    }));

    app.post(
      '/pages/:id/refresh',
      { schema: { tags, params: idParams, response: { 200: page } }, preHandler },
      async (request) => refreshPage(context, authOf(request), request.params.id),
    );

    app.post(
      '/pages/:id/reconnect',
      { schema: { tags, params: idParams, body: formConnectRequest, response: { 200: page } }, preHandler },
      async (request) => reconnectWithForm(context, authOf(request), request.params.id, request.body.fields),
    );

    app.post(
      '/pages/:id/disconnect-concierge',
      { schema: { tags, params: idParams, response: { 200: page } }, preHandler },
      async (request) => disconnectConcierge(context, authOf(request), request.params.id),
    );

    app.delete(
      '/pages/:id',
      { schema: { tags, params: idParams, response: { 204: z.null() } }, preHandler },
      async (request, reply) => {
        await deletePage(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/pages/:id/boards',
      { schema: { tags, params: idParams, response: { 200: boardList } }, preHandler },
      async (request) => listBoards(context, authOf(request), request.params.id),
    );

    app.post(
      '/pages/:id/boards',
      {
        schema: {
          tags,
          params: idParams,
          body: z.object({
            name: z.string().trim().min(1, 'validation.required').max(180, 'validation.too_long'),
          }),
          response: { 201: board },
        },
        preHandler,
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createBoard(context, authOf(request), request.params.id, request.body.name)),
    );
  };
}
