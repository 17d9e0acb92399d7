import {
  optimalTimes,
  pageSlots,
  plannerQuery,
  plannerResponse,
  savePageSlotsRequest,
} from '@pagewise/shared/planner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { listPageSlots, savePageSlots } from './page-slots.ts';
import { readOptimalTimes } from './read-optimal-times.ts';
import { readPlanner } from './read-planner.ts';

const idParams = z.object({ id: z.string().max(100) });

/** /api/planner, /api/pages/:id/slots and /api/pages/:id/optimal-times. */
export function plannerRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['planner'];
    const preHandler = requireAuth(context);

    app.get(
      '/planner',
      { schema: { tags, querystring: plannerQuery, response: { 200: plannerResponse } }, preHandler },
      async (request) => readPlanner(context, authOf(request), request.query),
    );

    app.get(
      '/pages/:id/slots',
      { schema: { tags, params: idParams, response: { 200: pageSlots } }, preHandler },
      async (request) => listPageSlots(context, authOf(request), request.params.id),
    );

    app.put(
      '/pages/:id/slots',
      {
        schema: { tags, params: idParams, body: savePageSlotsRequest, response: { 200: pageSlots } },
        preHandler,
      },
      async (request) => savePageSlots(context, authOf(request), request.params.id, request.body.slots),
    );

    app.get(
      '/pages/:id/optimal-times',
      { schema: { tags, params: idParams, response: { 200: optimalTimes } }, preHandler },
      async (request) => readOptimalTimes(context, authOf(request), request.params.id),
    );
  };
}
