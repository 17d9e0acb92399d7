import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** /api/planner, /api/pages/:id/slots and /api/pages/:id/optimal-times. */
export function plannerRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async (_app) => {};
}
