import { sandboxPageView } from '@pagewise/shared/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { revokeSandboxToken } from './revoke-token.ts';
import { viewSandboxPage } from './view-page.ts';

export function sandboxRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sandbox/pages/:id',
      {
        schema: {
          tags: ['sandbox'],
          params: z.object({ id: z.string().max(100) }),
          response: { 200: sandboxPageView },
        },
        preHandler: requireAuth(context),
      },
      async (request) => viewSandboxPage(context, authOf(request), request.params.id),
    );
    app.post(
      '/sandbox/pages/:id/revoke-token',
      {
        schema: {
          tags: ['sandbox'],
          params: z.object({ id: z.string().max(100) }),
          response: { 204: z.null() },
        },
        preHandler: requireAuth(context),
      },
      async (request, reply) => {
        await revokeSandboxToken(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
