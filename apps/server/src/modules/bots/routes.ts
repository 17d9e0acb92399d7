import { bot, botInput, botList, botPreviewList, botRunResult } from '@pagewise/shared/bots';
import { plannerQuery } from '@pagewise/shared/planner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { createBot } from './create-bot.ts';
import { deleteBot } from './delete-bot.ts';
import { enableBot } from './enable-bot.ts';
import { listBotPreviews } from './list-bot-previews.ts';
import { getBot, listBots } from './list-bots.ts';
import { runBotNow } from './run-bot-now.ts';
import { updateBot } from './update-bot.ts';

const enableRequest = z
  .object({ enabled: z.boolean({ error: 'validation.required' }) })
  .meta({ id: 'EnableBotRequest' });
/** The planner's range: `from`, `to` and comma-separated `pageIds`. */
const previewQuery = plannerQuery.pick({ from: true, to: true, pageIds: true });

/** Bots (spec §2 `/dash/bots`, §7 `GET /bots`). */
export function botRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['bots'];

    app.get(
      '/bots',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: { summary: 'List bots', operationId: 'listBots', tags, response: { 200: botList } },
      },
      async (request) => ({
        bots: await listBots(context, authOf(request)),
      }),
    );

    app.post(
      '/bots',
      {
        config: { access: 'session', errors: ['forbidden', 'bot_no_custom_sources'] },
        schema: {
          summary: 'Create a bot',
          operationId: 'createBot',
          tags,
          body: botInput,
          response: { 201: bot },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createBot(context, authOf(request), request.body)),
    );

    app.get(
      '/bots/previews',
      {
        config: { access: 'session', errors: ['forbidden', 'not_found'] },
        schema: {
          summary: "Preview bots' next posts in the planner",
          operationId: 'listBotPreviews',
          tags,
          querystring: previewQuery,
          response: { 200: botPreviewList },
        },
      },
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
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Read a bot',
          operationId: 'getBot',
          tags,
          params: idParams,
          response: { 200: bot },
        },
      },
      async (request) => getBot(context, authOf(request), request.params.id),
    );

    app.put(
      '/bots/:id',
      {
        config: { access: 'session', errors: ['forbidden', 'bot_no_custom_sources'] },
        schema: {
          summary: 'Change a bot',
          operationId: 'updateBot',
          tags,
          params: idParams,
          body: botInput,
          response: { 200: bot },
        },
      },
      async (request) => updateBot(context, authOf(request), request.params.id, request.body),
    );

    app.delete(
      '/bots/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Delete a bot',
          operationId: 'deleteBot',
          tags,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteBot(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/bots/:id/enable',
      {
        config: { access: 'session', errors: ['forbidden', 'bot_no_custom_sources'] },
        schema: {
          summary: 'Enable or disable a bot',
          operationId: 'enableBot',
          tags,
          params: idParams,
          body: enableRequest,
          response: { 200: bot },
        },
      },
      async (request) => enableBot(context, authOf(request), request.params.id, request.body.enabled),
    );

    app.post(
      '/bots/:id/run',
      {
        config: { access: 'session', errors: ['forbidden', 'bot_invalid'] },
        schema: {
          summary: 'Run a bot now',
          operationId: 'runBotNow',
          tags,
          params: idParams,
          response: { 200: botRunResult },
        },
      },
      async (request) => runBotNow(context, authOf(request), request.params.id),
    );
  };
}
