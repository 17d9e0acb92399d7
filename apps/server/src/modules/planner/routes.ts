import {
  optimalTimes,
  pageSlots,
  plannerQuery,
  plannerResponse,
  savePageSlotsRequest,
} from '@pagewise/shared/planner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { listPageSlots, savePageSlots } from './page-slots.ts';
import { readOptimalTimes } from './read-optimal-times.ts';
import { readPlanner } from './read-planner.ts';

/** /api/planner, /api/pages/:id/slots and /api/pages/:id/optimal-times. */
export function plannerRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['planner'];

    app.get(
      '/planner',
      {
        config: { access: 'session', sharedReads: true, errors: ['forbidden', 'not_found'] },
        schema: {
          summary: 'Read the planner of a period',
          operationId: 'readPlanner',
          tags,
          querystring: plannerQuery,
          response: { 200: plannerResponse },
        },
      },
      async (request) => readPlanner(context, authOf(request), request.query),
    );

    app.get(
      '/pages/:id/slots',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "List a page's posting slots",
          operationId: 'listPageSlots',
          tags,
          params: idParams,
          response: { 200: pageSlots },
        },
      },
      async (request) => listPageSlots(context, authOf(request), request.params.id),
    );

    app.put(
      '/pages/:id/slots',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "Set a page's posting slots",
          operationId: 'savePageSlots',
          tags,
          params: idParams,
          body: savePageSlotsRequest,
          response: { 200: pageSlots },
        },
      },
      async (request) => savePageSlots(context, authOf(request), request.params.id, request.body.slots),
    );

    app.get(
      '/pages/:id/optimal-times',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "Read a page's optimal posting times",
          operationId: 'getOptimalTimes',
          tags,
          params: idParams,
          response: { 200: optimalTimes },
        },
      },
      async (request) => readOptimalTimes(context, authOf(request), request.params.id),
    );
  };
}
