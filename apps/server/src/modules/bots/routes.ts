import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** Bots (spec §2 `/dash/bots`). */
export function botRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
