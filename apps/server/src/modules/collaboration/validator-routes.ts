import {
  saveValidatorRequest,
  validator,
  validatorKinds,
  validatorList,
} from '@pagewise/shared/collaboration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { createValidator, updateValidator } from './validator-save.ts';
import {
  deleteValidator,
  getValidator,
  listValidators,
  renewValidatorLink,
  revokeValidatorLink,
} from './validators.ts';

// Any text is accepted: an id that is not a UUID is simply not found, never a 500 from the cast.
const idParams = z.object({ id: z.string().max(100) });
// `partial()` keeps the default of `kind`: an edit that leaves it out must not turn a viewer back.
const updateValidatorRequest = saveValidatorRequest
  .partial()
  .extend({ kind: z.enum(validatorKinds).optional() });

/** /api/validators: external validators of the shared planner and their access links. */
export function validatorRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['validators'];
    const preHandler = requireAuth(context);

    app.get(
      '/validators',
      { schema: { tags, response: { 200: validatorList } }, preHandler },
      async (request) => ({ validators: await listValidators(context, authOf(request)) }),
    );
    app.post(
      '/validators',
      { schema: { tags, body: saveValidatorRequest, response: { 201: validator } }, preHandler },
      async (request, reply) =>
        reply.status(201).send(await createValidator(context, authOf(request), request.body)),
    );
    app.get(
      '/validators/:id',
      { schema: { tags, params: idParams, response: { 200: validator } }, preHandler },
      async (request) => getValidator(context, authOf(request), request.params.id),
    );
    app.patch(
      '/validators/:id',
      {
        schema: { tags, params: idParams, body: updateValidatorRequest, response: { 200: validator } },
        preHandler,
      },
      async (request) => updateValidator(context, authOf(request), request.params.id, request.body),
    );
    app.delete(
      '/validators/:id',
      { schema: { tags, params: idParams, response: { 204: z.null() } }, preHandler },
      async (request, reply) => {
        await deleteValidator(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    // The access link: a new one (the old stops working), or none (revoked).
    app.post(
      '/validators/:id/link',
      { schema: { tags, params: idParams, response: { 200: validator } }, preHandler },
      async (request) => renewValidatorLink(context, authOf(request), request.params.id),
    );
    app.delete(
      '/validators/:id/link',
      { schema: { tags, params: idParams, response: { 200: validator } }, preHandler },
      async (request) => revokeValidatorLink(context, authOf(request), request.params.id),
    );
  };
}
