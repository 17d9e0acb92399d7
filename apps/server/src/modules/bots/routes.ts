import { bot, botInput, botList, botPreviewList, botRunResult } from '@pagewise/shared/bots';
import { plannerQuery } from '@pagewise/shared/planner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { createBot } from './create-bot.ts';
import { deleteBot } from './delete-bot.ts';
import { enableBot } from './enable-bot.ts';
import { listBotPreviews } from './list-bot-previews.ts';
import { getBot, listBots } from './list-bots.ts';
import { runBotNow } from './run-bot-now.ts';
import { updateBot } from './update-bot.ts';

const idParams = z.object({ id: z.string().max(100) });
const enableRequest = z.object({ enabled: z.boolean({ error: 'validation.required' }) });
/** The planner's range: `from`, `to` and comma-separated `pageIds`. */
const previewQuery = plannerQuery.pick({ from: true, to: true, pageIds: true });

/** Bots (spec §2 `/dash/bots`, §7 `GET /bots`). */
export function botRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['bots'];
    const preHandler = requireAuth(context);

    app.get('/bots', { schema: { tags, response: { 200: botList } }, preHandler }, async (request) => ({
      bots: await listBots(context, authOf(request)),
    }));

    app.post(
      '/bots',
      { schema: { tags, body: botInput, response: { 201: bot } }, preHandler },
      async (request, reply) =>
        reply.status(201).send(await createBot(context, authOf(request), request.body)),
    );

    app.get(
      '/bots/previews',
      { schema: { tags, querystring: previewQuery, response: { 200: botPreviewList } }, preHandler },
      async (request) => ({
        previews: await listBotPreviews(context, authOf(request), {
          from: new Date(request.query.from),
          to: new Date(request.query.to),
          pageIds: request.query.pageIds?.split(',').filter((id) => id !== ''),
        }),
      }),
    );

    app.get(
      '/bots/:id',
      { schema: { tags, params: idParams, response: { 200: bot } }, preHandler },
      async (request) => getBot(context, authOf(request), request.params.id),
    );

    app.put(
      '/bots/:id',
      { schema: { tags, params: idParams, body: botInput, response: { 200: bot } }, preHandler },
      async (request) => updateBot(context, authOf(request), request.params.id, request.body),
    );

    app.delete(
      '/bots/:id',
      { schema: { tags, params: idParams, response: { 204: z.null() } }, preHandler },
      async (request, reply) => {
        await deleteBot(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/bots/:id/enable',
      { schema: { tags, params: idParams, body: enableRequest, response: { 200: bot } }, preHandler },
      async (request) => enableBot(context, authOf(request), request.params.id, request.body.enabled),
    );

    app.post(
      '/bots/:id/run',
      { schema: { tags, params: idParams, response: { 200: botRunResult } }, preHandler },
      async (request) => runBotNow(context, authOf(request), request.params.id),
    );
  };
}
