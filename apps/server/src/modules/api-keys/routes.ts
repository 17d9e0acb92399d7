import { apiKey, apiKeyList, createApiKeyRequest, createdApiKey } from '@pagewise/shared/api-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { createApiKey } from './create-api-key.ts';
import { listApiKeys } from './list-api-keys.ts';
import { reportApiRoutes } from './report-api-routes.ts';
import { revokeApiKey } from './revoke-api-key.ts';

const tags = ['reporting'];

/** /api/api-keys: the account's API keys (administrators), and /api/v1/reports that they open. */
export function apiKeyRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api-keys',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "List the account's API keys, revoked ones included (never the keys themselves)",
          operationId: 'listApiKeys',
          tags,
          response: { 200: apiKeyList },
        },
      },
      async (request) => ({ apiKeys: await listApiKeys(context, authOf(request)) }),
    );

    app.post(
      '/api-keys',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Create an API key that reads reports; the answer holds the key, shown this once',
          operationId: 'createApiKey',
          tags,
          body: createApiKeyRequest,
          response: { 201: createdApiKey },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createApiKey(context, authOf(request), request.body)),
    );

    app.post(
      '/api-keys/:id/revoke',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Revoke an API key: it stops working at once (revoking it again changes nothing)',
          operationId: 'revokeApiKey',
          tags,
          params: idParams,
          response: { 200: apiKey },
        },
      },
      async (request) => revokeApiKey(context, authOf(request), request.params.id),
    );

    await app.register(reportApiRoutes(context));
  };
}
