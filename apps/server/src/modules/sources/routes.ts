import { source, sourceInput, sourceItemList, sourceList } from '@pagewise/shared/sources/source';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { createSource } from './create-source.ts';
import { deleteSource } from './delete-source.ts';
import { enableSource } from './enable-source.ts';
import { getSource } from './get-source.ts';
import { listSourceItems } from './list-source-items.ts';
import { listSources } from './list-sources.ts';
import { updateSource } from './update-source.ts';

/** My sources (spec §2 `/dash/sources`): the account's custom sources. */
export function sourceRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sources'];
    app.get(
      '/sources',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "List the account's custom sources",
          operationId: 'listSources',
          tags,
          response: { 200: sourceList },
        },
      },
      async (request) => ({
        sources: await listSources(context, authOf(request)),
      }),
    );
    app.post(
      '/sources',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Add a custom source',
          operationId: 'createSource',
          tags,
          body: sourceInput,
          response: { 201: source },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createSource(context, authOf(request), request.body)),
    );
    app.get(
      '/sources/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Read a custom source',
          operationId: 'getSource',
          tags,
          params: idParams,
          response: { 200: source },
        },
      },
      async (request) => getSource(context, authOf(request), request.params.id),
    );
    app.put(
      '/sources/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Change a custom source',
          operationId: 'updateSource',
          tags,
          params: idParams,
          body: sourceInput,
          response: { 200: source },
        },
      },
      async (request) => updateSource(context, authOf(request), request.params.id, request.body),
    );
    app.delete(
      '/sources/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Delete a custom source',
          operationId: 'deleteSource',
          tags,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteSource(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/sources/:id/enable',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Enable a disabled source again',
          operationId: 'enableSource',
          tags,
          params: idParams,
          response: { 200: source },
        },
      },
      async (request) => enableSource(context, authOf(request), request.params.id),
    );
    app.get(
      '/sources/:id/items',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "List a source's latest items",
          operationId: 'listSourceItems',
          tags,
          params: idParams,
          response: { 200: sourceItemList },
        },
      },
      async (request) => ({ items: await listSourceItems(context, authOf(request), request.params.id) }),
    );
  };
}
