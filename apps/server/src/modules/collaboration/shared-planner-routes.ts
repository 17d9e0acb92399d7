import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** /api/shared-planner: what an external validator reaches with the access token of their link. */
export function sharedPlannerRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async (_app) => {};
}
