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
import { textLimits } from '@pagewise/shared/text-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
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

/** The page to reconnect, when the OAuth flow reconnects one. */
const startOAuthRequest = z
  .object({ pageId: z.string().max(100).optional() })
  .meta({ id: 'StartOAuthRequest' });
const createBoardRequest = z
  .object({
    name: z.string().trim().min(1, 'validation.required').max(textLimits.boardName, 'validation.too_long'),
  })
  .meta({ id: 'CreateBoardRequest' });
const kindParams = z.object({ kind: z.enum(networkKinds, { error: 'validation.invalid' }) });

export function pageRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['pages'];

    app.get(
      '/networks',
      {
        config: { access: 'session' },
        schema: {
          summary: 'List the networks this server offers',
          operationId: 'listNetworks',
          tags,
          response: { 200: networkList },
        },
      },
      async () => ({
        networks: context.networks.list(),
      }),
    );

    app.post(
      '/networks/:kind/oauth',
      {
        config: { access: 'session', errors: ['forbidden', 'network_not_configured'] },
        schema: {
          summary: "Start connecting a network's pages (OAuth)",
          operationId: 'startOAuth',
          tags,
          params: kindParams,
          body: startOAuthRequest.optional(),
          response: { 200: oauthStartResponse },
        },
      },
      async (request) => startOAuth(context, authOf(request), request.params.kind, request.body?.pageId),
    );

    // The network sends the browser here: no bearer token, the one-time state says who it is.
    app.get(
      '/oauth/:kind/callback',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Finish an OAuth connection (the network sends the browser here)',
          operationId: 'finishOAuth',
          tags,
          params: kindParams,
          querystring: z.object({
            code: z.string().max(4000).optional(),
            state: z.string().max(200).optional(),
            error: z.string().max(200).optional(),
          }),
          response: {
            302: z.null().meta({
              description:
                'Back to the pages screen, with `connection`, `reconnected` or `error` (an error key) in its address.',
            }),
          },
        },
      },
      async (request, reply) =>
        reply.redirect(await finishOAuth(context, request.params.kind, request.query)),
    );

    app.post(
      '/networks/:kind/form',
      {
        config: {
          access: 'session',
          errors: [
            'forbidden',
            'page_already_added',
            'page_in_another_account',
            'instagram_analyst_role',
            'network_not_configured',
            'no_page_found',
            'no_youtube_channel',
            'telegram_no_free_bot',
            'network_token_invalid',
            'network_rejected',
            'network_rate_limited',
            'page_sync_failed',
          ],
        },
        schema: {
          summary: 'Connect a page with a form',
          operationId: 'connectWithForm',
          tags,
          params: kindParams,
          body: formConnectRequest,
          response: { 201: pageList },
        },
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
      {
        config: {
          access: 'session',
          errors: [
            'forbidden',
            'network_not_configured',
            'no_page_found',
            'no_youtube_channel',
            'telegram_no_free_bot',
            'network_token_invalid',
            'network_rejected',
            'network_rate_limited',
            'page_sync_failed',
          ],
        },
        schema: {
          summary: 'List the pages a connection offers',
          operationId: 'listConnectionPages',
          tags,
          params: idParams,
          response: { 200: candidatePageList },
        },
      },
      async (request) => listConnectionPages(context, authOf(request), request.params.id),
    );

    app.post(
      '/connections/:id/pages',
      {
        config: {
          access: 'session',
          errors: [
            'forbidden',
            'page_already_added',
            'page_in_another_account',
            'instagram_analyst_role',
            'network_not_configured',
            'no_page_found',
            'no_youtube_channel',
            'telegram_no_free_bot',
            'network_token_invalid',
            'network_rejected',
            'network_rate_limited',
            'page_sync_failed',
          ],
        },
        schema: {
          summary: "Add a connection's pages to the account",
          operationId: 'addConnectionPages',
          tags,
          params: idParams,
          body: addPagesRequest,
          response: { 201: pageList },
        },
      },
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

    app.get(
      '/pages',
      {
        config: { access: 'session', sharedReads: true, errors: ['forbidden'] },
        schema: {
          summary: 'List the pages I reach',
          operationId: 'listPages',
          tags,
          response: { 200: pageList },
        },
      },
      async (request) => ({
        pages: await listPages(context, authOf(request)),
      }),
    );

    app.post(
      '/pages/:id/refresh',
      {
        config: {
          access: 'session',
          errors: [
            'forbidden',
            'network_not_configured',
            'no_page_found',
            'no_youtube_channel',
            'telegram_no_free_bot',
            'network_token_invalid',
            'network_rejected',
            'network_rate_limited',
            'page_sync_failed',
          ],
        },
        schema: {
          summary: "Refresh a page's details from its network",
          operationId: 'refreshPage',
          tags,
          params: idParams,
          response: { 200: page },
        },
      },
      async (request) => refreshPage(context, authOf(request), request.params.id),
    );

    app.post(
      '/pages/:id/reconnect',
      {
        config: {
          access: 'session',
          errors: [
            'forbidden',
            'page_in_another_account',
            'network_not_configured',
            'no_page_found',
            'no_youtube_channel',
            'telegram_no_free_bot',
            'network_token_invalid',
            'network_rejected',
            'network_rate_limited',
            'page_sync_failed',
          ],
        },
        schema: {
          summary: 'Reconnect a page with a form',
          operationId: 'reconnectPage',
          tags,
          params: idParams,
          body: formConnectRequest,
          response: { 200: page },
        },
      },
      async (request) => reconnectWithForm(context, authOf(request), request.params.id, request.body.fields),
    );

    app.post(
      '/pages/:id/disconnect-concierge',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "Forget a page's concierge credentials",
          operationId: 'disconnectConcierge',
          tags,
          params: idParams,
          response: { 200: page },
        },
      },
      async (request) => disconnectConcierge(context, authOf(request), request.params.id),
    );

    app.delete(
      '/pages/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Delete a page',
          operationId: 'deletePage',
          tags,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deletePage(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/pages/:id/boards',
      {
        config: {
          access: 'session',
          errors: [
            'forbidden',
            'network_not_configured',
            'no_page_found',
            'no_youtube_channel',
            'telegram_no_free_bot',
            'network_token_invalid',
            'network_rejected',
            'network_rate_limited',
            'page_sync_failed',
          ],
        },
        schema: {
          summary: "List a Pinterest page's boards",
          operationId: 'listBoards',
          tags,
          params: idParams,
          response: { 200: boardList },
        },
      },
      async (request) => listBoards(context, authOf(request), request.params.id),
    );

    app.post(
      '/pages/:id/boards',
      {
        config: {
          access: 'session',
          errors: [
            'forbidden',
            'network_not_configured',
            'no_page_found',
            'no_youtube_channel',
            'telegram_no_free_bot',
            'network_token_invalid',
            'network_rejected',
            'network_rate_limited',
            'page_sync_failed',
          ],
        },
        schema: {
          summary: 'Create a board on a Pinterest page',
          operationId: 'createBoard',
          tags,
          params: idParams,
          body: createBoardRequest,
          response: { 201: board },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createBoard(context, authOf(request), request.params.id, request.body.name)),
    );
  };
}
