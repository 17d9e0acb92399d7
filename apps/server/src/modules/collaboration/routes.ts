import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** /api/posts/:id/assignment, /validation, /notes and /api/account/settings: the validation workflow. */
export function collaborationRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async (_app) => {};
}
