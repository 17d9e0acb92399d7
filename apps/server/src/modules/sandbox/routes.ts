import { sandboxPageView } from '@pagewise/shared/pages';
import { sandboxAudienceInput, sandboxAudienceResult } from '@pagewise/shared/sandbox-audience';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { produceAudience } from './produce-audience.ts';
import { revokeSandboxToken } from './revoke-token.ts';
import { viewSandboxPage } from './view-page.ts';

export function sandboxRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sandbox/pages/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'View a sandbox page as the network shows it',
          operationId: 'viewSandboxPage',
          tags: ['sandbox'],
          params: idParams,
          response: { 200: sandboxPageView },
        },
      },
      async (request) => viewSandboxPage(context, authOf(request), request.params.id),
    );
    app.post(
      '/sandbox/pages/:id/audience',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary:
            "Make the sandbox page's audience write comments, messages, mentions, reviews or reactions now",
          operationId: 'produceSandboxAudience',
          tags: ['sandbox'],
          params: idParams,
          body: sandboxAudienceInput,
          response: { 201: sandboxAudienceResult },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await produceAudience(context, authOf(request), request.params.id, request.body)),
    );
    app.post(
      '/sandbox/pages/:id/revoke-token',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "Revoke a sandbox page's token",
          operationId: 'revokeSandboxToken',
          tags: ['sandbox'],
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await revokeSandboxToken(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
