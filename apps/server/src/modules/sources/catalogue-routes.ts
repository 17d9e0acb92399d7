import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';

/** The suggested sources' catalogue, by language, topic and subcategory. */
export function catalogueRoutes(_context: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
