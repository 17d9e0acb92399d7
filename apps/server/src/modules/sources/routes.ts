import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** My sources (spec §2 `/dash/sources`): the account's custom sources. */
export function sourceRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
