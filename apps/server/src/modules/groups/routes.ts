import { group, groupInput, groupList } from '@pagewise/shared/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { createGroup, deleteGroup, listGroups, updateGroup } from './groups.ts';

const idParams = z.object({ id: z.string().max(100) });

export function groupRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['groups'];
    const preHandler = requireAuth(context);
    app.get('/groups', { schema: { tags, response: { 200: groupList } }, preHandler }, async (request) => ({
      groups: await listGroups(context, authOf(request)),
    }));
    app.post(
      '/groups',
      { schema: { tags, body: groupInput, response: { 201: group } }, preHandler },
      async (request, reply) =>
        reply.status(201).send(await createGroup(context, authOf(request), request.body)),
    );
    app.put(
      '/groups/:id',
      { schema: { tags, params: idParams, body: groupInput, response: { 200: group } }, preHandler },
      async (request) => updateGroup(context, authOf(request), request.params.id, request.body),
    );
    app.delete(
      '/groups/:id',
      { schema: { tags, params: idParams, response: { 204: z.null() } }, preHandler },
      async (request, reply) => {
        await deleteGroup(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
