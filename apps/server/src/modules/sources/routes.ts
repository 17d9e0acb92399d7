import { source, sourceInput, sourceItemList, sourceList } from '@pagewise/shared/sources/source';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { createSource } from './create-source.ts';
import { deleteSource } from './delete-source.ts';
import { enableSource } from './enable-source.ts';
import { getSource } from './get-source.ts';
import { listSourceItems } from './list-source-items.ts';
import { listSources } from './list-sources.ts';
import { updateSource } from './update-source.ts';

const idParams = z.object({ id: z.string().max(100) });

/** My sources (spec §2 `/dash/sources`): the account's custom sources. */
export function sourceRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sources'];
    const preHandler = requireAuth(context);
    app.get('/sources', { schema: { tags, response: { 200: sourceList } }, preHandler }, async (request) => ({
      sources: await listSources(context, authOf(request)),
    }));
    app.post(
      '/sources',
      { schema: { tags, body: sourceInput, response: { 201: source } }, preHandler },
      async (request, reply) =>
        reply.status(201).send(await createSource(context, authOf(request), request.body)),
    );
    app.get(
      '/sources/:id',
      { schema: { tags, params: idParams, response: { 200: source } }, preHandler },
      async (request) => getSource(context, authOf(request), request.params.id),
    );
    app.put(
      '/sources/:id',
      { schema: { tags, params: idParams, body: sourceInput, response: { 200: source } }, preHandler },
      async (request) => updateSource(context, authOf(request), request.params.id, request.body),
    );
    app.delete(
      '/sources/:id',
      { schema: { tags, params: idParams, response: { 204: z.null() } }, preHandler },
      async (request, reply) => {
        await deleteSource(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/sources/:id/enable',
      { schema: { tags, params: idParams, response: { 200: source } }, preHandler },
      async (request) => enableSource(context, authOf(request), request.params.id),
    );
    app.get(
      '/sources/:id/items',
      { schema: { tags, params: idParams, response: { 200: sourceItemList } }, preHandler },
      async (request) => ({ items: await listSourceItems(context, authOf(request), request.params.id) }),
    );
  };
}
