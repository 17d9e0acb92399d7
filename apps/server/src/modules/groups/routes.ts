import { group, groupInput, groupList } from '@pagewise/shared/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { createGroup, deleteGroup, listGroups, updateGroup } from './groups.ts';

export function groupRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['groups'];
    app.get(
      '/groups',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'List the groups of pages',
          operationId: 'listGroups',
          tags,
          response: { 200: groupList },
        },
      },
      async (request) => ({
        groups: await listGroups(context, authOf(request)),
      }),
    );
    app.post(
      '/groups',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Create a group of pages',
          operationId: 'createGroup',
          tags,
          body: groupInput,
          response: { 201: group },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createGroup(context, authOf(request), request.body)),
    );
    app.put(
      '/groups/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Change a group of pages',
          operationId: 'updateGroup',
          tags,
          params: idParams,
          body: groupInput,
          response: { 200: group },
        },
      },
      async (request) => updateGroup(context, authOf(request), request.params.id, request.body),
    );
    app.delete(
      '/groups/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Delete a group of pages',
          operationId: 'deleteGroup',
          tags,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteGroup(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
