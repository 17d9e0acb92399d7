import { overview } from '@pagewise/shared/overview';
import { overviewQuery } from '@pagewise/shared/overview-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { getOverview } from './get-overview.ts';

export function overviewRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/overview',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Read the overview: latest outcomes, next posts, what needs action, onboarding',
          operationId: 'getOverview',
          tags: ['overview'],
          querystring: overviewQuery,
          response: { 200: overview },
        },
      },
      async (request) => getOverview(context, authOf(request), request.query.limit),
    );
  };
}
