import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** /api/validators: external validators of the shared planner and their access links. */
export function validatorRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async (_app) => {};
}
