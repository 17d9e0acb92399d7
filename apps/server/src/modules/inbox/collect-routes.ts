import { inboxCollectionProblem } from '@pagewise/shared/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { listCollectionProblems } from './collect-problems.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** The inbox's collection: its problems, and the networks' pushes. */
export function collectRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/inbox/problems',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          tags: ['inbox'],
          summary: 'List the pages whose inbox cannot be collected, and why',
          operationId: 'listInboxProblems',
          querystring: z.object({ pageId: z.string().max(64, 'validation.too_long').optional() }),
          response: { 200: z.array(inboxCollectionProblem) },
        },
      },
      async (request) => listCollectionProblems(context, authOf(request), request.query.pageId),
    );
    await app.register(webhookRoutes(context));
  };
}
